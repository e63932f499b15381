import CoreGraphics
import Foundation

/// The More list's Edit button: it opens the tab bar's customizing sheet with the
/// customizable tabs; tabs dragged onto the bar take those slots, and when Done ends it the
/// tabs are reordered to match (the bar's tabs first, in the bar's order, then the rest in
/// their old order), the delegate hearing of each step.
extension UITabBarController {
    /// The tabs the user may rearrange, in tab order.
    var customizableTabs: [UIViewController] {
        guard let allowed = customizableViewControllers else { return [] }
        return (tabs ?? []).filter { tab in allowed.contains { $0 === tab } }
    }

    /// The More list's Edit button was tapped.
    func beginCustomizingTabs() {
        let customizable = customizableTabs
        guard !customizable.isEmpty, !tabBar.isCustomizing else { return }
        tabBar.beginCustomizingItems(customizable.map(\.tabBarItem))
    }

    /// The tabs in the order the bar shows them now: those on the bar first, then the rest as
    /// they were.
    var customizedTabOrder: [UIViewController] {
        let all = tabs ?? []
        let onBar = tabBar._items.compactMap { item in all.first { $0.tabBarItem === item } }
        return onBar + all.filter { tab in !onBar.contains { $0 === tab } }
    }

    /// The tab controllers of `items` (the sheet's items).
    func tabs(for items: [UITabBarItem]) -> [UIViewController] {
        items.compactMap { item in tabs?.first { $0.tabBarItem === item } }
    }

    /// Puts the tabs in `order`, keeping the selection and the customizable list.
    func applyCustomizedOrder(_ order: [UIViewController]) {
        let customizable = customizableViewControllers
        replaceTabs(with: order, animated: false)
        customizableViewControllers = customizable
    }
}

extension MoreListController {
    /// Shows Edit in the list's bar while the tab bar controller has customizable tabs.
    func updateEditButton() {
        let editable = owner.map { !$0.customizableTabs.isEmpty } ?? false
        guard editable != (navigationItem.rightBarButtonItem != nil) else { return }
        navigationItem.rightBarButtonItem = editable
            ? UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { [weak self] _ in self?.owner?.beginCustomizingTabs() })
            : nil
    }
}
