import Testing
import UIKit
import UIKitTesting

/// The More tab (uikit-controllers-facts.md §1.7): with six or more tabs on a phone the fifth
/// slot is More, a navigation controller listing the rest; and a tap on the selected tab pops
/// its navigation stack to the root while the delegate still hears didSelect.
@Suite("Tab bar More and re-selection", .freshContext) @MainActor
struct TabBarMoreTests {
    @Test("Six tabs on a phone: the bar shows four tabs and More; the extra two are listed by moreNavigationController's root")
    func moreWithSixTabs() throws {
        let log = CallbackLog()
        let (host, tabs, children) = TabBarFixture.shown(6, log: log)
        defer { withExtendedLifetime(host) {} }
        let items = try #require(tabs.tabBar.items)
        #expect(items.count == 5)
        #expect(items.prefix(4).map(\.title) == ["T0", "T1", "T2", "T3"])
        #expect(items[4] === tabs.moreNavigationController.tabBarItem && items[4].title == "More")
        #expect(tabs.viewControllers?.count == 6)
        let list = try #require(tabs.moreNavigationController.viewControllers.first as? UITableViewController)
        #expect(list.tableView(list.tableView, numberOfRowsInSection: 0) == 2)
        #expect(children[4].parent == nil, "a tab in the More list has no parent until it is shown")
    }

    @Test("Five tabs fit: no More")
    func fiveTabsFit() {
        let log = CallbackLog()
        let (host, tabs, _) = TabBarFixture.shown(5, log: log)
        defer { withExtendedLifetime(host) {} }
        #expect(tabs.tabBar.items?.count == 5 && tabs.tabBar.items?.last?.title == "T4")
    }

    @Test("Tapping More shows the list; choosing a row pushes that tab, which is then the selected one")
    func choosingFromMore() throws {
        let log = CallbackLog()
        let (host, tabs, children) = TabBarFixture.shown(6, log: log)
        TabBarFixture.tapItem(4, of: tabs, in: host)
        let more = tabs.moreNavigationController
        #expect(tabs.selectedViewController === more && tabs.selectedIndex == NSNotFound)
        #expect(more.view.isDescendant(of: tabs.view))
        let list = try #require(more.viewControllers.first as? UITableViewController)
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        host.advanceTime(by: 1)
        #expect(more.topViewController === children[5])
        #expect(tabs.selectedViewController === children[5] && tabs.selectedIndex == 5)
        #expect(children[5].tabBarController === tabs)
    }

    @Test("Selecting an index in the More list in code shows More with that tab pushed")
    func selectingOverflowInCode() {
        let log = CallbackLog()
        let (host, tabs, children) = TabBarFixture.shown(7, log: log)
        defer { withExtendedLifetime(host) {} }
        tabs.selectedIndex = 6
        #expect(tabs.moreNavigationController.topViewController === children[6])
        #expect(tabs.selectedIndex == 6)
        #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
    }

    @Test("Tapping the selected tab pops its navigation controller to the root; the delegate still gets didSelect")
    func retapPopsToRoot() {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController(), pushed = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        navigation.title = "Nav"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        host.window.rootViewController = tabs
        host.runLoopTurn()
        navigation.pushViewController(pushed, animated: false)
        let delegate = TabDelegateLog()
        tabs.delegate = delegate
        TabBarFixture.tapItem(0, of: tabs, in: host)
        host.advanceTime(by: 1)
        #expect(navigation.viewControllers == [root])
        #expect(delegate.entries == ["shouldSelect(Nav)", "didSelect(Nav)"])
    }
}
