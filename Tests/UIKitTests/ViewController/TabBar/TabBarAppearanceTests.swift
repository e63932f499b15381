import Testing
@testable import UIKit
import UIKitTesting

/// Which appearance a managed tab bar shows (iOS 15: `scrollEdgeAppearance` while the
/// content behind the bar is at its end or does not scroll; nil there means the standard
/// look with a transparent background), and the bar in a compact-height environment.
@Suite("Tab bar appearance", .freshContext) @MainActor
struct TabBarAppearanceTests {
    final class ScrollingController: UIViewController {
        let scrollView = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentSize = CGSize(width: 390, height: 3000)
            view.addSubview(scrollView)
        }
    }

    @Test("Content that does not scroll is at its edge: the bar shows the standard look with a transparent background (iOS 15)")
    func nonScrollingContentIsAtEdge() {
        let log = CallbackLog()
        let (host, tabs, _) = TabBarFixture.shown(2, log: log)
        defer { withExtendedLifetime(host) {} }
        #expect(tabs.tabBar.isAtScrollEdge)
        let shown = tabs.tabBar.effectiveAppearance
        #expect(shown.isTransparent && shown.shadowColor?.cgColor.alpha ?? 0 == 0)
        let edge = UITabBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemTeal
        tabs.tabBar.scrollEdgeAppearance = edge
        #expect(tabs.tabBar.effectiveAppearance.backgroundColor == UIColor.systemTeal)
    }

    @Test("A scroll view under the bar with content below it: the standard look (blur and hairline); scrolled to the end: the scroll-edge look; back up: standard again")
    func scrollViewContent() {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let tabs = UITabBarController(), scrolling = ScrollingController()
        tabs.viewControllers = [scrolling, UIViewController()]
        host.window.rootViewController = tabs
        host.runLoopTurn()
        #expect(!tabs.tabBar.isAtScrollEdge)
        #expect(tabs.tabBar.effectiveAppearance.backgroundEffect?.style == .systemChromeMaterial)
        let scrollView = scrolling.scrollView
        scrollView.contentOffset.y = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
        #expect(tabs.tabBar.isAtScrollEdge)
        #expect(tabs.tabBar.effectiveAppearance.backgroundEffect == nil)
        scrollView.contentOffset.y = 100
        #expect(!tabs.tabBar.isAtScrollEdge)
    }

    @Test("The selected item's own appearance (here its scroll-edge one) replaces the bar's while it is selected")
    func itemAppearance() {
        let log = CallbackLog()
        let (host, tabs, children) = TabBarFixture.shown(2, log: log)
        defer { withExtendedLifetime(host) {} }
        let own = UITabBarAppearance()
        own.configureWithOpaqueBackground()
        own.backgroundColor = .systemIndigo
        children[1].tabBarItem.scrollEdgeAppearance = own
        #expect(tabs.tabBar.effectiveAppearance.isTransparent)
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.effectiveAppearance.backgroundColor == UIColor.systemIndigo)
    }

    @Test("On a phone in landscape (compact height) the bar is 32 pt and items put the title beside the icon")
    func compactHeight() throws {
        let host = UITestHost(size: CGSize(width: 844, height: 390), scale: 1)
        let tabs = UITabBarController()
        let a = UIViewController(), b = UIViewController()
        a.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        b.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        tabs.viewControllers = [a, b]
        host.window.rootViewController = tabs
        host.runLoopTurn()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 390 - 32, width: 844, height: 32))
        #expect(a.view.safeAreaInsets.bottom == 32)
        let button = try #require(tabs.tabBar.subviews.compactMap { $0 as? UIControl }.first)
        let icon = try #require(button.subviews.compactMap { $0 as? UIImageView }.first { $0.image != nil })
        let title = try #require(button.subviews.compactMap { $0 as? UILabel }.first)
        #expect(title.frame.minX >= icon.frame.maxX)
        #expect(abs(title.frame.midY - icon.frame.midY) < 1)
        #expect(title.font.pointSize == 13)
    }
}
