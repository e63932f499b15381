import Testing
import UIKit
import UIKitTesting

/// A split view controller scene (uikit-controllers-facts.md §1.8, §1.9): the master and detail
/// relationship segues give the classic split its columns, whatever their order in the file; a
/// showDetail segue replaces the detail, or pushes it when the split is collapsed.
@Suite("Storyboard split view controller", .freshContext) @MainActor
struct StoryboardSplitTests {
    private func load(size: CGSize) throws -> (UITestHost, UISplitViewController) {
        let host = UITestHost(size: size, scale: 1)
        let made = UIStoryboard(name: "Split", bundle: .module).instantiateInitialViewController()
        let split = try #require(made as? UISplitViewController)
        host.window.rootViewController = split
        host.runLoopTurn()
        return (host, split)
    }

    @Test("On an iPad the scene's master navigation controller is the primary and the detail's the secondary, side by side")
    func columns() throws {
        let (host, split) = try load(size: CGSize(width: 1194, height: 834))
        defer { withExtendedLifetime(host) {} }
        #expect(split.style == .unspecified)
        let controllers = split.viewControllers.compactMap { $0 as? UINavigationController }
        #expect(controllers.count == 2)
        #expect(controllers.first?.topViewController?.navigationItem.title == "Master")
        #expect(controllers.last?.topViewController?.navigationItem.title == "Detail")
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(controllers.last?.view.frame.minX == 320)
    }

    @Test("A showDetail segue replaces the detail in regular width and pushes on the master's stack in compact width")
    func showDetailSegue() throws {
        do {
            let (host, split) = try load(size: CGSize(width: 1194, height: 834))
            defer { withExtendedLifetime(host) {} }
            let master = try #require((split.viewControllers.first as? UINavigationController)?.topViewController)
            master.performSegue(withIdentifier: "showOther", sender: nil)
            host.advanceInFrames(0.6)
            #expect(split.viewControllers.last?.navigationItem.title == "Other")
        }
        let (host, split) = try load(size: CGSize(width: 390, height: 844))
        defer { withExtendedLifetime(host) {} }
        #expect(split.isCollapsed)
        let stack = try #require(split.viewControllers.first as? UINavigationController)
        #expect(stack.viewControllers.map(\.navigationItem.title) == ["Master", "Detail"], "the detail collapses onto the master's stack")
        stack.topViewController?.navigationController?.popViewController(animated: false)
        let master = try #require(stack.topViewController)
        master.performSegue(withIdentifier: "showOther", sender: nil)
        host.advanceInFrames(0.6)
        #expect(stack.viewControllers.map(\.navigationItem.title) == ["Master", "Other"])
    }
}
