import Foundation

/// Bar items take their proxies' values when the view showing them in a bar enters a window.
extension UIBarItem: AppearanceRecording {
    /// The containers around the view showing the item (the bar, its controller …), innermost first.
    var appearanceContainers: [AnyObject] {
        guard let view = appearanceHostView else { return [] }
        return [view] + view.appearanceContainers
    }

    var appearanceTraits: UITraitCollection { appearanceHostView?.traitCollection ?? UITraitCollection.current }

    /// Applies the proxies' values as `view`, which shows the item in a bar, enters a window;
    /// true when anything was set (the view then shows the item again).
    func applyAppearance(shownIn view: UIView) -> Bool {
        let registry = AppearanceRegistry.current
        guard registry.hasProxies else { return false }
        appearanceHostView = view
        defer { appearanceHostView = nil }
        return registry.apply(to: self)
    }
}
