import CoreGraphics
import Foundation

/// One axis of a scroll view moving on its own after the fingers lift, as a function of media
/// time, so every frame computes its position exactly (and tests can check it frame by frame).
///
/// - Deceleration: the speed falls by the deceleration rate every millisecond,
///   `v(t) = v₀·rateᵗ`, so the offset is `x₀ + v₀·(rateᵗ − 1)/ln rate` and comes to rest
///   `v₀/(−ln rate)` points on. It stops once less than `restDistance` is left.
/// - Past an edge the scroll view bounces: a critically damped spring (`springStiffness`)
///   carries the offset back to the edge from wherever it is, with the speed it had.
struct ScrollAxisMotion {
    /// How close to its resting place the motion stops (points).
    static let restDistance: CGFloat = 0.25
    /// The bounce spring's natural frequency (per second): it settles a 100-point overshoot in
    /// about 0.6 s.
    static let springStiffness: CGFloat = 14

    private enum Phase {
        /// Slowing from `from` at `velocity` points per ms; `edge` is where it meets a bounce.
        case decelerating(from: CGFloat, velocity: CGFloat, rate: CGFloat, edge: (elapsed: Double, position: CGFloat)?)
        /// Springing to `rest` from `offset` points away with `velocity` points per second.
        case springing(rest: CGFloat, offset: CGFloat, velocity: CGFloat)
        case resting(CGFloat)
    }

    private var phase: Phase
    private var start: CFTimeInterval

    /// An axis that stays where it is.
    static func resting(at position: CGFloat) -> ScrollAxisMotion {
        ScrollAxisMotion(phase: .resting(position), start: 0)
    }

    /// Slowing from `position` at `velocity` points per ms by `rate` per ms, starting at
    /// `time`. With `bounceEdge` set to the edge its path crosses, it bounces there.
    static func decelerating(from position: CGFloat, velocity: CGFloat, rate: CGFloat, bounceEdge: CGFloat?,
                             at time: CFTimeInterval) -> ScrollAxisMotion {
        var edge: (Double, CGFloat)?
        if let bounceEdge {
            // Solve x₀ + v₀·(rateᵗ − 1)/ln rate = edge for t.
            let base = 1 + (bounceEdge - position) * log(rate) / velocity
            if base > 0, base <= 1 { edge = (Double(log(base) / log(rate)), bounceEdge) }
        }
        return ScrollAxisMotion(phase: .decelerating(from: position, velocity: velocity, rate: rate, edge: edge), start: time)
    }

    /// Springing back to `rest` from `position`, moving at `velocity` points per ms.
    static func springing(from position: CGFloat, to rest: CGFloat, velocity: CGFloat, at time: CFTimeInterval) -> ScrollAxisMotion {
        ScrollAxisMotion(phase: .springing(rest: rest, offset: position - rest, velocity: velocity * 1000), start: time)
    }

    /// The velocity (points per ms) that, decelerating by `rate`, comes to rest exactly
    /// `distance` points on.
    static func velocity(toTravel distance: CGFloat, rate: CGFloat) -> CGFloat { distance * -log(rate) }

    /// How far a motion at `velocity` points per ms travels while decelerating by `rate`.
    static func distance(at velocity: CGFloat, rate: CGFloat) -> CGFloat { velocity / -log(rate) }

    /// The position at `time`, and whether the motion has come to rest there.
    mutating func position(at time: CFTimeInterval) -> (position: CGFloat, done: Bool) {
        switch phase {
        case .resting(let p):
            return (p, true)
        case let .decelerating(from, velocity, rate, edge):
            let elapsed = max(0, (time - start) * 1000)
            if let edge, elapsed >= edge.elapsed {
                let speed = velocity * pow(rate, CGFloat(edge.elapsed))
                phase = .springing(rest: edge.position, offset: 0, velocity: speed * 1000)
                start += edge.elapsed / 1000
                return position(at: time)
            }
            let total = Self.distance(at: velocity, rate: rate)
            let left = total * pow(rate, CGFloat(elapsed))
            if abs(left) < Self.restDistance {
                phase = .resting(from + total)
                return (from + total, true)
            }
            return (from + total - left, false)
        case let .springing(rest, offset, velocity):
            // x(s) = (x₀ + (v₀ + ωx₀)s)e^(−ωs), critically damped.
            let s = CGFloat(max(0, time - start)), w = Self.springStiffness
            let b = velocity + w * offset
            let decay = exp(-w * s)
            let x = (offset + b * s) * decay
            let v = (velocity - w * b * s) * decay
            if abs(x) < Self.restDistance, abs(v) < Self.restDistance * w {
                phase = .resting(rest)
                return (rest, true)
            }
            return (rest + x, false)
        }
    }
}
