import Testing
import UIKit
import UIKitTesting

/// Proxies of bars and bar items, as apps set them in the app delegate: the values reach a
/// navigation controller's bar, a tab bar controller's bar, and the buttons bars draw for
/// their items.
@Suite("Appearance proxies of bars and bar items", .freshContext) @MainActor
struct AppearanceBarTests {
    /// The shown labels below `view` showing `text`.
    private func labels(_ text: String, in view: UIView) -> [UILabel] {
        var found: [UILabel] = []
        var stack = [view]
        while let next = stack.popLast() {
            if next.isHidden { continue }
            if let label = next as? UILabel, label.text == text { found.append(label) }
            stack.append(contentsOf: next.subviews)
        }
        return found
    }

    /// A navigation controller showing a screen titled "Inbox" with an "Edit" button, shown.
    private func navigation(in host: UITestHost) -> UINavigationController {
        let root = UIViewController()
        root.title = "Inbox"
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        return navigation
    }

    @Test("Bar appearances and classic properties set on UINavigationBar's proxy reach a navigation controller's bar")
    func navigationBarProxy() {
        let host = UITestHost()
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemIndigo
        look.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = look
        UINavigationBar.appearance().scrollEdgeAppearance = look
        UINavigationBar.appearance().tintColor = .white
        UINavigationBar.appearance().isTranslucent = false
        let bar = navigation(in: host).navigationBar
        #expect(bar.standardAppearance.backgroundColor == .systemIndigo)
        #expect(bar.scrollEdgeAppearance?.backgroundColor == .systemIndigo)
        #expect(bar.tintColor == .white)
        #expect(!bar.isTranslucent)
        #expect(labels("Inbox", in: bar).first?.textColor == .white)
    }

    @Test("A navigation bar proxy for bars inside a tab bar controller styles only those")
    func navigationBarInTabBarController() {
        let host = UITestHost()
        UINavigationBar.appearance(whenContainedInInstancesOf: [UINavigationController.self, UITabBarController.self]).barTintColor = .red
        let inTabs = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [inTabs]
        host.window.rootViewController = tabs
        host.runLoopTurn()
        #expect(inTabs.navigationBar.barTintColor == .red)
        let alone = UINavigationController(rootViewController: UIViewController())
        host.window.rootViewController = alone
        host.runLoopTurn()
        #expect(alone.navigationBar.barTintColor == nil)
    }

    @Test("Tab bar proxies reach a tab bar controller's bar: its appearance and unselected item tint")
    func tabBarProxy() {
        let host = UITestHost()
        let look = UITabBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemTeal
        UITabBar.appearance().standardAppearance = look
        UITabBar.appearance().unselectedItemTintColor = .gray
        UITabBar.appearance().tintColor = .systemOrange
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        host.window.rootViewController = tabs
        host.runLoopTurn()
        #expect(tabs.tabBar.standardAppearance.backgroundColor == .systemTeal)
        #expect(tabs.tabBar.unselectedItemTintColor == .gray)
        #expect(tabs.tabBar.tintColor == .systemOrange)
    }

    @Test("UIBarButtonItem's title text attributes from its proxy reach the button the bar draws")
    func barButtonItemTitleAttributes() {
        let host = UITestHost()
        let font = UIFont.systemFont(ofSize: 12, weight: .bold)
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemRed, .font: font], for: .normal)
        let navigation = navigation(in: host)
        let item = navigation.topViewController?.navigationItem.rightBarButtonItem
        #expect(item?.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        let label = labels("Edit", in: navigation.navigationBar).first
        #expect(label?.textColor == .systemRed)
        #expect(label?.font.pointSize == 12)
    }

    @Test("A bar button item proxy contained in a toolbar leaves navigation bar buttons alone; an item's own attributes win")
    func barButtonItemContainment() {
        let host = UITestHost()
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self])
            .setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .normal)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        let styled = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let own = UIBarButtonItem(title: "Keep", style: .plain, target: nil, action: nil)
        own.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .normal)
        toolbar.setItems([styled, own], animated: false)
        host.window.addSubview(toolbar)
        host.runLoopTurn()
        #expect(labels("Share", in: toolbar).first?.textColor == .systemGreen)
        #expect(labels("Keep", in: toolbar).first?.textColor == .systemBlue)
        let navigation = navigation(in: host)
        #expect(labels("Edit", in: navigation.navigationBar).first?.textColor != .systemGreen)
    }

    @Test("A tab bar item proxy's badge color reaches the items a tab bar shows")
    func tabBarItemProxy() {
        let host = UITestHost()
        UITabBarItem.appearance().badgeColor = .systemPurple
        let child = UIViewController()
        child.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 0)
        child.tabBarItem.badgeValue = "2"
        let tabs = UITabBarController()
        tabs.viewControllers = [child]
        host.window.rootViewController = tabs
        host.runLoopTurn()
        #expect(child.tabBarItem.badgeColor == .systemPurple)
    }
}
