import CoreGraphics
import Foundation

/// The geometry of the first two fingers a recognizer tracks: their distance and the angle
/// of the line between them, in window coordinates.
@MainActor
struct TwoFingerGesture {
    /// Distance and angle of the first two active touches, nil with fewer than two.
    static func measure(_ recognizer: UIGestureRecognizer) -> (distance: CGFloat, angle: CGFloat)? {
        let touches = recognizer.trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard touches.count >= 2 else { return nil }
        let a = touches[0].location(in: nil), b = touches[1].location(in: nil)
        return (hypot(b.x - a.x, b.y - a.y), atan2(b.y - a.y, b.x - a.x))
    }

    /// A finger lifted: with fewer than two left, a gesture under way ends; one that never
    /// began fails once every finger is up.
    static func fingerLifted(_ r: UIGestureRecognizer) {
        guard r.numberOfTouches < 2 else { return }
        if r.state == .began || r.state == .changed { r.state = .ended } else if r.state == .possible, r.numberOfTouches == 0 { r.state = .failed }
    }

    /// `angle` brought within (−π, π] of `reference`, so a turn through ±π reads continuously.
    static func unwrap(_ angle: CGFloat, near reference: CGFloat) -> CGFloat {
        var a = angle
        while a - reference > .pi { a -= 2 * .pi }
        while a - reference <= -.pi { a += 2 * .pi }
        return a
    }
}

/// Recognizes two fingers pinching: `scale` is their distance over their distance when the
/// second finger came down; `velocity` in scale per second. Continuous; begins once the
/// distance changed by more than `hysteresis` points.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale; may be set (for example back to 1 after applying it), and later changes
    /// continue from the value set.
    open var scale: CGFloat {
        get { _scale }
        set {
            _scale = newValue
            if let m = TwoFingerGesture.measure(self) { reference = (m.distance, newValue) }
        }
    }
    open private(set) var velocity: CGFloat = 0

    /// How far the distance between the fingers changes before a pinch begins (points).
    package static let hysteresis: CGFloat = 8

    private var _scale: CGFloat = 1
    private var reference: (distance: CGFloat, scale: CGFloat)?
    private var startDistance: CGFloat = 0
    private var last: (scale: CGFloat, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard reference == nil, let m = TwoFingerGesture.measure(self), m.distance > 0 else { return }
        reference = (m.distance, 1)
        startDistance = m.distance
        last = (1, CACurrentMediaTime())
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let reference, let m = TwoFingerGesture.measure(self) else { return }
        let newScale = reference.scale * m.distance / reference.distance
        let now = CACurrentMediaTime()
        if let last, now > last.time { velocity = (newScale - last.scale) / CGFloat(now - last.time) }
        last = (newScale, now)
        _scale = newScale
        if state == .possible {
            if abs(m.distance - startDistance) > Self.hysteresis { state = .began }
        } else if state == .began || state == .changed {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        TwoFingerGesture.fingerLifted(self)
    }

    override func resetForNextGesture() {
        _scale = 1
        velocity = 0
        reference = nil
        last = nil
    }
}

/// Recognizes two fingers turning: `rotation` in radians (positive clockwise on screen) from
/// the line between them when the second came down; `velocity` in radians per second.
/// Continuous; begins once they turned more than `hysteresis` radians.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat {
        get { _rotation }
        set {
            _rotation = newValue
            if let m = TwoFingerGesture.measure(self) { reference = (m.angle, newValue) }
        }
    }
    open private(set) var velocity: CGFloat = 0

    /// How far the fingers turn before a rotation begins (radians; about 4°).
    package static let hysteresis: CGFloat = 0.07

    private var _rotation: CGFloat = 0
    private var reference: (angle: CGFloat, rotation: CGFloat)?
    private var lastAngle: CGFloat = 0
    private var last: (rotation: CGFloat, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard reference == nil, let m = TwoFingerGesture.measure(self) else { return }
        reference = (m.angle, 0)
        lastAngle = m.angle
        last = (0, CACurrentMediaTime())
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let reference, let m = TwoFingerGesture.measure(self) else { return }
        let angle = TwoFingerGesture.unwrap(m.angle, near: lastAngle)
        lastAngle = angle
        let newRotation = reference.rotation + angle - reference.angle
        let now = CACurrentMediaTime()
        if let last, now > last.time { velocity = (newRotation - last.rotation) / CGFloat(now - last.time) }
        last = (newRotation, now)
        _rotation = newRotation
        if state == .possible {
            if abs(newRotation) > Self.hysteresis { state = .began }
        } else if state == .began || state == .changed {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        TwoFingerGesture.fingerLifted(self)
    }

    override func resetForNextGesture() {
        _rotation = 0
        velocity = 0
        reference = nil
        last = nil
    }
}
