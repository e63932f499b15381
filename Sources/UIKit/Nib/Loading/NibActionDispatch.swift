import Foundation

/// Sends an action a nib connected by selector name.
@MainActor
enum NibActionDispatch {
    /// To the given target (silently nothing once it is gone, as targets are weak), or, for
    /// the First Responder, to the first responder up the chain from the key window's first
    /// responder (or the sender) whose class has an `@Action` for the selector. UIKit drops
    /// a nil-targeted action no responder handles.
    static func send(selector: String, action: UINibAction?, target: AnyObject?, targetWasGiven: Bool,
                     sender: AnyObject, event: UIEvent?) {
        if targetWasGiven {
            guard let target, let action else { return }
            _ = action.send(to: target, sender: sender, event: event)
            return
        }
        let start: UIResponder? = UIApplication.shared.keyWindow?.firstResponder
            ?? (sender as? UIResponder) ?? (sender as? UIGestureRecognizer)?.view
        var responder = start
        var visited = 0
        while let current = responder, visited < 100_000 {
            if let found = NibKeyValueCoding.action(forSelector: selector, on: current) {
                _ = found.send(to: current, sender: sender, event: event)
                return
            }
            responder = current.next
            visited += 1
        }
    }
}
