/// A method a nib can send an action to, found by its Objective-C selector
/// (`"doneTapped:"`). `@Action` creates one per method; there is no need to make one by hand.
public struct UINibAction: Sendable {
    /// Where `@Action` keeps the entries it creates, so the loader can tell them apart.
    package static let storagePrefix = "__nibAction_"

    /// The selector Interface Builder writes for the method.
    public let selector: String
    private let body: @Sendable @MainActor (AnyObject, Any?, UIEvent?) -> Bool

    /// An action calling `body` with the target (an instance of the class declaring the
    /// method), the sender and the event. `body` returns false when the sender or event is
    /// not of the types the method takes.
    public init<Target: AnyObject>(selector: String,
                                   _ body: @escaping @Sendable @MainActor (Target, Any?, UIEvent?) -> Bool) {
        self.selector = selector
        self.body = { target, sender, event in
            guard let target = target as? Target else { return false }
            return body(target, sender, event)
        }
    }

    /// Calls the method on `target`; false when the method could not take the arguments.
    @MainActor
    package func send(to target: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
        body(target, sender, event)
    }
}
