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
        guard let entry = extras?.animations.last(where: { $0.key == key }) else { return }
        MainThreadChecker.check("CALayer.retimeAnimation(forKey:)")
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
