import Foundation
import Testing
import UIKit
import UIKitTesting

/// UIKit's central rule for tables: only the visible rows have cells, cells leaving the screen
/// are queued and handed out again.
@Suite("UITableView reuse", .serialized, .freshContext) @MainActor
struct TableViewReuseTests {
    func makeTable(_ host: UITestHost, rows: Int, style: UITableView.Style = .plain) -> (UITableView, TableRecorder) {
        let table = UITableView(frame: host.window.bounds, style: style)
        let source = TableRecorder([rowNames(rows)])
        source.fixedHeight = 44
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        host.window.addSubview(table)
        host.runLoopTurn()
        return (table, source)
    }

    @Test("Only the visible rows have cells: scrolling through 1,000 rows makes no more cells than fit on screen plus one")
    func onlyVisibleCellsExist() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        CountingCell.made = 0
        let (table, source) = makeTable(host, rows: 1000)
        _ = source
        #expect(table.contentSize.height == 44_000)
        let shownAtStart = table.visibleCells.count
        #expect(shownAtStart == 11)   // 480 / 44 = 10.9
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == shownAtStart)
        var y: CGFloat = 0
        while y < table.contentSize.height - table.bounds.height {
            y = min(y + 37, table.contentSize.height - table.bounds.height)
            table.contentOffset = CGPoint(x: 0, y: y)
            host.runLoopTurn()
            #expect(table.subviews.filter { $0 is UITableViewCell }.count <= 12)
        }
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 999, section: 0))
        #expect(CountingCell.made <= 12)
    }

    @Test("A cell that scrolls out is handed out again by dequeueReusableCell, after prepareForReuse")
    func scrolledOutCellIsReused() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let (table, source) = makeTable(host, rows: 100)
        _ = source
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell
        #expect(first != nil)
        table.contentOffset = CGPoint(x: 0, y: 44)   // row 0 leaves, row 11 comes
        host.runLoopTurn()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        let reused = table.cellForRow(at: IndexPath(row: 11, section: 0)) as? CountingCell
        #expect(reused === first)
        #expect(first?.reuses == 1)
        #expect(first?.textLabel?.text == "Row 11")
    }

    @Test("dequeueReusableCell(withIdentifier:) returns nil for an identifier nobody registered")
    func unregisteredDequeueIsNil() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        let cell = table.dequeueReusableCell(withIdentifier: "plain")
        #expect(cell?.reuseIdentifier == "plain")
        #expect(cell?.detailTextLabel == nil)   // the .default style has no detail label
    }

    @Test("indexPath(for:), indexPathForRow(at:), rectForRow(at:) and cellForRow(at:) agree")
    func lookUps() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let (table, source) = makeTable(host, rows: 50)
        _ = source
        let path = IndexPath(row: 3, section: 0)
        #expect(table.rectForRow(at: path) == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 150)) == path)
        let cell = table.cellForRow(at: path)
        #expect(cell?.frame == table.rectForRow(at: path))
        #expect(cell.flatMap { table.indexPath(for: $0) } == path)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50 * 44 + 1)) == nil)
        #expect(table.rectForRow(at: IndexPath(row: 99, section: 0)) == .zero)
    }

    @Test("scrollToRow(at:at:animated:) puts the row at the top, middle or bottom")
    func scrollToRow() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let (table, source) = makeTable(host, rows: 100)
        _ = source
        table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
        host.runLoopTurn()
        #expect(table.contentOffset.y == CGFloat(40 * 44))
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 40, section: 0))
        table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(41 * 44 - 480))
        table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(40 * 44 + 22 - 240))
    }

    @Test("Table, cells and data source are freed once let go: no retain cycles (data source and delegate are weak)")
    func noRetainCycles() {
        CountingCell.alive = 0
        TableRecorder.alive = 0
        weak var weakTable: UITableView?
        do {
            let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
            let (table, source) = makeTable(host, rows: 100)
            weakTable = table
            table.contentOffset = CGPoint(x: 0, y: 300)
            host.runLoopTurn()
            #expect(CountingCell.alive > 0)
            table.removeFromSuperview()
            _ = source
        }
        #expect(weakTable == nil)
        #expect(CountingCell.alive == 0)
        #expect(TableRecorder.alive == 0)
    }
}
