import QuartzCore
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// UINavigationController's stack (uikit-controllers-facts.md §1.6 and §1.1): push, pop,
/// popTo, popToRoot and setViewControllers, the callbacks and containment calls around them,
/// and the delegate's timing.
@Suite("Navigation controller stack", .freshContext) @MainActor
struct NavigationStackTests {
    /// A navigation controller with `root` at the root of a shown window.
    private func shown(_ root: UIViewController) -> (UITestHost, UINavigationController) { NavigationFixture.shown(root) }

    @Test("The root is a child from init(rootViewController:), its navigationController is set, and it appears with the navigation controller")
    func rootAppears() {
        let log = CallbackLog()
        let a = LoggingController("A", log: log)
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        #expect(navigation.viewControllers == [a])
        #expect(a.parent === navigation && a.navigationController === navigation)
        #expect(log.appearance == ["A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        #expect(a.view.superview != nil && a.view.window === host.window)
    }

    @Test("Animated push A→B: B loads, A.viewWillDisappear, B.viewWillAppear, the slide, then A.viewDidDisappear, B.viewDidAppear; didMove(toParent:) after the transition")
    func pushOrder() {
        let log = CallbackLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        log.clear()
        navigation.pushViewController(b, animated: true)
        #expect(navigation.topViewController === b)   // the stack changes at once
        #expect(b.navigationController === navigation)
        host.runLoopTurn()
        let during = log.entries.filter { !$0.contains("Layout") && !$0.contains("SafeArea") }
        #expect(during == ["B.willMove(toParent: nil)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing"])
        #expect(b.flags["viewWillAppear"]?.movingTo == true)
        #expect(navigation.transitionCoordinator != nil && b.transitionCoordinator != nil)
        host.advanceInFrames(0.6)
        let after = Array(log.appearance.dropFirst(3))
        #expect(after == ["A.viewDidDisappear", "B.viewDidAppear"])
        #expect(log.entries.last == "B.didMove(toParent: nil)")
        #expect(a.view.superview == nil)
        #expect(b.view.frame == navigation.view.bounds)
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test("Animated pop B→A: B.viewWillDisappear, A.viewWillAppear, the slide, B.viewDidDisappear, A.viewDidAppear; B leaves with didMove(toParent: nil) and is released")
    func popOrder() {
        let log = CallbackLog()
        let a = LoggingController("A", log: log)
        var released = false
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        do {
            let b = LoggingController("B", log: log)
            b.onDeinit = { released = true }
            navigation.pushViewController(b, animated: false)
            host.runLoopTurn()
            log.clear()
            let popped = navigation.popViewController(animated: true)
            #expect(popped === b)
            #expect(navigation.viewControllers == [a])
        }
        host.runLoopTurn()
        #expect(log.appearance == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing"])
        host.advanceInFrames(0.6)
        #expect(Array(log.appearance.dropFirst(3)) == ["B.viewDidDisappear", "A.viewDidAppear"])
        #expect(log.entries.contains("B.willMove(toParent: nil)") && log.entries.last == "B.didMove(toParent: nil)")
        #expect(released, "a popped controller is released once its transition ends")
    }

    @Test("Mid-push the arriving view slides in from the trailing edge and the one below moves back (at most 30 % of the width)")
    func pushGeometry() {
        let a = UIViewController(), b = UIViewController()
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        navigation.pushViewController(b, animated: true)
        host.runLoopTurn()
        host.advanceTime(by: 0.05)
        let bx = b.view.layer.presentation()?.frame.minX ?? 0
        let ax = a.view.layer.presentation()?.frame.minX ?? 0
        #expect(bx > 0 && bx < 390)
        #expect(ax < 0 && ax >= -390 * 0.3 - 0.5)
        host.advanceInFrames(0.6)
        #expect(b.view.layer.presentation()?.frame.minX ?? -1 == 0)
    }

    @Test("The push runs on the system spring for half a second: front-loaded (well past a linear share early on), the view underneath dimmed by black up to 10 %, done at 0.5 s")
    func pushSpringAndDimming() {
        let log = CallbackLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        navigation.pushViewController(b, animated: true)
        host.runLoopTurn()
        host.advanceTime(by: 0.1)
        let bx = b.view.layer.presentation()?.frame.minX ?? 390
        #expect(bx < 390 * 0.7, "more than 30 % of the way after a fifth of the time (\(bx))")
        let dimming = a.view.superview?.subviews.first { $0 !== a.view && $0 !== b.view && $0.backgroundColor == .black }
        let dim = dimming?.layer.presentation()?.opacity ?? 0
        #expect(dim > 0.01 && dim <= 0.1 + 1e-3, "the page underneath darkens (\(dim))")
        host.advanceTime(by: 0.3)
        #expect(!log.appearance.contains("B.viewDidAppear"), "still running at 0.4 s")
        host.advanceInFrames(0.15)
        #expect(log.appearance.contains("B.viewDidAppear"))
        #expect(dimming?.superview == nil, "the dimming goes with the transition")
    }

    @Test("popViewController at the root returns nil and leaves the root; popToViewController and popToRootViewController return the popped controllers in stack order")
    func popAtRootAndToRoot() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        #expect(navigation.popViewController(animated: false) == nil)
        #expect(navigation.viewControllers == [a])
        navigation.setViewControllers([a, b, c], animated: false)
        host.runLoopTurn()
        let d = UIViewController()
        navigation.pushViewController(d, animated: false)
        #expect(navigation.popToViewController(b, animated: false) == [c, d])
        #expect(navigation.viewControllers == [a, b] && d.parent == nil && c.parent == nil)
        navigation.pushViewController(c, animated: false)
        host.runLoopTurn()
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped == [b, c])
        #expect(navigation.viewControllers == [a])
        #expect(b.parent == nil && c.parent == nil)
        #expect(navigation.popToRootViewController(animated: false) == [])
    }

    @Test("setViewControllers(_:animated:) pushes when the new top was not in the stack, pops when it was, and does nothing visible when the top stays")
    func setViewControllersOperation() {
        final class Recorder: UINavigationControllerDelegate {
            var operations: [UINavigationController.Operation] = []
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                operations.append(operation)
                return nil
            }
        }
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        let recorder = Recorder()
        navigation.delegate = recorder
        navigation.setViewControllers([a, b, c], animated: true)
        host.advanceInFrames(0.6)
        navigation.setViewControllers([a, b], animated: true)
        host.advanceInFrames(0.6)
        navigation.setViewControllers([c, b], animated: true)
        host.advanceInFrames(0.6)
        #expect(recorder.operations == [.push, .pop])
        #expect(navigation.viewControllers == [c, b])
        #expect(a.parent == nil && c.parent === navigation)
    }

    @Test("The delegate hears willShow before the transition and didShow after it completes")
    func delegateTiming() {
        final class Delegate: UINavigationControllerDelegate {
            var events: [String] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                events.append("willShow \(viewController.title ?? "")")
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                events.append("didShow \(viewController.title ?? "")")
            }
        }
        let a = UIViewController(), b = UIViewController()
        b.title = "B"
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        let delegate = Delegate()
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: true)
        #expect(delegate.events == ["willShow B"])
        host.advanceTime(by: 0.2)
        #expect(delegate.events == ["willShow B"])
        host.advanceInFrames(0.5)
        #expect(delegate.events == ["willShow B", "didShow B"])
    }

    @Test("A push or pop asked for during a transition waits for it to end: nothing is half shown and the stack ends as asked")
    func changesDuringATransitionWait() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        navigation.pushViewController(b, animated: true)
        host.advanceTime(by: 0.1)
        navigation.pushViewController(c, animated: true)
        #expect(navigation.viewControllers == [a, b])
        host.advanceInFrames(0.6)
        host.advanceInFrames(0.6)
        #expect(navigation.viewControllers == [a, b, c])
        #expect(c.view.window === host.window && b.view.superview == nil)
        navigation.popViewController(animated: true)
        host.advanceTime(by: 0.1)
        navigation.popViewController(animated: true)
        host.advanceInFrames(0.6)
        host.advanceInFrames(0.6)
        #expect(navigation.viewControllers == [a])
        #expect(a.view.window === host.window)
    }

    @Test("Bad pushes are refused with UIKit's messages: the same controller twice, a navigation controller, a tab bar controller, popping to a controller not in the stack")
    func badPushes() {
        let a = UIViewController()
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        var issues = RuntimeIssue.capture { navigation.pushViewController(a, animated: false) }
        #expect(issues.first?.contains("Pushing the same view controller instance") == true)
        issues = RuntimeIssue.capture { navigation.pushViewController(UINavigationController(), animated: false) }
        #expect(issues.first?.contains("Pushing a navigation controller is not supported") == true)
        issues = RuntimeIssue.capture { navigation.pushViewController(UITabBarController(), animated: false) }
        #expect(issues.first?.contains("Pushing a tab bar controller is not supported") == true)
        issues = RuntimeIssue.capture { navigation.setViewControllers([a, UITabBarController()], animated: false) }
        #expect(issues.first?.contains("Pushing a tab bar controller is not supported") == true)
        issues = RuntimeIssue.capture { _ = navigation.popToViewController(UIViewController(), animated: false) }
        #expect(issues.first?.contains("doesn't exist in the navigation stack") == true)
        #expect(navigation.viewControllers == [a])
    }

    @Test("show(_:sender:) from a controller in the stack pushes; the pushed controller's navigationItem takes its title")
    func showPushes() {
        let a = UIViewController(), b = UIViewController()
        b.title = "Detail"
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        a.show(b, sender: nil)
        host.advanceInFrames(0.6)
        #expect(navigation.topViewController === b)
        #expect(b.navigationItem.title == "Detail")
        #expect(navigation.navigationBar.topItem === b.navigationItem)
        #expect(navigation.navigationBar.backItem === a.navigationItem)
    }

    @Test("A navigation controller off screen swaps views with no callbacks; the top controller appears when the navigation controller does")
    func offScreenPush() {
        let log = CallbackLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: true)
        #expect(log.appearance.isEmpty)
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        #expect(log.appearance == ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        #expect(a.viewIfLoaded?.window == nil)
    }

    @Test("No retain cycles: a navigation controller with a stack, shown and torn down, is released with its controllers")
    func released() {
        var count = 0
        do {
            let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
            let log = CallbackLog()
            let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
            a.onDeinit = { count += 1 }
            b.onDeinit = { count += 1 }
            let navigation = UINavigationController(rootViewController: a)
            host.window.rootViewController = navigation
            host.runLoopTurn()
            navigation.pushViewController(b, animated: true)
            host.advanceInFrames(0.6)
            host.window.rootViewController = nil
            host.runLoopTurn()
        }
        #expect(count == 2)
    }
}
