import Testing
import UIKit
import UIKitTesting

/// A view's safe area is the part of its window's it overlaps, so it changes when the view
/// moves in the window without changing size (UIView reference, `safeAreaInsets`): UIKit
/// updates it in the layout pass, calls `safeAreaInsetsDidChange`, and the safe-area layout
/// guide follows, with what is constrained to it.
@Suite("The safe area follows a view moved in its window", .freshContext) @MainActor
struct SafeAreaMoveTests {
    /// A page whose label is centred in its safe area.
    final class Page: UIViewController {
        let label = UILabel()
        var insetChanges = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "Page"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            ])
        }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            insetChanges += 1
        }
    }

    @Test("A page scrolled into place by a page view controller under a navigation bar has the full width of safe area: its centred content is in the middle")
    func pageScrolledIntoPlace() {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let first = Page(), second = Page()
        pages.setViewControllers([first], direction: .forward, animated: false)
        let navigation = UINavigationController(rootViewController: pages)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        pages.setViewControllers([second], direction: .forward, animated: true)
        host.advanceTime(by: 1)
        let guide = second.view.safeAreaLayoutGuide.layoutFrame
        #expect(guide.width == second.view.bounds.width)
        #expect(second.view.safeAreaInsets.left == 0 && second.view.safeAreaInsets.right == 0)
        let center = second.label.convert(CGPoint(x: second.label.bounds.midX, y: 0), to: nil)
        #expect(abs(center.x - 195) < 1)
    }

    @Test("A view moved under the status bar by its superview's layout gets safeAreaInsetsDidChange and a guide that starts below the status bar")
    func movedUnderStatusBar() {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let root = UIViewController(), child = Page()
        host.window.rootViewController = root
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 200, width: 390, height: 300)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        host.runLoopTurn()
        #expect(child.view.safeAreaLayoutGuide.layoutFrame.minY == 0)
        let before = child.insetChanges
        child.view.frame.origin.y = 0
        host.runLoopTurn()
        #expect(child.insetChanges > before)
        #expect(child.view.safeAreaLayoutGuide.layoutFrame.minY == 47)
    }
}
