import CoreGraphics
import Foundation
import QuartzCore

/// One property a property animator moves: a layer's key path from the value it showed when
/// the animator's block changed it (`origin`) to the new model value (`end`), as one attached
/// animation the animator retimes.
@MainActor
final class PropertyAnimatorTrack {
    /// Weak: an animator does not keep views alive.
    weak var layer: CALayer?
    let keyPath: String
    let origin: Any?
    var end: Any?
    /// Animator time (seconds) at which this property starts moving: 0, or later for
    /// animations added to an active animator or with a delay factor.
    let start: Double
    /// The key of its animation on the layer, one per animator and property.
    let key: String
    /// Whether the attached animation is the main-curve one from `origin` to `end` (which
    /// retiming moves), rather than a retargeted one.
    var isMainCurve = false

    /// Values the property passes through on the way (`UIView.animateKeyframes` inside the
    /// animator's block), at times along the animator's progress.
    struct Keyframes {
        let values: [Any]
        let keyTimes: [NSNumber]
        let mode: CAAnimationCalculationMode
    }
    var keyframes: Keyframes?

    /// The delegate of its animations, which says whether touches reach the view while they
    /// run (the animator's `isUserInteractionEnabled`).
    let touches: UIViewAnimationGroup

    init(layer: CALayer, keyPath: String, origin: Any?, end: Any?, start: Double, owner: ObjectIdentifier,
         touches: UIViewAnimationGroup) {
        self.touches = touches
        self.layer = layer
        self.keyPath = keyPath
        self.origin = origin
        self.end = end
        self.start = start
        key = "\(keyPath)-propertyAnimator-\(UInt(bitPattern: owner.hashValue))"
    }

    /// Shows the main curve at animator time `time` + (now − `start`) × `rate` (held when
    /// `rate` is 0): retimes the animation in place, or attaches it.
    func runMainCurve(_ curve: AnimatorCurve, length: Double, start: Double, time: Double, rate: Double) {
        guard let layer else { return }
        let begin = layer.currentLocalTime + (start - FramePipeline.current.now)
        let offset = time - self.start
        if isMainCurve, layer.animation(forKey: key) != nil {
            layer.retimeAnimation(forKey: key, beginTime: begin, speed: Float(rate), timeOffset: offset)
            return
        }
        let duration = max(1e-6, length - self.start)
        if let keyframes {
            attach(keyframeAnimation(keyframes, curve: curve, duration: duration), to: layer, begin: begin, speed: Float(rate), offset: offset)
            isMainCurve = true
            return
        }
        let animation = curve.makeAnimation(keyPath: keyPath, duration: duration)
        animation.fromValue = origin
        animation.toValue = end
        attach(animation, to: layer, begin: begin, speed: Float(rate), offset: offset)
        isMainCurve = true
    }

    /// The keyframes paced by the animator's curve. A keyframe animation takes a cubic
    /// timing function only: under a spring the keyframes are paced ease-in-ease-out, the
    /// cubic closest to a spring without overshoot.
    private func keyframeAnimation(_ keyframes: Keyframes, curve: AnimatorCurve, duration: Double) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = keyframes.values
        animation.keyTimes = keyframes.keyTimes
        animation.calculationMode = keyframes.mode
        animation.duration = duration
        if case .cubic(let function) = curve.shape {
            animation.timingFunction = function
        } else {
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        }
        return animation
    }

    /// Moves from what it shows now to its end (`target` 1) or origin (`target` 0) along
    /// `curve` in `length` seconds from `start`.
    func retarget(to target: Double, curve: AnimatorCurve, length: Double, start: Double) {
        guard let layer else { return }
        let animation = curve.makeAnimation(keyPath: keyPath, duration: length)
        animation.fromValue = layer.currentValue(forKeyPath: keyPath)
        animation.toValue = target >= 1 ? end : origin
        attach(animation, to: layer, begin: layer.currentLocalTime + (start - FramePipeline.current.now), speed: 1, offset: 0)
        isMainCurve = false
    }

    private func attach(_ animation: CAPropertyAnimation, to layer: CALayer, begin: Double, speed: Float, offset: Double) {
        animation.beginTime = begin
        animation.speed = speed
        animation.timeOffset = offset
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        touches.track(animation)
        layer.add(animation, forKey: key)
    }

    func remove() {
        layer?.removeAnimation(forKey: key)
        isMainCurve = false
    }

    /// Sets the model value without animation (what a finished or stopped animator leaves).
    func setModel(_ value: Any?) {
        guard let layer else { return }
        UIView.performWithoutAnimation { layer.setValue(value, forKeyPath: keyPath) }
        if keyPath == "bounds", let view = layer.delegate as? UIView { view.setNeedsLayout() }
    }
}

/// A property animator's clock: a hidden layer with one animation timed like the main
/// motion, whose end tells the animator the motion is over. While the motion runs the clock
/// keeps the animator alive, as UIKit keeps running animators.
@MainActor
final class PropertyAnimatorClock: CAAnimationDelegate {
    weak var animator: UIViewPropertyAnimator?
    /// Strong while the motion runs (an animator started and forgotten still finishes).
    private var retained: UIViewPropertyAnimator?
    private let layer = CALayer()
    private static let key = "propertyAnimatorClock"
    /// The animation this clock attached last: only its end counts.
    private var current: CAAnimation?

    /// Times the clock like a main-curve motion (`rate` 0 holds it).
    func run(length: Double, start: Double, time: Double, rate: Double, retainsAnimator: Bool) {
        retained = retainsAnimator ? animator : nil
        let begin = layer.currentLocalTime + (start - FramePipeline.current.now)
        if current != nil, layer.animation(forKey: Self.key) != nil {
            layer.retimeAnimation(forKey: Self.key, beginTime: begin, speed: Float(rate), timeOffset: time)
        } else {
            attach(length: length, begin: begin, speed: Float(rate), offset: time)
        }
    }

    /// Restarts the clock for a motion of `length` seconds from `start`.
    func restart(length: Double, start: Double) {
        retained = animator
        attach(length: length, begin: layer.currentLocalTime + (start - FramePipeline.current.now), speed: 1, offset: 0)
    }

    private func attach(length: Double, begin: Double, speed: Float, offset: Double) {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1
        animation.toValue = 1
        animation.duration = max(1e-6, length)
        animation.beginTime = begin
        animation.speed = speed
        animation.timeOffset = offset
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        animation.delegate = self
        current = animation
        layer.add(animation, forKey: Self.key)
        // What the layer holds is a copy: its stop is matched by identity of that copy.
        current = layer.animation(forKey: Self.key)
    }

    func stop() {
        current = nil
        retained = nil
        layer.removeAnimation(forKey: Self.key)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag, anim === current else { return }
        let animator = self.animator
        retained = nil
        animator?.clockDidFinish()
    }
}
