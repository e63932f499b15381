import CoreGraphics
import Foundation

/// A button of a navigation bar or toolbar: a title, an image, a system item or a custom view,
/// with an action: a `UIAction`, or a target and a method, held weakly as `UIControl`'s are.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use .plain")
        case bordered = 1
        /// A prominent button (bold title), for the action that completes a task.
        case done = 2
    }

    /// The buttons UIKit provides, with their titles or symbols.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated)
        case pageCurl
        case close

        /// The title of the text items (nil for those drawn as a symbol or a space).
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// What VoiceOver says for the item, as iOS names its system items.
        var accessibilityName: String? {
            switch self {
            case .flexibleSpace, .fixedSpace: nil
            case .add: "Add"
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .close: "Close"
            case .pageCurl: "Page Curl"
            default: title
            }
        }
    }

    open var style: Style = .plain { didSet { changed() } }
    /// A fixed width for the item; 0 sizes it to its content.
    open var width: CGFloat = 0 { didSet { changed() } }
    /// The titles the item may show, so a bar can size it for the widest.
    open var possibleTitles: Set<String>?
    open var customView: UIView? { didSet { changed() } }
    open var tintColor: UIColor? { didSet { appearanceDidSet(\.tintColor); changed() } }
    open var primaryAction: UIAction?
    /// The item's menu: a tap opens it when the item has no action, else a long press does.
    open var menu: UIMenu? { didSet { changed() } }
    open var isSelected = false
    /// Whether the item is left out of its bar.
    open var isHidden = false { didSet { changed() } }
    /// The group the item is in (as one of its items or its representative item), set by the
    /// group.
    public internal(set) weak var buttonGroup: UIBarButtonItemGroup?
    /// The system item it was made as, if any.
    public internal(set) var systemItem: SystemItem?
    /// The object the action is sent to, held weakly.
    open weak var target: AnyObject?
    private var targetAction: ((AnyObject, UIBarButtonItem) -> Void)?

    /// An action a nib connected by selector (sent to its target, or up the responder chain).
    var nibAction: ((UIBarButtonItem) -> Void)?
    /// Storyboard segues the item triggers, run after its action.
    var triggeredSegues: [(UIBarButtonItem) -> Void] = []

    public override init() { super.init() }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { decodeBarButtonItemAttributes(nib) }
    }

    public convenience init(title: String?, style: Style = .plain) {
        self.init()
        self.title = title
        self.style = style
    }

    /// An item that calls `action` on `target` (weakly held) when tapped.
    public convenience init<T: AnyObject, Sender>(title: String?, style: Style, target: T?, action: @escaping (T) -> @MainActor (Sender) -> Void) {
        self.init(title: title, style: style)
        setAction(target, action)
    }

    public convenience init<T: AnyObject, Sender>(image: UIImage?, style: Style, target: T?, action: @escaping (T) -> @MainActor (Sender) -> Void) {
        self.init(image: image, style: style, target: nil, action: nil)
        setAction(target, action)
    }

    public convenience init<T: AnyObject, Sender>(barButtonSystemItem systemItem: SystemItem, target: T?,
                                                  action: @escaping (T) -> @MainActor (Sender) -> Void) {
        self.init(systemItem: systemItem)
        setAction(target, action)
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem) { self.init(systemItem: systemItem) }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A flexible space that shares a toolbar's free room with the others.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A space of `width` points.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Sets the method `action` of `target` (weakly held) as what a tap does.
    /// The method may take the item as whatever type it is declared with (`UIBarButtonItem`,
    /// `Any`, `AnyObject`), as a selector's method may; another type is a mistake, which
    /// stops here, naming both types.
    public func setAction<T: AnyObject, Sender>(_ target: T?, _ action: @escaping (T) -> @MainActor (Sender) -> Void) {
        guard (self as Any) is Sender else {
            preconditionFailure("UIBarButtonItem: the action of \(T.self) takes a \(Sender.self), but its sender is a UIBarButtonItem")
        }
        self.target = target
        targetAction = { target, sender in if let target = target as? T, let sender = sender as? Sender { action(target)(sender) } }
    }

    /// What a tap on the item does: its primary action, else its target's method. A disabled
    /// item does nothing.
    /// Whether a tap has something to do other than open the menu.
    var hasAction: Bool { primaryAction != nil || targetAction != nil || nibAction != nil || !triggeredSegues.isEmpty }

    package func performPrimaryAction() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = nil
        } else if let target, let targetAction {
            targetAction(target, self)
        } else if let nibAction {
            nibAction(self)
        } else if let menu = shownMenu, let view = shownView {
            menu.present(from: view)
        }
        for segue in triggeredSegues { segue(self) }
    }

    /// An edit button's look for the editing state.
    func showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
