import CoreGraphics

/// `hidesBottomBarWhenPushed`: a controller pushed on a navigation stack in the selected tab
/// shows without the tab bar, and so does every controller pushed above it; popping back
/// below it brings the bar back. The children's bottom safe area follows at once; the bar
/// itself leaves riding on the view that goes under in the push (the arriving view slides
/// over it) and comes back riding on the view the pop uncovers, as on iOS.
extension UINavigationController {
    /// Whether a controller pushed on this stack (not its root) asks to hide the bottom bar.
    var hidesBottomBarForStack: Bool { stack.dropFirst().contains { $0.hidesBottomBarWhenPushed } }

    /// The tab bar controller whose bar this stack hides: the one showing this navigation
    /// controller as its selected tab.
    var bottomBarOwner: UITabBarController? {
        guard let tabs = _parent as? UITabBarController, tabs.shown === self else { return nil }
        return tabs
    }
}

extension UITabBarController {
    /// Whether the selected tab's navigation stack takes the bar away.
    var barHiddenByPush: Bool { (shown as? UINavigationController)?.hidesBottomBarForStack ?? false }

    /// The selected tab's stack changed: the bar goes or comes back now (the layout, and so
    /// the children's safe area, follows); in an animated change on screen an image of the bar
    /// rides on the view leaving or arriving instead, and is returned.
    func bottomBarRide(animated: Bool) -> BottomBarRide? {
        guard let container = viewIfLoaded else { return nil }
        let wasHidden = tabBar.superview !== container
        let hides = barHiddenByPush
        guard hides != wasHidden else { return nil }
        let relayout = {
            container.setNeedsLayout()
            container.layoutIfNeeded()
        }
        guard animated, container.window != nil, !tabBar.isHidden else {
            relayout()
            return nil
        }
        if hides {
            let frame = tabBar.convert(tabBar.bounds, to: nil)
            let image = tabBar.snapshotView(afterScreenUpdates: true)
            relayout()
            return image.map { BottomBarRide(image: $0, frameInWindow: frame, onLeavingView: true, tabBar: nil) }
        }
        relayout()
        let frame = tabBar.convert(tabBar.bounds, to: nil)
        guard let image = tabBar.snapshotView(afterScreenUpdates: true) else { return nil }
        tabBar.isHidden = true
        return BottomBarRide(image: image, frameInWindow: frame, onLeavingView: false, tabBar: tabBar)
    }
}

/// An image of the tab bar riding on a view in a push or pop, standing in for the bar.
@MainActor
final class BottomBarRide {
    private let image: UIView
    private let frameInWindow: CGRect
    /// Whether it rides on the leaving view (a push that hides the bar) or the arriving one
    /// (a pop that brings it back).
    private let onLeavingView: Bool
    /// The real bar, hidden until the arriving view is in place.
    private weak var tabBar: UITabBar?

    init(image: UIView, frameInWindow: CGRect, onLeavingView: Bool, tabBar: UITabBar?) {
        self.image = image
        self.frameInWindow = frameInWindow
        self.onLeavingView = onLeavingView
        self.tabBar = tabBar
        image.isUserInteractionEnabled = false
    }

    /// Puts the image on its view, where the bar is on screen; the views are at their places
    /// in `container` (the navigation controller's transition view, in a window) before the
    /// animation moves them.
    func attach(leaving: UIView?, arriving: UIView, in container: UIView) {
        guard let view = onLeavingView ? leaving : arriving, container.window != nil else { return }
        let frame = container.convert(frameInWindow, from: nil)
        image.frame = frame.offsetBy(dx: -view.frame.minX + view.bounds.minX, dy: -view.frame.minY + view.bounds.minY)
        view.addSubview(image)
    }

    /// The transition ended: the image goes, and the real bar shows where it is wanted.
    func end() {
        image.removeFromSuperview()
        tabBar?.isHidden = false
    }
}
