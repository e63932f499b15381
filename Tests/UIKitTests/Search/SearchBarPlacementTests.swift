import Testing
@testable import UIKit
import UIKitTesting

/// `UINavigationItem.preferredSearchBarPlacement` (iOS 16): `.stacked` keeps the search bar
/// under the title; `.inline` puts it at the trailing end of the bar's row in regular width
/// (and stacks it in compact width); `.automatic` is inline only for a browser or editor item
/// in regular width. `searchBarPlacement` reports what the bar did.
@Suite("Search bar placement", .freshContext) @MainActor
struct SearchBarPlacementTests {
    private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

    private func scene(width: CGFloat, placement: UINavigationItem.SearchBarPlacement,
                       style: UINavigationItem.ItemStyle = .navigator) -> (UITestHost, UINavigationController, UIViewController, UISearchController) {
        let host = UITestHost(size: CGSize(width: width, height: 700), scale: 1)
        let list = searchedList()
        list.title = "Files"
        list.navigationItem.style = style
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        list.navigationItem.preferredSearchBarPlacement = placement
        let navigation = UINavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        return (host, navigation, list, search)
    }

    @Test("The default is .automatic; on a phone it resolves to .stacked and the search bar is under the title (bar 44 + 52)")
    func automaticOnPhoneStacks() {
        let (host, navigation, list, search) = scene(width: 390, placement: .automatic)
        defer { withExtendedLifetime(host) {} }
        #expect(UINavigationItem().preferredSearchBarPlacement == .automatic)
        #expect(list.navigationItem.searchBarPlacement == .stacked)
        #expect(search.searchBarPlacement == .stacked)
        let bar = navigation.navigationBar
        #expect(near(bar.frame.height, 44 + 52))
        let frame = search.searchBar.convert(search.searchBar.bounds, to: bar)
        #expect(near(frame.minY, 44) && near(frame.width, 390))
    }

    @Test(".inline in regular width puts the search bar at the trailing end of the row, the add item before it, and adds no row")
    func inlineInRegularWidth() {
        let (host, navigation, list, search) = scene(width: 820, placement: .inline)
        defer { withExtendedLifetime(host) {} }
        #expect(list.navigationItem.searchBarPlacement == .inline)
        #expect(search.searchBarPlacement == .inline)
        let bar = navigation.navigationBar
        #expect(near(bar.frame.height, 50), "an iPad-wide bar's row, no stacked search row")
        let frame = search.searchBar.convert(search.searchBar.bounds, to: bar)
        #expect(near(frame.minY, 0) && near(frame.height, 50))
        #expect(near(frame.maxX, 820 - 20), "at the trailing margin (\(frame))")
        #expect(frame.width >= 180 && frame.width <= 360)
        let add = bar.subviews.flatMap(\.subviews).first { $0 is BarButtonView }
        #expect(add != nil)
        if let add { #expect(add.convert(add.bounds, to: bar).maxX <= frame.minX, "the add item sits before the search field") }
        #expect(near(list.view.safeAreaInsets.top, bar.frame.maxY))
    }

    @Test(".inline in compact width stacks; .automatic inlines a browser item in regular width but not a navigator")
    func resolution() {
        let (host1, _, phone, _) = scene(width: 390, placement: .inline)
        #expect(phone.navigationItem.searchBarPlacement == .stacked)
        withExtendedLifetime(host1) {}
        let (host2, _, browser, _) = scene(width: 820, placement: .automatic, style: .browser)
        #expect(browser.navigationItem.searchBarPlacement == .inline)
        withExtendedLifetime(host2) {}
        let (host3, _, navigator, _) = scene(width: 820, placement: .automatic)
        #expect(navigator.navigationItem.searchBarPlacement == .stacked)
        withExtendedLifetime(host3) {}
        let (host4, navigation, stacked, search) = scene(width: 820, placement: .stacked, style: .editor)
        defer { withExtendedLifetime(host4) {} }
        #expect(stacked.navigationItem.searchBarPlacement == .stacked)
        #expect(near(navigation.navigationBar.frame.height, 50 + 52))
        stacked.navigationItem.preferredSearchBarPlacement = .inline
        host4.runLoopTurn()
        #expect(near(navigation.navigationBar.frame.height, 50), "changing the placement moves the search bar into the row")
        #expect(near(search.searchBar.convert(search.searchBar.bounds, to: navigation.navigationBar).minY, 0))
    }

    @Test("Reference: an inline search field at the trailing end of a regular-width bar, beside an add item")
    func inlineReference() {
        let host = UITestHost(size: CGSize(width: 820, height: 1180), scale: 1)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0)
        let list = searchedList()
        list.title = "Files"
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Search"
        list.navigationItem.searchController = search
        list.navigationItem.preferredSearchBarPlacement = .inline
        let navigation = UINavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        let diff = ReferenceImage.compare(host.renderScreen(), named: "search-bar-inline")
        #expect(diff == nil, "\(diff!)")
    }
}
