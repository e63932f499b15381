import Foundation

/// A closure a control runs for its events, with a title and identifier for menus and
/// for removing it again.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// An action's identity; actions with the same identifier replace each other on a control.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    /// Shown beside the title by a button made with `UIButton(primaryAction:)`.
    open var image: UIImage?
    open var identifier: Identifier
    let handler: @MainActor (UIAction) -> Void
    /// The control sending the action, while it runs.
    open internal(set) weak var sender: AnyObject?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }
}
