import QuartzCore
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Child view controllers (uikit-controllers-facts.md §1.2): the calls UIKit makes for the
/// container, the ones it leaves to it, and `transition(from:to:…)`.
@Suite("View controller containment", .freshContext) @MainActor
struct ContainmentTests {
    /// A parent at the root of the host's window, shown.
    private func shownParent(_ log: CallbackLog) -> (UITestHost, LoggingController) {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let parent = LoggingController("P", log: log)
        host.window.rootViewController = parent
        host.runLoopTurn()
        log.clear()
        return (host, parent)
    }

    /// The container's three steps for a child: add it, add its view, tell it.
    private func embed(_ child: UIViewController, in parent: UIViewController) {
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    @Test("Adding a child to a shown parent: addChild calls willMove(toParent:), adding the view makes it appear (isMovingToParent inside), the container calls didMove")
    func addingAChild() {
        let log = CallbackLog()
        let (host, parent) = shownParent(log)
        defer { withExtendedLifetime(host) {} }
        let child = LoggingController("C", log: log)
        parent.addChild(child)
        #expect(log.entries == ["C.willMove(toParent: P)"])
        #expect(child.parent === parent)
        #expect(parent.children.count == 1 && parent.children.first === child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.entries.filter { !$0.contains("Layout") } == ["C.willMove(toParent: P)", "C.viewDidLoad", "C.viewWillAppear",
                                                                  "C.viewIsAppearing", "C.viewDidAppear", "C.didMove(toParent: P)"])
        #expect(child.flags["viewWillAppear"]?.movingTo == true)
        #expect(child.flags["viewDidAppear"]?.movingTo == true)
        #expect(child.isMovingToParent == false)   // only meaningful inside the callbacks
    }

    @Test("Removing a child: the container calls willMove(toParent: nil) and removes the view (it disappears, isMovingFromParent inside); removeFromParent calls didMove(toParent: nil)")
    func removingAChild() {
        let log = CallbackLog()
        let (host, parent) = shownParent(log)
        defer { withExtendedLifetime(host) {} }
        let child = LoggingController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.entries == ["C.willMove(toParent: nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(toParent: nil)"])
        #expect(child.flags["viewWillDisappear"]?.movingFrom == true)
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test("Adding a child that has another parent moves it: it leaves the old parent first")
    func reparenting() {
        let log = CallbackLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log), child = LoggingController("C", log: log)
        a.addChild(child)
        log.clear()
        b.addChild(child)
        #expect(log.entries == ["C.didMove(toParent: nil)", "C.willMove(toParent: B)"])
        #expect(a.children.isEmpty)
        #expect(child.parent === b)
    }

    @Test("addChild of the controller itself or of an ancestor is refused with a message naming the rule; the tree is unchanged")
    func addingSelfOrAncestor() {
        let log = CallbackLog()
        let root = LoggingController("R", log: log), child = LoggingController("C", log: log)
        root.addChild(child)
        let messages = RuntimeIssue.capture {
            child.addChild(child)
            child.addChild(root)
        }
        #expect(messages.count == 2)
        #expect(messages[0].contains("can't be its own child"))
        #expect(messages[1].contains("cycle"))
        #expect(child.children.isEmpty)
        #expect(root.parent == nil)
    }

    @Test("transition(from:to:): the new child's view joins the old one's superview, both get their callbacks, the old view leaves when the animation ends")
    func transitionBetweenChildren() {
        let log = CallbackLog()
        let (host, parent) = shownParent(log)
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        embed(a, in: parent)
        parent.addChild(b)
        log.clear()
        var finished: Bool?
        b.view.alpha = 0
        parent.transition(from: a, to: b, duration: 0.3, animations: { b.view.alpha = 1 }, completion: { finished = $0 })
        #expect(b.view.superview === parent.view)
        #expect(a.view.superview === parent.view)
        #expect(log.appearance == ["A.viewWillDisappear", "B.viewWillAppear"])
        host.advanceTime(by: 0.15)
        #expect(a.view.superview === parent.view)
        #expect(finished == nil)
        host.advanceTime(by: 0.3)
        #expect(finished == true)
        #expect(a.view.superview == nil)
        #expect(log.appearance == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear"])
    }

    @Test("transition(from:to:) between controllers that are not both children of the receiver is refused with UIKit's message; nothing moves")
    func transitionWithWrongParents() {
        let log = CallbackLog()
        let (host, parent) = shownParent(log)
        defer { withExtendedLifetime(host) {} }
        let a = LoggingController("A", log: log), stranger = LoggingController("S", log: log)
        parent.addChild(a)
        parent.view.addSubview(a.view)
        log.clear()
        let messages = RuntimeIssue.capture {
            parent.transition(from: a, to: stranger, duration: 0, animations: nil)
        }
        #expect(messages.first?.contains("must have a common parent view controller") == true)
        #expect(a.view.superview === parent.view)
        #expect(stranger.viewIfLoaded == nil)
        #expect(log.entries.isEmpty)
    }

    @Test("setOverrideTraitCollection(_:forChild:) gives the child those traits over the parent's, and the child hears of the change")
    func overrideTraitsForChild() {
        let log = CallbackLog()
        let (host, parent) = shownParent(log)
        defer { withExtendedLifetime(host) {} }
        let child = LoggingController("C", log: log)
        embed(child, in: parent)
        #expect(child.traitCollection.horizontalSizeClass != .regular)
        log.clear()
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.view.traitCollection.horizontalSizeClass == .regular)
        #expect(parent.traitCollection.horizontalSizeClass != .regular)
        #expect(log.entries.contains("C.traitCollectionDidChange"))
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
    }

    @Test("Setting a child's preferredContentSize tells its parent (preferredContentSizeDidChange(forChildContentContainer:)); the same size again does not")
    func preferredContentSize() {
        let log = CallbackLog()
        let parent = LoggingController("P", log: log), child = LoggingController("C", log: log)
        parent.addChild(child)
        log.clear()
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(log.entries == ["P.preferredContentSizeDidChange(C)"])
        #expect(child.preferredContentSize == CGSize(width: 300, height: 200))
    }

    @Test("Parents and children free each other: the parent link is weak")
    func noRetainCycle() {
        var freed = 0
        do {
            let log = CallbackLog()
            let parent = LoggingController("P", log: log), child = LoggingController("C", log: log)
            parent.onDeinit = { freed += 1 }
            child.onDeinit = { freed += 1 }
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        #expect(freed == 2)
    }
}
