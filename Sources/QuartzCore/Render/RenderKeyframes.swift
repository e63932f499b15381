import CoreGraphics
import Foundation

/// A keyframe animation's keyframes as the render server interpolates them: the values read
/// as the property's kind, the path cut into segments, key times, per-segment pacing and the
/// Kochanek–Bartels parameters — all read from the `CAKeyframeAnimation` when it is attached.
struct RenderKeyframes {
    /// The keyframe values; empty when there are none or one did not fit the property.
    let frames: [AnimatedValue]
    /// The path a point property follows (it takes precedence over `frames`).
    let path: KeyframePath?
    let keyTimes: [Double]?
    let timingFunctions: [UnitBezier]?
    let calculationMode: CAAnimationCalculationMode
    let rotationMode: CAAnimationRotationMode?
    let tension: [Double]?, continuity: [Double]?, bias: [Double]?
    /// The change from the first keyframe to the last (for cumulative repetition).
    let cycleDelta: AnimatedValue?

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
        } else if let given = keyTimes, given.count == n,
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
        if !isPaced, let functions = timingFunctions, i < functions.count { u = functions[i].eased(u) }
        return (i, u)
    }

    /// The value at eased progress `t`; nil for no effect.
    func value(atProgress t: Double, kind: AnimatedValue.Kind) -> AnimatedValue? {
        if let path, kind == .point { return path.point(at: t, keyframes: self).map { .point($0.point) } }
        guard !frames.isEmpty else { return nil }
        if frames.count == 1 { return frames[0] }
        let times = self.times(count: frames.count) { zip(frames, frames.dropFirst()).map { AnimatedValue.distance($0, $1) } }
        if calculationMode == .discrete {
            var i = 0
            while i < frames.count - 1 && t >= times[i + 1] { i += 1 }
            return frames[i]
        }
        let (i, u) = segment(at: t, times: times)
        guard isCubic else { return AnimatedValue.interpolate(frames[i], frames[i + 1], u) }
        return cubic(i, u)
    }

    /// The angle a layer following the path turns to at eased progress `t`, with a rotation
    /// mode; nil without one.
    func rotation(atProgress t: Double) -> Double? {
        guard let rotationMode, let path, let found = path.point(at: t, keyframes: self) else { return nil }
        return found.angle + (rotationMode == .rotateAutoReverse ? .pi : 0)
    }

    /// Kochanek–Bartels (Catmull-Rom when tension, continuity and bias are 0) between
    /// keyframes `i` and `i + 1`; values without arithmetic fall back to straight lines.
    private func cubic(_ i: Int, _ u: Double) -> AnimatedValue {
        let f = frames
        let p0 = f[max(0, i - 1)], p1 = f[i], p2 = f[i + 1], p3 = f[min(f.count - 1, i + 2)]
        if case .transform = p1 { return AnimatedValue.interpolate(p1, p2, u) }
        func param(_ list: [Double]?, _ k: Int) -> Double { list.flatMap { k < $0.count ? $0[k] : nil } ?? 0 }
        func tangent(at k: Int, _ prev: AnimatedValue, _ cur: AnimatedValue, _ next: AnimatedValue, outgoing: Bool) -> AnimatedValue? {
            let tension = param(tension, k), continuity = param(continuity, k), bias = param(bias, k)
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
}
