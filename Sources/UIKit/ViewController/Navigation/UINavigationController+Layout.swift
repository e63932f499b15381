import CoreGraphics

/// A navigation controller's view: it lays out the bars and the top controller's view
/// whenever its size or safe area changes.
@MainActor
final class NavigationContainerView: UIView, RuntimeClassNamed {
    nonisolated static let runtimeClassName = "UILayoutContainerView"

    weak var controller: UINavigationController?
    /// Holds the controllers' views (the transition's container).
    let transitionView = UIView()

    init(controller: UINavigationController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.clipsToBounds = true
        addSubview(transitionView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("NavigationContainerView is made by its controller") }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}

extension UINavigationController {
    var containerView: NavigationContainerView? { viewIfLoaded as? NavigationContainerView }

    /// The toolbar, made on first ask.
    var toolbarView: UIToolbar {
        if let toolbarStorage { return toolbarStorage }
        let toolbar = toolbarClass.init(frame: .zero)
        toolbar.isHidden = barState.toolbarHidden
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
        toolbarStorage = toolbar
        viewIfLoaded?.setNeedsLayout()
        return toolbar
    }

    /// Whether the bars are hidden now (set so, or hidden in a vertically compact place).
    var navigationBarShown: Bool { !barState.navigationBarHidden && !hiddenByCompactness }
    var toolbarShown: Bool { !barState.toolbarHidden && !hiddenByCompactness }
    /// Whether `hidesBarsWhenVerticallyCompact` hides the bars now (until a tap shows them).
    var hiddenByCompactness: Bool {
        hidesBarsWhenVerticallyCompact && traitCollection.verticalSizeClass == .compact && !barState.compactBarsRevealed
    }

    /// Places the bars and the top controller's view, and gives every controller in the stack
    /// its safe area under the bars.
    func layoutContainer() {
        guard let container = containerView else { return }
        if traitCollection.verticalSizeClass != .compact { barState.compactBarsRevealed = false }
        let bounds = container.bounds, safe = container.safeAreaInsets
        container.transitionView.frame = bounds
        let bar = navigationBar
        if bar.superview !== container { container.addSubview(bar) }
        let barHeight = bar.preferredHeight
        // A hidden bar slides up out of sight (its offset animates with the hiding).
        let barY = navigationBarShown ? safe.top : -barHeight
        bar.frame = CGRect(x: 0, y: barY, width: bounds.width, height: barHeight)
        bar.backgroundExtension = max(0, barY)
        bar.isHidden = !navigationBarShown && !barState.animatingNavigationBar
        if let toolbar = toolbarStorage {
            if toolbar.superview !== container { container.addSubview(toolbar) }
            let height = toolbar.preferredHeight
            let y = toolbarShown ? bounds.height - safe.bottom - height : bounds.height
            toolbar.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            toolbar.backgroundExtension = safe.bottom
            toolbar.isHidden = !toolbarShown && !barState.animatingToolbar
        }
        for child in stack { child.setContainerCoveredInsets(coveredInsets(for: child)) }
        if runningTransition == nil, let top = topViewController, let view = top.viewIfLoaded, view.superview === container.transitionView {
            view.frame = contentFrame(for: top)
        }
        updateScrollEdge()
    }

    /// Where `child`'s view goes: the whole container, or below an opaque bar (above an opaque
    /// toolbar) unless the child extends its layout under opaque bars too.
    func contentFrame(for child: UIViewController) -> CGRect {
        guard let container = containerView else { return .zero }
        var frame = container.bounds
        let bar = navigationBar
        if navigationBarShown, !child.edgesForExtendedLayout.contains(.top) || (!bar.isTranslucent && !child.extendedLayoutIncludesOpaqueBars) {
            let top = bar.frame.minY + expandedBarHeight
            frame.origin.y = top
            frame.size.height -= top
        }
        if let toolbar = toolbarStorage, toolbarShown,
           !child.edgesForExtendedLayout.contains(.bottom) || (!toolbar.isTranslucent && !child.extendedLayoutIncludesOpaqueBars) {
            frame.size.height = max(0, toolbar.frame.minY - frame.minY)
        }
        return frame
    }

    /// The bar's height with its large title and search bar fully shown (the safe area does
    /// not follow the collapse: the content scrolls with it).
    private var expandedBarHeight: CGFloat { navigationBar.expandedHeight }

    /// The safe area the navigation controller gives `child`'s view: down to the bar's bottom
    /// and up to the toolbar's top when they show, the container's own safe area elsewhere.
    func coveredInsets(for child: UIViewController) -> UIEdgeInsets {
        guard let container = containerView else { return .zero }
        let frame = contentFrame(for: child), safe = container.safeAreaInsets, bounds = container.bounds
        var top = safe.top, bottom = safe.bottom
        if navigationBarShown { top = max(top, navigationBar.frame.minY + expandedBarHeight) }
        if let toolbar = toolbarStorage, toolbarShown { bottom = max(bottom, bounds.height - toolbar.frame.minY) }
        return UIEdgeInsets(top: max(0, top - frame.minY), left: safe.left,
                            bottom: max(0, bottom - (bounds.height - frame.maxY)), right: safe.right)
    }
}

extension UINavigationController {
    /// The scroll view whose top edge the bar follows: the top controller's
    /// `contentScrollView(for:)`.
    var trackedScrollView: UIScrollView? { topViewController?.contentScrollView(for: .top) }

    /// The bars take their scroll-edge look while the content is at its top (and, with a
    /// large title, collapse it as the content scrolls up).
    func updateScrollEdge() {
        let bar = navigationBar
        keepContentAtTop()
        guard let scrollView = trackedScrollView else {
            bar.isAtScrollEdge = true
            bar.largeTitleFraction = 1
            bar.searchFraction = 1
            toolbarStorage?.isAtScrollEdge = true
            return
        }
        if barState.observedScrollView !== scrollView {
            barState.observedScrollView?.offsetObservers.remove(self)
            barState.observedScrollView = scrollView
            scrollView.offsetObservers.add(self) { [weak self] _ in self?.updateScrollEdge() }
        }
        let inset = scrollView.adjustedContentInset
        let scrolled = scrollView.contentOffset.y + inset.top
        let large = bar.showsLargeTitle && !bar.showsOnlySearchBar ? NavigationBarMetrics.largeTitleHeight : 0
        // Scrolling up collapses the search bar first (when it hides), then the large title.
        let search = bar.searchCollapsibleHeight
        if search > 0 { bar.searchFraction = min(1, max(0, (search - scrolled) / search)) } else { bar.searchFraction = 1 }
        if large > 0 { bar.largeTitleFraction = max(0, (large - max(scrolled - search, min(scrolled, 0))) / large) }
        if bar.frame.height != bar.preferredHeight { bar.frame.size.height = bar.preferredHeight }
        bar.isAtScrollEdge = scrolled <= large + search + 0.5
        let bottom = scrollView.contentSize.height + inset.bottom - (scrollView.contentOffset.y + scrollView.bounds.height)
        toolbarStorage?.isAtScrollEdge = bottom <= 0.5
    }
}

extension UIViewController {
    /// The scroll view whose edges the bars follow: the one set for `edge`, else the view if it
    /// is a scroll view, else its first subview if that is one (iOS's choice).
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let set = containerItems.contentScrollViews[edge.rawValue]?.view { return set }
        guard let view = viewIfLoaded else { return nil }
        if let scroll = view as? UIScrollView { return scroll }
        return view.subviews.first as? UIScrollView
    }

    /// Names the scroll view the bars follow at `edges`.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edges: NSDirectionalRectEdge = [.top, .bottom]) {
        for edge in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edges.contains(edge) {
            containerItems.contentScrollViews[edge.rawValue] = scrollView.map { WeakScrollView(view: $0) }
        }
        navigationController?.updateScrollEdge()
    }
}

/// A scroll view held weakly.
struct WeakScrollView {
    weak var view: UIScrollView?
}

extension UIScrollView {
    /// `.automatic`'s extra rule: a scroll view a controller in a navigation controller shows
    /// as its content always gets the top and bottom insets, scrollable or not.
    var adjustsAsNavigationContent: Bool {
        guard contentInsetAdjustmentBehavior == .automatic else { return false }
        let owner = _viewController ?? superview?._viewController.flatMap { $0.view.subviews.first === self ? $0 : nil }
        return owner?.navigationController != nil
    }
}

extension UINavigationController {
    /// The bars moved the content's top inset: a scroll view resting at its top (or never
    /// scrolled) moves with it, so its first row starts below the bar, as UIKit adjusts it.
    func keepContentAtTop() {
        guard let scrollView = trackedScrollView, !scrollView.isDragging, !scrollView.isDecelerating else {
            barState.restingTop = nil
            return
        }
        let top = scrollView.adjustedContentInset.top, y = scrollView.contentOffset.y
        let last = barState.restingTop.flatMap { $0.scrollView === scrollView ? $0.top : nil }
        barState.restingTop = RestingTop(scrollView: scrollView, top: top)
        if top != last, y == -(last ?? 0) { scrollView.contentOffset.y = -top }
    }
}

/// The top inset a content scroll view had when the bars last placed it.
struct RestingTop {
    weak var scrollView: UIScrollView?
    let top: CGFloat
}
