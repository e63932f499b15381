import CoreGraphics
import Foundation

/// The user turns curl-style pages with a pan (the leaf follows the finger; released past
/// halfway, or flicked, it turns over, else it falls back) or a tap near the page's edge (an
/// animated turn). The data source gives the new pages; when it has none, nothing turns.
extension PageCurler {
    /// How far from the page's edges a tap turns it: 80 points, 60 with a middle spine
    /// (UIKit's phone values), at most half the page.
    var tapBreadth: CGFloat {
        let breadth: CGFloat = controller?.spine == .mid ? 60 : 80
        return min(breadth, (isHorizontal ? area.width : area.height) / 2)
    }

    /// The release speed (points per second) that turns or drops the leaf whatever its progress.
    static let flickSpeed: CGFloat = 300

    /// Whether a movement along the axis by `delta` means the next pages: towards the leading
    /// edge (left, up), or the trailing edge when the spine is there.
    private func isForward(_ delta: CGFloat) -> Bool {
        controller?.spine == .max ? delta > 0 : delta < 0
    }

    /// The pages a user's turn in `direction` shows, from the data source: with double-sided
    /// single pages the leaf's back comes first, then the new front. Nil at either end.
    func pagesForTurn(_ direction: UIPageViewController.NavigationDirection) -> (final: [UIViewController], back: UIViewController?)? {
        guard let controller, let dataSource = controller.dataSource, !controller.pages.isEmpty else { return nil }
        let forward = direction == .forward
        func next(_ page: UIViewController) -> UIViewController? {
            forward ? dataSource.pageViewController(controller, viewControllerAfter: page)
                : dataSource.pageViewController(controller, viewControllerBefore: page)
        }
        if controller.spine == .mid {
            guard let first = next(forward ? controller.pages[1] : controller.pages[0]), let second = next(first) else { return nil }
            return (forward ? [first, second] : [second, first], nil)
        }
        if controller.doubleSided {
            guard let back = next(controller.pages[0]), let front = next(back) else { return nil }
            return ([front], back)
        }
        return next(controller.pages[0]).map { ([$0], nil) }
    }

    /// Starts a user's turn in `direction`, if there are pages for it.
    private func beginUserTurn(_ direction: UIPageViewController.NavigationDirection) -> CurlTurn? {
        guard turn == nil, let pages = pagesForTurn(direction) else { return nil }
        return begin(to: pages.final, back: pages.back, direction: direction, byUser: true)
    }

    func handlePan(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer, let view = container else { return }
        let t = pan.translation(in: view)
        let along = isHorizontal ? t.x : t.y
        switch pan.state {
        case .began:
            _ = beginUserTurn(isForward(along) ? .forward : .reverse)
        case .changed:
            guard let turn, turn.byUser, link == nil else { return }
            let length = isHorizontal ? turn.leaf.bounds.width : turn.leaf.bounds.height
            let signed = turn.direction == .forward ? (isForward(along) ? abs(along) : -abs(along))
                : (isForward(along) ? -abs(along) : abs(along))
            turn.progress = min(1, max(0, signed / max(1, length)))
            show(turn)
        case .ended, .cancelled:
            guard let turn, turn.byUser, link == nil else { return }
            let v = pan.velocity(in: view)
            let speed = isHorizontal ? v.x : v.y
            let towards = (turn.direction == .forward) == isForward(speed) ? abs(speed) : -abs(speed)
            let completes = pan.state == .ended && (towards > Self.flickSpeed || (towards > -Self.flickSpeed && turn.progress > 0.5))
            animate(turn, to: completes ? 1 : 0)
        default:
            break
        }
    }

    func handleTap(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, turn == nil, let view = container else { return }
        let point = recognizer.location(in: view)
        let position = isHorizontal ? point.x - area.minX : point.y - area.minY
        let length = isHorizontal ? area.width : area.height
        let breadth = tapBreadth
        let nearLeading = position < breadth, nearTrailing = position > length - breadth
        guard nearLeading || nearTrailing else { return }
        let forward = controller?.spine == .max ? nearLeading : nearTrailing
        guard let started = beginUserTurn(forward ? .forward : .reverse) else { return }
        animate(started, to: 1)
    }
}
