import CoreGraphics
import Foundation
internal import RuntimeSupport

/// What an animator that owns its animations (UIKit's `UIViewPropertyAnimator`) needs to pause,
/// scrub and reverse them where they are instead of removing and re-adding them: retiming an
/// attached animation in place, and reading the value the layer shows now.
extension CALayer {
    /// Gives the animation attached under `key` a new `beginTime`, `speed` and `timeOffset` (in
    /// the layer's time), both the app's copy and the one the render server runs. One that had
    /// ended runs again if the new timing puts it back inside its active interval.
    package func retimeAnimation(forKey key: String, beginTime: CFTimeInterval, speed: Float, timeOffset: CFTimeInterval) {
        retime(extras?.animations.last { $0.key == key }, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
    }

    /// `retimeAnimation(forKey:…)` for the attached animation `animation` (what `animation(forKey:)`
    /// or an `AnimationAttachRecorder` gave), keyed or not; nothing when it is no longer attached.
    package func retimeAnimation(_ animation: CAAnimation, beginTime: CFTimeInterval, speed: Float, timeOffset: CFTimeInterval) {
        retime(extras?.animations.first { $0.animation === animation }, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
    }

    private func retime(_ entry: AttachedAnimation?, beginTime: CFTimeInterval, speed: Float, timeOffset: CFTimeInterval) {
        guard let entry else { return }
        MainThreadChecker.check("CALayer.retimeAnimation")
        for timed in [entry.animation as any CAMediaTiming, entry.render] {
            timed.beginTime = beginTime.isFinite ? beginTime : 0
            timed.speed = speed.isFinite ? speed : 0
            timed.timeOffset = timeOffset.isFinite ? timeOffset : 0
        }
        let now = localTime(atMediaTime: FramePipeline.current.now).time
        if entry.render.didStop, now < entry.render.endTime - 1e-9 { entry.render.didStop = false }
        willChange("animations")
        let engine = FramePipeline.current.animations
        engine.register(self)
        engine.timingChanged()
    }

    /// Whether `animation` (an attached copy) is still attached to the layer.
    package func isAttached(_ animation: CAAnimation) -> Bool {
        extras?.animations.contains { $0.animation === animation } ?? false
    }

    /// The layer's time now (what an animation's `beginTime` is measured in).
    package var currentLocalTime: CFTimeInterval { localTime(atMediaTime: FramePipeline.current.now).time }

    /// The value `keyPath` shows now: the model's, with the attached animations applied at the
    /// current time (unlike `presentation()`, also for a layer never committed to a screen).
    package func currentValue(forKeyPath keyPath: String) -> Any? {
        guard let property = AnimatableProperty.named(keyPath) else { return value(forKeyPath: keyPath) }
        return presentationValue(of: property).anyValue
    }
}

extension CASpringAnimation {
    /// Where the spring is at `time` seconds into its motion: 0 at the start, 1 at rest (it
    /// overshoots past 1 when under-damped).
    package func progress(atTime time: CFTimeInterval) -> Double { spring.progress(at: time) }
}

/// Notes every animation attached while it is installed (`AnimationEngine.recorders`): how
/// UIKit learns which animations an interactive transition's animator made, wherever in the
/// window they are, so it can pause and scrub exactly those.
@MainActor
package final class AnimationAttachRecorder {
    /// The layers and the attached copies, in the order they were attached.
    package private(set) var attached: [(layer: CALayer, animation: CAAnimation)] = []
    package init() {}

    func note(_ layer: CALayer, _ animation: CAAnimation) { attached.append((layer, animation)) }

    /// Runs `body` with the recorder noting the animations attached in it.
    package func record(_ body: () -> Void) {
        let engine = FramePipeline.current.animations
        engine.recorders.append(self)
        body()
        engine.recorders.removeAll { $0 === self }
    }
}
