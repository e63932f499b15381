import Foundation
import Testing
import UIKit
import UIKitTesting

@Suite("Diffable data source", .serialized, .freshContext) @MainActor
struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case main, extra }

    func makeTable(_ host: UITestHost) -> (UITableView, UITableViewDiffableDataSource<Section, String>) {
        let table = UITableView(frame: host.window.bounds)
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
            cell.textLabel?.text = item
            return cell
        }
        host.window.addSubview(table)
        return (table, source)
    }

    @Test("A snapshot keeps sections and items in order and answers UIKit's queries")
    func snapshotBasics() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .extra])
        snapshot.appendItems(["a", "b"], toSection: .main)
        snapshot.appendItems(["z"])
        snapshot.insertItems(["a2"], afterItem: "a")
        snapshot.moveItem("b", beforeItem: "a")
        #expect(snapshot.itemIdentifiers == ["b", "a", "a2", "z"])
        #expect(snapshot.numberOfItems == 4)
        #expect(snapshot.numberOfItems(inSection: .extra) == 1)
        #expect(snapshot.sectionIdentifier(containingItem: "z") == .extra)
        #expect(snapshot.indexOfItem("a2") == 2)
        snapshot.deleteItems(["a"])
        snapshot.deleteSections([.extra])
        #expect(snapshot.itemIdentifiers == ["b", "a2"])
        #expect(snapshot.sectionIdentifier(containingItem: "z") == nil)
    }

    @Test("apply computes the difference: kept rows keep their cells, a moved row moves, new rows get new cells, deleted ones go")
    func applyAnimatesDifference() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let (table, source) = makeTable(host)
        var first = NSDiffableDataSourceSnapshot<Section, String>()
        first.appendSections([.main])
        first.appendItems(["one", "two", "three", "four"])
        source.apply(first, animatingDifferences: false)
        host.runLoopTurn()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["one", "two", "three", "four"])
        let two = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let four = table.cellForRow(at: IndexPath(row: 3, section: 0))
        var second = source.snapshot()
        second.deleteItems(["one"])
        second.moveItem("four", beforeItem: "two")
        second.appendItems(["five"])
        var done = false
        source.apply(second) { done = true }
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === four)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === two)
        #expect(source.itemIdentifier(for: IndexPath(row: 3, section: 0)) == "five")
        #expect(source.indexPath(for: "three") == IndexPath(row: 2, section: 0))
        host.advanceInFrames(0.4)
        #expect(done)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["four", "two", "three", "five"])
    }

    @Test("Sections come and go with apply; reloadItems makes the item's cell again")
    func sectionsAndReloads() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let (table, source) = makeTable(host)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b"])
        source.apply(snapshot, animatingDifferences: false)
        host.runLoopTurn()
        snapshot.appendSections([.extra])
        snapshot.appendItems(["c"], toSection: .extra)
        source.apply(snapshot)
        #expect(table.numberOfSections == 2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "c")
        host.advanceInFrames(0.4)
        snapshot.reloadItems(["a"])
        source.apply(snapshot)
        host.advanceInFrames(0.4)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "b", "c"])
        #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
        snapshot.deleteSections([.main])
        source.apply(snapshot)
        host.advanceInFrames(0.4)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["c"])
    }

    @Test("Appending an item identifier twice stops with UIKit's \"supplied item identifiers are not unique\" message")
    func duplicateItemsStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["x", "x"])
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("supplied item identifiers are not unique"))
    }
}
