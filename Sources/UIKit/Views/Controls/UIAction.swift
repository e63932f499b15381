import Foundation

/// A closure a control runs for its events, and a menu element (a row that runs it when
/// chosen), with an identifier for removing it from a control again.
@preconcurrency @MainActor
open class UIAction: UIMenuElement, MenuLeaf {
    /// An action's identity; actions with the same identifier replace each other on a control.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var identifier: Identifier
    open var discoverabilityTitle: String?
    /// Disabled, destructive, hidden or keeping the menu open, in a menu.
    open var attributes: UIMenuElement.Attributes
    /// The checkmark a menu shows beside the action.
    open var state: UIMenuElement.State
    let handler: @MainActor (UIAction) -> Void
    /// The control (or the menu's source view) sending the action, while it runs.
    open internal(set) weak var sender: AnyObject?

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with the menu's source view as the sender.
    func perform(from source: UIView?) {
        sender = source
        handler(self)
        sender = nil
    }
}
