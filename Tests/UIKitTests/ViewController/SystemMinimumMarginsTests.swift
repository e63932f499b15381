import Testing
import UIKit
import UIKitTesting

/// A controller's root view keeps the system's minimum margins (UIViewController
/// `systemMinimumLayoutMargins`, `viewRespectsSystemMinimumLayoutMargins`; UIView
/// `layoutMargins`: "The top and bottom margins are set to zero points. The side margins
/// vary depending on the current size class, but can be either 16 or 20 points").
@Suite("System minimum layout margins", .freshContext) @MainActor
struct SystemMinimumMarginsTests {
    @Test("A root view's margins are 0 at the top and bottom and 16 at the sides in compact width; a plain view keeps 8")
    func compactRootMargins() {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = UIViewController()
        host.window.rootViewController = controller
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test("A label pinned to the root view's margins sits 16 points in, as in Interface Builder's iPhone canvas")
    func constraintsUseTheMinimum() {
        let host = UITestHost(size: CGSize(width: 375, height: 667), scale: 1)
        let controller = UIViewController()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        let margins = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
        ])
        host.window.rootViewController = controller
        host.runLoopTurn()
        #expect(label.frame.minX == 16)
        #expect(abs(label.frame.maxX - (375 - 16)) < 0.001)
        #expect(label.frame.minY == 0)
    }

    @Test("Custom margins smaller than the minimum are raised to it; larger ones are kept")
    func customMargins() {
        let controller = UIViewController()
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 4, bottom: 12, trailing: 40)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 10, left: 16, bottom: 12, right: 40))
    }

    @Test("viewRespectsSystemMinimumLayoutMargins = false leaves the view's own margins, and viewLayoutMarginsDidChange is called")
    func notRespecting() {
        final class Counting: UIViewController {
            var changes = 0
            override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange(); changes += 1 }
        }
        let controller = Counting()
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        let before = controller.changes
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        #expect(controller.changes == before + 1)
        controller.viewRespectsSystemMinimumLayoutMargins = true
        #expect(controller.view.layoutMargins.left == 16)
    }

    @Test("In regular width the minimum side margins are 20 points, and the root view follows a size-class change")
    func regularWidth() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.view.layoutMargins.left == 16)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.systemMinimumLayoutMargins.leading == 20)
        #expect(child.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    }

    @Test("In a right-to-left layout the leading minimum is on the right")
    func rightToLeft() {
        let controller = UIViewController()
        controller.view.semanticContentAttribute = .forceRightToLeft
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 30))
    }

    @Test("A view that stops being a controller's root view gets the plain default margins back")
    func releasedRootView() {
        let controller = UIViewController()
        let old = controller.view!
        controller.view = UIView()
        #expect(old.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(controller.view.layoutMargins.left == 16)
    }
}
