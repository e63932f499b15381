import CoreGraphics
import Foundation

/// What a navigation bar shows for one controller: its title (or title view), prompt, bar
/// button items, back button, and how the large title and the bar look. A controller's
/// `navigationItem` is pushed onto its navigation controller's bar with it.
@preconcurrency @MainActor
open class UINavigationItem: NSObject, @preconcurrency NSCoding {
    /// How the back button shows the previous item's title.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous title, "Back" when it does not fit, or only the chevron.
        case `default` = 0
        /// "Back" (or the previous item's `backButtonTitle`), or only the chevron.
        case generic = 1
        /// Only the chevron.
        case minimal = 2
    }

    /// When the item shows a large title.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack does (large at the root when the bar prefers large titles).
        case automatic = 0
        case always = 1
        case never = 2
        /// The title at the leading edge, at the standard size (iOS 17).
        case inline = 3
    }

    /// The item's role, which decides where the title goes.
    public enum ItemStyle: Int, Sendable {
        case navigator = 0, browser, editor
    }

    public override init() { super.init() }
    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
        if let nib = coder as? UINibDecoder { decodeNavigationItemAttributes(nib) }
    }

    open func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "UITitle")
        coder.encode(prompt, forKey: "UIPrompt")
        coder.encode(backButtonTitle, forKey: "UIBackButtonTitle")
    }

    open var title: String? { didSet { changed() } }
    /// A view in place of the title.
    open var titleView: UIView? { didSet { changed() } }
    /// A line of text above the title; the bar grows by 30 points to show it.
    open var prompt: String? { didSet { changed() } }
    /// The button the next item shows to come back here (its title and action are the bar's).
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// The title the next item's back button shows, in place of this item's title.
    open var backButtonTitle: String? { didSet { changed() } }
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
    open var hidesBackButton = false { didSet { changed() } }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Whether the left items go after the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    open var style: ItemStyle = .navigator { didSet { changed() } }

    /// The items at the leading side, first at the edge: the leading groups' items. Setting
    /// them replaces the leading groups (UINavigationItem+ItemGroups.swift).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { Self.items(of: leadingItemGroups) }
        set { leadingItemGroups = Self.groups(holding: newValue) }
    }
    /// The items at the trailing side, first at the edge: the trailing groups' items.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { Self.items(of: trailingItemGroups) }
        set { trailingItemGroups = Self.groups(holding: newValue) }
    }
    /// The groups at the leading side, first at the edge (iOS 16); they replace `leftBarButtonItems`.
    open var leadingItemGroups: [UIBarButtonItemGroup] = [] { didSet { groupsChanged(from: oldValue, to: leadingItemGroups) } }
    /// The groups at the trailing side, first at the edge (iOS 16); they replace `rightBarButtonItems`.
    open var trailingItemGroups: [UIBarButtonItemGroup] = [] { didSet { groupsChanged(from: oldValue, to: trailingItemGroups) } }
    /// The groups iOS puts in the bar's middle (browser and editor styles) or in its overflow
    /// menu (navigator style) (iOS 16).
    open var centerItemGroups: [UIBarButtonItemGroup] = [] { didSet { groupsChanged(from: oldValue, to: centerItemGroups) } }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Swift's name for `setLeftBarButtonItem:animated:`.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    @available(*, deprecated, renamed: "setLeftBarButton(_:animated:)")
    open func setLeftBarButtonItem(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    @available(*, deprecated, renamed: "setRightBarButton(_:animated:)")
    open func setRightBarButtonItem(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// The search controller whose search bar the navigation bar shows below the title.
    open var searchController: UISearchController? {
        didSet {
            if oldValue !== searchController, oldValue?.searchBar.hostingNavigationBar === bar { oldValue?.searchBar.hostingNavigationBar = nil }
            changed()
            bar?.searchBarGeometryDidChange()
        }
    }
    /// Whether the search bar collapses into the bar as the content scrolls up (it shows only
    /// at the content's top); true by default.
    open var hidesSearchBarWhenScrolling = true { didSet { bar?.searchBarGeometryDidChange() } }

    /// The bar's look while this item is on top; nil uses the bar's.
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }

    /// The bar showing the item, told when the item changes.
    weak var bar: UINavigationBar?
    /// `preferredSearchBarPlacement`'s value.
    var storedSearchBarPlacement: SearchBarPlacement = .automatic

    func changed() { bar?.itemDidChange(self) }

    /// The title the next item's back button shows by default: `backButtonTitle`, else the
    /// back item's title, else the title (nil: "Back").
    var backTitle: String? { backBarButtonItem?.title ?? backButtonTitle ?? title }
}
