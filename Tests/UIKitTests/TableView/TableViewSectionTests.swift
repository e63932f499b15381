import Foundation
import Testing
import UIKit
import UIKitTesting

@Suite("UITableView sections, headers and footers", .serialized, .freshContext) @MainActor
struct TableViewSectionTests {
    @Test("Plain style: a titled section has a 28 pt header with 22 pt of top padding above it (iOS 15); an untitled one has none")
    func plainHeaderHeights() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let source = TableRecorder([rowNames(3), rowNames(2)])
        source.fixedHeight = 44
        source.headers = ["First", nil]
        let table = makeTable(host, source)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(table.rectForHeader(inSection: 1).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(50 + 3 * 44))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "First")
        #expect(table.contentSize.height == CGFloat(50 + 5 * 44))
    }

    @Test("Plain style: a section's header stays pinned to the top while its rows scroll under it, and the next section's header pushes it up")
    func stickyHeaders() {
        let host = UITestHost(size: CGSize(width: 320, height: 300), scale: 2)
        let source = TableRecorder([rowNames(10), rowNames(10)])
        source.fixedHeight = 44
        source.headers = ["A", "B"]
        let table = makeTable(host, source)
        table.sectionHeaderTopPadding = 0
        host.runLoopTurn()
        table.contentOffset = CGPoint(x: 0, y: 100)
        host.runLoopTurn()
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        // Section 0 ends at 28 + 440 = 468; at offset 450 its header is pushed up to 440.
        table.contentOffset = CGPoint(x: 0, y: 450)
        host.runLoopTurn()
        #expect(table.headerView(forSection: 0)?.frame.minY == 440)
        #expect(table.headerView(forSection: 1)?.frame.minY == 468)
    }

    @Test("Grouped style: the first section's header without a title leaves 35 pt, titles take 38 pt, footers 18 pt; headers scroll with the rows")
    func groupedHeights() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let source = TableRecorder([rowNames(2), rowNames(2)])
        source.fixedHeight = 44
        source.headers = [nil, "Second"]
        let table = makeTable(host, source, style: .grouped)
        #expect(table.rectForHeader(inSection: 0).height == 35)
        #expect(table.rectForFooter(inSection: 0).height == 18)
        #expect(table.rectForHeader(inSection: 1).height == 38)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "SECOND")
        table.contentOffset = CGPoint(x: 0, y: 60)
        host.runLoopTurn()
        #expect(table.headerView(forSection: 1)?.frame.minY == table.rectForHeader(inSection: 1).minY)
    }

    @Test("A table header view sits above the first section and a footer view below the last; both count in contentSize")
    func tableHeaderAndFooter() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let source = TableRecorder([rowNames(2)])
        source.fixedHeight = 44
        let table = makeTable(host, source)
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        host.runLoopTurn()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 148, width: 320, height: 30))
        #expect(table.contentSize.height == 178)
    }

    @Test("Registered header-footer views are dequeued by identifier and reused")
    func headerFooterReuse() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "h") == nil)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
        let view = table.dequeueReusableHeaderFooterView(withIdentifier: "h")
        #expect(view?.reuseIdentifier == "h")
    }
}
