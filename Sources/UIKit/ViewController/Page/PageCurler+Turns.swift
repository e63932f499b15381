import CoreGraphics
import Foundation
import QuartzCore

/// A turn's life: the leaf and the uncovered pages set up, the leaf shown at each progress,
/// animated on the media clock, and the pages put back as they end up.
extension PageCurler {
    /// Sets up a turn from the shown pages to `final`: which page is the leaf, on which side of
    /// the spine it is hinged and whether it starts flat, per spine and direction; `back` is a
    /// double-sided leaf's back when it is not among the final pages. Nil when the pages are
    /// not in place.
    func begin(to final: [UIViewController], back: UIViewController?, direction: UIPageViewController.NavigationDirection,
               byUser: Bool) -> CurlTurn? {
        guard let controller, let container, final.count == controller.pages.count, !final.isEmpty else { return nil }
        let old = controller.pages
        let forward = direction == .forward
        let leading: UIRectEdge = isHorizontal ? .left : .top, trailing: UIRectEdge = isHorizontal ? .right : .bottom
        var leafFront: UIViewController, leafBack: UIViewController?, leafFrame: CGRect, hinge: UIRectEdge, startsFlat = true
        var uncovered: [(UIViewController, Int)]
        switch controller.spine {
        case .mid:
            // The page on the turning side folds over the spine; its back is the new page
            // on the other side, and the new page on its own side lies below it.
            leafFront = forward ? old[1] : old[0]
            leafBack = forward ? final[0] : final[1]
            leafFrame = frame(ofPageAt: forward ? 1 : 0)
            hinge = forward ? leading : trailing
            uncovered = [(forward ? old[0] : old[1], forward ? 0 : 1), (forward ? final[1] : final[0], forward ? 1 : 0)]
        default:
            // One page: turning forward the current page folds away over the spine; turning
            // back the earlier page folds back onto it.
            leafFront = forward ? old[0] : final[0]
            leafBack = back
            leafFrame = area
            hinge = controller.spine == .max ? trailing : leading
            startsFlat = forward
            uncovered = [(forward ? final[0] : old[0], 0)]
        }
        let transient = [leafBack].compactMap { $0 }.filter { page in !final.contains { $0 === page } && !old.contains { $0 === page } }
        for page in final + transient where page.parent !== controller { controller.adopt(page) }
        let leaf = PageLeafView(frame: leafFrame, hinge: hinge, doubleSided: controller.doubleSided && leafBack != nil)
        leaf.hingeOnSpine()
        for (page, index) in uncovered {
            let view: UIView = page.view
            if view.superview !== container { container.insertSubview(view, at: 0) }
            view.transform = .identity
            view.frame = frame(ofPageAt: index)
        }
        let frontView: UIView = leafFront.view
        leaf.front.addSubview(frontView)
        frontView.frame = leaf.front.bounds
        if let leafBack {
            let backView: UIView = leafBack.view
            leaf.back.addSubview(backView)
            backView.frame = leaf.back.bounds
        }
        let freeSide: UIRectEdge = hinge == leading ? trailing : leading
        let cast = PageShadeView(darkAt: freeSide == trailing ? leading : trailing, depth: 0.35)
        container.addSubview(cast)
        container.addSubview(leaf)
        let started = CurlTurn(outgoing: old, incoming: final, transient: transient, leaf: leaf, cast: cast,
                               startsFlat: startsFlat, direction: direction, byUser: byUser)
        turn = started
        if byUser { controller.delegate?.pageViewController(controller, willTransitionTo: final) }
        if controller.pagesAppear {
            for page in started.appearing { page.beginAppearance(true, animated: true) }
            for page in started.disappearing { page.beginAppearance(false, animated: true) }
        }
        show(started)
        return started
    }

    /// The leaf at the turn's progress, and the shade it casts just past its free edge on the
    /// page it uncovers (deepest while the leaf is low over the page).
    func show(_ turn: CurlTurn) {
        let angle = turn.angle
        turn.leaf.show(angle: angle)
        let frame = turn.leaf.frame, band: CGFloat = 28
        let reach = 1 - abs(angle - .pi / 2) / (.pi / 2)  // 0 flat either side, 1 edge-on
        turn.cast.alpha = angle < .pi / 2 ? min(1, 2 * reach + 0.2) * (angle > 0.01 ? 1 : 0) : 0
        // The free edge's position as projected (the perspective widens it a little; ignored).
        switch turn.leaf.hinge {
        case .left: turn.cast.frame = CGRect(x: frame.maxX, y: frame.minY, width: band, height: frame.height)
        case .right: turn.cast.frame = CGRect(x: frame.minX - band, y: frame.minY, width: band, height: frame.height)
        case .top: turn.cast.frame = CGRect(x: frame.minX, y: frame.maxY, width: frame.width, height: band)
        default: turn.cast.frame = CGRect(x: frame.minX, y: frame.minY - band, width: frame.width, height: band)
        }
    }

    /// Moves the turn's progress to `target` (1: complete, 0: back) on the media clock, in the
    /// share of `turnDuration` that is left, easing out.
    func animate(_ turn: CurlTurn, to target: CGFloat) {
        turn.from = turn.progress
        turn.target = target
        turn.start = CACurrentMediaTime()
        turn.duration = max(0.12, Self.turnDuration * Double(abs(target - turn.progress)))
        guard link == nil else { return }
        let newLink = CADisplayLink(target: self, selector: PageCurler.step)
        newLink.add(to: .main, forMode: .common)
        link = newLink
    }

    private func step(_ link: CADisplayLink) {
        guard let turn else {
            stopLink()
            return
        }
        let t = min(1, max(0, (link.timestamp - turn.start) / turn.duration))
        let eased = 1 - (1 - t) * (1 - t)
        turn.progress = turn.from + (turn.target - turn.from) * CGFloat(eased)
        show(turn)
        if t >= 1 { land(turn, completed: turn.target >= 1, finished: true) }
    }

    private func stopLink() {
        link?.invalidate()
        link = nil
    }

    /// The turn ends: completed, the new pages take the spine; otherwise the old ones stay
    /// (with UIKit's cancelled order of callbacks). The leaf goes, the delegate (for the user's
    /// turns) or the completion handler hears of it.
    func land(_ turn: CurlTurn, completed: Bool, finished: Bool) {
        guard let controller else { return }
        self.turn = nil
        stopLink()
        turn.leaf.removeFromSuperview()
        turn.cast.removeFromSuperview()
        let shown = completed ? turn.incoming : turn.outgoing
        let leaving = completed ? turn.disappearing + turn.transient
            : (turn.incoming + turn.transient).filter { page in !turn.outgoing.contains { $0 === page } }
        controller.pages = shown
        for page in leaving { page.viewIfLoaded?.removeFromSuperview() }
        for page in shown { place(page) }
        if controller.pagesAppear {
            if completed {
                for page in turn.disappearing { page.endAppearance() }
                for page in turn.appearing { page.endAppearance() }
                for page in turn.transient {
                    page.beginAppearance(false, animated: true)
                    page.endAppearance()
                }
            } else {
                for page in turn.appearing {
                    page.beginAppearance(false, animated: true)
                    page.endAppearance()
                }
                for page in turn.disappearing {
                    page.beginAppearance(true, animated: true)
                    page.endAppearance()
                }
            }
        }
        for page in leaving { controller.release(page) }
        if completed { for page in turn.appearing where !turn.transient.contains(where: { $0 === page }) { page.didMove(toParent: controller) } }
        if turn.byUser {
            controller.delegate?.pageViewController(controller, didFinishAnimating: finished, previousViewControllers: turn.outgoing,
                                                    transitionCompleted: completed)
        } else {
            turn.completion?(finished)
        }
    }
}
