import CoreGraphics
import Foundation

/// A `CABasicAnimation` paced by a damped spring (a mass on a spring with a damper) instead
/// of a timing function, solved analytically: under-, critically and over-damped.
///
/// The spring starts at `fromValue` moving at `initialVelocity` (in whole distances per
/// second) and settles on `toValue`. `duration` still bounds the animation; set it to
/// `settlingDuration` to let the spring come to rest.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// Whether the spring was described as over-damped (a negative `bounce`); springs are
    /// solved with the damping they are given either way.
    open var allowsOverdamping = false

    public required init() { super.init() }

    /// A spring described as people perceive it: it takes about `perceptualDuration` to get
    /// there, with `bounce` 0 (no overshoot, critically damped) up to 1 (undamped); negative
    /// values over-damp. Mass 1; stiffness (2π / duration)²; damping 4π(1 − bounce) / duration.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let d = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let ratio = bounce >= 0 ? 1 - min(1, bounce) : 1 / (1 + max(-0.99, bounce))
        allowsOverdamping = bounce < 0
        mass = 1
        stiffness = CGFloat(pow(2 * Double.pi / d, 2))
        damping = CGFloat(4 * Double.pi * Double(ratio) / d)
        duration = settlingDuration
    }

    /// The duration the `init(perceptualDuration:bounce:)` form was built from.
    open var perceptualDuration: TimeInterval {
        let k = Double(stiffness), m = Double(mass)
        guard k > 0, m > 0 else { return 0 }
        return 2 * Double.pi / (k / m).squareRoot()
    }

    /// 1 − the damping ratio (0: critically damped; negative: over-damped).
    open var bounce: CGFloat {
        let ratio = spring.ratio
        return ratio <= 1 ? CGFloat(1 - ratio) : CGFloat(1 / ratio - 1)
    }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CASpringAnimation else { return }
        mass = o.mass; stiffness = o.stiffness; damping = o.damping
        initialVelocity = o.initialVelocity; allowsOverdamping = o.allowsOverdamping
    }

    /// How long the spring takes to come to rest: the time after which it stays within 0.1%
    /// of the distance from its target (and moves slower than 0.1% of it per second).
    open var settlingDuration: CFTimeInterval { spring.settlingTime }

    var spring: DampedSpring {
        DampedSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity))
    }
}

/// The motion of a unit damped spring released at progress 0 towards 1:
/// m·x'' + c·x' + k·x = 0 for x = 1 − progress, x(0) = 1, x'(0) = −v₀.
struct DampedSpring: Equatable {
    let omega: Double      // undamped angular frequency √(k/m)
    let ratio: Double      // damping ratio c / (2√(km))
    let v0: Double

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let c = damping.isFinite && damping >= 0 ? damping : 10
        omega = (k / m).squareRoot()
        ratio = c / (2 * (k * m).squareRoot())
        v0 = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The displacement from the target (1 at the start).
    func displacement(at t: Double) -> Double {
        let w = omega, z = ratio
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (z * w - v0) / wd
            return exp(-z * w * t) * (cos(wd * t) + b * sin(wd * t))
        }
        if z == 1 {
            return (1 + (w - v0) * t) * exp(-w * t)
        }
        let s = (z * z - 1).squareRoot()
        let r1 = -w * (z - s), r2 = -w * (z + s)
        let c1 = (-v0 - r2) / (r1 - r2)
        return c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t)
    }

    func progress(at t: Double) -> Double { 1 - displacement(at: max(0, t)) }

    /// When the motion is done: past it the displacement stays below 0.001 (an envelope bound
    /// for the under-damped case; a search with a monotone tail otherwise).
    var settlingTime: Double {
        let epsilon = 0.001, w = omega, z = ratio
        guard w > 0, w.isFinite else { return 0 }
        if z <= 0 { return .infinity }
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (z * w - v0) / wd
            let amplitude = (1 + b * b).squareRoot()
            return max(0, log(amplitude / epsilon) / (z * w))
        }
        // Critically and over-damped: at most one crossing, then a monotone approach. Find a
        // settled time by doubling, scan back to the last unsettled sample, then bisect.
        var end = 1.0
        while (abs(displacement(at: end)) >= epsilon || abs(displacement(at: 2 * end)) >= epsilon) && end < 1e6 { end *= 2 }
        let step = end / 4096
        var t = end
        while t > 0 && abs(displacement(at: t)) < epsilon { t -= step }
        var lo = max(0, t), hi = min(end, t + step)
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if abs(displacement(at: mid)) >= epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}
