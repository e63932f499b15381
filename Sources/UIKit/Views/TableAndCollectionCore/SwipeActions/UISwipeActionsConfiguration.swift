import Foundation

/// The actions a swipe reveals on one side of a row, the first one outermost (at the edge the
/// swipe started from).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action (true by default).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
