import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What editing and swipe actions look like: delete controls and a delete confirmation,
/// insert and reorder controls, multiple-selection circles, a row swiped open on two trailing
/// actions and one swiped open on a leading image action. References live in
/// TableView/__References__.
@Suite("UITableView editing rendering", .serialized, .freshContext) @MainActor
struct TableViewEditingReferenceTests {
    private let host = UITestHost(size: CGSize(width: 320, height: 220), scale: 2)

    private func check(_ name: String) {
        let diff = ReferenceImage.compare(host.renderScreen(), named: name, filePath: "\(#filePath)")
        #expect(diff == nil, "\(diff!)")
    }

    private func editingTable(_ source: EditableRows) -> UITableView {
        let table = makeEditingTable(host, source)
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        return table
    }

    @Test("Editing: a red circle with a white minus at the leading edge of each row, the text moved 38 points aside, separators following it")
    func deleteControls() {
        _ = editingTable(EditableRows(["Apples", "Bananas", "Cherries", "Dates"]))
        check("table-editing-delete@2x")
    }

    @Test("Editing, after a tap on a row's minus: the minus stays, turned upright; the row's content slides left under it, uncovering the red Delete button at the trailing edge")
    func deleteConfirmation() {
        _ = editingTable(EditableRows(["Apples", "Bananas from the market", "Cherries", "Dates"]))
        host.tap(at: CGPoint(x: 27, y: rowMid(1)))
        host.advanceInFrames(0.6)
        check("table-editing-delete-confirmation@2x")
    }

    @Test("Editing: a green circle with a white plus on the insert row, three grey reorder lines at the trailing edge of movable rows")
    func insertAndReorderControls() {
        let source = EditableRows(["Apples", "Bananas", "Cherries", "Add fruit"])
        source.styles = [3: .insert]
        source.movable = [0, 1, 2]
        _ = editingTable(source)
        check("table-editing-insert-reorder@2x")
    }

    @Test("Multiple selection while editing: grey rings, the selected rows' circles filled blue with a white checkmark on a grey row")
    func multipleSelection() {
        let source = EditableRows(["Apples", "Bananas", "Cherries", "Dates"])
        let table = makeEditingTable(host, source)
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        host.runLoopTurn()
        host.tap(at: CGPoint(x: 150, y: rowMid(1)))
        host.tap(at: CGPoint(x: 150, y: rowMid(2)))
        host.advanceInFrames(0.5)
        check("table-editing-multiselect@2x")
    }

    @Test("A row swiped open on its trailing side: a grey Flag button beside the content, the red Delete button at the edge")
    func trailingSwipe() {
        let source = EditableRows(["Apples", "Bananas from the market stall", "Cherries", "Dates"])
        source.trailing = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in },
                                                  UIContextualAction(style: .normal, title: "Flag") { _, _, _ in }])
        }
        _ = makeEditingTable(host, source)
        host.drag(from: CGPoint(x: 250, y: rowMid(1)), to: CGPoint(x: 110, y: rowMid(1)), duration: 0.2, steps: 14)
        host.advanceInFrames(0.6)
        check("table-swipe-trailing@2x")
    }

    @Test("A row swiped open on its leading side: a blue button showing only its white image in a 44-point row")
    func leadingImageSwipe() {
        let source = EditableRows(["Apples", "Bananas", "Cherries", "Dates"])
        let star = UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22)).image { _ in
            let path = UIBezierPath()
            for i in 0..<10 {
                let r: CGFloat = i % 2 == 0 ? 10 : 4.2, a = CGFloat(i) * .pi / 5 - .pi / 2
                let p = CGPoint(x: 11 + r * cos(a), y: 11.5 + r * sin(a))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.close()
            UIColor.black.setFill()
            path.fill()
        }
        source.leading = { _ in
            let action = UIContextualAction(style: .normal, title: "Favorite") { _, _, _ in }
            action.image = star
            action.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [action])
        }
        _ = makeEditingTable(host, source)
        host.drag(from: CGPoint(x: 60, y: rowMid(2)), to: CGPoint(x: 160, y: rowMid(2)), duration: 0.2, steps: 10)
        host.advanceInFrames(0.6)
        check("table-swipe-leading-image@2x")
    }
}
