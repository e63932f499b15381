import Foundation

extension UIBarButtonItem {
    /// A fixed group holding only this item (iOS 16), taking it out of the group it was in.
    public func creatingFixedGroup() -> UIBarButtonItemGroup {
        UIBarButtonItemGroup.fixedGroup(items: [self])
    }

    /// A movable group holding only this item (iOS 16).
    public func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup.movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }

    /// An optional group holding only this item (iOS 16).
    public func creatingOptionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup.optionalGroup(customizationIdentifier: customizationIdentifier,
                                           isInDefaultCustomization: isInDefaultCustomization, items: [self])
    }

    /// The menu a tap or long press shows: the item's own, or, for a group's representative
    /// item, the group's items (UIKit's "standard interface" for a collapsed group).
    var shownMenu: UIMenu? {
        if let menu { return menu }
        guard let group = buttonGroup, group.representativeItem === self else { return nil }
        return group.menuRepresentation.map { $0 as? UIMenu ?? UIMenu(children: [$0]) } ?? group.itemsMenu
    }

    /// The item as a row of its collapsed group's menu: an action that does what a tap does
    /// (disabled with the item), or a submenu for an item whose tap opens a menu; nil for spaces.
    var groupMenuElement: UIMenuElement? {
        if systemItem == .flexibleSpace || systemItem == .fixedSpace { return nil }
        let title = title ?? systemItem?.menuTitle ?? ""
        if !hasAction, let menu {
            return UIMenu(title: title, image: image, children: menu.children)
        }
        return UIAction(title: title, image: image, attributes: isEnabled ? [] : .disabled) { [weak self] _ in
            self?.performPrimaryAction()
        }
    }
}

extension UIBarButtonItem.SystemItem {
    /// The name a symbol item goes by in a menu (its title for the text items).
    var menuTitle: String {
        if let title { return title }
        switch self {
        case .fastForward: return "Fast Forward"
        default: return String(describing: self).prefix(1).uppercased() + String(describing: self).dropFirst()
        }
    }
}
