import CoreGraphics
import Foundation

/// The More tab: in a compact-width environment (a phone) a bar shows at most five tabs;
/// with more, the fifth slot is More, whose navigation controller lists the rest and pushes
/// the one chosen.
extension UITabBarController {
    /// The most tabs a compact-width bar shows, the last of them More when there are more.
    static let compactTabLimit = 5

    /// The navigation controller of the More tab: its root lists the tabs the bar has no room
    /// for; choosing one pushes it. Made on first ask.
    public var moreNavigationController: UINavigationController {
        if let made = moreNavigation { return made }
        let list = MoreListController()
        list.owner = self
        let navigation = UINavigationController(rootViewController: list)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        moreNavigation = navigation
        return navigation
    }

    /// Whether the tabs overflow the bar, so the last slot is More.
    var showsMore: Bool {
        (tabs?.count ?? 0) > Self.compactTabLimit && traitCollection.horizontalSizeClass != .regular
    }

    /// The tabs with a slot of their own in the bar.
    var barTabs: [UIViewController] {
        guard let tabs else { return [] }
        return showsMore ? Array(tabs.prefix(Self.compactTabLimit - 1)) : tabs
    }

    /// The tabs listed in More.
    var overflowTabs: [UIViewController] {
        guard let tabs, showsMore else { return [] }
        return Array(tabs.dropFirst(Self.compactTabLimit - 1))
    }

    /// Shows `controller`, one of the overflowing tabs, pushed on the More list (the More tab
    /// selected first when it is not).
    func showFromMoreList(_ controller: UIViewController, animated: Bool = true) {
        let navigation = moreNavigationController
        if shown !== navigation { show(navigation, userInitiated: false) }
        if navigation.viewControllers.count > 1 { _ = navigation.popToRootViewController(animated: false) }
        navigation.pushViewController(controller, animated: animated && navigation.viewIfLoaded?.window != nil)
    }

    /// A tap on the selected tab: a navigation controller there (the More list's too) pops to
    /// its root.
    func popToRootOnReselect(_ controller: UIViewController) {
        guard let navigation = controller as? UINavigationController, navigation.viewControllers.count > 1 else { return }
        _ = navigation.popToRootViewController(animated: true)
    }
}
