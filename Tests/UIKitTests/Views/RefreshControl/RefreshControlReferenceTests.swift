import Testing
import UIKit
import UIKitTesting

/// The refresh control as iOS draws it: refreshing above a table, its spinner turning in
/// the 60-point band the lowered content leaves.
@Suite("Refresh control (reference images)", .serialized, .freshContext) @MainActor
struct RefreshControlReferenceTests {
    @Test("Pulled and released: the table rests 60 pt down, the spinner turning in the band above the first row")
    func refreshingAboveTable() {
        let host = UITestHost(size: CGSize(width: 320, height: 568), scale: 2)
        let mailbox = NavigationReferenceTests.ListController(title: "Mailbox", count: 12)
        mailbox.refreshControl = UIRefreshControl()
        host.window.rootViewController = mailbox
        host.runLoopTurn()
        host.slowDrag(from: CGPoint(x: 160, y: 100), by: CGVector(dx: 0, dy: 400))
        host.advanceInFrames(1.5)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "refresh-control-refreshing")
        #expect(diff == nil, "\(diff!)")
        mailbox.refreshControl?.endRefreshing()
        host.advanceInFrames(0.5)
    }
}
