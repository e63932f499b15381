import Foundation

/// What an animation (or a layer) does outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No effect outside the active interval (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the animation ends (while the animation stays attached).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The initial value shows before the animation begins (a delayed start holds it).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Core Animation's hierarchical timing model: a timed object maps its parent's time into
/// its own by `beginTime`, `speed` and `timeOffset`, then repeats and reverses `duration`.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time; 0 means "when added" for an animation.
    var beginTime: CFTimeInterval { get set }
    /// The length of one simple cycle, in local time.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's (0 stops it).
    var speed: Float { get set }
    /// An offset added to local time (where in the cycle it starts).
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles run (fractions allowed; `.infinity` forever); 0 means one.
    var repeatCount: Float { get set }
    /// How long the cycles repeat, as an alternative to `repeatCount`.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// Where a timed object stands at a parent time, after `beginTime`, `speed`, `timeOffset`,
/// repetition and autoreversal.
struct MediaTimingPhase: Equatable {
    enum State: Equatable { case before, active, after }
    var state: State
    /// Time within the simple cycle, 0…duration (already reversed on a backward pass).
    var simpleTime: Double
    /// Whether the object contributes a value (active, or filling before/after).
    var contributes: Bool
}

extension CAMediaTiming {
    /// The length of the active interval in local time: the cycles, each doubled by
    /// `autoreverses`; `.infinity` for endless repetition.
    var activeDuration: Double {
        let d = max(0, duration.isFinite ? duration : 0)
        let cycle = autoreverses ? 2 * d : d
        if repeatDuration > 0, repeatDuration.isFinite { return repeatDuration }
        if repeatDuration.isInfinite, repeatDuration > 0 { return .infinity }
        let count = repeatCount.isNaN || repeatCount <= 0 ? 1 : Double(repeatCount)
        return cycle * count
    }

    /// The parent time at which the active interval ends (infinity when it never does).
    var endTime: Double {
        let s = Double(speed)
        guard s > 0 else { return s == 0 ? .infinity : beginTime + (timeOffset / -s) }
        return beginTime + (activeDuration - timeOffset) / s
    }

    /// Maps `parentTime` into this object's local time: `(t − beginTime) × speed + timeOffset`.
    func localTime(fromParent parentTime: Double) -> Double {
        let s = speed.isFinite ? Double(speed) : 1
        return (parentTime - beginTime) * s + (timeOffset.isFinite ? timeOffset : 0)
    }

    /// The phase at `parentTime`: which cycle, forwards or backwards, and whether the fill
    /// mode lets the object contribute outside its active interval.
    func phase(atParentTime parentTime: Double) -> MediaTimingPhase {
        let d = max(0, duration.isFinite ? duration : 0)
        let t = localTime(fromParent: parentTime)
        let active = activeDuration
        if t < 0 {
            return MediaTimingPhase(state: .before, simpleTime: 0, contributes: fillMode.fillsBackwards)
        }
        if t >= active {
            return MediaTimingPhase(state: .after, simpleTime: endSimpleTime(active, d), contributes: fillMode.fillsForwards)
        }
        return MediaTimingPhase(state: .active, simpleTime: simpleTime(t, d), contributes: true)
    }

    /// Time within the cycle for local time `t` inside the active interval.
    private func simpleTime(_ t: Double, _ d: Double) -> Double {
        guard d > 0 else { return 0 }
        let cycle = autoreverses ? 2 * d : d
        let inCycle = t.truncatingRemainder(dividingBy: cycle)
        return inCycle <= d ? inCycle : 2 * d - inCycle
    }

    /// Time within the cycle at the very end of the active interval: where a whole number of
    /// cycles ends (the end of a forward pass, the start after a backward one), else where
    /// the fraction stops.
    private func endSimpleTime(_ active: Double, _ d: Double) -> Double {
        guard d > 0, active.isFinite else { return d }
        let cycle = autoreverses ? 2 * d : d
        let inCycle = active.truncatingRemainder(dividingBy: cycle)
        if abs(inCycle) < 1e-12 * max(1, active) { return autoreverses ? 0 : d }
        return inCycle <= d ? inCycle : 2 * d - inCycle
    }
}
