import CoreGraphics
import Foundation

extension CALayer {
    /// The implicit animation of an animatable property (see `defaultAction(forKey:)`).
    static func implicitAction(forKey event: String) -> (any CAAction)? {
        // Discrete properties (hidden, contents, …) change at once.
        guard let property = AnimatableProperty.named(event), property.kind != .discrete else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// The search of `action(forKey:)`.
    func searchAction(forKey event: String) -> (any CAAction)? {
        if let delegate, let found = delegate.action(for: self, forKey: event) { return found is NSNull ? nil : found }
        if let found = extras?.actions?[event] { return found is NSNull ? nil : found }
        var style = extras?.style
        while let s = style {
            if let found = (s["actions"] as? [String: any CAAction])?[event] { return found is NSNull ? nil : found }
            style = s["style"] as? [AnyHashable: Any]
        }
        guard hasCommittedAppearance else { return nil }
        return type(of: self).defaultAction(forKey: event)
    }

    /// Whether the layer is in a shown tree it did not join in this transaction.
    var hasCommittedAppearance: Bool {
        guard RenderServer.isShown(self) else { return false }
        var l: CALayer? = self
        while let current = l {
            if current.flags.contains(.insertedThisTransaction) { return false }
            l = current._superlayer ?? current.extras?.maskOwner
        }
        return true
    }

    /// Changes an animatable property: looks up the action for `key` (unless the transaction
    /// disables actions), applies the change (`change` stores the new value), then runs the
    /// action. An animation without values animates from the value shown before the change.
    func changeAnimatable(_ key: String, _ change: () -> Void) {
        checkThread(apiName(key))
        guard !CATransaction.disableActions(), let action = action(forKey: key) else {
            willChange()
            change()
            return
        }
        var previous: Any?
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let property = AnimatableProperty.named(basic.keyPath ?? key) {
            previous = presentationValue(of: property).anyValue
        }
        willChange()
        change()
        if let previous, let basic = action as? CABasicAnimation {
            let filled = basic.copy() as! CABasicAnimation
            filled.fromValue = previous
            filled.run(forKey: key, object: self, arguments: nil)
        } else {
            action.run(forKey: key, object: self, arguments: nil)
        }
    }
}
