import CoreGraphics
import Foundation

/// Editing mode: every row shows the control its editing style asks for (UITableViewCell+
/// Editing.swift); a tap on a delete control shows the row's Delete button (the state a
/// swipe reveals), a tap on Delete or on an insert control commits the edit to the data
/// source. Rows swipe open on their actions when not editing (RowSwipeController); the table
/// counts as editing while one is open, as on iOS.
extension UITableView {
    func changeEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingFlag else { return }
        rowSwipe.close(animated: animated)
        editingFlag = editing
        // Entering or leaving editing mode clears the selection, as on iOS.
        deselectAllItemsInCode(animated: animated)
        for (path, cell) in visibleCellsByPath { configureEditing(cell, at: path, animated: animated) }
    }

    /// Asks the data source and delegate what `path` shows while editing and sets `cell` so.
    func configureEditing(_ cell: UITableViewCell, at path: IndexPath, animated: Bool) {
        cell.editingInfo = editingInfo(at: path)
        if cell.isEditing != editingFlag { cell.setEditing(editingFlag, animated: animated) }
    }

    func editingInfo(at path: IndexPath) -> TableCellEditingInfo {
        // A row the data source cannot edit shows no control and stays where it is.
        var info = TableCellEditingInfo()
        guard let dataSource, dataSource.tableView(self, canEditRowAt: path) else { info.indents = false; return info }
        info.isEditable = true
        info.style = tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
        if allowsMultipleSelectionDuringEditing {
            info.control = .multiselect
        } else {
            info.control = info.style == .delete ? .delete : info.style == .insert ? .insert : nil
        }
        info.indents = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
        info.canMove = dataSource.tableView(self, canMoveRowAt: path)
        return info
    }

    /// The editing setup changed (a table setting the rows' controls depend on).
    func editingSetupChanged() {
        guard editingFlag else { return }
        for (path, cell) in visibleCellsByPath { configureEditing(cell, at: path, animated: false) }
    }

    /// A tap on a row's delete control shows (or hides) its Delete button; one on an insert
    /// control commits the insertion at once.
    func editingControlTapped(in cell: UITableViewCell) {
        guard editingFlag, let path = indexPath(for: cell) else { return }
        switch cell.editingInfo.control {
        case .delete?:
            if rowSwipe.indexPath == path { return rowSwipe.close(animated: true) }
            rowSwipe.open(path, leading: false, configuration: defaultDeleteConfiguration(at: path))
        case .insert?:
            dataSource?.tableView(self, commit: .insert, forRowAt: path)
        default:
            break
        }
    }

    /// The swipe actions a delegate that gives none gets: a Delete button (titled by the
    /// delegate) that commits the deletion.
    func defaultDeleteConfiguration(at path: IndexPath) -> UISwipeActionsConfiguration {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let dataSource = self.dataSource else { return completion(false) }
            dataSource.tableView(self, commit: .delete, forRowAt: path)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }
}

/// Rows swiped open on their actions.
extension UITableView: RowSwipeHost {
    /// The delegate's actions; on the trailing side, without them, a Delete button for a row
    /// whose editing style is `.delete`. Rows the data source cannot edit do not swipe.
    func swipeActionsConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let dataSource, geometry.contains(indexPath), dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
        let delegate = tableDelegate
        if let configuration = leading ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
                                       : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration
        }
        guard !leading, (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return nil }
        return defaultDeleteConfiguration(at: indexPath)
    }

    func swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func swipeCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    func swipeRowFrame(at indexPath: IndexPath) -> CGRect {
        let x = rowXSpan, span = geometry.rowSpan(indexPath)
        return CGRect(x: x.x, y: span.y, width: x.width, height: span.height)
    }

    var allowsRowSwipe: Bool { !editingFlag && reorder == nil }

    func swipeDidBegin(at indexPath: IndexPath) {
        if !editingFlag { tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath) }
        guard let cell = cellForRow(at: indexPath) else { return }
        cell.transition(to: cell.stateMask.union(.showingDeleteConfirmation), animated: true)
    }

    /// An editing row's Delete button slides its content aside under the delete control,
    /// which stays where it is (UITableViewCell+Editing.swift).
    func swipeDidMove(at indexPath: IndexPath, offset: CGFloat) {
        guard let cell = cellForRow(at: indexPath) else { return }
        cell.deleteConfirmationShift = editingFlag ? -offset : 0
        cell.layoutIfNeeded()
    }

    func swipeDidEnd(at indexPath: IndexPath?) {
        if let indexPath, let cell = cellForRow(at: indexPath) {
            cell.transition(to: cell.stateMask.subtracting(.showingDeleteConfirmation), animated: true)
        }
        if !editingFlag { tableDelegate?.tableView(self, didEndEditingRowAt: indexPath) }
    }
}
