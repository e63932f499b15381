import Foundation
import QuartzCore

/// An object that can take part in event handling: views, view controllers, windows and the
/// application form a chain through `next`, and an event a responder does not handle travels
/// up that chain.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain; each subclass says who that is.
    open var next: UIResponder? { nil }

    // MARK: Touches (the default passes them up the chain)

    /// Fingers touched down in the receiver. The default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved. The default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted. The default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches (the view left the window, a recognizer took them…).
    /// The default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses (keyboard keys; the default passes them up the chain)

    /// Keys went down; they come to the key window's first responder. The default forwards.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// A press changed (its force). The default forwards to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Keys came up. The default forwards to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// The system cancelled the presses (the window stopped being key). The default forwards.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: First responder

    /// Whether the responder can take the first-responder status; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder lets the first-responder status go; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Makes the receiver its window's first responder, if it can be and the current one
    /// resigns. A view must be in a window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if let current = window.firstResponder {
            if current === self { return true }
            guard current.resignFirstResponder() else { return false }
        }
        window.firstResponder = self
        return true
    }

    /// Gives up the first-responder status, if allowed.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// Whether the receiver is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    // MARK: Editing commands (UIResponderStandardEditActions)

    /// Whether the responder itself can carry out `action` now; false by default. Responders
    /// that edit (text fields, text views) answer for the commands they implement;
    /// `target(forAction:withSender:)` walks the chain to the first that can.
    open func canPerformAction(_ action: UIEditAction, withSender sender: Any?) -> Bool { false }

    /// The default passes the command to the next responder.
    open func cut(_ sender: Any?) { next?.cut(sender) }
    /// The default passes the command to the next responder.
    open func copy(_ sender: Any?) { next?.copy(sender) }
    /// The default passes the command to the next responder.
    open func paste(_ sender: Any?) { next?.paste(sender) }
    /// The default passes the command to the next responder.
    open func delete(_ sender: Any?) { next?.delete(sender) }
    /// The default passes the command to the next responder.
    open func select(_ sender: Any?) { next?.select(sender) }
    /// The default passes the command to the next responder.
    open func selectAll(_ sender: Any?) { next?.selectAll(sender) }

    // MARK: Nib loading and key-value coding (the parts of NSObject's that UIKit relies on)

    /// Called on every object a nib created, after all its outlets and actions are connected.
    /// Call super.
    open func awakeFromNib() {}

    /// Called instead of running the app when a canvas (`xib-render`) shows the object.
    open func prepareForInterfaceBuilder() {}

    /// Sets the property named `key`: UIKit's own properties (subclasses override and call
    /// super), then `@Outlet`, `@WeakOutlet` and `@Inspectable` properties; otherwise
    /// `setValue(_:forUndefinedKey:)`. Nibs set outlets and runtime attributes this way.
    open func setValue(_ value: Any?, forKey key: String) {
        switch NibKeyValueCoding.setWrappedValue(value, forKey: key, on: self) {
        case .set: break
        case .noSuchKey: setValue(value, forUndefinedKey: key)
        case .typeMismatch(let expected): NibKeyValueCoding.typeMismatch(value, forKey: key, expected: expected, on: self)
        }
    }

    /// Called for a key with no property. The default stops with UIKit's
    /// `NSUnknownKeyException` message; override to accept other keys.
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        NibKeyValueCoding.undefinedKey(key, on: self)
    }

    /// Sets a dotted key path (`"layer.cornerRadius"`): the first key names an object this
    /// one answers for in `value(forKey:)`, which gets the rest.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else {
            setValue(value, forKey: keyPath)
            return
        }
        let head = String(keyPath[..<dot])
        let rest = String(keyPath[keyPath.index(after: dot)...])
        switch self.value(forKey: head) {
        case let responder as UIResponder: responder.setValue(value, forKeyPath: rest)
        case let layer as CALayer: layer.setNibValue(value, forKeyPath: rest)
        case let recognizer as UIGestureRecognizer: recognizer.setValue(value, forKeyPath: rest)
        case .some(let other as AnyObject): NibKeyValueCoding.setValue(value, forKey: rest, on: other)
        case nil: setValue(value, forUndefinedKey: keyPath)
        }
    }

    /// The object or value for `key`, for the keys UIKit's classes answer (`"layer"`,
    /// `"titleLabel"` …); nil for others.
    open func value(forKey key: String) -> Any? { nil }

    /// The window a responder belongs to for first-responder status.
    var responderWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        return UIApplication.shared.keyWindow
    }
}
