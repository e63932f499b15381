import Foundation
import Testing
import UIKit
import UIKitTesting

@Suite("UITableView selection", .serialized, .freshContext) @MainActor
struct TableViewSelectionTests {
    @Test("A tap selects the row; the delegate hears shouldHighlight, didHighlight, didUnhighlight, willSelect, didSelect in iOS's order")
    func tapSelects() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let source = TableRecorder([rowNames(20)])
        source.fixedHeight = 44
        let table = makeTable(host, source)
        host.tap(at: CGPoint(x: 100, y: 44 * 2 + 20))
        #expect(source.log == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        source.log = []
        host.tap(at: CGPoint(x: 100, y: 44 * 5 + 20))
        #expect(source.log == ["shouldHighlight 5", "didHighlight 5", "didUnhighlight 5", "willSelect 5", "willDeselect 2", "didDeselect 2", "didSelect 5"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test("A finger resting on a row highlights it after the scroll view's 150 ms touch delay, not before")
    func highlightAfterDelay() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let source = TableRecorder([rowNames(20)])
        source.fixedHeight = 44
        let table = makeTable(host, source)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        host.touchDown(at: CGPoint(x: 100, y: 60))
        host.advanceTime(by: 0.1)
        #expect(cell?.isHighlighted == false)
        host.advanceTime(by: 0.1)
        #expect(cell?.isHighlighted == true)
        host.touchUp()
        #expect(cell?.isHighlighted == false)
        #expect(cell?.isSelected == true)
    }

    @Test("A drag that starts on a row scrolls and selects nothing")
    func dragDoesNotSelect() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let source = TableRecorder([rowNames(50)])
        source.fixedHeight = 44
        let table = makeTable(host, source)
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100))
        host.advanceInFrames(2)
        #expect(table.contentOffset.y > 100)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!source.log.contains { $0.hasPrefix("didSelect") })
    }

    @Test("allowsMultipleSelection: taps add rows (indexPathsForSelectedRows lists them by index path, not in tap order), a second tap deselects; allowsSelection = false selects nothing")
    func multipleAndDisabled() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let source = TableRecorder([rowNames(20)])
        source.fixedHeight = 44
        let table = makeTable(host, source)
        table.allowsMultipleSelection = true
        host.tap(at: CGPoint(x: 100, y: 64))
        host.tap(at: CGPoint(x: 100, y: 20))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        host.tap(at: CGPoint(x: 100, y: 20))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        table.allowsMultipleSelection = false
        table.allowsSelection = false
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        host.tap(at: CGPoint(x: 100, y: 20))
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("selectRow(at:animated:scrollPosition:) selects and scrolls without telling the delegate; reloadData clears the selection")
    func selectInCode() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let source = TableRecorder([rowNames(100)])
        source.fixedHeight = 44
        let table = makeTable(host, source)
        table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .top)
        host.runLoopTurn()
        #expect(table.contentOffset.y == CGFloat(50 * 44))
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0))?.isSelected == true)
        #expect(source.log.isEmpty)
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("willSelectRowAt may answer another row, which is selected instead, or nil, which selects nothing")
    func willSelectRedirects() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let source = TableRecorder([rowNames(20)], rowHeight: 44)
        source.redirectSelection = [IndexPath(row: 2, section: 0): IndexPath(row: 4, section: 0)]
        source.refuseSelection = [IndexPath(row: 6, section: 0)]
        let table = makeTable(host, source)
        host.tap(at: CGPoint(x: 100, y: 44 * 2 + 20))
        #expect(source.log == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 4"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        source.log = []
        host.tap(at: CGPoint(x: 100, y: 44 * 6 + 20))
        #expect(source.log == ["shouldHighlight 6", "didHighlight 6", "didUnhighlight 6", "willSelect 6"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    }

    @Test("While editing, allowsSelectionDuringEditing lets a tap select a row even with allowsSelection off")
    func selectionDuringEditing() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let table = makeTable(host, TableRecorder([rowNames(20)], rowHeight: 44))
        table.allowsSelection = false
        host.tap(at: CGPoint(x: 100, y: 20))
        #expect(table.indexPathForSelectedRow == nil)
        table.setEditing(true, animated: false)
        table.allowsSelectionDuringEditing = true
        host.tap(at: CGPoint(x: 100, y: 20))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }
}
