import Foundation

/// Something a layer runs when one of its properties changes (an implicit animation).
///
/// Layers look actions up with `action(forKey:)`; `NSNull` is the action that does nothing,
/// which a delegate returns to stop the search (as `UIView` does outside animation blocks).
public protocol CAAction {
    /// Runs the action for `event` (the property's key) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: the "no animation" action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
