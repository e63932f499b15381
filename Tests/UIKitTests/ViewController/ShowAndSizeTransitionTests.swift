import Testing
import UIKit
import UIKitTesting

/// `show(_:sender:)`, `showDetailViewController(_:sender:)` and `targetViewController(forAction:sender:)`
/// (containment §2), and `viewWillTransition(to:with:)` when the window's size changes (§1).
@Suite("Showing controllers and size transitions", .freshContext) @MainActor
struct ShowAndSizeTransitionTests {
    /// A container that shows controllers itself (as a navigation controller pushes them).
    final class Container: UIViewController {
        var shown: [UIViewController] = []
        override func canPerformAction(_ action: UIEditAction, withSender sender: Any?) -> Bool { action == .show }
        override func show(_ vc: UIViewController, sender: Any?) { shown.append(vc) }
    }

    /// Logs the sizes it is told of and what its coordinator's blocks see.
    final class SizeLogger: UIViewController {
        var log: [String] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("willTransition(\(Int(size.width))×\(Int(size.height))) view \(Int(view.bounds.width))")
            coordinator.animate(alongsideTransition: { _ in self.log.append("alongside view \(Int(self.view.bounds.width))") },
                                completion: { _ in self.log.append("completion") })
        }
    }

    @Test("With no container that takes .show, show(_:sender:) and showDetailViewController(_:sender:) present modally")
    func showPresents() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let a = UIViewController()
        host.window.rootViewController = a
        host.runLoopTurn()
        let b = UIViewController()
        a.show(b, sender: nil)
        host.advanceTime(by: 0.6)
        #expect(a.presentedViewController === b)
        #expect(a.targetViewController(forAction: .show, sender: nil) == nil)
        let c = UIViewController()
        b.showDetailViewController(c, sender: nil)
        host.advanceTime(by: 0.6)
        #expect(b.presentedViewController === c)
    }

    @Test("A child's show(_:sender:) goes to the nearest ancestor that takes .show (targetViewController walks parents, then presenters)")
    func showGoesToContainer() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let container = Container()
        host.window.rootViewController = container
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        host.runLoopTurn()
        #expect(child.targetViewController(forAction: .show, sender: nil) === container)
        let next = UIViewController()
        child.show(next, sender: nil)
        #expect(container.shown == [next])
        #expect(child.presentedViewController == nil)
        // A controller the container's child presented finds the container through its presenter.
        let modal = UIViewController()
        child.present(modal, animated: false)
        #expect(modal.targetViewController(forAction: .show, sender: nil) === container)
    }

    @Test("Resizing the window tells the root controller (and its children and presented controller) before the size changes; alongside blocks run at the new size, then completions")
    func windowResize() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let root = SizeLogger()
        host.window.rootViewController = root
        let child = SizeLogger()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        host.runLoopTurn()
        let presented = SizeLogger()
        root.present(presented, animated: false)
        host.runLoopTurn()
        host.window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        #expect(root.log == ["willTransition(480×320) view 320", "alongside view 480", "completion"])
        #expect(child.log.first?.hasPrefix("willTransition(480×320)") == true && child.log.count == 3)
        #expect(presented.log.first?.hasPrefix("willTransition(480×320)") == true && presented.log.count == 3)
        // The same size again tells nobody.
        host.window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        #expect(root.log.count == 3)
    }

    /// A controller that routes .show to a container of its choosing.
    final class Routing: UIViewController {
        weak var route: UIViewController?
        override func targetViewController(forAction action: UIEditAction, sender: Any?) -> UIViewController? {
            action == .show ? route : super.targetViewController(forAction: action, sender: sender)
        }
    }

    @Test("targetViewController(forAction:sender:) can be overridden (it is open, as on iOS), and show(_:sender:) follows the override")
    func targetOverride() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let container = Container()
        host.window.rootViewController = container
        let routing = Routing()
        routing.route = container
        host.runLoopTurn()
        let shown = UIViewController()
        routing.show(shown, sender: nil)
        #expect(container.shown.first === shown)
    }

    /// Logs trait and size transitions with the traits its view has when each comes.
    final class TraitLogger: UIViewController {
        var log: [String] = []
        override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
            log.append("willTransition(to: \(newCollection.horizontalSizeClass == .compact ? "compact" : "regular")) "
                + "now \(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("viewWillTransition(\(Int(size.width)))")
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass { log.append("traitCollectionDidChange") }
        }
    }

    @Test("A window resize that changes the size class sends willTransition(to:with:) with the new traits before the change (and before viewWillTransition), then traitCollectionDidChange; one that keeps it sends no trait transition")
    func traitTransitionOnResize() {
        let host = UITestHost(size: CGSize(width: 1180, height: 820), scale: 1)
        let root = TraitLogger()
        let child = TraitLogger()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        host.window.rootViewController = root
        host.runLoopTurn()
        host.window.frame = CGRect(x: 0, y: 0, width: 1000, height: 820)
        #expect(root.log == ["viewWillTransition(1000)"])
        root.log.removeAll()
        host.window.frame = CGRect(x: 0, y: 0, width: 500, height: 820)
        host.runLoopTurn()
        #expect(root.log == ["willTransition(to: compact) now regular", "viewWillTransition(500)", "traitCollectionDidChange"])
        #expect(child.log.suffix(3) == ["willTransition(to: compact) now regular", "viewWillTransition(500)", "traitCollectionDidChange"])
    }

    /// A presentation controller that logs what it hears.
    final class LoggingPresentation: UIPresentationController {
        var log: [String] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.append("viewWillTransition(\(Int(size.width)))")
        }
        override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.append("willTransition")
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass { log.append("traitCollectionDidChange") }
        }
    }

    final class Transitioning: NSObject, UIViewControllerTransitioningDelegate {
        var made: LoggingPresentation?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let controller = LoggingPresentation(presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
    }

    @Test("A presentation controller, as a UIContentContainer and trait environment, hears the size and trait transitions before its presented controller, and the trait change")
    func presentationControllerHearsTransitions() throws {
        let host = UITestHost(size: CGSize(width: 1180, height: 820), scale: 1)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runLoopTurn()
        let presented = TraitLogger()
        let transitioning = Transitioning()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitioning
        root.present(presented, animated: false)
        host.runLoopTurn()
        let controller = try #require(transitioning.made)
        host.window.frame = CGRect(x: 0, y: 0, width: 500, height: 820)
        host.runLoopTurn()
        #expect(controller.log == ["willTransition", "viewWillTransition(500)", "traitCollectionDidChange"])
        #expect(presented.log.prefix(2) == ["willTransition(to: compact) now regular", "viewWillTransition(500)"])
    }
}
