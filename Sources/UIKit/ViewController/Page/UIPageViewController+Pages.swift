import CoreGraphics
import Foundation
internal import RuntimeSupport

/// The pages as children: UIKit's count rules, containment, where their views go, the spine
/// the delegate chooses, and the page indicator.
extension UIPageViewController {
    /// `list` if its count is what UIKit requires: one page in the scroll style; with page
    /// curl, one (two with a middle spine), or for an animated turn one (two when double-sided).
    /// Any other count stops with UIKit's exception message.
    func validatedPages(_ list: [UIViewController], animated: Bool) -> [UIViewController] {
        let required: Int
        switch style {
        case .scroll: required = 1
        case .pageCurl where animated: required = doubleSided ? 2 : 1
        case .pageCurl:
            required = spine.visiblePageCount
            if list.count != required {
                preconditionFailure("UIPageViewController.setViewControllers: The number of provided view controllers (\(list.count)) "
                    + "doesn't match the number required (\(required)) for the requested spine location (\(spine.constantName))")
            }
        }
        if list.count != required {
            preconditionFailure("UIPageViewController.setViewControllers: The number of view controllers provided (\(list.count)) "
                + "doesn't match the number required (\(required)) for the requested transition")
        }
        return list
    }

    /// Sets the spine (page curl only); a middle spine makes the pages double-sided.
    func setSpine(_ location: SpineLocation) {
        guard style == .pageCurl, location != spine else { return }
        spine = location
        if location == .mid { doubleSided = true }
    }

    /// UIKit rounds the spacing up to an even number of points, so each page keeps half.
    func setPageSpacing(_ spacing: CGFloat) {
        guard style == .scroll else { return }
        pageSpacing = 2 * max(0, (spacing / 2).rounded(.up))
        viewIfLoaded?.setNeedsLayout()
    }

    /// Whether pages get appearance callbacks now: the controller is on screen or appearing.
    var pagesAppear: Bool { appearance.phase == .appeared || appearance.phase == .appearing }

    /// Runs `body` for the pages whose views are in the controller's view.
    func forEachShownPage(_ body: (UIViewController) -> Void) {
        guard let root = viewIfLoaded else { return }
        for page in pages where page.viewIfLoaded?.isDescendant(of: root) == true { body(page) }
    }

    /// Makes `page` a child (its `willMove(toParent:)` is called).
    func adopt(_ page: UIViewController) {
        if page.parent !== self { addChild(page) }
    }

    /// Takes `page` out: `willMove(toParent: nil)`, its view leaves, it stops being a child.
    func release(_ page: UIViewController) {
        guard page.parent === self else { return }
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    /// Puts a shown page's view where the style keeps it.
    func placePage(_ page: UIViewController) {
        if let scroller { scroller.place(page, slot: 1) } else { curler?.place(page) }
    }

    /// Lays out the page indicator along the bottom, then the pages above it.
    func layoutPages() {
        guard let root = viewIfLoaded else { return }
        var area = root.bounds
        if let control = pageControl {
            let height = control.sizeThatFits(root.bounds.size).height
            let strip = height + root.safeAreaInsets.bottom
            control.frame = CGRect(x: 0, y: area.maxY - strip, width: area.width, height: height)
            area.size.height -= strip
        }
        if let scroller { scroller.layout(in: area) } else { curler?.layout(in: area) }
    }

    /// The scroll style's change of page (stored until the view loads).
    func setScrollPage(_ page: UIViewController, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)?) {
        guard let scroller else {
            for old in pages where old !== page { release(old) }
            let isNew = page.parent !== self
            adopt(page)
            pages = [page]
            if isNew { page.didMove(toParent: self) }
            completion?(true)
            return
        }
        scroller.set(page, direction: direction, animated: animated, completion: completion)
    }

    // MARK: Spine

    /// The orientation of the window's scene (portrait before the controller is in one).
    var currentInterfaceOrientation: UIInterfaceOrientation {
        viewIfLoaded?.window?.windowScene?.interfaceOrientation ?? .portrait
    }

    /// Asks the delegate for the spine in `orientation`; pages it sets meanwhile are kept for
    /// the new spine, whose page count they must match (else UIKit's message). `.none` is not
    /// a page-curl spine and stops.
    func requestSpineLocation(for orientation: UIInterfaceOrientation) {
        guard style == .pageCurl, let delegate else { return }
        isAskingForSpine = true
        let location = delegate.pageViewController(self, spineLocationFor: orientation)
        isAskingForSpine = false
        guard location != .none else {
            preconditionFailure("UIPageViewController: '\(location.constantName)' is not a valid spine location")
        }
        let list = stashedPages ?? pages
        stashedPages = nil
        guard location != spine || list.map(ObjectIdentifier.init) != pages.map(ObjectIdentifier.init) else { return }
        if list.count != location.visiblePageCount {
            preconditionFailure("UIPageViewController: The number of provided view controllers (\(list.count)) doesn't match the number "
                + "required (\(location.visiblePageCount)) for the requested spine location (\(location.constantName))")
        }
        setSpine(location)
        curler?.setPages(list, direction: .forward, animated: false, completion: nil)
    }

    // MARK: Data source and page indicator

    /// A new data source: the scroll view scrolls only with one, and the indicator follows it.
    func dataSourceDidChange() {
        scroller?.dataSourceDidChange()
        updatePageControlFromDataSource()
    }

    /// The indicator shows the data source's count and index (scroll style), or goes away.
    func updatePageControlFromDataSource() {
        guard let root = viewIfLoaded else { return }
        let count = style == .scroll ? dataSource?.presentationCount(for: self) ?? 0 : 0
        guard count > 0, let dataSource else {
            pageControl?.removeFromSuperview()
            pageControl = nil
            root.setNeedsLayout()
            return
        }
        let control = pageControl ?? makePageControl(in: root)
        control.numberOfPages = count
        control.currentPage = dataSource.presentationIndex(for: self)
        scroller?.indicatorIndex = control.currentPage
    }

    private func makePageControl(in root: UIView) -> UIPageControl {
        let control = UIPageControl()
        control.addAction(UIAction { [weak self, weak control] _ in
            guard let self, let control else { return }
            self.pageControlChanged(to: control.currentPage)
        }, for: .valueChanged)
        root.addSubview(control)
        pageControl = control
        root.setNeedsLayout()
        return control
    }

    /// A tap on the indicator turns one page towards it, animated, as a user's turn.
    private func pageControlChanged(to index: Int) {
        guard let scroller, let current = pages.first, let dataSource else { return }
        let previous = index < (scroller.indicatorIndex)
        let neighbour = previous ? dataSource.pageViewController(self, viewControllerBefore: current)
            : dataSource.pageViewController(self, viewControllerAfter: current)
        guard let neighbour else {
            pageControl?.currentPage = scroller.indicatorIndex
            return
        }
        scroller.turnByUser(to: neighbour, direction: previous ? .reverse : .forward)
    }
}
