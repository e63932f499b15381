import CoreGraphics
import Foundation

/// A table or collection view as its swiped rows see it (RowSwipeController): the actions of
/// a row's sides, the row's cell and place, and notices as a row opens and closes.
@MainActor
protocol RowSwipeHost: UIScrollView {
    /// The actions of the row's leading or trailing side; nil or empty: that side does not open.
    func swipeActionsConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration?
    /// The row under `point` (the view's coordinates).
    func swipeIndexPath(at point: CGPoint) -> IndexPath?
    /// The row's visible cell.
    func swipeCell(at indexPath: IndexPath) -> UIView?
    /// The row's frame when not swiped.
    func swipeRowFrame(at indexPath: IndexPath) -> CGRect
    /// Whether rows may be swiped now (not while the view is in editing mode).
    var allowsRowSwipe: Bool { get }
    /// The row opened (its buttons are about to show) or closed again.
    func swipeDidBegin(at indexPath: IndexPath)
    func swipeDidEnd(at indexPath: IndexPath?)
    /// The row's cell was moved `offset` points sideways (inside the animation that moves it).
    func swipeDidMove(at indexPath: IndexPath, offset: CGFloat)
}

extension RowSwipeHost {
    func swipeDidMove(at indexPath: IndexPath, offset: CGFloat) {}
}

/// The recognizer of a horizontal swipe on a row. Its own type, so the navigation edge swipe
/// makes it wait as it makes scroll views' pans wait.
final class RowSwipeGestureRecognizer: UIPanGestureRecognizer {}
