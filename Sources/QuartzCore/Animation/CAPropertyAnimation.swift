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

    /// Reads one of the animation's values, reporting values that do not fit the property.
    func read(_ any: Any?, _ kind: AnimatedValue.Kind, _ role: String) -> AnimatedValue? {
        guard let any else { return nil }
        if let v = AnimatedValue(any, as: kind) { return v }
        RuntimeIssue.report("CAPropertyAnimation \"\(keyPath ?? "")\": \(role) \(any) does not fit the property (or is not finite); it is ignored")
        return nil
    }
}
