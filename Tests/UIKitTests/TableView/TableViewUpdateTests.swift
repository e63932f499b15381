import Foundation
import Testing
import UIKit
import UIKitTesting

/// Batch updates: rows that stay slide to their places, inserted rows come in and deleted ones
/// leave with their `RowAnimation`, over 0.3 s on the media clock.
@Suite("UITableView updates", .serialized, .freshContext) @MainActor
struct TableViewUpdateTests {
    @Test("insertRows with .fade: rows below slide down and the new row fades in, frame by frame over 0.3 s")
    func insertFades() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let source = TableRecorder([rowNames(5)])
        source.fixedHeight = 44
        let table = makeTable(host, source)
        let below = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        source.sections[0].insert("New", at: 1)
        var completed = false
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { completed = $0 })
        let inserted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(inserted.textLabel?.text == "New")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === below)
        // Model values are final at once; the presentation moves on the clock.
        #expect(below.frame.minY == 88)
        host.runLoopTurn()
        var last: (y: CGFloat, alpha: Float) = (44, 0)
        for _ in 0..<3 {
            host.advanceTime(by: 0.05)
            let y = below.layer.presentation()?.position.y ?? 0
            let alpha = inserted.layer.presentation()?.opacity ?? 0
            #expect(y - 22 > last.y && y - 22 < 88)
            #expect(alpha > last.alpha && alpha < 1)
            last = (y - 22, alpha)
        }
        #expect(!completed)
        host.advanceTime(by: 0.2)
        host.runLoopTurn()
        #expect(completed)
        #expect(below.layer.presentation()?.position.y == 110)
        #expect(table.contentSize.height == CGFloat(6 * 44))
    }

    @Test("deleteRows with .left: the row slides out to the left, then its cell is queued for reuse; rows below move up")
    func deleteSlidesLeft() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let source = TableRecorder([rowNames(5)])
        source.fixedHeight = 44
        let table = makeTable(host, source)
        let leaving = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let staying = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        source.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === staying)
        #expect(staying.frame.minY == 0)
        #expect(leaving.superview === table)
        host.runLoopTurn()
        host.advanceTime(by: 0.15)
        let x = leaving.layer.presentation()?.position.x ?? 0
        #expect(x < 160 && x > -160)
        host.advanceTime(by: 0.2)
        host.runLoopTurn()
        #expect(leaving.superview == nil)
        #expect(table.dequeueReusableCell(withIdentifier: "cell") === leaving)
    }

    @Test("An update whose new row count does not add up stops with UIKit's \"Invalid update: invalid number of rows in section\" message")
    func inconsistentUpdateStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
                let source = TableRecorder([rowNames(5)])
                let table = UITableView(frame: host.window.bounds)
                table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                table.dataSource = source
                host.window.addSubview(table)
                host.runLoopTurn()
                source.sections[0].append("Two")
                source.sections[0].append("more")
                table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (7) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)"))
    }

    @Test("dequeueReusableCell(withIdentifier:for:) with an identifier never registered stops with UIKit's message")
    func unregisteredIdentifierStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test("moveRow keeps the cell, insertSections and deleteSections renumber the rest; selection follows its row")
    func movesAndSections() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let source = TableRecorder([["a", "b", "c"], ["d"]])
        source.fixedHeight = 44
        let table = makeTable(host, source)
        let a = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        source.sections[0] = ["b", "c", "a"]
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === a)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        source.sections.insert(["x", "y"], at: 0)
        table.insertSections(IndexSet(integer: 0), with: .fade)
        #expect(table.numberOfSections == 3)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 1)) === a)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 1))
        source.sections.remove(at: 1)
        table.deleteSections(IndexSet(integer: 1), with: .none)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.numberOfRows(inSection: 1) == 1)
        host.advanceInFrames(0.4)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["x", "y", "d"])
    }
}
