import CoreGraphics
import Foundation

/// What a scroll view keeps for its refresh control: the control, and the inset it adds to
/// the top of `adjustedContentInset` while refreshing.
@MainActor
struct RefreshHost {
    var control: UIRefreshControl?
    var topInset: CGFloat = 0
}

/// `refreshControl`: the control sits above the top of the content, filling the gap the pull
/// opens between the top of the visible area and the content; it follows the offset through
/// the scroll view's offset observers.
extension UIScrollView {
    /// Installs `control` (nil removes the one installed): it joins the scroll view under its
    /// other subviews, follows the offset, and the content may bounce vertically however short.
    func installRefreshControl(_ control: UIRefreshControl?) {
        guard control !== refreshHost.control else { return }
        if let old = refreshHost.control {
            if old.isRefreshing { old.endRefreshing() }
            old.host = nil
            old.removeFromSuperview()
            offsetObservers.remove(old)
        }
        refreshHost.control = control
        guard let control else { return }
        control.host?.refreshControl = nil
        control.host = self
        insertSubview(control, at: 0)
        alwaysBounceVertical = true
        offsetObservers.add(control) { [weak control] scrollView in
            guard let control else { return }
            scrollView.layoutRefreshControl()
            control.scrollViewPulled(scrollView.refreshPull, dragging: scrollView.isDragging, scrollViewHeight: scrollView.bounds.height)
        }
        layoutRefreshControl()
    }

    /// How far the content is pulled down past its resting top (without the refresh inset).
    var refreshPull: CGFloat {
        -(contentOffset.y + adjustedContentInset.top - refreshHost.topInset)
    }

    /// Places the control between the visible top and the content's top (at least its own
    /// height tall while refreshing).
    func layoutRefreshControl() {
        guard let control = refreshHost.control else { return }
        let contentTop = -contentInset.top
        let wanted = control.sizeThatFits(bounds.size).height
        let gap = max(refreshPull, control.isRefreshing ? wanted : 0, 0)
        control.frame = CGRect(x: 0, y: contentTop - gap, width: bounds.width, height: gap)
    }

    /// The refresh inset changed: the scroll view tells its delegate as for any inset change.
    func adjustedContentInsetChangedByRefreshControl() {
        adjustedContentInsetMayHaveChanged()
    }
}
