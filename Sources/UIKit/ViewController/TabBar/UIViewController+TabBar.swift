import Foundation

extension UIViewController {
    /// The nearest ancestor that is a tab bar controller: the one whose tab this controller
    /// (or a container above it) is.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// The item that is the controller's tab in a tab bar controller: made on first ask with
    /// the controller's title and no image; setting `title` later changes its title too.
    /// Setting another item changes the tab.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = settings.tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            settings.tabBarItem = item
            return item
        }
        set {
            guard newValue !== settings.tabBarItem else { return }
            settings.tabBarItem = newValue
            (parent as? UITabBarController)?.tabItemsDidChange()
        }
    }
}
