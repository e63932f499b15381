import Foundation

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

    /// The window a responder belongs to for first-responder status.
    var responderWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        return UIApplication.shared.keyWindow
    }
}
