import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// The pull-to-refresh control: a pull past UIKit's threshold starts refreshing and sends
/// `.valueChanged` once; the content rests below the control while it refreshes (through
/// `adjustedContentInset`, not `contentInset`), and goes back up after `endRefreshing()`.
@Suite("Refresh control", .freshContext) @MainActor
struct RefreshControlTests {
    /// A table controller with a refresh control, shown in a 320 × 568 window, and a count of
    /// the control's `.valueChanged` events.
    private func shown() -> (UITestHost, NavigationReferenceTests.ListController, UIRefreshControl, Counter) {
        let host = UITestHost(size: CGSize(width: 320, height: 568), scale: 1)
        let rows = NavigationReferenceTests.ListController(title: "Inbox", count: 20)
        let control = UIRefreshControl()
        let counter = Counter()
        control.addAction(UIAction { _ in counter.value += 1 }, for: .valueChanged)
        rows.refreshControl = control
        host.window.rootViewController = rows
        host.runLoopTurn()
        return (host, rows, control, counter)
    }

    final class Counter { var value = 0 }

    @Test("The pull that triggers is UIKit's (title height + 100) × 1.125, scaled by the scroll view's height over 568 (no less than 372): 112.5 pt at 568, 167.2 at 844")
    func threshold() {
        let control = UIRefreshControl()
        #expect(control.triggerDistance(scrollViewHeight: 568) == 112.5)
        #expect(abs(control.triggerDistance(scrollViewHeight: 844) - 167.17) < 0.01)
        #expect(abs(control.triggerDistance(scrollViewHeight: 200) - 112.5 * 372 / 568) < 0.001)
    }

    @Test("UITableViewController.refreshControl set before the view loads is installed on the table, above its content, and the table bounces vertically")
    func tableControllerForwarding() {
        let (_, rows, control, _) = shown()
        #expect(rows.tableView.refreshControl === control && rows.refreshControl === control)
        #expect(control.superview === rows.tableView && control.frame.maxY <= 0)
        #expect(rows.tableView.alwaysBounceVertical)
        rows.refreshControl = nil
        #expect(control.superview == nil && rows.tableView.refreshControl == nil)
    }

    @Test("A pull past the threshold starts refreshing while the finger is down and sends .valueChanged once; released, the content rests 60 pt down through adjustedContentInset (contentInset untouched)")
    func pullToRefresh() {
        let (host, rows, control, counter) = shown()
        let table = rows.tableView!
        host.slowDrag(from: CGPoint(x: 160, y: 100), by: CGVector(dx: 0, dy: 400), release: false)
        #expect(control.isRefreshing && counter.value == 1)
        #expect(table.adjustedContentInset.top == 60 && table.contentInset.top == 0)
        #expect(control.frame.maxY == 0 && control.frame.height >= 60, "above the content, filling the pulled gap")
        host.touchMove(to: CGPoint(x: 160, y: 520))
        host.touchUp()
        host.advanceInFrames(1.5)
        #expect(counter.value == 1)
        #expect(abs(table.contentOffset.y + 60) < 0.5, "rests with the control showing (\(table.contentOffset.y))")
        #expect(control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
    }

    @Test("A short pull reveals part of the spinner and springs back without refreshing")
    func shortPull() {
        let (host, rows, control, counter) = shown()
        host.slowDrag(from: CGPoint(x: 160, y: 100), by: CGVector(dx: 0, dy: 120), release: false)
        #expect(!control.isRefreshing && counter.value == 0)
        let spokes = control.spinner.layer.sublayers?.first?.sublayers ?? []
        let shown = spokes.filter { !$0.isHidden }.count
        #expect(shown > 0 && shown < 8, "\(shown) of 8 spokes")
        host.touchUp()
        host.advanceInFrames(1.5)
        #expect(rows.tableView.contentOffset.y == 0)
    }

    @Test("endRefreshing() stops the spinner, restores the inset and scrolls the content back up over 0.3 s; a new pull can trigger again")
    func endRefreshing() {
        let (host, rows, control, counter) = shown()
        let table = rows.tableView!
        host.slowDrag(from: CGPoint(x: 160, y: 100), by: CGVector(dx: 0, dy: 400))
        host.advanceInFrames(1.5)
        control.endRefreshing()
        #expect(!control.isRefreshing && table.adjustedContentInset.top == 0)
        host.advanceInFrames(0.15)
        #expect(table.contentOffset.y > -60 && table.contentOffset.y < 0, "on its way up (\(table.contentOffset.y))")
        host.advanceInFrames(0.3)
        #expect(table.contentOffset.y == 0)
        host.slowDrag(from: CGPoint(x: 160, y: 100), by: CGVector(dx: 0, dy: 400))
        #expect(counter.value == 2 && control.isRefreshing)
    }

    @Test("beginRefreshing() from code turns the spinner and grows the inset, but sends no .valueChanged and does not scroll")
    func beginFromCode() {
        let (host, rows, control, counter) = shown()
        control.beginRefreshing()
        host.runLoopTurn()
        #expect(control.isRefreshing && control.spinner.isAnimating)
        #expect(counter.value == 0 && rows.tableView.contentOffset.y == 0 && rows.tableView.adjustedContentInset.top == 60)
    }
}
