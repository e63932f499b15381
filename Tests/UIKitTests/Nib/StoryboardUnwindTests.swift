import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Unwind segues (TN2298, uikit-controllers-facts.md §1.8): the destination is found up the
/// presentation and containment chain; the source's `prepare(for:sender:)` runs, then the
/// destination's action (an `@Action` method taking the segue), then the presented
/// controllers above the destination are dismissed.
@Suite("Storyboard unwind segues", .freshContext) @MainActor
struct StoryboardUnwindTests {
    @Test("A Done button's unwind segue: the source's shouldPerformSegue, then its prepare(for:sender:), then the presenter's unwind action with the segue, then the presented controller is dismissed")
    func triggeredUnwind() throws {
        try StoryboardSegueTests.withHome { log, host, home in
            let next = try StoryboardSegueTests.presented("modal", from: home, in: host)
            log.entries.removeAll()
            try StoryboardSegueTests.tap(next.doneButton, in: host)
            #expect(log.entries.prefix(3) == ["Next.shouldPerformSegue(done)", "Next.prepare(done)", "Home.unwindToHome(from: Next)"])
            let segue = try #require(home.unwound.first)
            #expect(segue.source === next && segue.destination === home && segue.identifier == "done")
            host.advanceTime(by: 0.6)
            #expect(home.presentedViewController == nil)
            #expect(next.view.window == nil)
        }
    }

    @Test("An unwind segue performed by identifier does not ask shouldPerformSegue; one the source refuses when triggered does nothing")
    func unwindByIdentifierAndRefusal() throws {
        try StoryboardSegueTests.withHome { log, host, home in
            let next = try StoryboardSegueTests.presented("modal", from: home, in: host)
            next.refused = ["done", "backHome"]
            try StoryboardSegueTests.tap(next.doneButton, in: host)
            host.advanceTime(by: 0.6)
            #expect(home.unwound.isEmpty)
            #expect(home.presentedViewController === next)
            log.entries.removeAll()
            next.performSegue(withIdentifier: "backHome", sender: nil)
            #expect(log.entries.first == "Next.prepare(backHome)")
            #expect(home.unwound.count == 1)
            host.advanceTime(by: 0.6)
            #expect(home.presentedViewController == nil)
        }
    }

    @Test("The destination search goes up from the source to the presenter, asks its children (allowedChildrenForUnwinding: all but the one leading to the source), the most recent first, with canPerformUnwindSegueAction deciding; containers above the destination get unwind(for:towards:)")
    func destinationSearch() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let container = UnwindContainer()
        let older = UnwindTarget(), newer = UnwindTarget()
        for child in [older, newer] {
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }
        newer.accepts = false
        host.window.rootViewController = container
        host.runLoopTurn()
        let next = UIStoryboard(name: "Segues", bundle: .module).instantiateViewController(withIdentifier: "Next")
        older.present(next, animated: false)
        #expect(container.presentedViewController === next)
        next.performSegue(withIdentifier: "backHome", sender: nil)
        #expect(older.unwound == 1)
        #expect(newer.unwound == 0)
        #expect(container.allowed.first?.count == 2)
        #expect(container.unwoundTowards.count == 1 && container.unwoundTowards.first === older)
        host.advanceTime(by: 0.6)
        #expect(container.presentedViewController == nil)
    }

    @Test("childContaining(_:) is the child whose subtree holds the source; the default allowed children leave it out")
    func allowedChildrenLeaveOutTheSourcesBranch() throws {
        let container = UnwindContainer()
        let target = UnwindTarget(), branch = UIViewController()
        let source = try #require(UIStoryboard(name: "Segues", bundle: .module).instantiateViewController(withIdentifier: "Next") as? SegueNextController)
        for child in [target, branch] { container.addChild(child) }
        branch.addChild(source)
        source.performSegue(withIdentifier: "backHome", sender: nil)
        #expect(target.unwound == 1)
        #expect(container.allowed.first?.count == 1)
        #expect(container.allowed.first?.first === target)
    }

    @Test("Unwinding to a controller in another tab selects that tab (UITabBarController's unwind(for:towards:)) and dismisses what was presented")
    func unwindAcrossTabs() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let target = UnwindTarget(), other = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [target, other]
        tabs.selectedIndex = 1
        host.window.rootViewController = tabs
        host.runLoopTurn()
        let next = UIStoryboard(name: "Segues", bundle: .module).instantiateViewController(withIdentifier: "Next")
        other.present(next, animated: false)
        next.performSegue(withIdentifier: "backHome", sender: nil)
        #expect(target.unwound == 1)
        #expect(tabs.selectedViewController === target)
        host.advanceTime(by: 0.6)
        #expect(tabs.presentedViewController == nil)
    }

    @Test("Unwinding to a controller down a navigation stack pops to it")
    func unwindPopsNavigation() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let target = UnwindTarget(), top = UIViewController()
        let navigation = UINavigationController(rootViewController: target)
        navigation.pushViewController(top, animated: false)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        let next = UIStoryboard(name: "Segues", bundle: .module).instantiateViewController(withIdentifier: "Next")
        top.present(next, animated: false)
        next.performSegue(withIdentifier: "backHome", sender: nil)
        #expect(target.unwound == 1)
        host.advanceTime(by: 0.7)
        #expect(navigation.viewControllers == [target])
        #expect(navigation.presentedViewController == nil)
    }

    @Test("With no controller up the chain implementing the action, the unwind does nothing and says so")
    func noDestination() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runLoopTurn()
        let next = UIStoryboard(name: "Segues", bundle: .module).instantiateViewController(withIdentifier: "Next")
        root.present(next, animated: false)
        let messages = RuntimeIssue.capture { next.performSegue(withIdentifier: "backHome", sender: nil) }
        #expect(messages.contains { $0.contains("unwindToHome:") && $0.contains("nothing was unwound") })
        #expect(root.presentedViewController === next)
    }
}
