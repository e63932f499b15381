import CoreGraphics
import Foundation

/// The user's turns in the scroll style: one begins when the drag first moves towards a
/// neighbour (its `viewWillAppear`, the current page's `viewWillDisappear`, the delegate's
/// `willTransitionTo`), and ends when the content settles: on the neighbour it completes
/// (new `viewDidAppear`, old `viewDidDisappear`, as iOS orders the scroll style), back on the
/// current page it is cancelled (the neighbour disappears again, the current page appears
/// again). Either way the delegate's `didFinishAnimating` follows.
extension PageScroller {
    /// The content moved under the user's drag or its deceleration: a turn begins towards the
    /// neighbour it moves to, and one towards the other side is cancelled first.
    func followDrag() {
        let delta = offsetFromMiddle
        if delta > 0.5, turn?.direction != .forward, let after {
            if let turn { cancel(turn) }
            begin(towards: after, direction: .forward)
        } else if delta < -0.5, turn?.direction != .reverse, let before {
            if let turn { cancel(turn) }
            begin(towards: before, direction: .reverse)
        }
    }

    private func begin(towards page: UIViewController, direction: UIPageViewController.NavigationDirection) {
        guard let controller, let current = controller.pages.first else { return }
        turn = PageTurn(outgoing: current, incoming: page, direction: direction, byUser: true)
        controller.delegate?.pageViewController(controller, willTransitionTo: [page])
        if controller.pagesAppear {
            page.beginAppearance(true, animated: true)
            current.beginAppearance(false, animated: true)
        }
    }

    /// A turn to `page` the user asked for by tapping the page indicator: animated like a
    /// swipe, told to the delegate.
    func turnByUser(to page: UIViewController, direction: UIPageViewController.NavigationDirection) {
        guard turn == nil, let controller else { return }
        releaseNeighbours(keeping: page)
        recenter()
        controller.adopt(page)
        if direction == .forward { after = page } else { before = page }
        place(page, slot: direction == .forward ? 2 : 0)
        begin(towards: page, direction: direction)
        let target = direction == .forward ? 2 * slotLength : 0
        scrollView.setContentOffset(isHorizontal ? CGPoint(x: target, y: 0) : CGPoint(x: 0, y: target), animated: true)
    }

    /// The content came to rest (no finger on it): on the incoming page the turn completes;
    /// back on the current one it is cancelled; between pages (a finger caught it) it waits.
    func settle() {
        guard !scrollView.isDragging else { return }
        let delta = offsetFromMiddle, length = slotLength
        guard let turn else {
            if abs(delta) < 0.5, !scrollView.isTracking {
                releaseNeighbours()
                recenter()
            }
            return
        }
        let reached = turn.direction == .forward ? length : -length
        if abs(delta - reached) < 0.5 {
            complete(turn, finished: true)
        } else if abs(delta) < 0.5 {
            cancel(turn)
            releaseNeighbours()
            recenter()
        }
    }

    /// The incoming page becomes the current one.
    func complete(_ turn: PageTurn, finished: Bool) {
        guard let controller else { return }
        self.turn = nil
        let old = turn.outgoing, new = turn.incoming
        controller.pages = [new]
        if controller.pagesAppear {
            new.endAppearance()
            old.endAppearance()
        }
        controller.release(old)
        releaseNeighbours(keeping: new)
        new.didMove(toParent: controller)
        place(new, slot: 1)
        recenter()
        dataSourceDidChange()
        if turn.byUser {
            indicatorIndex = max(0, indicatorIndex + (turn.direction == .forward ? 1 : -1))
            controller.pageControl?.currentPage = indicatorIndex
            controller.delegate?.pageViewController(controller, didFinishAnimating: finished, previousViewControllers: [old],
                                                    transitionCompleted: true)
        } else {
            controller.updatePageControlFromDataSource()
            turn.completion?(finished)
        }
    }

    /// The turn goes back: the incoming page disappears again, then the current page appears
    /// again (UIKit's cancelled order); the delegate hears the turn did not complete.
    func cancel(_ turn: PageTurn) {
        guard let controller else { return }
        self.turn = nil
        if controller.pagesAppear {
            turn.incoming.beginAppearance(false, animated: true)
            turn.incoming.endAppearance()
            turn.outgoing.beginAppearance(true, animated: true)
            turn.outgoing.endAppearance()
        }
        if turn.byUser {
            controller.delegate?.pageViewController(controller, didFinishAnimating: true, previousViewControllers: [turn.outgoing],
                                                    transitionCompleted: false)
        } else {
            turn.completion?(false)
        }
    }
}
