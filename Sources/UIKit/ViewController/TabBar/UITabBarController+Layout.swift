import CoreGraphics
import Foundation

/// Where the bar and the selected child's view go, and how much of the child the bar covers.
extension UITabBarController {
    /// The bar along the bottom, 49 pt (32 in compact height) over the bottom safe area; the
    /// selected child's view under it. A navigation stack in the selected tab that holds a
    /// pushed controller with `hidesBottomBarWhenPushed` takes the bar away.
    func layoutTabs() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        transitionView.frame = bounds
        let height = tabBar.contentHeight + container.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        if barHiddenByPush {
            if tabBar.superview === container { tabBar.removeFromSuperview() }
        } else if tabBar.superview !== container {
            container.addSubview(tabBar)
        }
        if let shown, shown.viewIfLoaded?.superview === transitionView { placeChildView(shown) }
        tabBar.isAtScrollEdge = contentIsAtBottomEdge()
    }

    /// The child's view fills the container, reaching under the bar unless the bar is opaque
    /// and the child does not extend under opaque bars (or not along its bottom edge); the
    /// part the bar covers is the child's bottom safe area.
    func placeChildView(_ child: UIViewController) {
        guard let childView = child.viewIfLoaded else { return }
        let bounds = transitionView.bounds, bar = tabBar.frame
        let barGone = tabBar.isHidden || barHiddenByPush
        let underBar = barGone || (child.edgesForExtendedLayout.contains(.bottom)
            && (tabBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars))
        let frame = underBar ? bounds : CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bar.minY - bounds.minY))
        childView.frame = frame
        // The child's safe area is the container's where the child reaches into it, its
        // bottom at least the part the bar covers.
        let safe = viewIfLoaded?.safeAreaInsets ?? .zero
        let covered = barGone ? 0 : max(0, frame.maxY - bar.minY)
        child.setContainerCoveredInsets(UIEdgeInsets(
            top: max(0, safe.top - (frame.minY - bounds.minY)), left: max(0, safe.left - (frame.minX - bounds.minX)),
            bottom: max(covered, safe.bottom - (bounds.maxY - frame.maxY)), right: max(0, safe.right - (bounds.maxX - frame.maxX))))
    }

    /// Whether the content behind the bar shows its end: true when the selected child has no
    /// scroll view reaching the bar (iOS 15's rule), else whether that scroll view is
    /// scrolled to its bottom. The bar follows that scroll view as it scrolls.
    func contentIsAtBottomEdge() -> Bool {
        let scrollView = shown?.viewIfLoaded.flatMap(bottomScrollView(in:))
        if scrollView !== edgeScrollView {
            edgeScrollView?.offsetObservers.remove(self)
            edgeScrollView = scrollView
            scrollView?.offsetObservers.add(self) { [weak self] scrolled in
                self?.tabBar.isAtScrollEdge = Self.isAtBottom(scrolled)
            }
        }
        return scrollView.map(Self.isAtBottom) ?? true
    }

    /// Whether `scrollView` shows the end of its content.
    private static func isAtBottom(_ scrollView: UIScrollView) -> Bool {
        let maxOffset = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
        return scrollView.contentOffset.y >= maxOffset - 0.5
    }

    /// The first scroll view (breadth first) whose bottom reaches the bar's top.
    private func bottomScrollView(in root: UIView) -> UIScrollView? {
        let barTop = tabBar.frame.minY
        var queue: [UIView] = [root], index = 0
        while index < queue.count {
            let view = queue[index]
            index += 1
            if let scrollView = view as? UIScrollView, !scrollView.isHidden,
               scrollView.convert(scrollView.bounds, to: transitionView).maxY >= barTop {
                return scrollView
            }
            if !(view is UIScrollView) { queue.append(contentsOf: view.subviews) }
        }
        return nil
    }
}
