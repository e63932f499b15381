import CoreGraphics
import Foundation
internal import RuntimeSupport

/// An animation of one layer property named by a key path (`"position"`,
/// `"bounds.size.width"`, `"transform.rotation.z"`).
open class CAPropertyAnimation: CAAnimation {
    /// The property animated; an unknown key path animates nothing (and says so once).
    open var keyPath: String? {
        didSet { resolved = nil }
    }
    /// Whether the value is added to the property's current value rather than replacing it.
    open var isAdditive = false
    /// Whether each repeat cycle starts where the previous one ended.
    open var isCumulative = false
    /// Turns the animated number(s) into a transform (for `transform` key paths).
    open var valueFunction: CAValueFunction?

    public required init() { super.init() }

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CAPropertyAnimation else { return }
        keyPath = o.keyPath; isAdditive = o.isAdditive; isCumulative = o.isCumulative; valueFunction = o.valueFunction
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// The property of `keyPath`, once looked up (evaluation runs every frame; the lookup
    /// hashes the key path); `.some(nil)` when the key path names none.
    private var resolved: AnimatableProperty??

    /// The animated property, reported once when the key path names none.
    var property: AnimatableProperty? {
        if let resolved { return resolved }
        guard let keyPath else { return nil }
        let found = AnimatableProperty.named(keyPath)
        if found == nil {
            RuntimeIssue.report("CAPropertyAnimation: \"\(keyPath)\" is not an animatable CALayer key path; the animation has no effect")
        }
        resolved = .some(found)
        return found
    }

    /// The kind the animation's own values are read as: numbers (or three numbers) when a
    /// value function turns them into a transform.
    func valueKind(for property: AnimatableProperty) -> AnimatedValue.Kind {
        valueFunction?.inputKind ?? property.kind
    }

    /// Reads one of the animation's values, reporting values that do not fit the property.
    func read(_ any: Any?, _ kind: AnimatedValue.Kind, _ role: String) -> AnimatedValue? {
        guard let any else { return nil }
        if let v = AnimatedValue(any, as: kind) { return v }
        RuntimeIssue.report("CAPropertyAnimation \"\(keyPath ?? "")\": \(role) \(any) does not fit the property (or is not finite); it is ignored")
        return nil
    }

    /// The value at eased progress `t` of a cycle, given the current value of the property
    /// (`base`, in the animation's value kind); nil for no effect.
    func value(atProgress t: Double, phase: MediaTimingPhase, base: AnimatedValue, kind: AnimatedValue.Kind) -> AnimatedValue? { nil }

    /// The change one whole cycle makes (for cumulative repetition); nil when none.
    func cycleDelta(base: AnimatedValue, kind: AnimatedValue.Kind) -> AnimatedValue? { nil }

    override func apply(at time: Double, to values: inout PresentationValues, layer: CALayer) {
        guard let property else { return }
        let phase = phase(atParentTime: time)
        guard phase.contributes else { return }
        let kind = valueKind(for: property)
        let current = values.value(of: property)
        // With a value function the animation's numbers are its input, starting from zero.
        let base = valueFunction != nil ? (valueFunction!.identityInput) : current
        guard var v = value(atProgress: easedProgress(phase), phase: phase, base: base, kind: kind) else { return }
        if isCumulative, let delta = cycleDelta(base: base, kind: kind) {
            let cycles = completedCycles(at: time)
            if cycles > 0 { v = AnimatedValue.add(v, AnimatedValue.scale(delta, by: cycles)) }
        }
        if let function = valueFunction { v = .transform(function.transform(for: v)) }
        values.set(isAdditive ? AnimatedValue.add(current, v) : v, for: property)
    }
}
