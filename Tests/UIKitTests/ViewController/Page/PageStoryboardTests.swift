import Testing
@testable import UIKit
import UIKitTesting

/// Page view controllers and refresh controls from storyboards: the `<pageViewController>`
/// scene's style, orientation, spine, double-sided and spacing attributes, and a
/// `<tableViewController>`'s `<refreshControl key="refreshControl">` (Nib/Fixtures/Pages.storyboard).
@Suite("Page and refresh storyboards", .freshContext) @MainActor
struct PageStoryboardTests {
    @Test("A scroll-style <pageViewController> scene: style, vertical orientation, no spine, spacing")
    func scrollScene() throws {
        let pvc = try StoryboardFixture.make("Pages", "Slides", as: UIPageViewController.self)
        #expect(pvc.transitionStyle == .scroll && pvc.navigationOrientation == .vertical && pvc.spineLocation == .none)
        #expect(pvc.pageSpacing == 10)
        let page = UIViewController()
        pvc.setViewControllers([page], direction: .forward, animated: false)
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        host.window.rootViewController = pvc
        host.runLoopTurn()
        #expect(page.view.convert(page.view.bounds, to: host.window) == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("A page-curl <pageViewController> scene with a middle spine is double-sided")
    func curlScene() throws {
        let pvc = try StoryboardFixture.make("Pages", "Book", as: UIPageViewController.self)
        #expect(pvc.transitionStyle == .pageCurl && pvc.navigationOrientation == .horizontal)
        #expect(pvc.spineLocation == .mid && pvc.isDoubleSided)
    }

    @Test("A <tableViewController>'s <refreshControl> becomes its refresh control, installed on the table with its title and tint")
    func refreshControlScene() throws {
        let rows = try StoryboardFixture.make("Pages", "Inbox", as: UITableViewController.self)
        let control = try #require(rows.refreshControl)
        #expect(control.attributedTitle?.string == "Checking mail")
        #expect(control.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        _ = rows.view
        #expect(rows.tableView.refreshControl === control && control.superview === rows.tableView)
    }
}
