import CoreGraphics

extension UINavigationItem {
    /// Where the navigation bar puts the item's search bar (iOS 16).
    public enum SearchBarPlacement: Int, Sendable {
        /// As the layout calls for: inline in a regular-width bar whose item is a browser or
        /// an editor (`style`), stacked otherwise.
        case automatic = 0
        /// At the trailing end of the bar's row, beside the other items (regular width; in
        /// compact width the search bar stacks, there being no room).
        case inline = 1
        /// Below the title, as before iOS 16.
        case stacked = 2
    }

    /// The placement the item asks for; `.automatic` by default. Only an item with a
    /// `searchController` has a search bar to place.
    public var preferredSearchBarPlacement: SearchBarPlacement {
        get { storedSearchBarPlacement }
        set {
            guard newValue != storedSearchBarPlacement else { return }
            storedSearchBarPlacement = newValue
            changed()
            bar?.searchBarGeometryDidChange()
        }
    }

    /// The placement the bar gives the search bar now (never `.automatic`).
    public var searchBarPlacement: SearchBarPlacement {
        let regular = bar?.traitCollection.horizontalSizeClass == .regular
        switch storedSearchBarPlacement {
        case .stacked: return .stacked
        case .inline: return regular ? .inline : .stacked
        case .automatic: return regular && style != .navigator ? .inline : .stacked
        }
    }

    /// Whether the bar shows the search bar in its row.
    var placesSearchBarInline: Bool { searchController != nil && searchBarPlacement == .inline }
}

extension UISearchController {
    /// Where the navigation bar showing this controller's search bar puts it (`.stacked` when
    /// no navigation item shows it).
    public var searchBarPlacement: UINavigationItem.SearchBarPlacement {
        let item = searchBar.hostingNavigationBar?.items?.last { $0.searchController === self }
        return item?.searchBarPlacement ?? .stacked
    }
}

/// An inline search bar's width in the bar's row (estimated from iPadOS 16's bars): up to a
/// third of the row, between these bounds, never more than half the room the items leave.
enum InlineSearchMetrics {
    static let minimumWidth: CGFloat = 180
    static let maximumWidth: CGFloat = 360

    static func width(row: CGFloat, room: CGFloat) -> CGFloat {
        min(max(minimumWidth, row / 3), maximumWidth, max(0, room / 2)).rounded()
    }
}

extension NavigationBarContentView {
    /// Places an inline search bar at the trailing end of the row; returns the trailing edge
    /// left for the items.
    func placeInlineSearchBar(trailing: CGFloat, leading: CGFloat) -> CGFloat {
        guard item.placesSearchBarInline, let searchBar = item.searchController?.searchBar, searchBar.superview === self else {
            return trailing
        }
        let row = rowFrame
        let width = InlineSearchMetrics.width(row: row.width, room: trailing - leading)
        searchBar.fieldSideInset = 0
        searchBar.clipsToBounds = false
        searchBar.alpha = rowAlpha
        searchBar.frame = CGRect(x: trailing - width, y: row.minY, width: width, height: row.height)
        return trailing - width - Self.itemSpacing
    }
}
