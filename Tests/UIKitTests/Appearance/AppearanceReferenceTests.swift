import Testing
import UIKit
import UIKitTesting

/// An app styled only through appearance proxies, as an app delegate does it before any
/// window shows: an indigo navigation bar with white title and buttons, orange bar button
/// titles, a dark tab bar with a yellow selected item and gray others, orange switches.
@Suite("Appearance proxies (reference image)", .freshContext) @MainActor
struct AppearanceReferenceTests {
    @Test("A navigation controller in a tab bar controller styled only through proxies")
    func styledThroughProxies() {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 2)

        let bar = UINavigationBarAppearance()
        bar.configureWithOpaqueBackground()
        bar.backgroundColor = .systemIndigo
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = bar
        UINavigationBar.appearance().scrollEdgeAppearance = bar
        UINavigationBar.appearance().tintColor = .white
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .normal)
        let tabs = UITabBarAppearance()
        tabs.configureWithOpaqueBackground()
        tabs.backgroundColor = UIColor(white: 0.12, alpha: 1)
        UITabBar.appearance().standardAppearance = tabs
        UITabBar.appearance().scrollEdgeAppearance = tabs
        UITabBar.appearance().tintColor = .systemYellow
        UITabBar.appearance().unselectedItemTintColor = .gray
        UISwitch.appearance().onTintColor = .systemOrange

        let screen = UIViewController()
        screen.title = "Settings"
        screen.view.backgroundColor = .systemBackground
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
        let toggle = UISwitch(frame: CGRect(x: 40, y: 160, width: 51, height: 31))
        toggle.isOn = true
        screen.view.addSubview(toggle)
        let navigation = UINavigationController(rootViewController: screen)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        let controller = UITabBarController()
        controller.viewControllers = [navigation, other]
        host.window.rootViewController = controller
        host.runLoopTurn()

        let diff = ReferenceImage.compare(host.renderScreen(), named: "appearance-proxies")
        #expect(diff == nil, "\(diff!)")
    }
}
