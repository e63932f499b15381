import Foundation
import Testing
import UIKit
import UIKitTesting

/// Hiding a navigation controller's bars (uikit-controllers-facts.md §1.6): by code over
/// `hideShowBarDuration`, on a tap, on a swipe, when the keyboard shows, in compact height.
@Suite("Navigation bar hiding", .freshContext) @MainActor
struct NavigationBarHidingTests {
    private func shown(configure: (UINavigationController) -> Void = { _ in }) -> (UITestHost, UINavigationController, UIViewController) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let content = UIViewController()
        content.title = "Content"
        let navigation = UINavigationController(rootViewController: content)
        configure(navigation)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        return (host, navigation, content)
    }

    @Test("setNavigationBarHidden(true, animated: true) slides the bar up over hideShowBarDuration; the content's safe area follows")
    func animatedHide() {
        let (host, navigation, content) = shown()
        defer { withExtendedLifetime(host) {} }
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        #expect(content.view.safeAreaInsets.top == 0)
        host.advanceTime(by: 0.1)
        let y = navigation.navigationBar.layer.presentation()?.frame.minY ?? 0
        #expect(y < 0 && y > -44, "half way up (\(y))")
        host.advanceInFrames(0.3)
        #expect(navigation.navigationBar.isHidden)
        navigation.setNavigationBarHidden(false, animated: false)
        #expect(!navigation.navigationBar.isHidden && navigation.navigationBar.frame.minY == 0)
        #expect(content.view.safeAreaInsets.top == 44)
    }

    @Test("setToolbarHidden(false, animated: true) slides the toolbar up from the bottom edge over hideShowBarDuration; the content's bottom safe area follows")
    func animatedToolbar() {
        let (host, navigation, content) = shown()
        defer { withExtendedLifetime(host) {} }
        content.toolbarItems = Self.toolbarItems()
        navigation.setToolbarHidden(false, animated: true)
        #expect(!navigation.isToolbarHidden)
        #expect(content.view.safeAreaInsets.bottom == 44)
        host.advanceTime(by: 0.1)
        let y = navigation.toolbar.layer.presentation()?.frame.minY ?? 0
        #expect(y > 800 && y < 844, "half way up (\(y))")
        host.advanceInFrames(0.3)
        #expect(navigation.toolbar.layer.presentation()?.frame.minY == 800)
        navigation.setToolbarHidden(true, animated: true)
        host.advanceInFrames(0.3)
        #expect(navigation.toolbar.isHidden)
        #expect(content.view.safeAreaInsets.bottom == 0)
    }

    /// Items for the content's toolbar (a toolbar with none takes no part in the hiding).
    private static func toolbarItems() -> [UIBarButtonItem] { [UIBarButtonItem(title: "Edit", style: .plain)] }

    @Test("hidesBarsOnTap: a tap in the content hides the navigation bar and the toolbar, the next shows both; the recognizer is on the navigation controller's view")
    func hidesOnTap() {
        let (host, navigation, content) = shown { $0.hidesBarsOnTap = true }
        defer { withExtendedLifetime(host) {} }
        content.toolbarItems = Self.toolbarItems()
        navigation.setToolbarHidden(false, animated: false)
        #expect(navigation.barHideOnTapGestureRecognizer.view === navigation.view)
        host.tap(at: CGPoint(x: 200, y: 400))
        host.advanceInFrames(0.3)
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)
        host.tap(at: CGPoint(x: 200, y: 400))
        host.advanceInFrames(0.3)
        #expect(!navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
    }

    @Test("hidesBarsOnSwipe: swiping the content up hides the navigation bar and the toolbar, swiping down shows both (Apple's hidesBarsOnSwipe)")
    func hidesOnSwipe() {
        let (host, navigation, _) = shown { navigation in
            navigation.hidesBarsOnSwipe = true
            navigation.topViewController?.toolbarItems = Self.toolbarItems()
            navigation.setToolbarHidden(false, animated: false)
        }
        defer { withExtendedLifetime(host) {} }
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400))
        host.advanceInFrames(0.3)
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 600))
        host.advanceInFrames(0.3)
        #expect(!navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
    }

    @Test("hidesBarsOnSwipe: a shown toolbar without items stays visible after a swipe (Apple: it takes part only if it has items)")
    func itemlessToolbarStays() {
        let (host, navigation, content) = shown { navigation in
            navigation.hidesBarsOnSwipe = true
            navigation.setToolbarHidden(false, animated: false)
        }
        defer { withExtendedLifetime(host) {} }
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400))
        host.advanceInFrames(0.3)
        #expect(navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
        #expect(!navigation.toolbar.isHidden && navigation.toolbar.frame.maxY == 844)
        #expect(content.view.safeAreaInsets.bottom == 44)
    }

    @Test("hidesBarsWhenKeyboardAppears: the keyboard's will-show notification hides the navigation bar and the toolbar")
    func hidesWhenKeyboardAppears() {
        let (host, navigation, content) = shown { $0.hidesBarsWhenKeyboardAppears = true }
        defer { withExtendedLifetime(host) {} }
        content.toolbarItems = Self.toolbarItems()
        navigation.setToolbarHidden(false, animated: false)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        host.advanceInFrames(0.3)
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)
    }

    /// A navigation controller hiding its bars in compact height, with a shown toolbar that
    /// has items, on a phone in landscape.
    private func compactShown() -> (UITestHost, UINavigationController, UIViewController) {
        let host = UITestHost(size: CGSize(width: 844, height: 390), scale: 1)
        let content = UIViewController()
        content.toolbarItems = Self.toolbarItems()
        let navigation = UINavigationController(rootViewController: content)
        navigation.hidesBarsWhenVerticallyCompact = true
        navigation.setToolbarHidden(false, animated: false)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        return (host, navigation, content)
    }

    @Test("hidesBarsWhenVerticallyCompact: in compact height the navigation bar and toolbar are hidden without changing isNavigationBarHidden; regular height shows them again")
    func hidesWhenCompact() {
        let (host, navigation, content) = compactShown()
        defer { withExtendedLifetime(host) {} }
        #expect(navigation.navigationBar.isHidden && navigation.toolbar.isHidden)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        #expect(content.view.safeAreaInsets.top == 0 && content.view.safeAreaInsets.bottom == 0)
        host.window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        host.runLoopTurn()
        #expect(!navigation.navigationBar.isHidden && !navigation.toolbar.isHidden)
        #expect(content.view.safeAreaInsets.top == 44 && content.view.safeAreaInsets.bottom == 44)
    }

    @Test("hidesBarsWhenVerticallyCompact: in compact height an unhandled tap in the content shows both bars again (Apple's hidesBarsWhenVerticallyCompact)")
    func compactTapShowsBars() {
        let (host, navigation, content) = compactShown()
        defer { withExtendedLifetime(host) {} }
        #expect(navigation.navigationBar.isHidden)
        host.tap(at: CGPoint(x: 400, y: 200))
        host.advanceInFrames(0.3)
        #expect(!navigation.navigationBar.isHidden && !navigation.toolbar.isHidden)
        #expect(navigation.navigationBar.frame.minY == 0)
        #expect(content.view.safeAreaInsets.top == navigation.navigationBar.frame.height)
        #expect(content.view.safeAreaInsets.bottom == navigation.toolbar.frame.height)
    }
}
