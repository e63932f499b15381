import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// UITabBarController's tabs, selection and callbacks (uikit-controllers-facts.md §1.7, §1.1
/// "tab switch"): containment, only the selected child's view in the hierarchy, the
/// callback order of a switch, and the delegate hearing of user taps only.
@Suite("Tab bar controller", .freshContext) @MainActor
struct TabBarControllerTests {
    @Test("Setting viewControllers makes them children (willMove then didMove), selects the first, and puts only its view in the hierarchy")
    func tabsAreChildren() {
        let log = CallbackLog()
        let tabs = UITabBarController()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        tabs.viewControllers = [a, b]
        #expect(tabs.children.count == 2 && tabs.children[0] === a && tabs.children[1] === b)
        // The log names only logging parents; the tab bar controller shows as "nil".
        #expect(log.entries == ["A.willMove(toParent: nil)", "B.willMove(toParent: nil)", "A.didMove(toParent: nil)", "B.didMove(toParent: nil)"])
        #expect(a.parent === tabs && b.parent === tabs)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(a.tabBarController === tabs && b.tabBarController === tabs)
        _ = tabs.view
        #expect(a.isViewLoaded && a.view.isDescendant(of: tabs.view))
        #expect(!b.isViewLoaded, "a tab's view loads when it is first selected")
    }

    @Test("Switching tabs in code: old viewWillDisappear, new viewWillAppear, old viewDidDisappear, new viewDidAppear; only the new view stays")
    func switchOrder() {
        let log = CallbackLog()
        let (host, tabs, children) = TabBarFixture.shown(3, log: log)
        defer { withExtendedLifetime(host) {} }
        tabs.selectedIndex = 2
        #expect(log.appearance == ["T0.viewWillDisappear", "T2.viewWillAppear", "T2.viewIsAppearing", "T0.viewDidDisappear", "T2.viewDidAppear"])
        #expect(children[0].viewIfLoaded?.superview == nil)
        #expect(children[2].view.isDescendant(of: tabs.view))
        #expect(tabs.selectedViewController === children[2])
        #expect(tabs.tabBar.selectedItem === children[2].tabBarItem)
        // The new view is laid out (full size, under the bar) before viewIsAppearing.
        #expect(children[2].view.frame == tabs.view.bounds)
    }

    @Test("Appearing with the tab bar controller: the controller first, then its selected child; the other tabs get nothing")
    func appearsWithParent() {
        let log = CallbackLog()
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let tabs = UITabBarController()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        tabs.viewControllers = [a, b]
        log.clear()
        host.window.rootViewController = tabs
        host.runLoopTurn()
        #expect(log.appearance == ["A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        #expect(!b.isViewLoaded)
    }

    @Test("A user tap asks shouldSelect and then tells didSelect; selecting in code tells the delegate nothing (Apple's doc)")
    func delegateOnlyForTaps() {
        let log = CallbackLog()
        let (host, tabs, _) = TabBarFixture.shown(3, log: log)
        let delegate = TabDelegateLog()
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        tabs.selectedViewController = tabs.viewControllers?[2]
        #expect(delegate.entries.isEmpty)
        TabBarFixture.tapItem(0, of: tabs, in: host)
        #expect(delegate.entries == ["shouldSelect(T0)", "didSelect(T0)"])
        #expect(tabs.selectedIndex == 0)
    }

    @Test("shouldSelect returning false keeps the selected tab and the bar's selection; no didSelect")
    func refusedTap() {
        let log = CallbackLog()
        let (host, tabs, _) = TabBarFixture.shown(3, log: log)
        let delegate = TabDelegateLog()
        delegate.refused = ["T1"]
        tabs.delegate = delegate
        TabBarFixture.tapItem(1, of: tabs, in: host)
        #expect(delegate.entries == ["shouldSelect(T1)"])
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.selectedItem === tabs.viewControllers?[0].tabBarItem)
        #expect(log.appearance.isEmpty)
    }

    @Test("Tapping the selected tab calls the delegate again (shouldSelect, didSelect) without any appearance callback")
    func retappingSelectedTab() {
        let log = CallbackLog()
        let (host, tabs, _) = TabBarFixture.shown(2, log: log)
        let delegate = TabDelegateLog()
        tabs.delegate = delegate
        TabBarFixture.tapItem(0, of: tabs, in: host)
        #expect(delegate.entries == ["shouldSelect(T0)", "didSelect(T0)"])
        #expect(log.appearance.isEmpty)
    }

    @Test("A tap switches with the same callback order as code: old will-disappear, new will-appear, old did-disappear, new did-appear")
    func tapSwitchOrder() {
        let log = CallbackLog()
        let (host, tabs, _) = TabBarFixture.shown(4, log: log)
        TabBarFixture.tapItem(3, of: tabs, in: host)
        #expect(log.appearance == ["T0.viewWillDisappear", "T3.viewWillAppear", "T3.viewIsAppearing", "T0.viewDidDisappear", "T3.viewDidAppear"])
        #expect(tabs.selectedIndex == 3)
    }

    @Test("A controller's tab bar item is made from its title on first ask, follows later titles, and replacing it changes the bar")
    func tabBarItemFromTitle() {
        let tabs = UITabBarController()
        let a = UIViewController(), b = UIViewController()
        a.title = "Inbox"
        #expect(a.tabBarItem.title == "Inbox")
        a.title = "Mail"
        #expect(a.tabBarItem.title == "Mail")
        tabs.viewControllers = [a, b]
        let item = UITabBarItem(tabBarSystemItem: .search, tag: 7)
        b.tabBarItem = item
        #expect(tabs.tabBar.items?[1] === item)
        #expect(tabs.tabBar.items?[0] === a.tabBarItem)
    }

    @Test("Replacing viewControllers keeps the selected controller if it stays, else the same index, else the first; removed tabs stop being children")
    func replacingTabsKeepsSelection() {
        let log = CallbackLog()
        let (host, tabs, children) = TabBarFixture.shown(4, log: log)
        defer { withExtendedLifetime(host) {} }
        tabs.selectedIndex = 2
        tabs.viewControllers = [children[2], children[0]]
        #expect(tabs.selectedViewController === children[2])
        #expect(children[1].parent == nil && children[3].parent == nil)
        let fresh = (0..<3).map { LoggingController("N\($0)", log: log) }
        tabs.viewControllers = fresh
        #expect(tabs.selectedIndex == 0, "index 0 held T2; the same index is picked")
        #expect(children[2].parent == nil)
        #expect(children[2].viewIfLoaded?.superview == nil)
        #expect(fresh[0].view.isDescendant(of: tabs.view))
    }
}
