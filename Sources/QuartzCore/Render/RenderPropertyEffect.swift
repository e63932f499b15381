import CoreGraphics
import Foundation

/// What a property animation does to its property, with its values already read as the
/// property's kind (`CABasicAnimation`'s ends, `CAKeyframeAnimation`'s keyframes, a spring).
@MainActor
struct RenderPropertyEffect {
    /// Nil when the key path names no animatable property (a keyframe path's rotation may
    /// still turn the layer).
    let property: AnimatableProperty?
    /// The kind the values were read as: numbers (or three numbers) when a value function
    /// turns them into a transform.
    let kind: AnimatedValue.Kind
    let isAdditive: Bool
    let isCumulative: Bool
    let valueFunction: CAValueFunction?
    let values: Values
    /// The spring that paces a `CASpringAnimation` (in place of the timing function).
    let spring: DampedSpring?

    enum Values {
        /// A basic animation's ends (see `CABasicAnimation` for how they combine).
        case basic(from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue?)
        case keyframes(RenderKeyframes)
    }

    func apply(_ animation: RenderAnimation, at time: Double, to values: inout PresentationValues) {
        let phase = animation.phase(atParentTime: time)
        guard phase.contributes else { return }
        let progress = animation.easedProgress(phase)
        if let property { applyValue(animation, progress, phase, time, property, &values) }
        // Following a path with a rotation mode also turns the layer to the path's direction.
        guard case .keyframes(let k) = self.values, let found = k.rotation(atProgress: progress),
              let transform = AnimatableProperty.named("transform") else { return }
        let current = values.value(of: transform)
        values.set(AnimatedValue.add(.transform(CATransform3DMakeRotation(CGFloat(found), 0, 0, 1)), current), for: transform)
    }

    private func applyValue(_ animation: RenderAnimation, _ progress: Double, _ phase: MediaTimingPhase, _ time: Double,
                            _ property: AnimatableProperty, _ values: inout PresentationValues) {
        let current = values.value(of: property)
        // With a value function the animation's numbers are its input, starting from zero.
        let base = valueFunction?.identityInput ?? current
        guard var v = value(atProgress: progress, base: base) else { return }
        if isCumulative, let delta = cycleDelta(base: base) {
            let cycles = animation.completedCycles(at: time)
            if cycles > 0 { v = AnimatedValue.add(v, AnimatedValue.scale(delta, by: cycles)) }
        }
        if let function = valueFunction { v = .transform(function.transform(for: v)) }
        values.set(isAdditive ? AnimatedValue.add(current, v) : v, for: property)
    }

    /// The value at eased progress `t` of a cycle, given the property's current value
    /// (`base`, in `kind`); nil for no effect.
    private func value(atProgress t: Double, base: AnimatedValue) -> AnimatedValue? {
        switch values {
        case .basic(let from, let to, let by):
            let (a, b) = Self.ends(from, to, by, base: base)
            return AnimatedValue.interpolate(a, b, t)
        case .keyframes(let k):
            return k.value(atProgress: t, kind: kind)
        }
    }

    /// The change one whole cycle makes (for cumulative repetition); nil when none.
    private func cycleDelta(base: AnimatedValue) -> AnimatedValue? {
        switch values {
        case .basic(let from, let to, let by):
            let (a, b) = Self.ends(from, to, by, base: base)
            return AnimatedValue.difference(from: a, to: b)
        case .keyframes(let k):
            return k.cycleDelta
        }
    }

    /// A basic animation's two ends: from and to; from → from + by; to − by → to; from →
    /// the current value; the current value → to; current → current + by; else current.
    static func ends(_ from: AnimatedValue?, _ to: AnimatedValue?, _ by: AnimatedValue?,
                     base: AnimatedValue) -> (AnimatedValue, AnimatedValue) {
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, AnimatedValue.add(f, b))
        case let (nil, t?, b?): return (subtract(t, b), t)
        case let (f?, nil, nil): return (f, base)
        case let (nil, t?, nil): return (base, t)
        case let (nil, nil, b?): return (base, AnimatedValue.add(base, b))
        case (nil, nil, nil): return (base, base)
        }
    }

    /// `a − b` for values that subtract.
    private static func subtract(_ a: AnimatedValue, _ b: AnimatedValue) -> AnimatedValue {
        guard let negated = AnimatedValue.difference(from: b, to: b.zero) else { return a }
        return AnimatedValue.add(a, negated)
    }
}
