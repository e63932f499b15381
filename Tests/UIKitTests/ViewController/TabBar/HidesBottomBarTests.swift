import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// `hidesBottomBarWhenPushed` (uikit-controllers-facts.md §1.7; Apple: "the bottom bar is
/// hidden when the view controller is pushed on to a navigation controller"): a controller
/// pushed with it set shows without the tab bar, and so do the controllers pushed above it;
/// popping below it brings the bar back. The bar slides with the outgoing view in the push,
/// and the safe area of the children follows.
@Suite("hidesBottomBarWhenPushed", .freshContext) @MainActor
struct HidesBottomBarTests {
    final class Colored: UIViewController {
        let color: UIColor
        init(_ color: UIColor, hidesBar: Bool = false) {
            self.color = color
            super.init(nibName: nil, bundle: nil)
            hidesBottomBarWhenPushed = hidesBar
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
        }
    }

    /// A 390 × 844 phone (safe area 47 top, 34 bottom) showing a tab bar controller whose
    /// first tab is a navigation controller with `root`.
    private func tabs(root: UIViewController) -> (UITestHost, UITabBarController, UINavigationController) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let nav = UINavigationController(rootViewController: root)
        nav.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, second]
        host.window.rootViewController = tabs
        host.runLoopTurn()
        return (host, tabs, nav)
    }

    @Test("Pushed with hidesBottomBarWhenPushed, a controller shows without the bar: its bottom safe area is the screen's (34), and the bar is gone from the window; the root keeps 49 + 34")
    func pushHidesBar() {
        let root = Colored(.white)
        let (host, tabs, nav) = tabs(root: root)
        #expect(root.view.safeAreaInsets.bottom == 83)
        #expect(tabs.tabBar.window != nil)
        let detail = Colored(.yellow, hidesBar: true)
        nav.pushViewController(detail, animated: true)
        host.advanceInFrames(0.7)
        #expect(tabs.tabBar.window == nil)
        #expect(detail.view.safeAreaInsets.bottom == 34)
        #expect(detail.view.frame.maxY == 844)
        #expect(!root.view.subviews.contains { $0.frame.height == 83 }, "no image of the bar is left behind")
    }

    @Test("During the push an image of the bar rides on the outgoing view (moving back with it) and the arriving view slides over it")
    func barRidesOutgoingView() throws {
        let root = Colored(.white)
        let (host, tabs, nav) = tabs(root: root)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        nav.pushViewController(Colored(.yellow, hidesBar: true), animated: true)
        let image = try #require(root.view.subviews.last)
        // The root's view fills the screen: the image is where the bar was.
        #expect(image.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        host.advanceInFrames(0.1)
        let rootX = root.view.layer.presentation()?.frame.minX ?? 0
        #expect(rootX < 0, "the outgoing view (and the bar on it) moves back")
        host.advanceInFrames(0.6)
        #expect(image.superview == nil)
    }

    @Test("Controllers pushed above the one that hides the bar show without it too; popping back to the root brings it back, riding on the root's view, and the root's safe area has the bar again")
    func popBringsBarBack() throws {
        let root = Colored(.white)
        let (host, tabs, nav) = tabs(root: root)
        nav.pushViewController(Colored(.yellow, hidesBar: true), animated: false)
        let third = Colored(.green)
        nav.pushViewController(third, animated: true)
        host.advanceInFrames(0.7)
        #expect(tabs.tabBar.window == nil)
        #expect(third.view.safeAreaInsets.bottom == 34)
        nav.popToRootViewController(animated: true)
        #expect(root.view.safeAreaInsets.bottom == 83, "the root is laid out with the bar from the start of the pop")
        #expect(tabs.tabBar.isHidden, "the real bar waits while its image rides in")
        let image = try #require(root.view.subviews.last)
        #expect(image.frame.maxY == root.view.bounds.maxY)
        host.advanceInFrames(0.7)
        #expect(image.superview == nil)
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.window != nil)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
    }

    @Test("The root's own hidesBottomBarWhenPushed has no effect (it was not pushed); without animation the bar goes and comes at once")
    func rootAndUnanimated() {
        let root = Colored(.white, hidesBar: true)
        let (host, tabs, nav) = tabs(root: root)
        #expect(tabs.tabBar.window != nil)
        nav.pushViewController(Colored(.yellow, hidesBar: true), animated: false)
        host.runLoopTurn()
        #expect(tabs.tabBar.window == nil)
        nav.popViewController(animated: false)
        host.runLoopTurn()
        #expect(tabs.tabBar.window != nil && !tabs.tabBar.isHidden)
    }

    @Test("Switching to a tab whose stack hides the bar hides it; switching back shows it")
    func tabSwitch() {
        let (host, tabs, _) = tabs(root: Colored(.white))
        let other = UINavigationController(rootViewController: Colored(.blue))
        other.pushViewController(Colored(.yellow, hidesBar: true), animated: false)
        tabs.viewControllers = [tabs.viewControllers![0], other]
        host.runLoopTurn()
        tabs.selectedIndex = 1
        host.advanceInFrames(0.5)
        #expect(tabs.tabBar.window == nil)
        tabs.selectedIndex = 0
        host.advanceInFrames(0.5)
        #expect(tabs.tabBar.window != nil)
    }

    @Test("Middle of the push (reference image): the bar on the outgoing view, dimmed and moving back, under the arriving yellow view")
    func midPushImage() {
        let root = Colored(.white)
        let (host, _, nav) = tabs(root: root)
        nav.pushViewController(Colored(.yellow, hidesBar: true), animated: true)
        host.advanceInFrames(0.12)
        let screen = host.renderScreen()
        let bottom = screen.cropping(to: CGRect(x: 0, y: 844 - 160, width: 390, height: 160)) ?? screen
        let diff = ReferenceImage.compare(bottom, named: "hides-bottom-bar-mid-push")
        #expect(diff == nil, "\(diff!)")
    }
}
