import QuartzCore
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// The appearance state machine: who sends `viewWillAppear` … `viewDidDisappear`, in which
/// order, and when (uikit-controllers-facts.md §1.1, §6.1).
@Suite("View controller appearance callbacks", .freshContext) @MainActor
struct AppearanceCallbackTests {
    @Test("A window's root controller: viewDidLoad and viewWillAppear when it is set on a shown window; viewIsAppearing, the layout callbacks and viewDidAppear come with the commit that shows it")
    func rootControllerOfShownWindow() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let log = CallbackLog()
        let root = LoggingController("A", log: log)
        host.window.rootViewController = root
        #expect(log.entries == ["A.viewDidLoad", "A.viewWillAppear"])
        host.runLoopTurn()
        #expect(log.entries == ["A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewWillLayoutSubviews",
                                "A.viewDidLayoutSubviews", "A.viewDidAppear"])
        host.runLoopTurn()
        #expect(log.appearance.count == 3)   // once per appearance
    }

    @Test("A root controller set on a hidden window appears only when the window is shown")
    func rootControllerOfHiddenWindow() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let log = CallbackLog()
        let window = UIWindow(frame: host.window.bounds)
        window.rootViewController = LoggingController("A", log: log)
        #expect(log.entries == ["A.viewDidLoad"])
        window.isHidden = false
        #expect(log.appearance == ["A.viewWillAppear"])
        host.runLoopTurn()
        #expect(log.appearance == ["A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        log.clear()
        window.isHidden = true
        #expect(log.appearance == ["A.viewWillDisappear", "A.viewDidDisappear"])
    }

    @Test("Replacing a shown window's root: the old root disappears at once, the new one appears with the next commit")
    func replacingTheRoot() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let log = CallbackLog()
        host.window.rootViewController = LoggingController("A", log: log)
        host.runLoopTurn()
        log.clear()
        host.window.rootViewController = LoggingController("B", log: log)
        #expect(log.appearance == ["A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear"])
        host.runLoopTurn()
        #expect(log.appearance.suffix(2) == ["B.viewIsAppearing", "B.viewDidAppear"])
    }

    @Test("A root removed before the commit that would show it never gets viewDidAppear: its appearance is reversed")
    func rootRemovedBeforeItsCommit() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let log = CallbackLog()
        host.window.rootViewController = LoggingController("A", log: log)
        host.window.rootViewController = nil
        host.runLoopTurn()
        #expect(log.appearance == ["A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
    }

    @Test("Parents hear the callbacks before their children, and children whose views are in the parent's view hear them all")
    func parentsBeforeChildren() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let log = CallbackLog()
        let parent = LoggingController("P", log: log), child = LoggingController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.clear()
        host.window.rootViewController = parent
        host.runLoopTurn()
        #expect(log.appearance == ["P.viewWillAppear", "C.viewWillAppear", "P.viewIsAppearing", "C.viewIsAppearing",
                                   "P.viewDidAppear", "C.viewDidAppear"])
        log.clear()
        host.window.rootViewController = nil
        #expect(log.appearance == ["P.viewWillDisappear", "C.viewWillDisappear", "P.viewDidDisappear", "C.viewDidDisappear"])
    }

    @Test("A container that does not forward appearance: its child hears nothing until the container calls begin and end itself")
    func manualForwarding() {
        final class Manual: LoggingController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let log = CallbackLog()
        let parent = Manual("P", log: log), child = LoggingController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        host.window.rootViewController = parent
        host.runLoopTurn()
        #expect(log.appearance == ["P.viewWillAppear", "P.viewIsAppearing", "P.viewDidAppear"])
        log.clear()
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        #expect(log.appearance == ["C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear"])
    }

    @Test("A begin in the other direction reverses the transition: an appearing controller gets viewWillDisappear and viewDidDisappear, never viewDidAppear (a cancelled interactive pop)")
    func reversal() {
        let log = CallbackLog()
        let a = LoggingController("A", log: log)
        _ = a.view
        a.beginAppearanceTransition(true, animated: true)
        a.beginAppearanceTransition(false, animated: true)
        a.endAppearanceTransition()
        #expect(log.appearance == ["A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
    }

    @Test("Repeated begins in the same direction are dropped, and an end with nothing begun does nothing")
    func idempotent() {
        let log = CallbackLog()
        let a = LoggingController("A", log: log)
        _ = a.view
        a.endAppearanceTransition()
        a.beginAppearanceTransition(true, animated: false)
        a.beginAppearanceTransition(true, animated: false)
        a.endAppearanceTransition()
        a.endAppearanceTransition()
        a.beginAppearanceTransition(true, animated: false)
        #expect(log.appearance == ["A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
    }

    @Test("Calling an appearance callback directly is reported with UIKit's message; UIKit's own calls are not")
    func directCallIsReported() {
        let log = CallbackLog()
        let a = LoggingController("A", log: log)
        let direct = RuntimeIssue.capture { a.viewWillDisappear(false) }
        #expect(direct.count == 1)
        #expect(direct.first?.contains("Calling -viewWillDisappear: directly on a view controller is not supported") == true)
        let owned = RuntimeIssue.capture {
            a.beginAppearanceTransition(true, animated: false)
            a.endAppearanceTransition()
        }
        #expect(owned.isEmpty)
    }

    @Test("A view controller's view added to a shown window by hand appears in that call, and disappears when removed")
    func viewAddedByHand() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let log = CallbackLog()
        let a = LoggingController("A", log: log)
        host.window.addSubview(a.view)
        #expect(log.appearance == ["A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        log.clear()
        a.view.removeFromSuperview()
        #expect(log.appearance == ["A.viewWillDisappear", "A.viewDidDisappear"])
    }

    @Test("viewIsAppearing comes once the view is in the window, before the view's own layout callbacks")
    func isAppearingBeforeLayout() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        final class Checking: LoggingController {
            var frameAtIsAppearing: CGRect?
            var windowAtIsAppearing: UIWindow?
            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                frameAtIsAppearing = view.frame
                windowAtIsAppearing = view.window
            }
        }
        let log = CallbackLog()
        let a = Checking("A", log: log)
        host.window.rootViewController = a
        host.runLoopTurn()
        #expect(a.windowAtIsAppearing === host.window)
        #expect(a.frameAtIsAppearing == host.window.bounds)
        let order = log.entries
        #expect(order.firstIndex(of: "A.viewIsAppearing")! < order.firstIndex(of: "A.viewWillLayoutSubviews")!)
    }
}
