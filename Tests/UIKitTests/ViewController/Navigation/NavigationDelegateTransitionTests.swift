import Testing
import UIKit
import UIKitTesting

/// A push or pop the navigation controller's delegate animates
/// (`navigationController(_:animationControllerFor:from:to:)` and
/// `navigationController(_:interactionControllerFor:)`): the animator gets the container and
/// both controllers, the `did` callbacks wait for `completeTransition(_:)`, and an
/// interaction controller holds the pop, scrubs it and can cancel it.
@Suite("Navigation delegate transitions", .freshContext) @MainActor
struct NavigationDelegateTransitionTests {
    final class Delegate: UINavigationControllerDelegate {
        let fade = FadeAnimator(duration: 0.4)
        var interaction: UIPercentDrivenInteractiveTransition?
        var operations: [UINavigationController.Operation] = []
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            operations.append(operation)
            return fade
        }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    @Test("The delegate's animator runs a push: it gets both controllers and the container; will-callbacks at once, did-callbacks after its 0.4 s, then animationEnded(true)")
    func animatorRunsThePush() {
        let log = CallbackLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let (host, navigation) = NavigationFixture.shown(a)
        defer { withExtendedLifetime(host) {} }
        let delegate = Delegate()
        navigation.delegate = delegate
        log.clear()
        navigation.pushViewController(b, animated: true)
        host.runLoopTurn()
        #expect(delegate.operations == [.push])
        #expect(delegate.fade.contexts.first?.from === a && delegate.fade.contexts.first?.to === b)
        #expect(delegate.fade.contexts.first.map { b.view.isDescendant(of: $0.container) } == true)
        #expect(log.appearance.prefix(2) == ["A.viewWillDisappear", "B.viewWillAppear"])
        host.advanceTime(by: 0.2)
        let alpha = b.view.layer.presentation()?.opacity ?? 1
        #expect(alpha > 0.1 && alpha < 0.9, "half faded in (\(alpha))")
        #expect(!log.appearance.contains("B.viewDidAppear"))
        host.advanceInFrames(0.4)
        #expect(log.appearance.suffix(2) == ["A.viewDidDisappear", "B.viewDidAppear"])
        #expect(delegate.fade.ended == [true])
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(navigation.topViewController === b)
    }

    /// B pushed on A in a shown navigation controller whose delegate gives an interaction
    /// controller, and an animated pop of B begun; the log is cleared before the pop.
    private func poppingInteractively() -> (CallbackLog, UITestHost, UINavigationController, LoggingController, LoggingController, Delegate) {
        let log = CallbackLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let (host, navigation) = NavigationFixture.shown(a)
        navigation.pushViewController(b, animated: false)
        host.runLoopTurn()
        let delegate = Delegate()
        delegate.interaction = UIPercentDrivenInteractiveTransition()
        navigation.delegate = delegate
        log.clear()
        navigation.popViewController(animated: true)
        host.runLoopTurn()
        return (log, host, navigation, a, b, delegate)
    }

    @Test("An interaction controller from the delegate holds the pop and scrubs it; cancelled, the stack stays as it was and the top controller appears again")
    func interactivePopCancels() throws {
        let (log, host, navigation, a, b, delegate) = poppingInteractively()
        defer { withExtendedLifetime(host) {} }
        let interaction = try #require(delegate.interaction)
        #expect(delegate.operations == [.pop])
        interaction.update(0.5)
        host.advanceTime(by: 0.5)
        let held = a.view.layer.presentation()?.opacity ?? 0
        #expect(abs(held - 0.5) < 0.05, "held where update(_:) put it (\(held))")
        interaction.cancel()
        host.advanceInFrames(1)
        #expect(navigation.viewControllers == [a, b])
        #expect(navigation.topViewController === b)
        #expect(b.view.superview != nil && a.viewIfLoaded?.superview == nil)
        #expect(delegate.fade.ended == [false])
        #expect(log.appearance.last == "B.viewDidAppear")
        #expect(!log.appearance.contains("A.viewDidAppear"))
    }

    @Test("An interaction controller from the delegate that finishes completes the pop: the controller below is the top and appears")
    func interactivePopFinishes() throws {
        let (log, host, navigation, a, b, delegate) = poppingInteractively()
        defer { withExtendedLifetime(host) {} }
        let interaction = try #require(delegate.interaction)
        interaction.update(0.6)
        host.advanceTime(by: 0.1)
        interaction.finish()
        host.advanceInFrames(1)
        #expect(navigation.viewControllers == [a])
        #expect(b.parent == nil && b.viewIfLoaded?.superview == nil)
        #expect(delegate.fade.ended == [true])
        #expect(log.appearance.suffix(2) == ["B.viewDidDisappear", "A.viewDidAppear"])
    }
}
