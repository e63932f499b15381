/// A responder that takes typed text: the keyboard inserts characters into the first
/// responder and deletes backwards through these methods.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
