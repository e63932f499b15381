import CoreGraphics
import Foundation
import QuartzCore

/// The focus properties a view keeps once code sets one (most views never do).
@MainActor
struct FocusStorage {
    var groupIdentifier: String?
    var groupPriority: UIFocusGroupPriority = .ignored
    var effect: UIFocusEffect?

    init() { effect = UIView.systemFocusEffect }
}

extension UIView: UIFocusItem, UIFocusItemContainer {
    /// The default effect every view shares: the system halo.
    static let systemFocusEffect = UIFocusEffect()

    /// Setting any focus property lets the next commit bring the ring up to date.
    var focusStorage: FocusStorage {
        get { _focus ?? FocusStorage() }
        set {
            _focus = newValue
            CATransaction.noteChange()
        }
    }

    /// Whether this view is its window's focused item.
    var isFocusedItem: Bool { _window?._focusSystem?.focusedItem === self }

    /// The view's controller when it is one's view, else the superview.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? {
        if let controller = _viewController { return controller }
        return _superview
    }

    /// A view contains its subviews and focus guides.
    public var focusItemContainer: (any UIFocusItemContainer)? { self }

    public var coordinateSpace: any UICoordinateSpace { self }

    /// The subviews and focus guides whose frames intersect `rect` (in the view's bounds).
    public func focusItems(in rect: CGRect) -> [any UIFocusItem] {
        var items: [any UIFocusItem] = _subviews.filter { !$0.isHidden && $0.frame.intersects(rect) }
        for case let guide as UIFocusGuide in layoutGuides where guide.layoutFrame.intersects(rect) { items.append(guide) }
        return items
    }
}

extension UIViewController: UIFocusEnvironment {
    /// The superview of the controller's view: the controller sits between its view and that
    /// superview, as in the responder chain.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? { viewIfLoaded?.superview }

    /// The controller's view holds its items.
    public var focusItemContainer: (any UIFocusItemContainer)? { viewIfLoaded }
}
