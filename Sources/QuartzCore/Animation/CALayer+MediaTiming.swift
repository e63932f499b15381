import Foundation
import Synchronization
internal import RuntimeSupport

/// A layer's own timing (`CAMediaTiming`): its time runs from its superlayer's by
/// `beginTime`, `speed` and `timeOffset`, and its animations (and its sublayers') run in it —
/// which is how an app pauses a layer's animations (`speed = 0`, `timeOffset` = now).
struct LayerTiming: Equatable {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    /// Whether the layer's time is the superlayer's.
    var isIdentity: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    /// Layers whose time is not their superlayer's; while there are none, every layer's time
    /// is the media time and no conversion walks the tree. Atomic: layers of any thread count.
    static let retimedLayers = Atomic<Int>(0)

    /// Whether any layer's time differs from its superlayer's.
    static var anyRetimed: Bool { retimedLayers.load(ordering: .relaxed) > 0 }

    /// Media time `t` in the time of a layer whose retimed ancestors and self have `chain`
    /// (innermost first), and how fast that time runs (0: stopped).
    static func localTime(atMediaTime t: Double, through chain: [LayerTiming]) -> (time: Double, rate: Double) {
        var time = t, rate = 1.0
        for timing in chain.reversed() {
            time = (time - timing.beginTime) * Double(timing.speed) + timing.timeOffset
            rate *= Double(timing.speed)
        }
        return (time, rate)
    }
}

extension CALayer: CAMediaTiming {
    var timing: LayerTiming { extras?.timing ?? LayerTiming() }

    /// Changes the layer's timing: what its animations show may change at once.
    func setTiming(_ member: StaticString = #function, _ change: (inout LayerTiming) -> Void) {
        var t = timing
        let wasIdentity = t.isIdentity
        change(&t)
        guard t != timing else { return }
        willChange(member)
        if wasIdentity != t.isIdentity { LayerTiming.retimedLayers.add(t.isIdentity ? -1 : 1, ordering: .relaxed) }
        mutableExtras.timing = t
        // A layer of another thread has no animations (they are added on the main thread).
        if MainThreadChecker.isMainThread { FramePipeline.current.animations.timingChanged() }
    }

    public var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { if validate(newValue.isFinite, "beginTime", newValue) { setTiming { $0.beginTime = newValue } } }
    }
    public var duration: CFTimeInterval {
        get { timing.duration }
        set { if validate(newValue.isFinite, "duration", newValue) { setTiming { $0.duration = newValue } } }
    }
    public var speed: Float {
        get { timing.speed }
        set { if validate(newValue.isFinite, "speed", newValue) { setTiming { $0.speed = newValue } } }
    }
    public var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { if validate(newValue.isFinite, "timeOffset", newValue) { setTiming { $0.timeOffset = newValue } } }
    }
    public var repeatCount: Float {
        get { timing.repeatCount }
        set { setTiming { $0.repeatCount = newValue } }
    }
    public var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { setTiming { $0.repeatDuration = newValue } }
    }
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { setTiming { $0.autoreverses = newValue } }
    }
    public var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { setTiming { $0.fillMode = newValue } }
    }

    /// The layer's time at media time `t`, and how fast it runs (0: stopped).
    func localTime(atMediaTime t: Double) -> (time: Double, rate: Double) {
        guard LayerTiming.anyRetimed else { return (t, 1) }
        var chain: [LayerTiming] = []
        var l: CALayer? = self
        while let current = l {
            if let timing = current.extras?.timing, !timing.isIdentity { chain.append(timing) }
            l = current._superlayer ?? current.extras?.maskOwner
        }
        return LayerTiming.localTime(atMediaTime: t, through: chain)
    }

    /// `t` in `l`'s time (nil: media time) converted to this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(atMediaTime: l?.mediaTime(fromLocal: t) ?? t).time
    }

    /// `t` in this layer's time converted to `l`'s (nil: media time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocal: t)
        return l?.localTime(atMediaTime: media).time ?? media
    }

    /// The media time at which this layer's time reads `t` (the inverse map; a stopped layer
    /// maps every media time to one local time, and gives back `t` unchanged).
    func mediaTime(fromLocal t: Double) -> Double {
        guard LayerTiming.anyRetimed else { return t }
        var l: CALayer? = self
        var time = t
        while let current = l {
            if let timing = current.extras?.timing, !timing.isIdentity, timing.speed != 0 {
                time = (time - timing.timeOffset) / Double(timing.speed) + timing.beginTime
            }
            l = current._superlayer ?? current.extras?.maskOwner
        }
        return time
    }
}
