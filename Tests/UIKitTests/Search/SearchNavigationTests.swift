import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UINavigationItem.searchController`: the navigation bar shows the search bar below its
/// title (52 points more, below the large title when there is one), the content's safe area
/// ends below it, scrolling collapses it first and then the large title
/// (`hidesSearchBarWhenScrolling`), and an active search takes the bar over
/// (`hidesNavigationBarDuringPresentation`).
@Suite("Search in the navigation bar", .serialized, .freshContext) @MainActor
struct SearchNavigationTests {
    private func scene(largeTitles: Bool, configure: (UINavigationItem) -> Void = { _ in })
        -> (UITestHost, UINavigationController, TextListController, UISearchController) {
        let host = UITestHost(size: CGSize(width: 320, height: 568), scale: 2)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let list = searchedList()
        list.title = "Fruit"
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        configure(list.navigationItem)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        host.window.rootViewController = navigation
        host.runLoopTurn()
        return (host, navigation, list, search)
    }

    @Test("Defaults: no search controller, and the search bar hides when scrolling")
    func defaults() {
        let item = UINavigationItem()
        #expect(item.searchController == nil && item.hidesSearchBarWhenScrolling)
    }

    @Test("A standard bar with a search controller is 44 + 52 = 96 points; the content's safe area ends under it; the field lines up with the 16-point margins")
    func standardBarHeight() {
        let (_, navigation, list, search) = scene(largeTitles: false)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 96))
        #expect(list.view.safeAreaInsets.top == 116)
        #expect(search.searchBar.isDescendant(of: navigation.navigationBar))
        let field = search.searchBar.searchTextField.convert(search.searchBar.searchTextField.bounds, to: navigation.navigationBar)
        #expect(field == CGRect(x: 16, y: 52, width: 288, height: 36))
    }

    @Test("With a large title the bar is 44 + 52 + 52 = 148 points, the search bar under the large title")
    func largeTitleBarHeight() {
        let (_, navigation, list, search) = scene(largeTitles: true)
        #expect(navigation.navigationBar.frame.height == 148 && list.view.safeAreaInsets.top == 168)
        #expect(search.searchBar.frame.minY == 96 && search.searchBar.frame.height == 52)
    }

    @Test("Scrolling up collapses the search bar first (52 points), then the large title (52 more); scrolling back shows both")
    func collapseOnScroll() {
        let (host, navigation, list, search) = scene(largeTitles: true)
        let bar = navigation.navigationBar, table = list.tableView!
        #expect(table.contentOffset.y == -168)
        table.contentOffset.y = -168 + 26
        host.runLoopTurn()
        #expect(bar.frame.height == 122 && search.searchBar.frame.height == 26)
        table.contentOffset.y = -168 + 52
        host.runLoopTurn()
        #expect(bar.frame.height == 96 && search.searchBar.frame.height == 0)
        table.contentOffset.y = -168 + 200
        host.runLoopTurn()
        #expect(bar.frame.height == 44)
        table.contentOffset.y = -168
        host.runLoopTurn()
        #expect(bar.frame.height == 148 && search.searchBar.alpha == 1)
    }

    @Test("hidesSearchBarWhenScrolling false: the search bar stays while the large title collapses")
    func searchBarStays() {
        let (host, navigation, list, search) = scene(largeTitles: true) { $0.hidesSearchBarWhenScrolling = false }
        list.tableView.contentOffset.y = -168 + 300
        host.runLoopTurn()
        #expect(navigation.navigationBar.frame.height == 96 && search.searchBar.frame.height == 52)
    }

    @Test("An active search takes the bar over: only the search bar (52 points) shows, then the title comes back when it ends")
    func activeSearchHidesBar() {
        let (host, navigation, list, search) = scene(largeTitles: true)
        host.tap(at: centre(of: search.searchBar.searchTextField))
        host.settle()
        #expect(search.isActive && navigation.navigationBar.frame.height == 52 && list.view.safeAreaInsets.top == 72)
        #expect(search.presentingViewController === list, "presented over the controller whose item shows the bar")
        #expect(search.searchBar.searchTextField.isFirstResponder, "the field keeps the keyboard as the bar rebuilds")
        search.searchBar.layoutIfNeeded()
        host.tap(at: centre(of: search.searchBar.cancelButton))
        host.settle()
        #expect(!search.isActive && navigation.navigationBar.frame.height == 148)
    }

    @Test("hidesNavigationBarDuringPresentation false: the bar keeps its title while searching")
    func barStays() {
        let (host, navigation, _, search) = scene(largeTitles: false)
        search.hidesNavigationBarDuringPresentation = false
        host.tap(at: centre(of: search.searchBar.searchTextField))
        host.settle()
        #expect(search.isActive && navigation.navigationBar.frame.height == 96)
    }

    @Test("Removing the search controller gives the bar its plain height back")
    func removingSearchController() {
        let (host, navigation, list, _) = scene(largeTitles: false)
        list.navigationItem.searchController = nil
        host.runLoopTurn()
        #expect(navigation.navigationBar.frame.height == 44 && list.view.safeAreaInsets.top == 64)
    }
}
