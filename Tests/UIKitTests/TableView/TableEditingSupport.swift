import Foundation
import UIKit
import UIKitTesting

/// A data source and delegate for editing: rows of text that `commit` deletes (with a fade)
/// and inserts into, that `moveRowAt` reorders, with each row's editing style, editability
/// and movability set by the test, and every editing call recorded in order.
final class EditableRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [String]
    var log: [String] = []
    var styles: [Int: UITableViewCell.EditingStyle] = [:]
    var notEditable: Set<Int> = []
    var movable: Set<Int> = []
    var indents = true
    var deleteTitle: String?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var redirectMove: ((IndexPath, IndexPath) -> IndexPath)?
    var accessory: UITableViewCell.AccessoryType = .none
    var editingAccessory: UITableViewCell.AccessoryType = .none

    init(_ rows: [String]) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.accessoryType = accessory
        cell.editingAccessoryType = editingAccessory
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { !notEditable.contains(indexPath.row) }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable.contains(indexPath.row) }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        styles[indexPath.row] ?? .delete
    }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { indents }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { deleteTitle }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        if editingStyle == .delete {
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        } else if editingStyle == .insert {
            rows.insert("New", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        redirectMove?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("willBeginEditing \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log.append("didEndEditing \(indexPath.map { "\($0.row)" } ?? "nil")") }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leading?(indexPath)
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing?(indexPath)
    }
}

/// A cell that records its editing transitions.
final class TransitionRecordingCell: UITableViewCell {
    var transitions: [String] = []
    override func willTransition(to state: StateMask) { transitions.append("will \(state.rawValue)") }
    override func didTransition(to state: StateMask) { transitions.append("did \(state.rawValue)") }
}

/// A full-window table of 44-point rows fed by `source`, laid out once.
@MainActor func makeEditingTable(_ host: UITestHost, _ source: EditableRows, cellClass: UITableViewCell.Type = UITableViewCell.self) -> UITableView {
    let table = UITableView(frame: host.window.bounds, style: .plain)
    table.register(cellClass, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = source
    host.window.addSubview(table)
    host.runLoopTurn()
    return table
}

/// A row's vertical middle in a table of 44-point rows.
func rowMid(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }
