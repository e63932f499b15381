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

    @Test("hidesBarsOnTap: a tap in the content hides the bar, the next shows it; the recognizer is on the navigation controller's view")
    func hidesOnTap() {
        let (host, navigation, _) = shown { $0.hidesBarsOnTap = true }
        defer { withExtendedLifetime(host) {} }
        #expect(navigation.barHideOnTapGestureRecognizer.view === navigation.view)
        host.tap(at: CGPoint(x: 200, y: 400))
        host.advanceInFrames(0.3)
        #expect(navigation.isNavigationBarHidden)
        host.tap(at: CGPoint(x: 200, y: 400))
        host.advanceInFrames(0.3)
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("hidesBarsOnSwipe: swiping the content up hides the navigation bar and the toolbar, swiping down shows both (Apple's hidesBarsOnSwipe)")
    func hidesOnSwipe() {
        let (host, navigation, _) = shown { navigation in
            navigation.hidesBarsOnSwipe = true
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

    @Test("hidesBarsWhenKeyboardAppears: the keyboard's will-show notification hides the bar")
    func hidesWhenKeyboardAppears() {
        let (host, navigation, _) = shown { $0.hidesBarsWhenKeyboardAppears = true }
        defer { withExtendedLifetime(host) {} }
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        host.advanceInFrames(0.3)
        #expect(navigation.isNavigationBarHidden)
    }

    @Test("hidesBarsWhenVerticallyCompact: in compact height the bar is hidden without changing isNavigationBarHidden")
    func hidesWhenCompact() {
        let host = UITestHost(size: CGSize(width: 844, height: 390), scale: 1)
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.hidesBarsWhenVerticallyCompact = true
        host.window.rootViewController = navigation
        host.runLoopTurn()
        #expect(navigation.navigationBar.isHidden)
        #expect(!navigation.isNavigationBarHidden)
        #expect(content.view.safeAreaInsets.top == 0)
    }
}
