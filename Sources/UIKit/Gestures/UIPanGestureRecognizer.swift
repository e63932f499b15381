import CoreGraphics
import Foundation

/// Recognizes fingers dragging: between `minimumNumberOfTouches` and
/// `maximumNumberOfTouches` fingers whose centroid moved more than `hysteresis` points.
/// Continuous. `translation(in:)` is measured from where the fingers went down (or the last
/// `setTranslation`); `velocity(in:)` in points per second over the last move.
///
/// Scroll input (a mouse wheel, two fingers on a trackpad) pans too when
/// `allowedScrollTypesMask` allows its kind: see UIPanGestureRecognizer+Scroll.swift.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// The kinds of scroll input that pan this recognizer; none by default, as on iOS, so a
    /// plain pan follows only fingers. It does not stop touches from panning.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// How far the fingers move before a pan begins (points).
    package static let hysteresis: CGFloat = 10

    /// The reference point in window coordinates, and the translation it stands for.
    private var origin: CGPoint?
    private var originTranslation = CGPoint.zero
    /// Recent positions and their media times, for `velocity(in:)`: the fingers' centroid,
    /// or the scroll's distance travelled.
    var samples: [(point: CGPoint, time: TimeInterval)] = []
    /// When the last finger lifted, for `velocity(in:)`.
    private var liftTime: TimeInterval?

    /// How long fingers may rest before lifting and still carry their velocity (seconds).
    package static let restInterval: TimeInterval = 0.1
    /// The scroll input panning this recognizer, while one does instead of fingers.
    var scroll: ScrollTracking?

    /// How far the fingers have moved, in `view`'s coordinate system (a vector).
    open func translation(in view: UIView?) -> CGPoint {
        if let scroll { return vector(scroll.translation, to: view) }
        guard let origin else { return .zero }
        let now = location(in: nil)
        return vector(CGPoint(x: now.x - origin.x + originTranslation.x, y: now.y - origin.y + originTranslation.y), to: view)
    }

    /// Makes the translation read `translation` (in `view`'s coordinates) from here on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        if scroll != nil {
            scroll?.translation = vector(translation, from: view)
            return
        }
        origin = location(in: nil)
        originTranslation = vector(translation, from: view)
    }

    /// Points per second, in `view`'s coordinate system, over the last move. Fingers that
    /// rested longer than `restInterval` before lifting have no velocity, as on iOS (a
    /// scroll view then does not fling).
    open func velocity(in view: UIView?) -> CGPoint {
        guard samples.count >= 2 else { return .zero }
        let a = samples[samples.count - 2], b = samples[samples.count - 1]
        let dt = b.time - a.time
        guard dt > 0 else { return .zero }
        if let liftTime, liftTime - b.time > Self.restInterval { return .zero }
        return vector(CGPoint(x: (b.point.x - a.point.x) / dt, y: (b.point.y - a.point.y) / dt), to: view)
    }

    /// A window-space vector in `view`'s coordinates (rotation and scale, no translation).
    private func vector(_ v: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window else { return v }
        let o = view.convert(CGPoint.zero, from: window), p = view.convert(v, from: window)
        return CGPoint(x: p.x - o.x, y: p.y - o.y)
    }

    private func vector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window else { return v }
        let o = view.convert(CGPoint.zero, to: window), p = view.convert(v, to: window)
        return CGPoint(x: p.x - o.x, y: p.y - o.y)
    }

    private func sample() {
        samples.append((location(in: nil), CACurrentMediaTime()))
        if samples.count > 3 { samples.removeFirst() }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches {
            if state == .possible { state = .failed }
            return
        }
        // A finger added or lifted moves the centroid: keep the translation continuous.
        let current = translation(in: nil)
        origin = location(in: nil)
        originTranslation = state == .possible ? .zero : current
        samples.removeAll()
        sample()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        sample()
        if state == .possible {
            guard numberOfTouches >= minimumNumberOfTouches, numberOfTouches <= maximumNumberOfTouches else { return }
            let t = translation(in: nil)
            if hypot(t.x, t.y) > Self.hysteresis { state = .began }
        } else if state == .began || state == .changed {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            if numberOfTouches == 0 || numberOfTouches < minimumNumberOfTouches {
                liftTime = CACurrentMediaTime()
                state = .ended
            } else {
                let current = translation(in: nil)
                origin = location(in: nil)
                originTranslation = current
            }
        } else if numberOfTouches == 0 {
            state = .failed
        }
    }

    override func resetForNextGesture() {
        origin = nil
        originTranslation = .zero
        samples.removeAll()
        liftTime = nil
        scroll = nil
    }
}
