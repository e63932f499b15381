import Testing
import UIKit
import UIKitTesting

/// The tab bar's height and the selected child's safe area (uikit-controllers-facts.md §1.3,
/// §5: a tab bar is 49 pt, 83 with a home indicator; containers grow their children's safe
/// area by the bars they show).
@Suite("Tab bar safe area", .freshContext) @MainActor
struct TabBarSafeAreaTests {
    @Test("On a plain screen the bar is 49 pt along the bottom; the child's view fills the container and its bottom safe area is 49")
    func plainScreen() {
        let log = CallbackLog()
        let (host, tabs, children) = TabBarFixture.shown(2, log: log)
        defer { withExtendedLifetime(host) {} }
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
        #expect(children[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(children[0].view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        #expect(tabs.view.safeAreaInsets == .zero, "the container itself is not covered by its own bar")
    }

    @Test("On a phone with a home indicator the bar is 83 pt (49 + 34) and the child's safe area is 47 at the top, 83 at the bottom")
    func homeIndicatorPhone() {
        let log = CallbackLog()
        let (host, tabs, children) = TabBarFixture.shown(2, log: log, chrome: true)
        defer { withExtendedLifetime(host) {} }
        host.runLoopTurn()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(children[0].view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(tabs.tabBar.sizeThatFits(CGSize(width: 390, height: 1000)).height == 83)
    }

    @Test("A newly selected tab gets the same safe area before viewIsAppearing, and a subview's safe area is its overlap with it")
    func switchedTabSafeArea() {
        final class Probe: UIViewController {
            var seen: UIEdgeInsets?
            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                seen = view.safeAreaInsets
            }
        }
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.showsDeviceChrome = true
        let tabs = UITabBarController(), first = UIViewController(), probe = Probe()
        tabs.viewControllers = [first, probe]
        host.window.rootViewController = tabs
        host.runLoopTurn()
        tabs.selectedIndex = 1
        #expect(probe.seen == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        let inner = UIView(frame: CGRect(x: 0, y: 700, width: 100, height: 144))
        probe.view.addSubview(inner)
        #expect(inner.safeAreaInsets.bottom == 83, "the inner view reaches the bottom: all 83 pt are covered")
        inner.frame.size.height = 100
        #expect(inner.safeAreaInsets.bottom == 39, "ends 44 pt above the bottom: 83 - 44 = 39 pt of it is covered")
    }

    @Test("An opaque bar: a child that does not extend under opaque bars ends at the bar's top with no bottom inset; with extendedLayoutIncludesOpaqueBars it reaches under")
    func opaqueBar() {
        let log = CallbackLog()
        let (host, tabs, children) = TabBarFixture.shown(2, log: log)
        defer { withExtendedLifetime(host) {} }
        tabs.tabBar.isTranslucent = false
        tabs.view.setNeedsLayout()
        tabs.view.layoutIfNeeded()
        #expect(children[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 795))
        #expect(children[0].view.safeAreaInsets.bottom == 0)
        children[0].extendedLayoutIncludesOpaqueBars = true
        tabs.view.setNeedsLayout()
        tabs.view.layoutIfNeeded()
        #expect(children[0].view.frame.height == 844)
        #expect(children[0].view.safeAreaInsets.bottom == 49)
    }

    @Test("Hiding the bar gives the bottom back: the safe area loses the bar, and viewSafeAreaInsetsDidChange is called")
    func hiddenBar() {
        let log = CallbackLog()
        let (host, tabs, children) = TabBarFixture.shown(2, log: log)
        defer { withExtendedLifetime(host) {} }
        tabs.tabBar.isHidden = true
        host.runLoopTurn()
        #expect(children[0].view.safeAreaInsets.bottom == 0)
        #expect(log.entries.contains("T0.viewSafeAreaInsetsDidChange"))
    }

    @Test("additionalSafeAreaInsets of the child add to the bar's inset")
    func additionalInsets() {
        let log = CallbackLog()
        let (host, _, children) = TabBarFixture.shown(2, log: log)
        defer { withExtendedLifetime(host) {} }
        children[0].additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        #expect(children[0].view.safeAreaInsets.bottom == 59)
    }
}
