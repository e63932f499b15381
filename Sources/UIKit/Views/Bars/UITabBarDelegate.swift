/// What a tab bar tells the object that manages its selection.
@MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item` (also when it was selected already); not called when code sets
    /// `selectedItem`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
