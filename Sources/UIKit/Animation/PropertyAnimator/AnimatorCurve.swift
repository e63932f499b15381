import CoreGraphics
import Foundation
import QuartzCore

/// A property animator's pacing in the form it computes with: how far along the animated
/// values are (0…1, past 1 while a spring overshoots) at a fraction of the motion's time, the
/// inverse of that, and the Core Animation animation that moves a layer the same way.
@MainActor
struct AnimatorCurve {
    enum Shape {
        case cubic(CAMediaTimingFunction)
        /// Settles in the motion's duration.
        case ratioSpring(dampingRatio: CGFloat, velocity: CGFloat)
        /// Takes its own settling time, whatever duration is asked for.
        case physicalSpring(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, velocity: CGFloat)
    }
    let shape: Shape

    init(_ provider: (any UITimingCurveProvider)?) {
        if let spring = provider?.springTimingParameters {
            if let p = spring.physical {
                shape = .physicalSpring(mass: p.mass, stiffness: p.stiffness, damping: p.damping, velocity: spring.velocity)
            } else {
                shape = .ratioSpring(dampingRatio: spring.dampingRatio, velocity: spring.velocity)
            }
        } else {
            shape = .cubic((provider?.cubicTimingParameters ?? UICubicTimingParameters()).timingFunction)
        }
    }

    /// How long a motion asked to take `nominal` seconds takes.
    func duration(nominal: Double) -> Double {
        if case .physicalSpring = shape, let spring = makeAnimation(keyPath: "opacity", duration: nominal) as? CASpringAnimation {
            return spring.duration
        }
        return nominal
    }

    /// An animation of `keyPath` paced by the curve over `duration` (a physical spring over
    /// its settling time).
    func makeAnimation(keyPath: String, duration: Double) -> CABasicAnimation {
        switch shape {
        case .cubic(let function):
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
            animation.duration = duration
            return animation
        case let .ratioSpring(ratio, velocity):
            let spring = CASpringAnimation(keyPath: keyPath)
            UIViewSpring.configure(spring, duration: duration, dampingRatio: ratio, velocity: velocity)
            spring.duration = duration
            return spring
        case let .physicalSpring(mass, stiffness, damping, velocity):
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.mass = mass; spring.stiffness = stiffness; spring.damping = damping
            spring.initialVelocity = velocity.isFinite ? velocity : 0
            let settling = spring.settlingDuration
            spring.duration = settling.isFinite && settling > 0 ? settling : 0.5
            return spring
        }
    }

    /// How far along the values are at `fraction` (0…1) of a motion lasting `duration`.
    func progress(atFraction fraction: Double, duration: Double) -> Double {
        evaluator(duration: duration)(fraction)
    }

    /// Progress as a function of the fraction of the time, made once for many evaluations.
    private func evaluator(duration: Double) -> (Double) -> Double {
        switch shape {
        case .cubic(let function):
            return { function.evaluate(min(1, max(0, $0.isFinite ? $0 : 0))) }
        case .ratioSpring, .physicalSpring:
            guard let spring = makeAnimation(keyPath: "opacity", duration: duration) as? CASpringAnimation else { return { $0 } }
            let length = spring.duration
            return { x in x >= 1 ? 1 : spring.progress(atTime: max(0, x.isFinite ? x : 0) * length) }
        }
    }

    /// The first fraction of the time at which the values are `progress` along (1 when the
    /// curve never gets there), found by bisection: what scrubbing to `progress` sets.
    func fraction(forProgress progress: Double, duration: Double) -> Double {
        guard progress.isFinite, progress > 0 else { return 0 }
        let f = evaluator(duration: duration)
        // The first sample at or past the progress brackets the crossing.
        let samples = 64
        var low = 0.0, high = 1.0
        var found = false
        for i in 1...samples {
            let x = Double(i) / Double(samples)
            if f(x) >= progress {
                low = Double(i - 1) / Double(samples); high = x; found = true
                break
            }
        }
        guard found else { return 1 }
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if f(mid) >= progress { high = mid } else { low = mid }
        }
        return high
    }
}
