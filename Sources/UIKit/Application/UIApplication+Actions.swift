import Foundation

/// `sendAction(_:to:from:for:)` in the Swift-native target-action form: the action is an
/// unapplied method reference (`ViewController.save`), not a selector. A nil target sends
/// the action along the responder chain from the key window's first responder (or the key
/// window) to the first responder of the action's type — Swift's stand-in for "the first
/// object that responds to the selector" — ending at the application and its delegate.
extension UIApplication {
    /// Calls `action` on `target` (or the first responder of type `T` in the chain) with
    /// `sender`; false when no object took it.
    @discardableResult
    public final func sendAction<T: AnyObject, Sender>(_ action: @escaping (T) -> @MainActor (Sender) -> Void,
                                                       to target: T?, from sender: Sender, for event: UIEvent?) -> Bool {
        guard let receiver = target ?? firstInChain(T.self) else { return false }
        action(receiver)(sender)
        return true
    }

    /// The form whose action also takes the event.
    @discardableResult
    public final func sendAction<T: AnyObject, Sender>(_ action: @escaping (T) -> @MainActor (Sender, UIEvent?) -> Void,
                                                       to target: T?, from sender: Sender, for event: UIEvent?) -> Bool {
        guard let receiver = target ?? firstInChain(T.self) else { return false }
        action(receiver)(sender, event)
        return true
    }

    /// The form whose action takes no arguments.
    @discardableResult
    public final func sendAction<T: AnyObject>(_ action: @escaping (T) -> @MainActor () -> Void,
                                               to target: T?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let receiver = target ?? firstInChain(T.self) else { return false }
        action(receiver)()
        return true
    }

    /// The first object of type `T` on the responder chain that starts at the key window's
    /// first responder (the key window when none, the application when no window is key).
    private func firstInChain<T: AnyObject>(_ type: T.Type) -> T? {
        var responder: UIResponder? = keyWindow?.firstResponder ?? keyWindow ?? self
        var visited = 0
        while let current = responder, visited < 10_000 {
            if let match = current as? T { return match }
            responder = current.next
            visited += 1
        }
        return nil
    }
}
