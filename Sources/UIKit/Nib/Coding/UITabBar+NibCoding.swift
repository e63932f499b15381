import Foundation

extension UITabBar {
    /// A tab bar's Attributes-inspector settings: its colors, translucency, images, item
    /// positioning, and (for a bar on its own) its `<items>`.
    func decodeTabBarAttributes(_ nib: UINibDecoder) {
        if let color = nib.color("barTintColor") { barTintColor = color }
        if let color = nib.color("unselectedItemTintColor") { unselectedItemTintColor = color }
        if let translucent = nib.flag("translucent") { isTranslucent = translucent }
        if let image = nib.image("backgroundImage") { backgroundImage = image }
        if let image = nib.image("shadowImage") { shadowImage = image }
        if let image = nib.image("selectionIndicatorImage") { selectionIndicatorImage = image }
        if let positioning = nib.enumeration("itemPositioning", { (name: String) -> ItemPositioning? in
            switch name {
            case "automatic": .automatic
            case "fill": .fill
            case "centered": .centered
            default: nil
            }
        }) { itemPositioning = positioning }
        if let width = nib.number("itemWidth") { itemWidth = CGFloat(width) }
        if let spacing = nib.number("itemSpacing") { itemSpacing = CGFloat(spacing) }
        let items = nib.objects(in: "items").compactMap { $0 as? UITabBarItem }
        if !items.isEmpty { setItems(items, animated: false) }
    }

    /// The `selectedItem` outlet of a nib (`delegate` is DelegateOutlets'); false for other keys.
    func setTabBarValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "selectedItem": selectedItem = value as? UITabBarItem
        default: return false
        }
        return true
    }
}

extension UITabBarItem {
    /// A tab bar item's title, images, tag, badge and enabled state, or its system item.
    func decodeTabBarItemAttributes(_ nib: UINibDecoder) {
        if let name = nib.string("systemItem") {
            guard let item = Self.systemItem(named: name) else {
                nib.fail(.invalidValue, "systemItem=\"\(name)\" is not a system tab bar item UIKit knows")
                return
            }
            systemItem = item
            title = item.title
            image = TabBarSystemGlyph.image(for: item)
        }
        if let title = nib.string("title") { self.title = title }
        if let image = nib.image("image") { self.image = image }
        if let image = nib.image("selectedImage") { selectedImage = image }
        if let image = nib.image("landscapeImage") { landscapeImagePhone = image }
        if let image = nib.image("largeContentSizeImage") { largeContentSizeImage = image }
        if let tag = nib.number("tag") { self.tag = Int(tag) }
        if let badge = nib.string("badgeValue") { badgeValue = badge }
        if let color = nib.color("badgeColor") { badgeColor = color }
        isEnabled = nib.bool("enabled", default: true)
    }

    private static func systemItem(named name: String) -> SystemItem? {
        switch name {
        case "more": .more
        case "favorites": .favorites
        case "featured": .featured
        case "topRated": .topRated
        case "recents": .recents
        case "contacts": .contacts
        case "history": .history
        case "bookmarks": .bookmarks
        case "search": .search
        case "downloads": .downloads
        case "mostRecent": .mostRecent
        case "mostViewed": .mostViewed
        default: nil
        }
    }
}

extension UIViewController {
    /// A scene's `<tabBarItem key="tabBarItem">`: the controller's tab.
    func decodeTabBarItem(_ nib: UINibDecoder) {
        guard let element = nib.child(key: "tabBarItem") else { return }
        if let item = nib.session.instantiate(element) as? UITabBarItem { settings.tabBarItem = item }
    }
}
