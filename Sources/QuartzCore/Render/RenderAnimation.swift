import CoreGraphics
import Foundation

/// An attached animation as the render server runs it: its timing, pacing and values, read
/// from the app's `CAAnimation` once, when it is attached (`init(freezing:)`).
///
/// The app's animation is an object of an `open` class whose getters a subclass may
/// override, and whose values (`fromValue`, keyframes) may be colors resolved by a dynamic
/// provider. Reading them while a frame renders would run app code in the render phase; as
/// Core Animation copies an animation into the render tree at commit, this keeps plain values
/// only, so evaluation cannot reach app code. The delegate callbacks are posted for the app's
/// animation (`AttachedAnimation`) and run after the commit.
@MainActor
final class RenderAnimation: CAMediaTiming {
    var beginTime: CFTimeInterval
    var duration: CFTimeInterval
    var speed: Float
    var timeOffset: CFTimeInterval
    var repeatCount: Float
    var repeatDuration: CFTimeInterval
    var autoreverses: Bool
    var fillMode: CAMediaTimingFillMode
    /// The pacing over each cycle; nil is linear.
    let timingFunction: UnitBezier?
    let isRemovedOnCompletion: Bool
    /// The layer's content is redrawn at the presentation values while it runs (UIKit's
    /// `.allowAnimatedContent`).
    let redrawsContent: Bool
    let effect: Effect
    /// Whether the render server posted `animationDidStart` for it.
    var didStart = false
    /// Whether it posted `animationDidStop` (a kept animation is told once).
    var didStop = false

    /// What the animation changes.
    enum Effect {
        case none
        /// One property (`CABasicAnimation`, `CASpringAnimation`, `CAKeyframeAnimation`).
        case property(RenderPropertyEffect)
        /// Children run in the group's time (`CAAnimationGroup`).
        case group([RenderAnimation])
        /// The compositor draws the layer between two images (`CATransition`).
        case transition(RenderTransition)
    }

    init(timing a: some CAMediaTiming, timingFunction: UnitBezier?, isRemovedOnCompletion: Bool,
         redrawsContent: Bool, effect: Effect) {
        beginTime = a.beginTime; duration = a.duration; speed = a.speed; timeOffset = a.timeOffset
        repeatCount = a.repeatCount; repeatDuration = a.repeatDuration; autoreverses = a.autoreverses
        fillMode = a.fillMode
        self.timingFunction = timingFunction
        self.isRemovedOnCompletion = isRemovedOnCompletion
        self.redrawsContent = redrawsContent
        self.effect = effect
    }

    /// Normalised progress in the cycle at `phase`: the spring's position for a spring, else
    /// eased by the timing function.
    func easedProgress(_ phase: MediaTimingPhase) -> Double {
        if case .property(let p) = effect, let spring = p.spring { return spring.progress(at: phase.simpleTime) }
        let d = duration
        let linear = d > 0 ? phase.simpleTime / d : 1
        return timingFunction?.eased(linear) ?? linear
    }

    /// Completed cycles at `time` (for cumulative animations).
    func completedCycles(at time: Double) -> Double {
        let d = duration * (autoreverses ? 2 : 1)
        guard d > 0 else { return 0 }
        let local = min(localTime(fromParent: time), activeDuration)
        guard local > 0 else { return 0 }
        var cycles = (local / d).rounded(.down)
        if local >= activeDuration, abs(local - cycles * d) < 1e-12 { cycles -= 1 }   // the end of the last cycle
        return max(0, cycles)
    }

    /// Applies the animation's effect at `time` (in the parent's time: the layer's, or the
    /// enclosing group's) to `values`, which hold the value accumulated so far per key path.
    func apply(at time: Double, to values: inout PresentationValues) {
        switch effect {
        case .none, .transition: return
        case .property(let p): p.apply(self, at: time, to: &values)
        case .group(let children):
            let phase = phase(atParentTime: time)
            guard phase.contributes, duration > 0 else { return }
            let groupTime = easedProgress(phase) * duration
            for child in children { child.apply(at: groupTime, to: &values) }
        }
    }

    /// The transition and its progress at `time`; nil when it is no transition or shows
    /// nothing then.
    func transitionProgress(at time: Double) -> (RenderTransition, Double)? {
        guard case .transition(let t) = effect else { return nil }
        let phase = phase(atParentTime: time)
        guard phase.contributes else { return nil }
        return (t, t.startProgress + (t.endProgress - t.startProgress) * easedProgress(phase))
    }

    var isTransition: Bool {
        if case .transition = effect { return true }
        return false
    }
}

/// A transition's parameters, as the compositor draws them.
struct RenderTransition {
    let type: CATransitionType
    let subtype: CATransitionSubtype?
    /// Where in the transition it starts and ends, clamped to 0…1.
    let startProgress: Double
    let endProgress: Double
    /// The layer's appearance before the change (device pixels at `outgoingScale`).
    let outgoingImage: PixelBuffer?
    let outgoingScale: CGFloat
}
