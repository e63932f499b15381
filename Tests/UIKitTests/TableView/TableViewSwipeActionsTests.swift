import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Swipe actions on table rows: which actions a swipe reveals, how the row follows the finger
/// and settles (SwipePhysics), full swipes, and what closes an open row.
@Suite("UITableView swipe actions", .serialized, .freshContext) @MainActor
struct TableViewSwipeActionsTests {
    private let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)

    /// Two trailing actions, "Delete" (destructive, outermost) and "Flag", recording what runs.
    private func twoActions(_ log: @escaping (String) -> Void, fullSwipe: Bool = true) -> (IndexPath) -> UISwipeActionsConfiguration? {
        { path in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in log("Delete \(path.row)"); done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in log("Flag \(path.row)"); done(true) }
            let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
    }

    /// A finger down on the row, moved sideways by `dx` in 10-point steps a frame apart.
    private func pull(row: Int, by dx: CGFloat, from x: CGFloat = 200) {
        host.touchDown(at: CGPoint(x: x, y: rowMid(row)))
        let steps = Int((abs(dx) / 10).rounded(.up))
        for i in 1...max(1, steps) {
            host.advanceTime(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: x + dx * CGFloat(i) / CGFloat(max(1, steps)), y: rowMid(row)))
        }
    }

    @Test("UIContextualAction defaults: destructive is red, normal grey; a configuration performs its first action on a full swipe unless told not to")
    func actionDefaults() {
        let destructive = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        let normal = UIContextualAction(style: .normal, title: "More") { _, _, _ in }
        #expect(destructive.backgroundColor === UIColor.systemRed)
        #expect(normal.backgroundColor === UIColor.systemGray)
        normal.backgroundColor = .systemBlue
        #expect(normal.backgroundColor === UIColor.systemBlue)
        #expect(UISwipeActionsConfiguration(actions: [normal]).performsFirstActionWithFullSwipe)
    }

    @Test("A horizontal pan moves the row with the finger, uncovering the trailing buttons in the strip it leaves; the delegate hears willBeginEditingRowAt and the table counts as editing")
    func rowFollowsFinger() {
        let source = EditableRows(["A", "B", "C"])
        var log: [String] = []
        source.trailing = twoActions { log.append($0) }
        let table = makeEditingTable(host, source)
        let cell = table.visibleCells[1]
        pull(row: 1, by: -60)
        let x1 = cell.frame.minX
        #expect(x1 < -30)
        host.advanceTime(by: 1.0 / 60)
        host.touchMove(to: CGPoint(x: 120, y: rowMid(1)))
        #expect(cell.frame.minX == x1 - 20)
        let buttons = table.rowSwipe.buttons!
        #expect(buttons.frame == CGRect(x: cell.frame.maxX, y: 44, width: -cell.frame.minX, height: 44))
        #expect(buttons.actions.map(\.title) == ["Delete", "Flag"])
        #expect(source.log == ["willBeginEditing 1"])
        #expect(table.isEditing)
        #expect(cell.showingDeleteConfirmation)
        host.touchUp()
    }

    @Test("Released with more than half the buttons shown, the row springs open to the buttons' width; with less, it springs closed and the delegate hears didEndEditingRowAt")
    func snapOpenOrClosed() {
        let source = EditableRows(["A", "B", "C"])
        source.trailing = twoActions { _ in }
        let table = makeEditingTable(host, source)
        let cell = table.visibleCells[0]
        pull(row: 0, by: -110)
        host.touchUp()
        let width = table.rowSwipe.buttons!.naturalWidth
        #expect(width >= 148)
        host.advanceInFrames(0.1)
        let moving = cell.layer.presentation()!.frame.minX
        #expect(moving != cell.frame.minX)
        host.advanceInFrames(0.4)
        #expect(cell.frame.minX == -width)
        #expect(cell.layer.presentation()!.frame.minX == -width)
        host.tap(at: CGPoint(x: 100, y: rowMid(2)))
        host.advanceInFrames(0.5)
        #expect(cell.frame.minX == 0)
        pull(row: 0, by: -50)
        host.touchUp()
        host.advanceInFrames(0.5)
        #expect(cell.frame.minX == 0)
        #expect(table.rowSwipe.buttons == nil)
        #expect(!table.isEditing)
        #expect(source.log == ["willBeginEditing 0", "didEndEditing 0", "willBeginEditing 0", "didEndEditing 0"])
    }

    @Test("Tapping an action runs its handler; when it completes, the row closes")
    func tapAction() {
        let source = EditableRows(["A", "B"])
        var log: [String] = []
        source.trailing = twoActions { log.append($0) }
        let table = makeEditingTable(host, source)
        pull(row: 0, by: -120)
        host.touchUp()
        host.advanceInFrames(0.5)
        // "Flag" is the inner button, next to the row's content.
        let width = table.rowSwipe.buttons!.naturalWidth
        host.tap(at: CGPoint(x: 320 - width + 10, y: rowMid(0)))
        #expect(log == ["Flag 0"])
        host.advanceInFrames(0.5)
        #expect(table.visibleCells[0].frame.minX == 0)
    }

    @Test("Swiping past 60 % of the row performs the first action (the row slides off); with performsFirstActionWithFullSwipe false the row resists past its buttons and opens")
    func fullSwipe() {
        let source = EditableRows(["A", "B"])
        var log: [String] = []
        source.trailing = twoActions { log.append($0) }
        let table = makeEditingTable(host, source)
        pull(row: 0, by: -230, from: 280)
        #expect(table.visibleCells[0].frame.minX <= -200)
        host.touchUp()
        #expect(log == ["Delete 0"])
        host.advanceInFrames(0.6)
        source.trailing = twoActions({ log.append($0) }, fullSwipe: false)
        log = []
        pull(row: 1, by: -230, from: 280)
        let shown = -table.visibleCells[1].frame.minX
        let width = table.rowSwipe.buttons!.naturalWidth
        #expect(shown > width && shown < 230 - 10)
        host.touchUp()
        host.advanceInFrames(0.6)
        #expect(log.isEmpty)
        #expect(table.visibleCells[1].frame.minX == -width)
    }

    @Test("SwipePhysics: 1:1 up to the buttons, then the scroll view's rubber band (or 1:1 for a full swipe); open past half the buttons, full swipe past 60 % of the row")
    func physicsNumbers() {
        #expect(SwipePhysics.displayed(pull: 50, buttonsWidth: 100, rowWidth: 320, fullSwipe: false) == 50)
        let banded = SwipePhysics.displayed(pull: 200, buttonsWidth: 100, rowWidth: 320, fullSwipe: false)
        #expect(abs(banded - (100 + (1 - 1 / (100 * 0.55 / 320 + 1)) * 320)) < 1e-9)
        #expect(SwipePhysics.displayed(pull: 200, buttonsWidth: 100, rowWidth: 320, fullSwipe: true) == 200)
        #expect(SwipePhysics.outcome(shown: 51, buttonsWidth: 100, rowWidth: 320, fullSwipe: true) == .open)
        #expect(SwipePhysics.outcome(shown: 49, buttonsWidth: 100, rowWidth: 320, fullSwipe: true) == .close)
        #expect(SwipePhysics.outcome(shown: 193, buttonsWidth: 100, rowWidth: 320, fullSwipe: true) == .fullSwipe)
        #expect(SwipePhysics.outcome(shown: 193, buttonsWidth: 100, rowWidth: 320, fullSwipe: false) == .open)
    }

    @Test("Without a trailing configuration, a row whose editing style is .delete swipes to a Delete button that commits the deletion; the leading side shows nothing")
    func defaultDelete() {
        let source = EditableRows(["A", "B", "C"])
        source.styles = [2: .insert]
        let table = makeEditingTable(host, source)
        pull(row: 0, by: 60, from: 100)
        host.touchUp()
        #expect(table.visibleCells[0].frame.minX == 0)
        #expect(table.rowSwipe.buttons == nil)
        pull(row: 2, by: -100)
        host.touchUp()
        #expect(table.rowSwipe.buttons == nil)
        pull(row: 0, by: -100)
        host.touchUp()
        host.advanceInFrames(0.5)
        #expect(table.rowSwipe.buttons?.actions.map(\.title) == ["Delete"])
        host.tap(at: CGPoint(x: 300, y: rowMid(0)))
        #expect(source.log.contains("commit delete 0"))
        #expect(source.rows == ["B", "C"])
    }

    @Test("A row the data source cannot edit does not swipe, even with actions")
    func notEditableDoesNotSwipe() {
        let source = EditableRows(["A", "B"])
        source.notEditable = [0]
        source.trailing = twoActions { _ in }
        let table = makeEditingTable(host, source)
        pull(row: 0, by: -100)
        host.touchUp()
        #expect(table.visibleCells[0].frame.minX == 0)
        #expect(table.rowSwipe.buttons == nil)
    }

    @Test("A leading swipe reveals the leading actions at the left, the first one outermost")
    func leadingSwipe() {
        let source = EditableRows(["A", "B"])
        var log: [String] = []
        source.leading = { path in
            let read = UIContextualAction(style: .normal, title: "Read") { _, _, done in log.append("Read \(path.row)"); done(true) }
            read.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [read])
        }
        let table = makeEditingTable(host, source)
        pull(row: 1, by: 60, from: 100)
        host.touchUp()
        host.advanceInFrames(0.5)
        let width = table.rowSwipe.buttons!.naturalWidth
        #expect(table.visibleCells[1].frame.minX == width)
        #expect(table.rowSwipe.buttons!.frame.minX == 0)
        host.tap(at: CGPoint(x: width / 2, y: rowMid(1)))
        #expect(log == ["Read 1"])
    }

    @Test("A vertical drag on a row scrolls the table and leaves the row in place")
    func verticalDragScrolls() {
        let source = EditableRows((0..<40).map { "Row \($0)" })
        source.trailing = twoActions { _ in }
        let table = makeEditingTable(host, source)
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 190, y: 100))
        host.advanceInFrames(0.1)
        #expect(table.contentOffset.y > 100)
        #expect(table.rowSwipe.buttons == nil)
        #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }

    @Test("Scrolling closes an open row; swiping another row closes the first")
    func scrollAndOtherSwipeClose() {
        let source = EditableRows((0..<40).map { "Row \($0)" })
        source.trailing = twoActions { _ in }
        let table = makeEditingTable(host, source)
        let first = table.visibleCells[0]
        pull(row: 0, by: -120)
        host.touchUp()
        host.advanceInFrames(0.5)
        pull(row: 2, by: -120)
        host.touchUp()
        host.advanceInFrames(0.5)
        #expect(first.frame.minX == 0)
        #expect(table.rowSwipe.indexPath == IndexPath(row: 2, section: 0))
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300))
        host.advanceInFrames(0.5)
        #expect(table.rowSwipe.indexPath == nil)
    }

    @Test("After a row was swiped open and closed by a tap elsewhere, a vertical drag scrolls the table again (the table's pan, held back while the swipe was possible, starts over)")
    func scrollsAfterSwipe() {
        let source = EditableRows((0..<40).map { "Row \($0)" })
        source.trailing = twoActions { _ in }
        let table = makeEditingTable(host, source)
        pull(row: 0, by: -120)
        host.touchUp()
        host.advanceInFrames(0.5)
        #expect(table.rowSwipe.indexPath == IndexPath(row: 0, section: 0))
        host.tap(at: CGPoint(x: 100, y: rowMid(5)))
        host.advanceInFrames(0.5)
        #expect(table.rowSwipe.indexPath == nil)
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 195, y: 200))
        host.advanceInFrames(0.1)
        #expect(table.contentOffset.y > 100)
    }

    @Test("Swipes are off while the table is in editing mode")
    func noSwipeWhileEditing() {
        let source = EditableRows(["A", "B"])
        source.trailing = twoActions { _ in }
        let table = makeEditingTable(host, source)
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        pull(row: 0, by: -120)
        host.touchUp()
        #expect(table.rowSwipe.buttons == nil)
    }

    @Test("In a navigation stack a swipe from the screen's leading edge pops the table's controller rather than opening the row's leading actions; one starting inside the row opens them")
    func edgeSwipePopsFirst() {
        let tall = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let source = EditableRows(["A", "B", "C"])
        source.leading = { _ in UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }]) }
        let root = UIViewController()
        let list = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: root)
        tall.window.rootViewController = navigation
        tall.runLoopTurn()
        navigation.pushViewController(list, animated: false)
        list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        list.tableView.dataSource = source
        list.tableView.delegate = source
        tall.runLoopTurn()
        let row = list.tableView.visibleCells[1]
        let y = row.convert(CGPoint(x: 0, y: 22), to: nil).y
        tall.touchDown(at: CGPoint(x: 4, y: y))
        for step in 1...20 {
            tall.touchMove(to: CGPoint(x: 4 + 250 * CGFloat(step) / 20, y: y))
            tall.advanceTime(by: 0.02)
        }
        #expect(list.tableView.rowSwipe.buttons == nil)
        #expect(row.frame.minX == 0)
        tall.touchUp()
        tall.advanceInFrames(1)
        #expect(navigation.topViewController === root)
        navigation.pushViewController(list, animated: false)
        tall.runLoopTurn()
        let again = list.tableView.visibleCells[1]
        tall.touchDown(at: CGPoint(x: 60, y: y))
        for step in 1...10 {
            tall.touchMove(to: CGPoint(x: 60 + 10 * CGFloat(step), y: y))
            tall.advanceTime(by: 1.0 / 60)
        }
        #expect(list.tableView.rowSwipe.indexPath == IndexPath(row: 1, section: 0))
        #expect(again.frame.minX > 50)
        tall.touchUp()
    }
}
