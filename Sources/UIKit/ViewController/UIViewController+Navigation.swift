import CoreGraphics

/// What a controller shows in its containers' bars, kept until a container asks.
struct ContainerItems {
    var navigationItem: UINavigationItem?
    var toolbarItems: [UIBarButtonItem]?
    /// The transition running among the controller's children (a push or pop), so that
    /// `transitionCoordinator` finds it from the children.
    var childTransition: ControllerTransition?
    /// The scroll views set with `setContentScrollView(_:for:)`, by edge.
    var contentScrollViews: [UInt: WeakScrollView] = [:]
}

extension UIViewController {
    /// The nearest navigation controller above the controller (itself excluded).
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// What the navigation bar shows while the controller is on top: made on first ask, with
    /// the controller's title until one is set on the item.
    public var navigationItem: UINavigationItem {
        if let item = containerItems.navigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        containerItems.navigationItem = item
        return item
    }

    /// The items the navigation controller's toolbar shows while the controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { containerItems.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        containerItems.toolbarItems = toolbarItems
        guard let navigation = navigationController, navigation.topViewController === self else { return }
        navigation.toolbar.setItems(toolbarItems, animated: animated)
    }

    /// The title changed: the navigation item and the tab bar item follow (iOS keeps them in step).
    func titleDidChange() {
        containerItems.navigationItem?.title = title
        settings.tabBarItem?.title = title
    }
}
