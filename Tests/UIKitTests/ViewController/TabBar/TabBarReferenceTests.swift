import Testing
import UIKit
import UIKitTesting

/// Tab bars as iOS draws them on a phone in portrait (390 × 844 at 2×, the bottom 200 pt
/// compared), over a striped child so the blur shows: the default translucent bar with four
/// items, one badged, the selected one in the tint color; and an opaque bar with custom tints
/// and a custom badge color.
@Suite("Tab bar (reference images)", .serialized, .freshContext) @MainActor
struct TabBarReferenceTests {
    /// A tab bar controller with four tabs (the second selected, the first badged "3") on
    /// screen; `configure` styles its bar.
    private func screen(_ configure: (UITabBarController) -> Void) -> CGImage {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 2)
        let tabs = UITabBarController()
        let children = (0..<4).map { _ in StripedController(rows: 11) }
        children[0].tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        children[0].tabBarItem.badgeValue = "3"
        children[1].tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        children[2].tabBarItem = UITabBarItem(title: "Inbox", image: TabBarGlyphs.circle(filled: false),
                                              selectedImage: TabBarGlyphs.circle(filled: true))
        children[3].tabBarItem = UITabBarItem(tabBarSystemItem: .recents, tag: 3)
        tabs.viewControllers = children
        tabs.selectedIndex = 1
        configure(tabs)
        host.window.rootViewController = tabs
        host.runLoopTurn()
        let screen = host.renderScreen()
        return screen.cropping(to: CGRect(x: 0, y: (844 - 200) * 2, width: 390 * 2, height: 200 * 2)) ?? screen
    }

    @Test("The default bar: chrome-material blur with a hairline on top, equal items, the selected one blue, the others gray, a red badge")
    func defaultBar() {
        let image = screen { tabs in
            // The standard look also at the scroll edge (iOS 15 would show it transparent there).
            tabs.tabBar.scrollEdgeAppearance = tabs.tabBar.standardAppearance
        }
        let diff = ReferenceImage.compare(image, named: "tab-bar-default")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("An opaque bar with a pink tint, dark gray unselected items and a green badge")
    func customTints() {
        let image = screen { tabs in
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemGreen
            tabs.tabBar.standardAppearance = appearance
            tabs.tabBar.scrollEdgeAppearance = appearance
            tabs.tabBar.tintColor = .systemPink
            tabs.tabBar.unselectedItemTintColor = .darkGray
        }
        let diff = ReferenceImage.compare(image, named: "tab-bar-custom-tints")
        #expect(diff == nil, "\(diff!)")
    }
}
