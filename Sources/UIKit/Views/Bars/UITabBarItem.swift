import CoreGraphics
import Foundation

/// One tab of a tab bar: a title, an image (a template, tinted with the bar's colors unless
/// its rendering mode is `.alwaysOriginal`), an image for the selected state, and a badge.
///
/// A view controller's `tabBarItem` is the one its tab shows; changing the item changes the
/// tab at once.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// UIKit's own tabs, with their titles and glyphs.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    open override var imageInsets: UIEdgeInsets { didSet { changed() } }
    /// The image shown while the tab is selected; `image` when nil.
    open var selectedImage: UIImage? {
        get { _selectedImage ?? image }
        set { _selectedImage = newValue; changed() }
    }
    private var _selectedImage: UIImage?
    /// The text of the badge at the item's top right corner; nil shows none, "" a dot-sized
    /// empty capsule.
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's background color; system red when nil.
    open var badgeColor: UIColor? { didSet { appearanceDidSet(\.badgeColor); changed() } }
    /// How far the title moves from its default place.
    open var titlePositionAdjustment = UIOffset.zero { didSet { appearanceDidSet(\.titlePositionAdjustment); changed() } }
    /// The item's own appearance, over the bar's; nil uses the bar's.
    /// Kept as a copy, as UIKit does.
    open var standardAppearance: UITabBarAppearance? {
        get { _standardAppearance }
        set { _standardAppearance = newValue?.duplicate(); appearanceDidSet(\.standardAppearance, value: newValue); changed() }
    }
    /// The item's own appearance at the scroll edge; nil uses `standardAppearance`'s rule.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = newValue?.duplicate(); appearanceDidSet(\.scrollEdgeAppearance, value: newValue); changed() }
    }
    private var _standardAppearance: UITabBarAppearance?
    private var _scrollEdgeAppearance: UITabBarAppearance?
    /// The system item the item was made as, if any.
    var systemItem: SystemItem?
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    /// From a nib or storyboard (`<tabBarItem>`), or an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder {
            decodeTabBarItemAttributes(nib)
        } else {
            badgeValue = coder.decodeObject(forKey: "UIBadgeValue") as? String
        }
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(badgeValue, forKey: "UIBadgeValue")
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of UIKit's tabs, with its title and glyph.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        self.image = TabBarSystemGlyph.image(for: systemItem)
        self.tag = tag
    }

    /// The badge's text attributes in `state`.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
        appearanceDidSet("setBadgeTextAttributes(_:for:) \(state.rawValue)") { $0.setBadgeTextAttributes(textAttributes, for: state) }
        changed()
    }

    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }

    open override func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        super.setTitleTextAttributes(attributes, for: state)
        changed()
    }

}

extension UITabBarItem.SystemItem {
    /// The title iOS shows under the glyph.
    var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}
