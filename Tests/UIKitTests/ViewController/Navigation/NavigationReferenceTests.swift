import Testing
import UIKit
import UIKitTesting

/// Navigation screens as iOS draws them: the bar with its back button, title and items over
/// scrolled content (material and hairline), a large title at the scroll edge (transparent
/// bar), the toolbar, and the middle of a push (parallax and dimming).
@Suite("Navigation (reference images)", .serialized, .freshContext) @MainActor
struct NavigationReferenceTests {
    typealias ListController = TextListController

    private func host() -> UITestHost {
        let host = UITestHost(size: CGSize(width: 320, height: 568), scale: 2)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        return host
    }

    @Test("A pushed list scrolled under the bar: chevron and previous title, centered bold title, a Done item; the bar's material and hairline; a toolbar")
    func pushedListScrolled() {
        let host = host()
        let root = ListController(title: "Mailboxes", count: 5)
        let list = ListController(title: "Inbox", count: 30)
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done)
        list.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .refresh), .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .compose)]
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        navigation.pushViewController(list, animated: false)
        navigation.setToolbarHidden(false, animated: false)
        host.runLoopTurn()
        list.tableView.contentOffset = CGPoint(x: 0, y: 90)
        host.runLoopTurn()
        let diff = ReferenceImage.compare(host.renderScreen(), named: "navigation-pushed-list")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("A large title at the scroll edge: the bar is transparent, the title large at the leading margin, an add item")
    func largeTitle() {
        let host = host()
        let root = ListController(title: "Settings", count: 8)
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        host.window.rootViewController = navigation
        host.runLoopTurn()
        let diff = ReferenceImage.compare(host.renderScreen(), named: "navigation-large-title")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("0.15 s into a push: the new screen sliding in from the right over the old one, which moves left and dims")
    func midPush() {
        let host = host()
        let root = StripedController()
        root.title = "Colors"
        let next = ListController(title: "Rows", count: 12)
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        navigation.pushViewController(next, animated: true)
        host.runLoopTurn()
        host.advanceTime(by: 0.15)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "navigation-mid-push-0.15")
        #expect(diff == nil, "\(diff!)")
    }
}
