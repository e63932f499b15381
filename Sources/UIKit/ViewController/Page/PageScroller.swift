import CoreGraphics
import Foundation

/// The scroll style's paging scroll view with three slots: the page before the current one,
/// the current page (the offset rests on it), the page after.
///
/// When a drag begins, the data source is asked for both neighbours, which join the slots; a
/// missing neighbour's slot is closed off with a negative content inset, so a swipe past the
/// first or last page rubber-bands and springs back. When the content settles on a neighbour
/// the turn completes, and the pages move back so the new current page is in the middle slot.
/// Each slot is as long as the view plus the spacing, so paging moves one page and its gap.
@MainActor
final class PageScroller: UIScrollViewDelegate {
    weak var controller: UIPageViewController?
    let scrollView = UIScrollView()
    /// The neighbours in the slots while the user may drag to them.
    var before: UIViewController?
    var after: UIViewController?
    /// The turn under way (a drag, or an animated `setViewControllers`).
    var turn: PageTurn?
    /// The offset is being put back on the middle slot (not a scroll to answer).
    var isRecentering = false
    /// The indicator's page as the controller last showed it.
    var indicatorIndex = 0

    init(controller: UIPageViewController) {
        self.controller = controller
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.clipsToBounds = true
        scrollView.delegate = self
        if controller.orientation == .horizontal { scrollView.alwaysBounceHorizontal = true } else { scrollView.alwaysBounceVertical = true }
        dataSourceDidChange()
    }

    var isHorizontal: Bool { controller?.orientation != .vertical }

    /// One slot's length: the view's plus the spacing.
    var slotLength: CGFloat { isHorizontal ? scrollView.bounds.width : scrollView.bounds.height }

    /// The offset along the axis, from the middle slot (positive: towards the page after).
    var offsetFromMiddle: CGFloat {
        (isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y) - slotLength
    }

    /// The user can drag only when a data source can give neighbours.
    func dataSourceDidChange() {
        scrollView.isScrollEnabled = controller?.dataSource != nil && !(turn.map { !$0.byUser } ?? false)
    }

    /// Sizes the scroll view to `area` widened by the spacing, and places the slots.
    func layout(in area: CGRect) {
        guard let controller else { return }
        let s = controller.pageSpacing
        let frame = isHorizontal
            ? CGRect(x: area.minX - s / 2, y: area.minY, width: area.width + s, height: area.height)
            : CGRect(x: area.minX, y: area.minY - s / 2, width: area.width, height: area.height + s)
        let resized = scrollView.frame != frame
        if resized { scrollView.frame = frame }
        scrollView.contentSize = isHorizontal ? CGSize(width: 3 * frame.width, height: frame.height)
            : CGSize(width: frame.width, height: 3 * frame.height)
        if let current = controller.pages.first { place(current, slot: 1) }
        if let before { place(before, slot: 0) }
        if let after { place(after, slot: 2) }
        if let turn { place(turn.incoming, slot: turn.direction == .forward ? 2 : 0) }
        if turn == nil, !scrollView.isDragging, !scrollView.isMovingOnItsOwn, resized || offsetFromMiddle != 0 { recenter() }
    }

    /// Puts `page`'s view in slot 0, 1 or 2.
    func place(_ page: UIViewController, slot: Int) {
        guard let controller else { return }
        let view: UIView = page.view
        if view.superview !== scrollView { scrollView.addSubview(view) }
        view.hasEncapsulatedLayout = true
        let s = controller.pageSpacing, length = slotLength
        view.frame = isHorizontal
            ? CGRect(x: CGFloat(slot) * length + s / 2, y: 0, width: length - s, height: scrollView.bounds.height)
            : CGRect(x: 0, y: CGFloat(slot) * length + s / 2, width: scrollView.bounds.width, height: length - s)
    }

    /// Moves the offset back onto the middle slot, without it counting as a scroll.
    func recenter() {
        isRecentering = true
        scrollView.contentInset = .zero
        scrollView.contentOffset = isHorizontal ? CGPoint(x: slotLength, y: 0) : CGPoint(x: 0, y: slotLength)
        isRecentering = false
    }

    // MARK: Neighbours

    /// Asks the data source for both neighbours of the current page and puts them in their
    /// slots; a missing one's slot is closed off so dragging towards it bounces.
    func loadNeighbours() {
        guard let controller, let current = controller.pages.first, let dataSource = controller.dataSource else { return }
        if before == nil, let page = dataSource.pageViewController(controller, viewControllerBefore: current), page !== current {
            controller.adopt(page)
            before = page
            place(page, slot: 0)
        }
        if after == nil, let page = dataSource.pageViewController(controller, viewControllerAfter: current), page !== current, page !== before {
            controller.adopt(page)
            after = page
            place(page, slot: 2)
        }
        let closed = slotLength
        scrollView.contentInset = isHorizontal
            ? UIEdgeInsets(top: 0, left: before == nil ? -closed : 0, bottom: 0, right: after == nil ? -closed : 0)
            : UIEdgeInsets(top: before == nil ? -closed : 0, left: 0, bottom: after == nil ? -closed : 0, right: 0)
    }

    /// Lets go of the neighbours that did not become the current page (no turn reached them,
    /// so they get no appearance callbacks).
    func releaseNeighbours(keeping kept: UIViewController? = nil) {
        for page in [before, after].compactMap({ $0 }) where page !== kept && page !== controller?.pages.first {
            controller?.release(page)
        }
        before = nil
        after = nil
    }

    // MARK: Code changes the page

    /// `setViewControllers` in the scroll style: animated, the new page slides in from the
    /// slot on `direction`'s side (the delegate is not told); otherwise it replaces the page.
    func set(_ page: UIViewController, direction: UIPageViewController.NavigationDirection, animated: Bool,
             completion: ((Bool) -> Void)?) {
        guard let controller else { return }
        finishTurnAtOnce()
        releaseNeighbours(keeping: page)
        let old = controller.pages.first
        guard let old, old !== page else {
            if old == nil { replace(old, with: page) }
            completion?(true)
            return
        }
        let visible = controller.viewIfLoaded?.window.map { !$0.isHidden } ?? false
        guard animated, visible else {
            replace(old, with: page)
            completion?(true)
            return
        }
        recenter()
        controller.adopt(page)
        place(page, slot: direction == .forward ? 2 : 0)
        turn = PageTurn(outgoing: old, incoming: page, direction: direction, byUser: false, completion: completion)
        dataSourceDidChange()
        if controller.pagesAppear {
            page.beginAppearance(true, animated: true)
            old.beginAppearance(false, animated: true)
        }
        let target = direction == .forward ? 2 * slotLength : 0
        scrollView.setContentOffset(isHorizontal ? CGPoint(x: target, y: 0) : CGPoint(x: 0, y: target), animated: true)
    }

    /// Swaps the page at once, with the scroll style's callback order (new will-appear, old
    /// will-disappear, new did-appear, old did-disappear).
    private func replace(_ old: UIViewController?, with page: UIViewController) {
        guard let controller else { return }
        let isNew = page.parent !== controller
        controller.adopt(page)
        let appear = controller.pagesAppear
        if appear {
            page.beginAppearance(true, animated: false)
            old?.beginAppearance(false, animated: false)
        }
        controller.pages = [page]
        place(page, slot: 1)
        recenter()
        // While the controller is still appearing, its own viewDidAppear ends the page's.
        if appear, controller.appearance.phase == .appeared {
            page.endAppearance()
            old?.endAppearance()
        }
        if let old { controller.release(old) }
        if isNew { page.didMove(toParent: controller) }
    }

    /// An animated change still running ends now, where it was going.
    private func finishTurnAtOnce() {
        guard let running = turn else { return }
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
        if running.byUser { cancel(running) } else { complete(running, finished: false) }
    }

    // MARK: UIScrollViewDelegate

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard turn == nil || turn?.byUser == true else { return }
        loadNeighbours()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isRecentering, turn?.byUser != false, scrollView.isDragging || scrollView.isDecelerating else { return }
        followDrag()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }
}
