import QuartzCore
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// `present(_:animated:completion:)` and `dismiss(animated:completion:)`: the links, the
/// callbacks per style, the presenter's view, and the transition on the virtual clock
/// (uikit-controllers-facts.md §1.1, §1.4, §1.5).
@Suite("View controller presentation", .freshContext) @MainActor
struct PresentationTests {
    private func shownRoot(_ log: CallbackLog) -> (UITestHost, LoggingController) {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let root = LoggingController("A", log: log)
        host.window.rootViewController = root
        host.runLoopTurn()
        log.clear()
        return (host, root)
    }

    @Test("Full screen, animated: B loads, A.viewWillDisappear, B.viewWillAppear (isBeingPresented); when the slide ends A.viewDidDisappear, B.viewDidAppear, A's view leaves the window and the completion runs")
    func fullScreenPresentation() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        var completions = 0
        a.present(b, animated: true) { completions += 1 }
        #expect(log.appearance == ["A.viewWillDisappear", "B.viewWillAppear"])
        #expect(log.entries.first == "B.viewDidLoad")
        #expect(b.flags["viewWillAppear"]?.presented == true)
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.transitionCoordinator != nil)
        host.advanceTime(by: 0.25)
        // Mid-slide: on its way up from below the screen.
        let y = b.view.layer.presentation()?.frame.minY ?? -1
        #expect(y > 0 && y < 480)
        #expect(completions == 0)
        host.advanceTime(by: 0.5)
        #expect(log.appearance == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(completions == 1)
        #expect(a.view.superview == nil)
        #expect(b.view.window === host.window)
        #expect(b.view.frame == host.window.bounds)
        #expect(b.transitionCoordinator == nil)
    }

    @Test("Over full screen: the presenter hears nothing and its view stays behind the presented one")
    func overFullScreen() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        #expect(log.appearance == ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        #expect(a.view.window === host.window)
        log.clear()
        b.dismiss(animated: true)
        host.advanceTime(by: 0.6)
        #expect(log.appearance == ["B.viewWillDisappear", "B.viewDidDisappear"])
    }

    @Test("Dismissing a full-screen presentation: B.viewWillDisappear (isBeingDismissed), A.viewWillAppear; then B.viewDidDisappear, A.viewDidAppear; A's view is back, the links are gone and B is freed")
    func fullScreenDismissal() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        var freed = false
        do {
            let b = LoggingController("B", log: log)
            b.onDeinit = { freed = true }
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: false)
            log.clear()
            var done = false
            b.dismiss(animated: true) { done = true }
            #expect(log.appearance == ["B.viewWillDisappear", "A.viewWillAppear"])
            #expect(b.flags["viewWillDisappear"]?.dismissed == true)
            #expect(a.view.window === host.window)
            host.advanceTime(by: 0.6)
            #expect(done)
            #expect(log.appearance.suffix(2) == ["B.viewDidDisappear", "A.viewDidAppear"])
            #expect(a.presentedViewController == nil)
            #expect(b.presentingViewController == nil)
            #expect(b.viewIfLoaded?.window == nil)
        }
        #expect(freed)
        #expect(a.view.frame == host.window.bounds)
    }

    @Test("Presenting without animation finishes within the call; so does dismissing")
    func notAnimated() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        defer { withExtendedLifetime(host) {} }
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        var presented = false
        a.present(b, animated: false) { presented = true }
        #expect(presented)
        #expect(log.appearance == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear"])
        log.clear()
        a.dismiss(animated: false)
        #expect(log.appearance == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(a.presentedViewController == nil)
    }

    @Test("A child presents through the root of its containment tree, and sees the presented controller as its own")
    func childPresents() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        defer { withExtendedLifetime(host) {} }
        let child = LoggingController("C", log: log)
        a.addChild(child)
        a.view.addSubview(child.view)
        child.didMove(toParent: a)
        let b = LoggingController("B", log: log)
        child.present(b, animated: false)
        #expect(b.presentingViewController === a)
        #expect(child.presentedViewController === b)
        child.dismiss(animated: false)
        #expect(a.presentedViewController == nil)
    }

    @Test("Dismissing the presenter of a chain dismisses every controller above it")
    func dismissingAChain() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        defer { withExtendedLifetime(host) {} }
        let b = LoggingController("B", log: log), c = LoggingController("C", log: log)
        a.present(b, animated: false)
        b.present(c, animated: false)
        #expect(c.presentingViewController === b)
        a.dismiss(animated: false)
        #expect(a.presentedViewController == nil)
        #expect(b.presentedViewController == nil)
        #expect(c.viewIfLoaded?.window == nil)
        #expect(b.viewIfLoaded?.window == nil)
    }

    @Test("Dismissing a chain with animation: only the top-most view is seen leaving, with its own transition style (a cross dissolve here, where the one dismissed covers vertically); those in between are removed at once (Apple's dismiss(animated:completion:))")
    func animatedChainDismissal() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let a = UIViewController()
        a.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        host.window.rootViewController = a
        host.runLoopTurn()
        func controller(_ color: UIColor, _ style: UIModalTransitionStyle) -> UIViewController {
            let c = UIViewController()
            c.view.backgroundColor = color
            c.modalPresentationStyle = .fullScreen
            c.modalTransitionStyle = style
            return c
        }
        let b = controller(UIColor(red: 1, green: 0, blue: 0, alpha: 1), .coverVertical)
        let c = controller(UIColor(red: 1, green: 1, blue: 0, alpha: 1), .coverVertical)
        let d = controller(UIColor(red: 0, green: 1, blue: 0, alpha: 1), .crossDissolve)
        a.present(b, animated: false)
        b.present(c, animated: false)
        c.present(d, animated: false)
        host.runLoopTurn()
        var done = false
        a.dismiss(animated: true) { done = true }
        #expect(b.presentedViewController == nil && c.presentingViewController == nil, "those above are removed at once")
        host.advanceTime(by: 0.25)
        let middle = host.renderScreen().pixel(x: 160, y: 40)
        #expect(middle.r < 40, "no red or yellow shows: the views in between are not seen")
        #expect(middle.g > 60 && middle.b > 60, "the green top-most view dissolves into the blue presenter")
        host.advanceTime(by: 0.5)
        #expect(done && a.presentedViewController == nil)
        let after = host.renderScreen().pixel(x: 160, y: 40)
        #expect(after.b > 250 && after.g < 5)
        #expect(b.view.subviews.isEmpty, "the image of the top-most view is gone")
    }

    @Test("A page sheet (the default): the presenter stays without callbacks, is dimmed with black at 20 %, and the sheet's top is the safe area's top")
    func pageSheet() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let b = LoggingController("B", log: log)
        #expect(b.modalPresentationStyle == .automatic)
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        #expect(log.appearance == ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        #expect(a.view.window === host.window)
        #expect(b.view.frame == CGRect(x: 0, y: 59, width: 320, height: 421))
        #expect(b.presentationController?.presentationStyle == .pageSheet)
        let dimming = b.presentationController?.containerView?.subviews.first
        #expect(dimming?.alpha == 1)
        #expect(dimming?.backgroundColor == UIColor(white: 0, alpha: 0.2))
    }

    @Test("Presenting a controller that is already presented, or while a presentation runs, is refused with UIKit's message; dismissing with nothing presented does nothing")
    func badRequests() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let b = LoggingController("B", log: log), c = LoggingController("C", log: log)
        a.present(b, animated: true)
        var messages = RuntimeIssue.capture { a.present(c, animated: true) }
        #expect(messages.first?.contains("while a presentation is in progress") == true)
        host.advanceTime(by: 0.6)
        messages = RuntimeIssue.capture { a.present(c, animated: false) }
        #expect(messages.first?.contains("which is already presenting") == true)
        messages = RuntimeIssue.capture { c.present(b, animated: false) }
        #expect(messages.first?.contains("already being presented") == true)
        #expect(c.presentingViewController == nil)
        let lone = UIViewController()
        var called = false
        lone.dismiss(animated: false) { called = true }
        #expect(called == false)
        #expect(a.presentedViewController === b)
    }

    @Test("The presentation controller exists before the presentation, so its delegate can be set; the delegate's adaptive style is the one presented in")
    func delegateSetBeforePresenting() {
        final class Adapting: UIAdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                .fullScreen
            }
        }
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        defer { withExtendedLifetime(host) {} }
        let b = LoggingController("B", log: log)
        let delegate = Adapting()
        let early = b.presentationController
        early?.delegate = delegate
        a.present(b, animated: false)
        #expect(b.presentationController === early)
        #expect(b.presentationController?.presentingViewController === a)
        #expect(b.presentationController?.presentationStyle == .fullScreen)
        #expect(a.viewIfLoaded?.window == nil)   // full screen: the presenter's view left
    }

    @Test("An adapting delegate may show another controller in the adapted style (here a navigation controller holding the presented one), and hears willPresentWithAdaptiveStyle with that style and the coordinator; without adaptation the style it hears is .none")
    func adaptiveReplacement() throws {
        final class Wrapping: UIAdaptivePresentationControllerDelegate {
            var adapts = true
            var heard: [(UIModalPresentationStyle, Bool)] = []
            func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                adapts ? .fullScreen : .none
            }
            func presentationController(_ controller: UIPresentationController,
                                        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
                UINavigationController(rootViewController: controller.presentedViewController)
            }
            func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
                heard.append((style, transitionCoordinator != nil))
            }
        }
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        defer { withExtendedLifetime(host) {} }
        let b = LoggingController("B", log: log)
        let delegate = Wrapping()
        b.presentationController?.delegate = delegate
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        let nav = try #require(a.presentedViewController as? UINavigationController)
        #expect(nav.viewControllers == [b])
        #expect(nav.presentationController?.presentationStyle == .fullScreen)
        #expect(b.view.window === host.window)
        #expect(delegate.heard.count == 1 && delegate.heard.first?.0 == .fullScreen && delegate.heard.first?.1 == true)
        a.dismiss(animated: false)
        let c = UIViewController()
        let other = Wrapping()
        other.adapts = false
        c.presentationController?.delegate = other
        a.present(c, animated: false)
        #expect(a.presentedViewController === c)
        #expect(other.heard.count == 1 && other.heard.first?.0 == UIModalPresentationStyle.none)
    }

    @Test("Presenting in the style .none is refused with UIKit's message")
    func styleNone() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        defer { withExtendedLifetime(host) {} }
        let b = UIViewController()
        b.modalPresentationStyle = .none
        let messages = RuntimeIssue.capture { a.present(b, animated: false) }
        #expect(messages.first?.contains("doesn't have a corresponding presentation controller") == true)
        #expect(a.presentedViewController == nil)
    }

    @Test("A presented controller's next responder is its presenter; a root controller's is its window")
    func responderChain() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        defer { withExtendedLifetime(host) {} }
        let b = UIViewController()
        a.present(b, animated: false)
        #expect(b.next === a)
        #expect(a.next === host.window)
    }
}
