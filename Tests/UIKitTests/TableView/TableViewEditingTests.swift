import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Editing mode on a table: controls, indentation, the calls to the data source and delegate,
/// and the animation into and out of it.
@Suite("UITableView editing", .serialized, .freshContext) @MainActor
struct TableViewEditingTests {
    private let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)

    @Test("setEditing(true) puts every visible row into editing: a delete control at the leading edge and the content moved 38 points aside; setEditing(false) takes them out")
    func editingShowsDeleteControls() {
        let source = EditableRows(["A", "B", "C"])
        let table = makeEditingTable(host, source)
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        #expect(table.isEditing)
        for cell in table.visibleCells {
            #expect(cell.isEditing)
            #expect(cell.editingStyle == .delete)
            #expect(cell.contentView.frame.minX == 38)
            #expect(cell.editingControl?.kind == .delete)
            #expect(cell.editingControl?.alpha == 1)
            #expect(cell.editingControl?.frame == CGRect(x: 16, y: 11, width: 22, height: 22))
        }
        table.setEditing(false, animated: false)
        host.runLoopTurn()
        #expect(!table.isEditing)
        for cell in table.visibleCells {
            #expect(!cell.isEditing)
            #expect(cell.contentView.frame.minX == 0)
            #expect(cell.editingControl?.alpha == 0)
        }
    }

    @Test("Setting isEditing edits as setEditing(_:animated: false) does")
    func isEditingSetter() {
        let source = EditableRows(["A", "B"])
        let table = makeEditingTable(host, source)
        table.isEditing = true
        #expect(table.visibleCells.allSatisfy { $0.isEditing && $0.contentView.frame.minX == 38 })
    }

    @Test("Animated, rows move into editing over 0.3 s on the clock: willTransition(to: .showingEditControl) before, didTransition after")
    func editingAnimates() {
        let source = EditableRows(["A", "B"])
        let table = makeEditingTable(host, source, cellClass: TransitionRecordingCell.self)
        let cell = table.visibleCells[0] as! TransitionRecordingCell
        table.setEditing(true, animated: true)
        #expect(cell.transitions == ["will 1"])
        host.runLoopTurn()
        host.advanceTime(by: 0.15)
        let x = cell.contentView.layer.presentation()!.frame.minX
        #expect(x > 5 && x < 37)
        #expect(cell.contentView.frame.minX == 38)
        host.advanceInFrames(0.2)
        #expect(cell.contentView.layer.presentation()!.frame.minX == 38)
        #expect(cell.transitions == ["will 1", "did 1"])
    }

    @Test("A row the data source cannot edit shows no control and does not move; editingStyleForRowAt .none shows no control but indents; shouldIndentWhileEditingRowAt false keeps the content in place")
    func editabilityAndIndent() {
        let source = EditableRows(["A", "B", "C"])
        source.notEditable = [0]
        source.styles = [1: .none]
        let table = makeEditingTable(host, source)
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        let cells = table.visibleCells
        #expect(cells[0].editingStyle == .none && cells[0].contentView.frame.minX == 0 && cells[0].editingControl == nil)
        #expect(cells[1].editingStyle == .none && cells[1].contentView.frame.minX == 38 && cells[1].editingControl == nil)
        #expect(cells[2].editingStyle == .delete)
        table.setEditing(false, animated: false)
        source.indents = false
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        #expect(cells[2].contentView.frame.minX == 0)
        #expect(cells[2].editingControl?.alpha == 1)
    }

    @Test("Tapping an insert control (green plus) commits .insert at once")
    func insertControlCommits() {
        let source = EditableRows(["A", "B"])
        source.styles = [1: .insert]
        let table = makeEditingTable(host, source)
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        #expect(table.visibleCells[1].editingControl?.kind == .insert)
        host.tap(at: CGPoint(x: 27, y: rowMid(1)))
        #expect(source.log == ["commit insert 1"])
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test("Tapping a delete control reveals the row's Delete button (titled by the delegate) and turns the minus upright; tapping Delete commits .delete and the row goes")
    func deleteControlThenDelete() {
        let source = EditableRows(["A", "B", "C"])
        source.deleteTitle = "Remove"
        let table = makeEditingTable(host, source)
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        let cell = table.visibleCells[1]
        host.tap(at: CGPoint(x: 27, y: rowMid(1)))
        host.advanceInFrames(0.5)
        let buttons = table.rowSwipe.buttons
        #expect(buttons?.actions.map(\.title) == ["Remove"])
        let width = buttons?.naturalWidth ?? 0
        #expect(width >= 74)
        #expect(cell.frame.minX == -width)
        #expect(cell.showingDeleteConfirmation)
        #expect(cell.editingControl?.transform != .identity)
        host.tap(at: CGPoint(x: 320 - width / 2, y: rowMid(1)))
        #expect(source.log == ["commit delete 1"])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.rowSwipe.buttons == nil)
    }

    @Test("While an editing row's Delete button shows, its minus stays in place on screen, turned upright, and the content slides left under it; closing turns the minus back")
    func deleteConfirmationKeepsControl() {
        let source = EditableRows(["A", "B", "C"])
        let table = makeEditingTable(host, source)
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        let cell = table.visibleCells[1]
        let control = cell.editingControl!
        let controlBefore = control.convert(control.bounds, to: nil)
        let textBefore = cell.contentView.convert(CGPoint.zero, to: nil).x
        host.tap(at: CGPoint(x: 27, y: rowMid(1)))
        host.advanceInFrames(0.5)
        let width = table.rowSwipe.buttons?.naturalWidth ?? 0
        #expect(width >= 74)
        #expect(cell.showingDeleteConfirmation)
        #expect(control.alpha == 1 && !control.isHidden)
        #expect(control.convert(control.bounds, to: nil) == controlBefore)
        #expect(abs(control.transform.b) == 1, "turned a quarter")
        #expect(cell.contentView.convert(CGPoint.zero, to: nil).x == textBefore - width)
        let gutter = cell.deleteConfirmationGutter
        #expect(gutter?.isHidden == false)
        #expect(gutter.map { $0.convert($0.bounds, to: nil) } == CGRect(x: 0, y: 44, width: 38, height: 43.5))
        host.tap(at: CGPoint(x: 150, y: rowMid(2)))
        host.advanceInFrames(0.5)
        #expect(!cell.showingDeleteConfirmation)
        #expect(control.transform == .identity)
        #expect(control.convert(control.bounds, to: nil) == controlBefore)
        #expect(cell.contentView.convert(CGPoint.zero, to: nil).x == textBefore)
    }

    @Test("A tap elsewhere closes the Delete button without selecting or committing")
    func tapElsewhereClosesDeleteConfirmation() {
        let source = EditableRows(["A", "B", "C"])
        let table = makeEditingTable(host, source)
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        host.tap(at: CGPoint(x: 27, y: rowMid(0)))
        host.advanceInFrames(0.5)
        #expect(table.visibleCells[0].showingDeleteConfirmation)
        host.tap(at: CGPoint(x: 200, y: rowMid(2)))
        host.advanceInFrames(0.5)
        #expect(!table.visibleCells[0].showingDeleteConfirmation)
        #expect(table.visibleCells[0].frame.minX == 0)
        #expect(source.log.isEmpty)
        #expect(table.isEditing)
    }

    @Test("Rows the data source can move show the reorder control at the trailing edge, which takes its width from the content; the editing accessory replaces the accessory")
    func reorderControlAndEditingAccessory() {
        let source = EditableRows(["A", "B"])
        source.movable = [0]
        source.accessory = .checkmark
        source.editingAccessory = .none
        let table = makeEditingTable(host, source)
        #expect(table.visibleCells[0].accessoryDrawing?.superview != nil)
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        let cells = table.visibleCells
        #expect(cells[0].reorderControl?.alpha == 1)
        #expect(cells[0].reorderControl?.frame.maxX == 320)
        #expect(cells[0].contentView.frame.maxX == 320 - ReorderControlView.width)
        #expect(cells[1].reorderControl == nil)
        #expect(cells[0].accessoryDrawing?.superview == nil)
    }

    @Test("Dragging a reorder control moves the row with the finger while the rows it passes slide aside; the delegate is asked for the target; on lifting the data source hears moveRowAt")
    func reorderDrag() {
        let source = EditableRows(["A", "B", "C", "D"])
        source.movable = [0, 1, 2, 3]
        var proposals: [Int] = []
        source.redirectMove = { _, proposed in proposals.append(proposed.row); return proposed }
        let table = makeEditingTable(host, source)
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        let a = table.visibleCells[0], b = table.visibleCells[1], c = table.visibleCells[2]
        host.touchDown(at: CGPoint(x: 300, y: rowMid(0)))
        for y in stride(from: rowMid(0) + 10, through: rowMid(0) + 50, by: 10) {
            host.advanceTime(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 300, y: y))
        }
        #expect(a.frame.minY == 50)
        #expect(b.frame.minY == 0)
        #expect(c.frame.minY == 88)
        #expect(proposals.last == 1)
        host.advanceInFrames(0.3)
        host.touchUp()
        #expect(source.log == ["move 0 to 1"])
        #expect(source.rows == ["B", "A", "C", "D"])
        host.advanceInFrames(0.5)
        #expect(a.frame.minY == 44)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === a)
        #expect(table.contentOffset.y == 0)
    }

    @Test("The delegate's targetIndexPathForMoveFromRowAt redirects the drop")
    func reorderRedirected() {
        let source = EditableRows(["A", "B", "C", "D"])
        source.movable = [0, 1, 2, 3]
        source.redirectMove = { _, proposed in IndexPath(row: min(proposed.row, 1), section: 0) }
        let table = makeEditingTable(host, source)
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        host.drag(from: CGPoint(x: 300, y: rowMid(0)), to: CGPoint(x: 300, y: rowMid(3)), duration: 0.3, steps: 12)
        #expect(source.log == ["move 0 to 1"])
    }

    @Test("allowsMultipleSelectionDuringEditing: rows show selection circles instead of delete controls, taps add and remove rows, and the circle fills when selected")
    func multipleSelectionDuringEditing() {
        let source = EditableRows(["A", "B", "C"])
        let table = makeEditingTable(host, source)
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        #expect(table.visibleCells.allSatisfy { $0.editingControl?.kind == .multiselect })
        host.tap(at: CGPoint(x: 150, y: rowMid(0)))
        host.tap(at: CGPoint(x: 150, y: rowMid(2)))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        #expect(table.visibleCells[0].editingControl?.isChecked == true)
        #expect(table.visibleCells[1].editingControl?.isChecked == false)
        host.tap(at: CGPoint(x: 150, y: rowMid(0)))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(source.log == ["didSelect 0", "didSelect 2"])
        table.setEditing(false, animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("While editing, a tap selects nothing unless allowsSelectionDuringEditing")
    func selectionDuringEditing() {
        let source = EditableRows(["A", "B"])
        let table = makeEditingTable(host, source)
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        host.tap(at: CGPoint(x: 150, y: rowMid(1)))
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsSelectionDuringEditing = true
        host.tap(at: CGPoint(x: 150, y: rowMid(1)))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("A table view controller's setEditing (its Edit button) puts its table into editing")
    func controllerEditButton() {
        let controller = UITableViewController(style: .plain)
        let source = EditableRows(["A", "B"])
        host.window.rootViewController = controller
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        controller.tableView.dataSource = source
        controller.tableView.delegate = source
        host.runLoopTurn()
        controller.setEditing(true, animated: false)
        host.runLoopTurn()
        #expect(controller.tableView.isEditing)
        #expect(controller.tableView.visibleCells.first?.editingControl?.kind == .delete)
        #expect(controller.editButtonItem.title == "Done")
    }

    /// FoodTracker's list: the Edit button on the left, `commit .delete` removes the meal and
    /// deletes its row with a fade.
    final class MealList: UITableViewController {
        var meals = ["Caprese Salad", "Chicken and Potatoes", "Pasta with Meatballs"]
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.leftBarButtonItem = editButtonItem
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MealTableViewCell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { meals.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "MealTableViewCell", for: indexPath)
            cell.textLabel?.text = meals[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            if editingStyle == .delete {
                meals.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .fade)
            }
        }
    }

    @Test("An app's Edit button (editButtonItem) shows the delete controls; the minus, then Delete, removes the row with a fade")
    func editButtonDeletesRow() {
        let list = MealList(style: .plain)
        host.window.rootViewController = UINavigationController(rootViewController: list)
        host.runLoopTurn()
        #expect(host.activateAccessibilityElement(label: "Edit"))
        host.advanceInFrames(0.5)
        #expect(list.isEditing && list.tableView.isEditing)
        let cell = list.tableView.visibleCells[1]
        let control = cell.editingControl!
        host.tap(at: control.convert(CGPoint(x: 11, y: 11), to: nil))
        host.advanceInFrames(0.5)
        #expect(cell.showingDeleteConfirmation)
        let delete = list.tableView.rowSwipe.buttons!
        host.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))
        #expect(list.meals == ["Caprese Salad", "Pasta with Meatballs"])
        host.advanceTime(by: 0.1)
        let alpha = cell.layer.presentation()?.opacity ?? 1
        #expect(alpha > 0 && alpha < 1)
        host.advanceInFrames(0.5)
        #expect(list.tableView.visibleCells.count == 2)
        #expect(list.tableView.visibleCells.allSatisfy { $0.isEditing })
    }
}
