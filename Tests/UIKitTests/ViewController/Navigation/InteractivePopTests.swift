import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// The edge swipe that pops (uikit-controllers-facts.md §1.6, §1.1, §5): it follows the
/// finger, completes past half the width or on a fast release, and a cancelled pop sends the
/// callbacks in iOS's unbalanced order.
@Suite("Navigation interactive pop", .freshContext) @MainActor
struct InteractivePopTests {
    private func shownStack(_ log: CallbackLog) -> (UITestHost, UINavigationController, LoggingController, LoggingController) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        log.clear()
        return (host, navigation, a, b)
    }

    /// A slow drag from the leading edge to `x` (so the release has little velocity).
    private func swipe(_ host: UITestHost, to x: CGFloat, release: Bool = true) {
        host.touchDown(at: CGPoint(x: 4, y: 400))
        for step in 1...20 {
            host.touchMove(to: CGPoint(x: 4 + (x - 4) * CGFloat(step) / 20, y: 400))
            host.advanceTime(by: 0.05)
        }
        host.advanceTime(by: 0.2)
        if release { host.touchUp() }
    }

    @Test("The recognizer is a screen-edge pan on the leading edge, and it is on the navigation controller's view")
    func recognizer() {
        let log = CallbackLog()
        let (host, navigation, _, _) = shownStack(log)
        defer { withExtendedLifetime(host) {} }
        let recognizer = navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer
        #expect(recognizer?.edges == .left)
        #expect(recognizer?.view === navigation.view)
    }

    @Test("A swipe past half the width pops: the top view follows the finger, then B.viewDidDisappear and A.viewDidAppear come when it settles")
    func completedSwipe() {
        let log = CallbackLog()
        let (host, navigation, a, b) = shownStack(log)
        defer { withExtendedLifetime(host) {} }
        swipe(host, to: 200, release: false)
        let x = b.view.layer.presentation()?.frame.minX ?? 0
        #expect(abs(x - 196) < 25, "the top view is under the finger (\(x))")
        #expect(log.appearance == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing"])
        host.touchUp()
        host.advanceInFrames(1)
        #expect(navigation.viewControllers == [a])
        #expect(Array(log.appearance.dropFirst(3)) == ["B.viewDidDisappear", "A.viewDidAppear"])
    }

    @Test("A swipe released short of half the width goes back: A.viewWillDisappear, A.viewDidDisappear, B.viewWillAppear, B.viewDidAppear (A never gets didAppear)")
    func cancelledSwipe() {
        let log = CallbackLog()
        let (host, navigation, a, b) = shownStack(log)
        defer { withExtendedLifetime(host) {} }
        swipe(host, to: 100)
        host.advanceInFrames(1)
        #expect(navigation.viewControllers == [a, b])
        #expect(b.parent === navigation)
        #expect(log.appearance == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                                   "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        #expect(b.view.window === host.window && a.view.superview == nil)
        #expect(navigation.navigationBar.topItem === b.navigationItem)
    }

    @Test("The swipe does nothing at the root, and a custom left bar button item turns it off")
    func swipeOffCases() {
        let log = CallbackLog()
        let (host, navigation, a, b) = shownStack(log)
        defer { withExtendedLifetime(host) {} }
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain)
        swipe(host, to: 300)
        host.advanceInFrames(1)
        #expect(navigation.viewControllers == [a, b])
        b.navigationItem.leftBarButtonItem = nil
        navigation.popViewController(animated: false)
        host.runLoopTurn()
        swipe(host, to: 300)
        host.advanceInFrames(1)
        #expect(navigation.viewControllers == [a])
        #expect(log.appearance.filter { $0.hasPrefix("A.viewWillDisappear") }.isEmpty)
    }

    @Test("With the navigation bar hidden the edge swipe does not pop (iOS turns the recognizer off in practice); shown again, it pops")
    func hiddenBarTurnsSwipeOff() {
        let log = CallbackLog()
        let (host, navigation, a, b) = shownStack(log)
        defer { withExtendedLifetime(host) {} }
        navigation.setNavigationBarHidden(true, animated: false)
        swipe(host, to: 300)
        host.advanceInFrames(1)
        #expect(navigation.viewControllers == [a, b])
        navigation.setNavigationBarHidden(false, animated: false)
        swipe(host, to: 300)
        host.advanceInFrames(1)
        #expect(navigation.viewControllers == [a])
    }
}
