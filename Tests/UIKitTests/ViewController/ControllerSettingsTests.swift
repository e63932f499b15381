import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// A controller's safe area, status-bar preferences and editing state
/// (uikit-controllers-facts.md §1.3, §1.2).
@Suite("View controller settings", .freshContext) @MainActor
struct ControllerSettingsTests {
    @Test("additionalSafeAreaInsets grow the root view's safe area; a subview gets the part it overlaps; viewSafeAreaInsetsDidChange is called")
    func additionalSafeAreaInsets() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let log = CallbackLog()
        let root = LoggingController("A", log: log)
        host.window.rootViewController = root
        let inner = UIView(frame: CGRect(x: 0, y: 30, width: 320, height: 100))
        root.view.addSubview(inner)
        host.runLoopTurn()
        log.clear()
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 80, left: 0, bottom: 20, right: 10)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 80, left: 0, bottom: 20, right: 10))
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 10))
        #expect(log.entries == ["A.viewSafeAreaInsetsDidChange"])
    }

    @Test("A child's root view adds its own additionalSafeAreaInsets to the part of the parent's safe area it overlaps")
    func childSafeArea() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let log = CallbackLog()
        let parent = LoggingController("P", log: log), child = LoggingController("C", log: log)
        host.window.rootViewController = parent
        parent.addChild(child)
        child.view.frame = CGRect(x: 0, y: 20, width: 320, height: 460)
        child.view.autoresizingMask = []
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.additionalSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 44, right: 0))
    }

    @Test("Non-finite additionalSafeAreaInsets are refused with a message; the insets stay")
    func nonFiniteInsets() {
        let root = UIViewController()
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let messages = RuntimeIssue.capture {
            root.additionalSafeAreaInsets = UIEdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0)
        }
        #expect(messages.count == 1)
        #expect(root.additionalSafeAreaInsets.top == 10)
    }

    @Test("The status bar follows the key window's root controller, or the child it names in childForStatusBarHidden / childForStatusBarStyle")
    func statusBarPreferences() {
        final class Hiding: UIViewController {
            override var prefersStatusBarHidden: Bool { true }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        final class Container: UIViewController {
            let inner = Hiding()
            override var childForStatusBarHidden: UIViewController? { inner }
        }
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        #expect(UIApplication.shared.isStatusBarHidden == false)
        host.window.rootViewController = Hiding()
        #expect(UIApplication.shared.isStatusBarHidden)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        host.window.rootViewController = Container()
        #expect(UIApplication.shared.isStatusBarHidden)   // the named child's preference
        #expect(UIApplication.shared.statusBarStyle == .default)   // the container's own
    }

    @Test("isEditing and setEditing(_:animated:): a table view controller's table edits with it")
    func editing() {
        let controller = UITableViewController(style: .plain)
        #expect(controller.isEditing == false)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        controller.isEditing = false
        #expect(controller.tableView.isEditing == false)
    }

    @Test("supportedInterfaceOrientations defaults to all but upside down on a phone and all on a pad")
    func supportedOrientations() {
        let phone = UIViewController()
        #expect(phone.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(phone.shouldAutorotate)
        let pad = UIViewController()
        pad.traitOverrides.userInterfaceIdiom = .pad
        #expect(pad.supportedInterfaceOrientations == .all)
        #expect(UIInterfaceOrientationMask.landscape.contains(.landscapeLeft))
        #expect(UIInterfaceOrientation.landscapeRight.isLandscape)
    }
}
