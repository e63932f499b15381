import Testing
@testable import UIKit
import UIKitTesting

/// Records the customizing calls of a tab bar controller's delegate.
@MainActor final class CustomizeDelegateLog: UITabBarControllerDelegate {
    var entries: [String] = []
    private func titles(_ list: [UIViewController]) -> String { list.map { $0.title ?? "?" }.joined(separator: ",") }
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        entries.append("willBegin(\(titles(viewControllers)))")
    }
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        entries.append("willEnd(\(titles(viewControllers)), \(changed))")
    }
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        entries.append("didEnd(\(titles(viewControllers)), \(changed))")
    }
}

/// Records a standalone tab bar's customizing calls.
@MainActor final class TabBarCustomizeLog: UITabBarDelegate {
    var entries: [String] = []
    private func titles(_ items: [UITabBarItem]) -> String { items.map { $0.title ?? "?" }.joined(separator: ",") }
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { entries.append("willBegin(\(titles(items)))") }
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { entries.append("didBegin(\(titles(items)))") }
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) { entries.append("willEnd(\(changed))") }
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) { entries.append("didEnd(\(changed))") }
}

/// The More tab's customizing: Edit in the More list opens the Configure sheet with the
/// customizable tabs in a grid; dragging one onto the bar puts it in that slot; Done ends it,
/// the tabs taking the bar's order, with the delegates' will/did calls around each step.
@Suite("Tab bar customizing", .freshContext) @MainActor
struct TabBarCustomizingTests {
    private func centre(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    /// The shown bar button for the item titled or system-styled in `bar`.
    private func barButton(in bar: UINavigationBar, _ item: UIBarButtonItem?) -> UIView? {
        func find(_ view: UIView) -> BarButtonView? {
            if let button = view as? BarButtonView, button.item === item { return button }
            return view.subviews.lazy.compactMap(find).first
        }
        return find(bar)
    }

    /// Seven tabs on a phone, the More list shown.
    private func moreShown() -> (UITestHost, UITabBarController, CustomizeDelegateLog) {
        let log = CallbackLog()
        let (host, tabs, _) = TabBarFixture.shown(7, log: log)
        let delegate = CustomizeDelegateLog()
        tabs.delegate = delegate
        TabBarFixture.tapItem(4, of: tabs, in: host)
        host.runLoopTurn()
        return (host, tabs, delegate)
    }

    @Test("The More list shows Edit when there are customizable tabs, and none when customizableViewControllers is empty")
    func editButton() throws {
        let (host, tabs, _) = moreShown()
        defer { withExtendedLifetime(host) {} }
        let list = try #require(tabs.moreNavigationController.viewControllers.first)
        #expect(list.navigationItem.rightBarButtonItem != nil)
        tabs.customizableViewControllers = []
        #expect(list.navigationItem.rightBarButtonItem == nil)
    }

    @Test("Edit opens the Configure sheet over the content above the bar: willBeginCustomizing lists the customizable tabs")
    func editOpensSheet() throws {
        let (host, tabs, delegate) = moreShown()
        defer { withExtendedLifetime(host) {} }
        let more = tabs.moreNavigationController
        let edit = try #require(barButton(in: more.navigationBar, more.viewControllers.first?.navigationItem.rightBarButtonItem))
        host.tap(at: centre(edit))
        host.advanceInFrames(0.6)
        #expect(tabs.tabBar.isCustomizing)
        #expect(delegate.entries == ["willBegin(T0,T1,T2,T3,T4,T5,T6)"])
        let sheet = try #require(tabs.tabBar.customizing?.sheet)
        #expect(sheet.frame == CGRect(x: 0, y: 0, width: 390, height: tabs.tabBar.frame.minY))
        #expect(sheet.navigationBar.topItem?.title == "Configure")
        #expect(sheet.cells.count == 7)
        TabBarFixture.tapItem(1, of: tabs, in: host)
        #expect(tabs.selectedViewController?.title != "T1", "while customizing, the bar's items do not select tabs")
    }

    @Test("Dragging a grid item onto the bar replaces that tab; Done ends it: willEnd, then didEnd with the tabs in their new order")
    func dragAndDone() throws {
        let (host, tabs, delegate) = moreShown()
        defer { withExtendedLifetime(host) {} }
        tabs.beginCustomizingTabs()
        host.advanceInFrames(0.6)
        let sheet = try #require(tabs.tabBar.customizing?.sheet)
        let slot = tabs.tabBar.buttons[1]
        host.drag(from: centre(sheet.cells[5]), to: centre(slot), duration: 0.4, steps: 12)
        #expect(tabs.tabBar.items?.map { $0.title ?? "" } == ["T0", "T5", "T2", "T3", "More"])
        // A tab already on the bar swaps places with the one it is dropped on.
        host.drag(from: centre(sheet.cells[0]), to: centre(tabs.tabBar.buttons[3]), duration: 0.4, steps: 12)
        #expect(tabs.tabBar.items?.map { $0.title ?? "" } == ["T3", "T5", "T2", "T0", "More"])
        // The More slot is not a tab's and takes nothing.
        host.drag(from: centre(sheet.cells[6]), to: centre(tabs.tabBar.buttons[4]), duration: 0.4, steps: 12)
        #expect(tabs.tabBar.items?.last?.title == "More")
        let done = try #require(barButton(in: sheet.navigationBar, sheet.navigationBar.topItem?.rightBarButtonItem))
        host.tap(at: centre(done))
        #expect(delegate.entries.last == "willEnd(T3,T5,T2,T0,T1,T4,T6, true)")
        host.advanceInFrames(0.6)
        #expect(!tabs.tabBar.isCustomizing && sheet.superview == nil)
        #expect(delegate.entries.last == "didEnd(T3,T5,T2,T0,T1,T4,T6, true)")
        #expect(tabs.viewControllers?.map { $0.title ?? "" } == ["T3", "T5", "T2", "T0", "T1", "T4", "T6"])
        let list = try #require(tabs.moreNavigationController.viewControllers.first as? MoreListController)
        #expect(list.overflow.map { $0.title ?? "" } == ["T1", "T4", "T6"])
        #expect(tabs.customizableViewControllers?.count == 7)
    }

    @Test("A standalone bar: beginCustomizingItems, endCustomizing(animated:) and isCustomizing, with the bar delegate's four calls")
    func standaloneBar() {
        let host = UITestHost(size: CGSize(width: 390, height: 600), scale: 1)
        let bar = UITabBar(frame: CGRect(x: 0, y: 551, width: 390, height: 49))
        let items = ["A", "B", "C"].map { UITabBarItem(title: $0, image: nil, tag: 0) }
        bar.items = items
        let log = TabBarCustomizeLog()
        bar.delegate = log
        host.window.addSubview(bar)
        host.runLoopTurn()
        #expect(!bar.isCustomizing)
        bar.beginCustomizingItems(items + [UITabBarItem(title: "D", image: nil, tag: 0)])
        #expect(bar.isCustomizing)
        #expect(log.entries == ["willBegin(A,B,C,D)"])
        host.advanceInFrames(0.6)
        #expect(log.entries.last == "didBegin(A,B,C,D)")
        #expect(bar.endCustomizing(animated: false) == false)
        #expect(log.entries.suffix(2) == ["willEnd(false)", "didEnd(false)"])
        #expect(!bar.isCustomizing)
        #expect(bar.endCustomizing(animated: true) == false, "ending twice does nothing")
        #expect(log.entries.count == 4)
    }

    @Test("Reference: the Configure sheet over a seven-tab bar, its grid of tab items and the Done button")
    func configureReference() {
        let host = UITestHost(size: CGSize(width: 320, height: 568), scale: 2)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let systemItems: [UITabBarItem.SystemItem] = [.favorites, .featured, .topRated, .recents, .contacts, .history, .bookmarks]
        let tabs = UITabBarController()
        tabs.viewControllers = systemItems.enumerated().map { index, item in
            let child = UIViewController()
            child.view.backgroundColor = .systemBackground
            child.tabBarItem = UITabBarItem(tabBarSystemItem: item, tag: index)
            return child
        }
        host.window.rootViewController = tabs
        host.runLoopTurn()
        tabs.selectedIndex = 5
        host.runLoopTurn()
        tabs.beginCustomizingTabs()
        host.advanceInFrames(0.6)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "tab-bar-configure")
        #expect(diff == nil, "\(diff!)")
    }
}
