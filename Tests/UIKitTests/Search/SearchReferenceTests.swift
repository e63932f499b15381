import Testing
import UIKit
import UIKitTesting

/// Search as iOS draws it: the standalone bar (material background, the rounded 36-point
/// field with its magnifier and secondary-label placeholder, the Cancel button, the scope
/// bar) and a navigation controller with a large title and its search bar under it: at the
/// top, collapsing as the list scrolls, and searching.
@Suite("Search (reference images)", .serialized, .freshContext) @MainActor
struct SearchReferenceTests {
    @Test("A standalone search bar with a placeholder, the Cancel button and a three-button scope bar, over a white view")
    func standaloneWithScopeBar() {
        let host = UITestHost(size: CGSize(width: 320, height: 140), scale: 2)
        host.window.backgroundColor = .systemBackground
        let bar = UISearchBar()
        bar.placeholder = "Search"
        bar.showsCancelButton = true
        bar.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
        bar.showsScopeBar = true
        bar.frame = CGRect(x: 0, y: 20, width: 320, height: bar.sizeThatFits(CGSize(width: 320, height: 0)).height)
        host.window.addSubview(bar)
        host.runLoopTurn()
        let diff = ReferenceImage.compare(host.renderScreen(), named: "search-bar-scope")
        #expect(diff == nil, "\(diff!)")
    }

    /// A list titled Fruit with a search controller in its navigation item, under a bar that
    /// prefers large titles.
    private func navigationScene() -> (UITestHost, TextListController, UISearchController) {
        let host = UITestHost(size: CGSize(width: 320, height: 568), scale: 2)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let list = searchedList()
        list.title = "Fruit"
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Search"
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        host.window.rootViewController = navigation
        host.runLoopTurn()
        return (host, list, search)
    }

    @Test("A navigation controller with a large title and its search bar below it, at the top of a list")
    func navigationLargeTitleWithSearch() {
        let (host, _, _) = navigationScene()
        let diff = ReferenceImage.compare(host.renderScreen(), named: "search-navigation-large-title")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("Searching from the navigation bar: the title gives way to the search bar with its Cancel button, typed text and the clear button, over the list")
    func navigationSearching() {
        let (host, _, search) = navigationScene()
        host.tap(at: search.searchBar.searchTextField.convert(CGPoint(x: 100, y: 18), to: nil))
        host.typeText("Apple")
        host.runLoopTurn()
        host.advanceInFrames(0.6)
        host.runLoopTurn()
        let diff = ReferenceImage.compare(host.renderScreen(), named: "search-navigation-searching")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("Scrolled 14 points: the search bar collapsing under the large title, its field shorter and fading")
    func navigationHalfCollapsed() {
        let (host, list, _) = navigationScene()
        list.tableView.contentOffset.y += 14
        host.runLoopTurn()
        let diff = ReferenceImage.compare(host.renderScreen(), named: "search-navigation-collapsing")
        #expect(diff == nil, "\(diff!)")
    }
}
