import CoreGraphics
import QuartzCore

/// The animations an interactive transition's animator attached (anywhere in the window, not
/// only in the container), held at a point of the transition's time or run on from it.
///
/// Each keeps its own delay: at transition time τ an animation that began `delay` seconds
/// after the transition shows its own time τ − delay, so staggered animations scrub together.
@MainActor
final class InteractiveTransitionAnimations {
    private struct Entry {
        weak var layer: CALayer?
        let animation: CAAnimation
        /// Seconds after the transition's start that the animation begins.
        let delay: Double
        let timeOffset: Double
        let speed: Float
    }
    private var entries: [Entry] = []

    /// The animations `recorder` saw attached, for a transition that started at media time `start`.
    init(_ recorder: AnimationAttachRecorder, start: Double) {
        adopt(recorder, startingAt: 0, mediaTime: start)
    }

    /// Takes on the animations `recorder` saw attached at media time `mediaTime`, which is
    /// `time` seconds into the transition (animations joining a transition held by a gesture).
    func adopt(_ recorder: AnimationAttachRecorder, startingAt time: Double, mediaTime: Double) {
        let now = FramePipeline.current.now
        entries += recorder.attached.map { layer, animation in
            let startInLayer = layer.currentLocalTime - (now - mediaTime)
            return Entry(layer: layer, animation: animation, delay: time + animation.beginTime - startInLayer,
                         timeOffset: animation.timeOffset, speed: animation.speed)
        }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Holds every animation where it is at `time` seconds into the transition; one that has
    /// not begun by then shows its start.
    func hold(at time: Double) {
        for e in entries {
            e.layer?.retimeAnimation(e.animation, beginTime: e.animation.beginTime, speed: 0,
                                     timeOffset: e.timeOffset + max(0, time - e.delay) * Double(e.speed))
        }
    }

    /// Lets every animation run on from `time` seconds into the transition, at its own speed.
    func run(from time: Double) {
        for e in entries {
            guard let layer = e.layer else { continue }
            layer.retimeAnimation(e.animation, beginTime: layer.currentLocalTime, speed: e.speed,
                                  timeOffset: e.timeOffset + (time - e.delay) * Double(e.speed))
        }
    }

    /// After a cancelled transition was scrubbed back to its start: the animated properties
    /// take the values they show there (the values from before the animator's changes) as
    /// their model values, and the animations end, so their completions run and nothing
    /// jumps to the values the transition would have ended with.
    func endAtStart() {
        var values: [(CALayer, String, Any?)] = []
        for e in entries {
            guard let layer = e.layer, let keyPath = (e.animation as? CAPropertyAnimation)?.keyPath,
                  layer.isAttached(e.animation) else { continue }
            values.append((layer, keyPath, layer.currentValue(forKeyPath: keyPath)))
        }
        UIView.performWithoutAnimation {
            for (layer, keyPath, value) in values {
                layer.setValue(value, forKeyPath: keyPath)
                if keyPath == "bounds", let view = layer.delegate as? UIView { view.setNeedsLayout() }
            }
        }
        for e in entries {
            guard let layer = e.layer else { continue }
            let cycles = Double(e.animation.repeatCount > 0 ? e.animation.repeatCount : 1) * (e.animation.autoreverses ? 2 : 1)
            let length = e.animation.duration * cycles
            guard length.isFinite else { continue }
            // At its end now: it finishes on the next frame (its completion sees `true`).
            layer.retimeAnimation(e.animation, beginTime: layer.currentLocalTime, speed: 1, timeOffset: length)
        }
    }
}
