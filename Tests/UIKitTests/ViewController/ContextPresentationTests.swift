import QuartzCore
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Presentations over a context (uikit-controllers-facts.md §1.4): `.currentContext` and
/// `.overCurrentContext` cover only the nearest controller up the chain that
/// `definesPresentationContext` (the root when none does); `.currentContext` removes that
/// controller's view with its disappear callbacks, `.overCurrentContext` keeps it without any;
/// `providesPresentationContextTransitionStyle` lends the definer's transition style; a custom
/// presentation whose controller is not `shouldPresentInFullscreen` covers the context too.
@Suite("Presentation over the current context", .freshContext) @MainActor
struct ContextPresentationTests {
    /// A root holding a context definer D (the right half) and a child C inside D.
    private func tree(_ log: CallbackLog, definer: Bool = true)
        -> (UITestHost, LoggingController, LoggingController, LoggingController) {
        let host = UITestHost(size: CGSize(width: 400, height: 600), scale: 1)
        let root = LoggingController("R", log: log)
        host.window.rootViewController = root
        let d = LoggingController("D", log: log), c = LoggingController("C", log: log)
        d.definesPresentationContext = definer
        root.addChild(d)
        d.view.frame = CGRect(x: 200, y: 0, width: 200, height: 600)
        root.view.addSubview(d.view)
        d.didMove(toParent: root)
        d.addChild(c)
        c.view.frame = CGRect(x: 0, y: 100, width: 200, height: 200)
        d.view.addSubview(c.view)
        c.didMove(toParent: d)
        host.runLoopTurn()
        log.clear()
        return (host, root, d, c)
    }

    @Test("currentContext from C: presented by the definer D over D's frame only; D and C disappear (parent first), B appears; the root stays")
    func currentContextPresent() {
        let log = CallbackLog()
        let (host, root, d, c) = tree(log)
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .currentContext
        c.present(b, animated: true)
        #expect(b.presentingViewController === d)
        #expect(d.presentedViewController === b)
        #expect(log.appearance == ["D.viewWillDisappear", "C.viewWillDisappear", "B.viewWillAppear"])
        host.advanceTime(by: 0.6)
        #expect(log.appearance == ["D.viewWillDisappear", "C.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                                   "D.viewDidDisappear", "C.viewDidDisappear", "B.viewDidAppear"])
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 200, y: 0, width: 200, height: 600))
        #expect(d.view.window == nil, "the context's view is removed")
        #expect(root.view.window === host.window)
        #expect(!log.appearance.contains { $0.hasPrefix("R.") })
    }

    @Test("currentContext dismissed: D's view comes back where it was; D and C appear again, B disappears")
    func currentContextDismiss() {
        let log = CallbackLog()
        let (host, root, d, c) = tree(log)
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .currentContext
        c.present(b, animated: false)
        host.runLoopTurn()
        log.clear()
        b.dismiss(animated: true)
        host.advanceTime(by: 0.6)
        #expect(log.appearance.filter { $0.contains("Will") || $0.contains("Did") } ==
                ["B.viewWillDisappear", "D.viewWillAppear", "C.viewWillAppear", "B.viewDidDisappear", "D.viewDidAppear", "C.viewDidAppear"])
        #expect(d.view.superview === root.view)
        #expect(d.view.frame == CGRect(x: 200, y: 0, width: 200, height: 600))
        #expect(d.presentedViewController == nil)
        #expect(b.view.window == nil)
    }

    @Test("overCurrentContext: the definer's view stays under the presented one; nobody but B hears anything")
    func overCurrentContext() {
        let log = CallbackLog()
        let (host, _, d, c) = tree(log)
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .overCurrentContext
        c.present(b, animated: true)
        host.advanceTime(by: 0.6)
        #expect(log.appearance == ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        #expect(d.view.window === host.window)
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 200, y: 0, width: 200, height: 600))
        log.clear()
        b.dismiss(animated: true)
        host.advanceTime(by: 0.6)
        #expect(log.appearance == ["B.viewWillDisappear", "B.viewDidDisappear"])
    }

    @Test("With no definer up the chain the root's context is used: the whole window")
    func noDefiner() {
        let log = CallbackLog()
        let (host, root, _, c) = tree(log, definer: false)
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .currentContext
        c.present(b, animated: false)
        host.runLoopTurn()
        #expect(b.presentingViewController === root)
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 400, height: 600))
    }

    @Test("providesPresentationContextTransitionStyle: the definer's transition style replaces the presented controller's")
    func definerTransitionStyle() {
        let log = CallbackLog()
        let (host, _, d, c) = tree(log)
        d.providesPresentationContextTransitionStyle = true
        d.modalTransitionStyle = .crossDissolve
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .currentContext
        c.present(b, animated: true)
        host.advanceTime(by: 0.1)
        #expect(b.modalTransitionStyle == .crossDissolve)
        let layer = b.view.layer.presentation()
        #expect((layer?.opacity ?? 1) < 1 && layer?.frame.minY == 0, "it fades in place rather than sliding up")
        host.advanceTime(by: 0.5)
    }

    @Test("A custom presentation controller that is not shouldPresentInFullscreen covers the current context: presented by D, over D's frame")
    func customInContext() {
        let log = CallbackLog()
        let (host, root, d, c) = tree(log)
        let delegate = ContextPresentationDelegate()
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        c.present(b, animated: false)
        host.runLoopTurn()
        #expect(b.presentingViewController === d)
        #expect(b.presentationController?.containerView?.convert(CGPoint.zero, to: nil) == CGPoint(x: 200, y: 0))
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 200, y: 0, width: 200, height: 600))
        #expect(root.view.window === host.window && d.view.window === host.window)

        // The default (true) covers the screen, from the root.
        b.dismiss(animated: false)
        host.runLoopTurn()
        delegate.inFullscreen = true
        let e = LoggingController("E", log: log)
        e.modalPresentationStyle = .custom
        e.transitioningDelegate = delegate
        c.present(e, animated: false)
        host.runLoopTurn()
        #expect(e.presentingViewController === root)
        #expect(e.view.convert(e.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 400, height: 600))
    }

    @Test("Dismissing while the presentation still runs is refused with UIKit's message; the presentation ends whole, and can be dismissed after")
    func dismissDuringPresentation() {
        let log = CallbackLog()
        let (host, _, d, c) = tree(log)
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .currentContext
        c.present(b, animated: true)
        host.advanceTime(by: 0.1)
        var dismissed = false
        let messages = RuntimeIssue.capture { b.dismiss(animated: true) { dismissed = true } }
        #expect(messages.first?.contains("while a presentation or dismiss is in progress") == true)
        host.advanceTime(by: 0.6)
        #expect(dismissed == false)
        #expect(d.presentedViewController === b)
        #expect(log.appearance.last == "B.viewDidAppear")
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 200, y: 0, width: 200, height: 600))
        b.dismiss(animated: false) { dismissed = true }
        host.runLoopTurn()
        #expect(dismissed)
        #expect(d.view.window === host.window)
    }
}

/// Hands out `ContextPresentationController`s.
@MainActor private final class ContextPresentationDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var inFullscreen = false
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = ContextPresentationController(presentedViewController: presented, presenting: presenting)
        controller.inFullscreen = inFullscreen
        return controller
    }
}

/// A custom presentation controller whose `shouldPresentInFullscreen` is set by the test.
@MainActor private final class ContextPresentationController: UIPresentationController {
    var inFullscreen = false
    override var shouldPresentInFullscreen: Bool { inFullscreen }
}
