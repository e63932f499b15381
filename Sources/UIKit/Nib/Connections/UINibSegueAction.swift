import Foundation

/// A method a storyboard segue makes its destination with, found by its Objective-C selector
/// (`"makeDetail:sender:segueIdentifier:"`, the segue's `destinationCreationSelector`).
/// `@SegueAction` creates one per method; there is no need to make one by hand.
public struct UINibSegueAction: Sendable {
    /// Where `@SegueAction` keeps the entries it creates, so the loader can tell them apart.
    package static let storagePrefix = "__nibSegueAction_"

    /// The selector Interface Builder writes for the method.
    public let selector: String
    private let body: @Sendable @MainActor (AnyObject, NSCoder, Any?, String?) -> UIViewController?

    /// An entry calling `body` with the source controller (an instance of the class declaring
    /// the method), the destination scene's coder, the sender and the segue's identifier.
    public init<Target: AnyObject>(selector: String,
                                   _ body: @escaping @Sendable @MainActor (Target, NSCoder, Any?, String?) -> UIViewController?) {
        self.selector = selector
        self.body = { target, coder, sender, identifier in
            guard let target = target as? Target else { return nil }
            return body(target, coder, sender, identifier)
        }
    }

    /// The destination the method makes from `coder`; nil when it returns nil (the storyboard
    /// then makes it with `init(coder:)`).
    @MainActor
    package func makeDestination(source: AnyObject, coder: NSCoder, sender: Any?, identifier: String?) -> UIViewController? {
        body(source, coder, sender, identifier)
    }
}
