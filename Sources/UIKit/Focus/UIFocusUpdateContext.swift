import Foundation

/// What one focus update does: the item focus leaves, the item it goes to and the heading
/// that moved it. The context holds both items weakly, as the engine does.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    /// The item focused before the update; nil when nothing was.
    open private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
    /// The item focused after the update; nil when focus goes away.
    open private(set) weak var nextFocusedItem: (any UIFocusItem)?
    /// The direction of the move; empty for an update that was not a move.
    open private(set) var focusHeading: UIFocusHeading

    /// The previously focused item when it is a view.
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The next focused item when it is a view.
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }

    init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
        super.init()
    }
}
