import Foundation

/// Bar button items that a navigation bar places together, with an optional representative
/// item it shows instead when the bar lacks room for them all. A tap on a representative item
/// with no action of its own shows the group's items as a menu.
@preconcurrency @MainActor
open class UIBarButtonItemGroup: NSObject, @preconcurrency NSCoding {
    /// How the group may take part in a navigation bar's customization (iOS 16).
    enum Customization: Equatable {
        /// Always in the bar, where it was put.
        case fixed
        /// Always in the bar; the user may move it.
        case movable(String)
        /// The user may move or remove it; `inDefault` says whether it starts in the bar.
        case optional(String, inDefault: Bool)
    }

    /// The items shown in the bar, in order. An item belongs to one group at a time: putting it
    /// in this one takes it out of the group it was in (Apple's rule).
    open var barButtonItems: [UIBarButtonItem] {
        didSet {
            for item in oldValue where item.buttonGroup === self && !barButtonItems.contains(where: { $0 === item }) {
                item.buttonGroup = nil
            }
            adopt(barButtonItems)
            changed()
        }
    }

    /// The item shown in place of the group's items when the bar lacks room; nil never
    /// collapses the group. It must not be one of `barButtonItems`.
    open var representativeItem: UIBarButtonItem? {
        didSet {
            if oldValue !== representativeItem, oldValue?.buttonGroup === self { oldValue?.buttonGroup = nil }
            if let representativeItem { adopt([representativeItem]) }
            changed()
        }
    }

    /// Whether the bar shows the representative item now instead of the items; the bar sets it
    /// each time it lays the group out.
    open internal(set) var isDisplayingRepresentativeItem = false

    /// Whether the group is left out of the bar (iOS 16).
    open var isHidden = false { didSet { if isHidden != oldValue { changed() } } }

    /// Whether the group stays in the bar while a customization removes others (iOS 16); kept.
    open var alwaysAvailable = false

    /// What the group shows as when it appears in a menu (iOS 16); nil: its items as actions.
    open var menuRepresentation: UIMenuElement? { didSet { changed() } }

    let customization: Customization

    /// The navigation item showing the group, told when the group changes.
    weak var navigationItem: UINavigationItem?

    public convenience init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.init(barButtonItems: barButtonItems, representativeItem: representativeItem, customization: .fixed)
    }

    init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?, customization: Customization) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        self.customization = customization
        super.init()
        adopt(barButtonItems + [representativeItem].compactMap { $0 })
    }

    public required init?(coder: NSCoder) {
        barButtonItems = []
        customization = .fixed
        super.init()
    }

    open func encode(with coder: NSCoder) {}

    /// A group that stays where it is put when the user customizes the bar (iOS 16).
    open class func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem, customization: .fixed)
    }

    /// A group the user may move but not remove when customizing the bar (iOS 16).
    open class func movableGroup(customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil,
                                 items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem,
                             customization: .movable(customizationIdentifier))
    }

    /// A group the user may move, remove or add when customizing the bar (iOS 16). With
    /// `isInDefaultCustomization` false it starts outside the bar, in the customization
    /// popover; with no customization UI here, such a group is not shown.
    open class func optionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true,
                                  representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem,
                             customization: .optional(customizationIdentifier, inDefault: isInDefaultCustomization))
    }

    /// Whether the bar shows the group: not hidden, and in the bar unless the user adds it.
    var isShownInBar: Bool {
        if isHidden { return false }
        if case .optional(_, let inDefault) = customization { return inDefault }
        return true
    }

    /// The menu a representative item without an action shows: the group's visible items,
    /// each as an action doing what a tap on it does (an item's menu as a submenu).
    var itemsMenu: UIMenu {
        UIMenu(children: barButtonItems.filter { !$0.isHidden }.compactMap(\.groupMenuElement))
    }

    /// Makes `items` this group's, taking them out of the groups they were in.
    private func adopt(_ items: [UIBarButtonItem]) {
        for item in items where item.buttonGroup !== self {
            if let old = item.buttonGroup { old.release(item) }
            item.buttonGroup = self
        }
    }

    /// `item` moved to another group.
    private func release(_ item: UIBarButtonItem) {
        if representativeItem === item { representativeItem = nil }
        barButtonItems.removeAll { $0 === item }
    }

    private func changed() { navigationItem?.itemGroupsDidChange() }
}
