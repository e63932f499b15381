import CoreGraphics
import Foundation

/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe's value is held until the next keyframe time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed: keyframe times follow the distances between values.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth (Catmull-Rom) curve through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer following a path turns to its tangent.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turned to the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned to the path's direction plus half a turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a sequence of values (or along a path, for points), each reached at
/// its key time (fractions of the duration), with a timing function per segment.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// A path the (point) property follows; it takes precedence over `values`. Each line or
    /// curve is one keyframe segment.
    open var path: CGPath?
    /// Fractions of the duration (0…1, increasing) at which each keyframe is reached; evenly
    /// spaced when nil (or when the count does not fit).
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment (one fewer than the keyframes); linear when nil.
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?

    public required init() { super.init() }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CAKeyframeAnimation else { return }
        values = o.values; path = o.path; keyTimes = o.keyTimes; timingFunctions = o.timingFunctions
        calculationMode = o.calculationMode; rotationMode = o.rotationMode
        tensionValues = o.tensionValues; continuityValues = o.continuityValues; biasValues = o.biasValues
    }

    override var animatedKeyPaths: [String] {
        rotationMode != nil && path != nil ? super.animatedKeyPaths + ["transform"] : super.animatedKeyPaths
    }

    private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }
    private var isCubic: Bool { calculationMode == .cubic || calculationMode == .cubicPaced }

    /// The key times for `count` keyframes separated by `distances`: paced ones follow the
    /// distances; given ones are used when they fit; else evenly spaced. Discrete animations
    /// have one more time than values (the end of the last one).
    func times(count: Int, distances: () -> [Double]) -> [Double] {
        let n = calculationMode == .discrete ? count + 1 : count
        if isPaced {
            let d = distances()
            let total = d.reduce(0, +)
            if total > 0 {
                var acc = 0.0
                return [0] + d.map { acc += $0; return acc / total }
            }
        } else if let given = keyTimes?.map(\.doubleValue), given.count == n,
                  zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 }), given.allSatisfy(\.isFinite) {
            return given
        }
        guard n > 1 else { return [0] }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The segment containing `t` and the eased progress within it.
    func segment(at t: Double, times: [Double]) -> (Int, Double) {
        let last = times.count - 2
        guard last >= 0 else { return (0, 0) }
        var i = 0
        while i < last && t >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var u = span > 0 ? (t - times[i]) / span : 1
        u = min(1, max(0, u))
        if !isPaced, let functions = timingFunctions, i < functions.count { u = functions[i].evaluate(u) }
        return (i, u)
    }

    override func value(atProgress t: Double, phase: MediaTimingPhase, base: AnimatedValue, kind: AnimatedValue.Kind) -> AnimatedValue? {
        if let path, kind == .point { return KeyframePath(path).point(at: t, animation: self).map { .point($0.point) } }
        guard let raw = values, !raw.isEmpty else { return nil }
        let frames = raw.compactMap { read($0, kind, "keyframe value") }
        guard frames.count == raw.count else { return nil }
        if frames.count == 1 { return frames[0] }
        let times = self.times(count: frames.count) { zip(frames, frames.dropFirst()).map { AnimatedValue.distance($0, $1) } }
        if calculationMode == .discrete {
            var i = 0
            while i < frames.count - 1 && t >= times[i + 1] { i += 1 }
            return frames[i]
        }
        let (i, u) = segment(at: t, times: times)
        guard isCubic else { return AnimatedValue.interpolate(frames[i], frames[i + 1], u) }
        return cubic(frames, i, u, times)
    }

    /// Kochanek–Bartels (Catmull-Rom when tension, continuity and bias are 0) between
    /// keyframes `i` and `i + 1`; values without arithmetic fall back to straight lines.
    private func cubic(_ f: [AnimatedValue], _ i: Int, _ u: Double, _ times: [Double]) -> AnimatedValue {
        let p0 = f[max(0, i - 1)], p1 = f[i], p2 = f[i + 1], p3 = f[min(f.count - 1, i + 2)]
        guard case .transform = p1 else {
            func param(_ list: [NSNumber]?, _ k: Int) -> Double { list.flatMap { k < $0.count ? $0[k].doubleValue : nil } ?? 0 }
            func tangent(at k: Int, _ prev: AnimatedValue, _ cur: AnimatedValue, _ next: AnimatedValue, outgoing: Bool) -> AnimatedValue? {
                let tension = param(tensionValues, k), continuity = param(continuityValues, k), bias = param(biasValues, k)
                guard let d0 = AnimatedValue.difference(from: prev, to: cur), let d1 = AnimatedValue.difference(from: cur, to: next) else { return nil }
                let a = outgoing ? (1 - tension) * (1 + bias) * (1 - continuity) / 2 : (1 - tension) * (1 + bias) * (1 + continuity) / 2
                let b = outgoing ? (1 - tension) * (1 - bias) * (1 + continuity) / 2 : (1 - tension) * (1 - bias) * (1 - continuity) / 2
                return AnimatedValue.add(AnimatedValue.scale(d0, by: a), AnimatedValue.scale(d1, by: b))
            }
            // The ends have no neighbour: their tangent uses the segment itself.
            guard let m1 = tangent(at: i, i == 0 ? p1 : p0, p1, p2, outgoing: true),
                  let m2 = tangent(at: i + 1, p1, p2, i + 2 >= f.count ? p2 : p3, outgoing: false) else {
                return AnimatedValue.interpolate(p1, p2, u)
            }
            let u2 = u * u, u3 = u2 * u
            let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
            var v = AnimatedValue.scale(p1, by: h00)
            v = AnimatedValue.add(v, AnimatedValue.scale(m1, by: h10))
            v = AnimatedValue.add(v, AnimatedValue.scale(p2, by: h01))
            return AnimatedValue.add(v, AnimatedValue.scale(m2, by: h11))
        }
        _ = (p0, p3, times)
        return AnimatedValue.interpolate(p1, p2, u)
    }

    override func cycleDelta(base: AnimatedValue, kind: AnimatedValue.Kind) -> AnimatedValue? {
        guard let first = values?.first, let last = values?.last,
              let a = AnimatedValue(first, as: kind), let b = AnimatedValue(last, as: kind) else { return nil }
        return AnimatedValue.difference(from: a, to: b)
    }

    override func apply(at time: Double, to values: inout PresentationValues, layer: CALayer) {
        super.apply(at: time, to: &values, layer: layer)
        // Following a path with a rotation mode also turns the layer to the path's direction.
        guard let rotationMode, let path, let transform = AnimatableProperty.named("transform") else { return }
        let phase = phase(atParentTime: time)
        guard phase.contributes, let found = KeyframePath(path).point(at: easedProgress(phase), animation: self) else { return }
        let angle = found.angle + (rotationMode == .rotateAutoReverse ? .pi : 0)
        let current = values.value(of: transform)
        values.set(AnimatedValue.add(.transform(CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)), current), for: transform)
    }
}
