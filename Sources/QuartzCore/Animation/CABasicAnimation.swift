import CoreGraphics
import Foundation

/// A single-keyframe animation between two values, from `fromValue`/`toValue`/`byValue`:
///
/// - from and to: between them; from and by: from → from + by; by and to: to − by → to;
/// - from only: from → the current value; to only: the current value → to;
/// - by only: current → current + by; none: the layer's previous value → its current one
///   (the implicit-animation case, where the previous value is supplied when it is added).
///
/// The "current value" is the property's value in the layer (the model's, plus earlier
/// animations on the same property).
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any? { didSet { parsed = nil } }
    open var toValue: Any? { didSet { parsed = nil } }
    open var byValue: Any? { didSet { parsed = nil } }

    /// The values read as `kind` (reading an `Any` costs a dynamic cast; evaluation runs
    /// every frame).
    private var parsed: (kind: AnimatedValue.Kind, from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue?)?

    public required init() { super.init() }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CABasicAnimation else { return }
        fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue
    }

    /// The two ends of the interpolation, following the rules above.
    func ends(base: AnimatedValue, kind: AnimatedValue.Kind) -> (AnimatedValue, AnimatedValue) {
        if parsed == nil || parsed!.kind != kind {
            parsed = (kind, read(fromValue, kind, "fromValue"), read(toValue, kind, "toValue"), read(byValue, kind, "byValue"))
        }
        let (_, from, to, by) = parsed!
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, AnimatedValue.add(f, b))
        case let (nil, t?, b?):
            return (Self.subtract(t, b), t)
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

    override func value(atProgress t: Double, phase: MediaTimingPhase, base: AnimatedValue, kind: AnimatedValue.Kind) -> AnimatedValue? {
        let (a, b) = ends(base: base, kind: kind)
        return AnimatedValue.interpolate(a, b, t)
    }

    override func cycleDelta(base: AnimatedValue, kind: AnimatedValue.Kind) -> AnimatedValue? {
        let (a, b) = ends(base: base, kind: kind)
        return AnimatedValue.difference(from: a, to: b)
    }
}
