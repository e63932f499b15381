import Foundation

/// An object that can take part in event handling: views, view controllers, windows and the
/// application form a chain through `next`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain; each subclass says who that is.
    open var next: UIResponder? { nil }
}
