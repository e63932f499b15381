import CoreGraphics
import QuartzCore

/// Collects the property changes made by `addKeyframe` blocks inside `animateKeyframes`,
/// then turns each property's changes into one `CAKeyframeAnimation`: the value before the
/// first keyframe until its start, each keyframe's value reached at the end of its interval
/// and held until the next one starts.
@MainActor
final class UIViewKeyframeRecorder {
    struct Change {
        let start: Double, duration: Double
        let value: Any
    }
    final class Track {
        unowned(unsafe) let layer: CALayer
        let retained: CALayer
        let key: String
        let initial: Any
        var changes: [Change] = []
        init(layer: CALayer, key: String, initial: Any) {
            self.layer = layer; retained = layer; self.key = key; self.initial = initial
        }
    }
    private(set) var tracks: [Track] = []
    /// The relative start and duration of the `addKeyframe` block running now (the whole
    /// animation outside one).
    var current: (start: Double, duration: Double) = (0, 1)

    func record(layer: CALayer, key: String, initial: Any?, value: Any?) {
        guard let value else { return }
        let track: Track
        if let found = tracks.first(where: { $0.layer === layer && $0.key == key }) {
            track = found
        } else {
            guard let initial else { return }
            track = Track(layer: layer, key: key, initial: initial)
            tracks.append(track)
        }
        track.changes.append(Change(start: current.start, duration: current.duration, value: value))
    }

    /// A track's values and their relative times: the value before the first keyframe until
    /// its start, each keyframe's value reached at the end of its interval and held until the
    /// next one starts.
    static func keyframes(of track: Track, mode: CAAnimationCalculationMode) -> (values: [Any], keyTimes: [NSNumber]) {
        var values: [Any] = [track.initial]
        var times: [Double] = [0]
        for change in track.changes.sorted(by: { $0.start < $1.start }) {
            let start = min(1, max(0, change.start)), end = min(1, max(start, change.start + change.duration))
            if start > times.last! { values.append(values.last!); times.append(start) }
            values.append(change.value); times.append(end)
        }
        if times.last! < 1 { values.append(values.last!); times.append(1) }
        // A discrete animation holds value i from time i to i + 1: the values are the ones
        // reached, held until the next change.
        return (mode == .discrete ? Array(values.dropLast()) : values, times.map { NSNumber(value: $0) })
    }

    /// The keyframe animations, each added to its layer under its key path.
    func commit(context: UIViewAnimationContext, mode: CAAnimationCalculationMode) {
        // As for other view animations, a view not in a window is not animated.
        for track in tracks where (track.layer.delegate as? UIView)?.window != nil {
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.calculationMode = mode
            (animation.values, animation.keyTimes) = Self.keyframes(of: track, mode: mode)
            animation.duration = context.duration
            animation.timingFunction = context.curve.timingFunction
            if context.delay > 0 {
                animation.beginTime = FramePipeline.current.now + context.delay
                animation.fillMode = .backwards
            }
            animation.repeatCount = context.repeatCount
            animation.autoreverses = context.autoreverses
            for k in (track.layer.animationKeys() ?? []) where k == track.key || k.hasPrefix(track.key + "-") {
                track.layer.removeAnimation(forKey: k)
            }
            context.group.track(animation)
            track.layer.add(animation, forKey: track.key)
        }
        tracks.removeAll()
    }
}

/// The action of a property change inside `addKeyframe`: records the change.
@MainActor
final class UIViewKeyframeAction: CAAction {
    let recorder: UIViewKeyframeRecorder
    let presented: Any?
    init(recorder: UIViewKeyframeRecorder, presented: Any?) {
        self.recorder = recorder
        self.presented = presented
    }

    nonisolated func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        nonisolated(unsafe) let object = anObject
        MainActor.assumeIsolated {
            guard let layer = object as? CALayer else { return }
            recorder.record(layer: layer, key: event, initial: presented, value: layer.value(forKeyPath: event))
        }
    }
}
