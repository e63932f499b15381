import Foundation

/// What a menu shows: an action, a command, a submenu or a deferred element.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an action or command looks and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action or command shows a checkmark (`on`) or a dash (`mixed`).
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// The row's size a menu gives its children (`UIMenu.preferredElementSize`).
    public enum Size: Int, Sendable {
        case small, medium, large
        /// The size iOS picks: `large` (one row per element).
        public static let automatic = Size.large
    }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    public init(title: String, subtitle: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}

/// The actions and commands: elements that do something when chosen.
@MainActor
protocol MenuLeaf: UIMenuElement {
    var attributes: UIMenuElement.Attributes { get }
    var state: UIMenuElement.State { get set }
    /// Runs the element for the menu shown from `source`, whose responder chain a command walks.
    func perform(from source: UIView?)
}
