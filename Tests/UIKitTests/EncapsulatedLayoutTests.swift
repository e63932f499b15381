import Testing
import UIKit
import UIKitTesting

/// A window (or a navigation or tab bar controller, a page controller, a presentation) sets a
/// controller's view to the frame it gives it even when that view does not translate its
/// autoresizing mask: UIKit holds it there with encapsulated layout constraints
/// (`UIView-Encapsulated-Layout-Width` …), so constraints from its subviews to it have an
/// anchor. Without them the view's size would be ambiguous and solve to zero.
@Suite("Encapsulated layout of a window's root view", .freshContext) @MainActor
struct EncapsulatedLayoutTests {
    @Test("A root view with translatesAutoresizingMaskIntoConstraints off fills the window, follows its resizes, and anchors its subviews")
    func rootViewFillsTheWindow() {
        let host = UITestHost(size: CGSize(width: 300, height: 500), scale: 1)
        let (controller, box) = insetController()
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(box.frame == CGRect(x: 8, y: 8, width: 284, height: 484))
        host.window.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        host.window.layoutIfNeeded()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 400))
        #expect(box.frame == CGRect(x: 8, y: 8, width: 184, height: 384))
    }

    @Test("The holding constraints go with the root: a view taken out of the window is laid out by its own constraints again")
    func leavingTheWindowDropsTheHold() {
        let host = UITestHost(size: CGSize(width: 300, height: 500), scale: 1)
        let controller = UIViewController()
        controller.view.translatesAutoresizingMaskIntoConstraints = false
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        #expect(controller.view.frame.size == CGSize(width: 300, height: 500))
        host.window.rootViewController = UIViewController()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        box.addSubview(controller.view)
        NSLayoutConstraint.activate([
            controller.view.widthAnchor.constraint(equalToConstant: 40), controller.view.heightAnchor.constraint(equalToConstant: 30),
            controller.view.leadingAnchor.constraint(equalTo: box.leadingAnchor), controller.view.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        box.layoutIfNeeded()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    /// A controller whose root view does not translate its mask, with a label-like box pinned
    /// 8 points inside it.
    private func insetController() -> (UIViewController, UIView) {
        let controller = UIViewController()
        controller.view.translatesAutoresizingMaskIntoConstraints = false
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor, constant: -8),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -8),
        ])
        return (controller, box)
    }

    @Test("Pushed, shown in a tab or presented, such a view takes the frame its container gives it")
    func containersHoldTheirChildren() {
        let host = UITestHost(size: CGSize(width: 300, height: 500), scale: 1)
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.window.rootViewController = navigation
        host.runLoopTurn()
        let (pushed, pushedBox) = insetController()
        navigation.pushViewController(pushed, animated: false)
        host.runLoopTurn()
        #expect(pushed.view.frame.size == navigation.view.bounds.size)
        #expect(pushedBox.frame == pushed.view.bounds.insetBy(dx: 8, dy: 8))

        let (tabbed, tabbedBox) = insetController()
        let tabs = UITabBarController()
        tabs.viewControllers = [tabbed]
        host.window.rootViewController = tabs
        host.runLoopTurn()
        #expect(tabbed.view.frame.width == 300 && tabbed.view.frame.height > 400)
        #expect(tabbedBox.frame == tabbed.view.bounds.insetBy(dx: 8, dy: 8))

        let (presented, presentedBox) = insetController()
        presented.modalPresentationStyle = .fullScreen
        tabs.present(presented, animated: false)
        host.runLoopTurn()
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(presentedBox.frame == CGRect(x: 8, y: 8, width: 284, height: 484))
    }
}
