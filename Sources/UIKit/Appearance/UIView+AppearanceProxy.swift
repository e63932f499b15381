import Foundation

/// Views take their proxies' values as they enter a window.
extension UIView: AppearanceRecording {
    var isAppearanceProxy: Bool { viewFlags.contains(.appearanceProxy) }

    /// The superviews up to the window, each followed by the view controller whose view it is
    /// and, for a presented one, its presentation controller; the view's own controller first.
    var appearanceContainers: [AnyObject] {
        var chain: [AnyObject] = []
        if let controller = _viewController { Self.appendContainers(of: controller, to: &chain) }
        var next = _superview
        while let view = next {
            chain.append(view)
            if let controller = view._viewController { Self.appendContainers(of: controller, to: &chain) }
            next = view._superview
        }
        return chain
    }

    var appearanceTraits: UITraitCollection { traitCollection }

    private static func appendContainers(of controller: UIViewController, to chain: inout [AnyObject]) {
        chain.append(controller)
        if controller.presentingViewController != nil, let presentation = controller.presentation.controller {
            chain.append(presentation)
        }
    }

    /// As the view and its subviews enter a window, once their traits are known (for the
    /// trait-specific proxies): iOS "applies appearance changes when a view enters a window"
    /// and leaves views already in one as they are. Superviews go first; the views that show
    /// bar items give them their proxies' values too.
    func applyAppearanceInSubtree() {
        let registry = AppearanceRegistry.current
        guard registry.hasProxies else { return }
        var stack = [self]
        while let view = stack.popLast() {
            if view is UIWindow, view !== self { continue }
            _ = registry.apply(to: view)
            (view as? BarItemShowing)?.applyItemAppearance()
            stack.append(contentsOf: view._subviews.reversed())
        }
    }
}

/// A view that shows a bar item in a bar: the item takes its proxies' values as the view
/// enters a window.
@MainActor
protocol BarItemShowing: AnyObject {
    func applyItemAppearance()
}
