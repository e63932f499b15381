import CoreGraphics

// The top item's search bar (`UINavigationItem.searchController`): below the title (and the
// large title), 52 points tall (more with its scope bar), collapsing into the bar as the
// content scrolls up when `hidesSearchBarWhenScrolling`; while its search is active the bar
// gives way to it (`hidesNavigationBarDuringPresentation`).
extension UINavigationBar {
    /// The search bar the top item shows below its title, if any (an inline one is in the row).
    var topSearchBar: UISearchBar? {
        guard let item = topItem, !item.placesSearchBarInline else { return nil }
        return item.searchController?.searchBar
    }

    /// The search bar's height when fully shown: the field's row and the scope bar.
    var searchBarFullHeight: CGFloat {
        guard let bar = topSearchBar else { return 0 }
        return SearchBarMetrics.navigationBarHeight + (bar.showsScopeRow ? SearchBarMetrics.scopeBarHeight : 0)
    }

    /// The search bar's height now.
    var searchBarHeight: CGFloat { isSearchActive ? searchBarFullHeight : searchBarFullHeight * min(1, max(0, searchFraction)) }

    /// How much of the search bar scrolling may collapse (none while searching, or when the
    /// item keeps it: `hidesSearchBarWhenScrolling` false).
    var searchCollapsibleHeight: CGFloat {
        guard !isSearchActive, topItem?.hidesSearchBarWhenScrolling ?? true else { return 0 }
        return searchBarFullHeight
    }

    /// Whether the search has taken the bar over (its title row and large title are gone).
    var showsOnlySearchBar: Bool { isSearchActive && topSearchBar != nil }

    /// The bar's height with everything shown (its large title and search bar expanded): the
    /// content's safe area ends there.
    var expandedHeight: CGFloat {
        if showsOnlySearchBar { return searchBarFullHeight }
        return rowHeight + (topItem?.prompt != nil ? NavigationBarMetrics.promptHeight : 0)
            + (showsLargeTitle ? NavigationBarMetrics.largeTitleHeight : 0) + searchBarFullHeight
    }

    /// The search bar's size changed (its scope bar came or went).
    func searchBarGeometryDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        navigationController?.viewIfLoaded?.setNeedsLayout()
    }

    /// The search began or ended: the bar shrinks to its search bar, or grows back, along with
    /// the navigation controller's layout.
    func setSearchActive(_ active: Bool, animated: Bool) {
        guard isSearchActive != active else { return }
        isSearchActive = active
        searchBarGeometryDidChange()
        guard animated, window != nil else { return }
        let root = navigationController?.viewIfLoaded ?? self
        UIView.animate(withDuration: SearchTransitionAnimator.duration) { root.layoutIfNeeded() }
    }

    /// Places the search bar in `content`, below the title rows, at `top`.
    func placeSearchBar(in content: NavigationBarContentView, at top: CGFloat) {
        guard !content.item.placesSearchBarInline, let searchBar = content.item.searchController?.searchBar,
              searchBar.superview === content else { return }
        let height = content === self.content ? searchBarHeight : searchBarFullHeight
        searchBar.fieldSideInset = content.margin
        searchBar.clipsToBounds = true
        searchBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
        // The field fades out over the second half of its collapse.
        searchBar.alpha = searchBarFullHeight > 0 ? min(1, max(0, (height / searchBarFullHeight - 0.5) * 2)) : 1
    }
}
