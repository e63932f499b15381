import CoreGraphics
import Foundation

/// A row swiped open: the pan that moves it, the buttons it uncovers and the spring that
/// opens, closes or slides it off (SwipePhysics). At most one row is open; a tap elsewhere in
/// the view or a scroll closes it. The host places the row's cell `offset` points sideways.
@preconcurrency @MainActor
final class RowSwipeController: NSObject, UIGestureRecognizerDelegate {
    private weak var host: (any RowSwipeHost)?
    let recognizer = RowSwipeGestureRecognizer()

    /// The open (or opening) row, the side its buttons are on and how far its cell is moved
    /// (negative: to the left, showing trailing buttons).
    private(set) var indexPath: IndexPath?
    private(set) var isLeading = false
    private(set) var offset: CGFloat = 0
    private(set) var buttons: SwipeActionButtonsView?
    private var performsFullSwipe = false
    private var startOffset: CGFloat = 0
    /// A pull past the buttons is kept unresisted here, so the finger's travel is not lost.
    private var pull: CGFloat = 0

    init(host: any RowSwipeHost) {
        self.host = host
        super.init()
        recognizer.addTarget(self, action: RowSwipeController.handlePan)
        recognizer.delegate = self
        host.addGestureRecognizer(recognizer)
        host.panGestureRecognizer.addTarget(self, action: RowSwipeController.hostPanned)
    }

    /// A scroll closes the open row.
    private func hostPanned(_ recognizer: UIGestureRecognizer) {
        if recognizer.state == .began { close(animated: true) }
    }

    /// A touch on the view while a row is open only closes it: true when it did.
    func closeForTouch() -> Bool {
        guard isOpen else { return false }
        close(animated: true)
        return true
    }

    var isOpen: Bool { indexPath != nil }

    /// How far the cell of `path` is moved sideways.
    func offset(for path: IndexPath) -> CGFloat { path == indexPath ? offset : 0 }

    // MARK: Opening in code (the delete confirmation of an editing row)

    /// Opens `path` on one side with `configuration`, animated.
    func open(_ path: IndexPath, leading: Bool, configuration: UISwipeActionsConfiguration) {
        if indexPath != path { close(animated: true) }
        guard begin(path, leading: leading, configuration: configuration), let buttons else { return }
        settle(at: (leading ? 1 : -1) * buttons.naturalWidth)
    }

    // MARK: The pan

    /// A pan begins for a mostly horizontal drag on a row with actions on the side it
    /// uncovers, or on the open row; otherwise it fails, and the scroll view (which waits for
    /// it) pans.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let host, host.allowsRowSwipe else { return false }
        let t = recognizer.translation(in: host)
        guard abs(t.x) > abs(t.y) else { return false }
        let start = recognizer.location(in: host).applying(CGAffineTransform(translationX: -t.x, y: -t.y))
        guard let path = host.swipeIndexPath(at: start) else { return false }
        if path == indexPath { return true }
        let actions = host.swipeActionsConfiguration(at: path, leading: t.x > 0)?.actions ?? []
        return !actions.isEmpty
    }

    /// The scroll view's pan waits until a swipe is ruled out.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === host?.panGestureRecognizer
    }

    private func handlePan(_ recognizer: UIGestureRecognizer) {
        guard let host else { return }
        let t = self.recognizer.translation(in: host)
        switch recognizer.state {
        case .began:
            let start = self.recognizer.location(in: host).applying(CGAffineTransform(translationX: -t.x, y: -t.y))
            guard let path = host.swipeIndexPath(at: start) else { return }
            if path != indexPath {
                close(animated: true)
                let leading = t.x > 0
                guard let configuration = host.swipeActionsConfiguration(at: path, leading: leading),
                      begin(path, leading: leading, configuration: configuration) else { return }
            }
            startOffset = offset
            pull = abs(offset)
            follow(t.x)
        case .changed:
            follow(t.x)
        case .ended:
            release()
        case .cancelled, .failed:
            close(animated: true)
        default:
            break
        }
    }

    /// The row follows the finger on its side of zero, resisting past its buttons.
    private func follow(_ dx: CGFloat) {
        guard isOpen, let buttons, let host, let path = indexPath else { return }
        let sign: CGFloat = isLeading ? 1 : -1
        pull = max(0, sign * (startOffset + dx))
        let shown = SwipePhysics.displayed(pull: pull, buttonsWidth: buttons.naturalWidth,
                                           rowWidth: host.swipeRowFrame(at: path).width, fullSwipe: performsFullSwipe)
        UIView.performWithoutAnimation { self.apply(offset: sign * shown) }
    }

    private func release() {
        guard isOpen, let buttons, let host, let path = indexPath else { return }
        let width = host.swipeRowFrame(at: path).width
        switch SwipePhysics.outcome(shown: abs(offset), buttonsWidth: buttons.naturalWidth, rowWidth: width, fullSwipe: performsFullSwipe) {
        case .open: settle(at: (isLeading ? 1 : -1) * buttons.naturalWidth)
        case .close: close(animated: true)
        case .fullSwipe:
            settle(at: (isLeading ? 1 : -1) * width)
            if let first = buttons.actions.first { perform(first) }
        }
    }

    // MARK: States

    /// Makes the buttons for `path`'s side; false when it has no actions.
    private func begin(_ path: IndexPath, leading: Bool, configuration: UISwipeActionsConfiguration) -> Bool {
        guard let host, !configuration.actions.isEmpty, let cell = host.swipeCell(at: path) else { return false }
        let view = SwipeActionButtonsView(actions: configuration.actions, leading: leading, rowHeight: host.swipeRowFrame(at: path).height) { [weak self] in
            self?.perform($0)
        }
        host.insertSubview(view, belowSubview: cell)
        indexPath = path
        isLeading = leading
        offset = 0
        buttons = view
        performsFullSwipe = configuration.performsFirstActionWithFullSwipe
        UIView.performWithoutAnimation { apply(offset: 0) }
        host.swipeDidBegin(at: path)
        return true
    }

    /// Moves the cell and sizes the buttons to the strip it uncovers.
    private func apply(offset: CGFloat) {
        guard let host, let path = indexPath, let buttons else { return }
        self.offset = offset
        let row = host.swipeRowFrame(at: path)
        host.swipeCell(at: path)?.frame = row.offsetBy(dx: offset, dy: 0)
        host.swipeDidMove(at: path, offset: offset)
        buttons.frame = offset >= 0 ? CGRect(x: row.minX, y: row.minY, width: offset, height: row.height)
                                    : CGRect(x: row.maxX + offset, y: row.minY, width: -offset, height: row.height)
        buttons.layoutIfNeeded()
    }

    private func settle(at target: CGFloat) {
        SwipePhysics.animate { self.apply(offset: target) }
    }

    /// Closes the open row: springs it back (animated) or puts it back at once. The row
    /// counts as closed at once: a new swipe or a tap starts afresh while it springs back.
    func close(animated: Bool) {
        guard let path = indexPath, let buttons else { return }
        if animated && UIView.areAnimationsEnabled {
            SwipePhysics.animate({ self.apply(offset: 0) }, completion: { [weak self] _ in
                buttons.removeFromSuperview()
                self?.closing.removeAll { $0 === buttons }
            })
            closing.append(buttons)
            forget()
        } else {
            UIView.performWithoutAnimation { self.apply(offset: 0) }
            buttons.removeFromSuperview()
            forget()
        }
        host?.swipeDidEnd(at: path)
    }

    /// The buttons of a row springing closed, removed when it has.
    private var closing: [SwipeActionButtonsView] = []

    private func removeClosingButtons() {
        for view in closing { view.removeFromSuperview() }
        closing.removeAll()
    }

    private func forget() {
        buttons = nil
        indexPath = nil
        offset = 0
    }

    /// The rows changed under the open one (an update or a reload): it is let go as it is;
    /// its cell is placed again by the host.
    func reset() {
        removeClosingButtons()
        guard let path = indexPath else { return }
        buttons?.removeFromSuperview()
        forget()
        host?.swipeDidEnd(at: path)
    }

    /// Runs the action's handler; when it completes, a row still there closes.
    private func perform(_ action: UIContextualAction) {
        guard let buttons else { return }
        let path = indexPath
        action.handler(action, buttons) { [weak self] _ in
            guard let self, self.buttons === buttons, self.indexPath == path else { return }
            self.close(animated: true)
        }
    }
}
