import Foundation

/// Selection by touch and by code, on the shared core (TableAndCollectionCore): a tap's
/// delegate calls come in iOS's order, shouldHighlight, didHighlight, didUnhighlight,
/// willSelect, (willDeselect, didDeselect of the row selected before), didSelect. Selecting
/// and deselecting in code tells the delegate nothing, as on iOS.
extension UITableView {
    public var indexPathForSelectedRow: IndexPath? {
        selectedPaths.min()
    }

    /// The selected rows by index path; nil when none is (as on iOS).
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPaths
    }

    /// Selects the row (and, unless several may be selected, only it), scrolling it to
    /// `scrollPosition`; nil deselects every row. The delegate is not told.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return deselectAllItemsInCode(animated: animated) }
        reloadIfNeeded()
        guard selectItemInCode(indexPath, animated: animated), scrollPosition != .none else { return }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// A tap on a row's detail button: the cell's accessory segue, then the delegate's
    /// `tableView(_:accessoryButtonTappedForRowWith:)`; the row is not selected.
    func accessoryButtonTapped(for cell: UITableViewCell) {
        guard let path = indexPath(for: cell) else { return }
        cell.performStoryboardSegues(.accessoryAction)
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: path)
    }

    /// Deselects the row; the delegate is not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectItemInCode(indexPath, animated: animated)
    }
}

/// A table's rows as the shared selection sees them, and its delegate in table terms.
extension UITableView: IndexPathSelectionHost {
    static var selectionRules: IndexPathSelectionRules { .table }

    var allowsSelectionNow: Bool {
        editingFlag ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection || allowsMultipleSelection
    }
    var allowsMultipleSelectionNow: Bool { editingFlag ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func containsItem(_ indexPath: IndexPath) -> Bool { geometry.contains(indexPath) }
    func indexPathForItem(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func cellForItem(at indexPath: IndexPath) -> UITableViewCell? { cellForRow(at: indexPath) }

    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }
    func delegateDidHighlight(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didHighlightRowAt: indexPath) }
    func delegateDidUnhighlight(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath) }
    /// The delegate may answer with another row, or none.
    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        guard let tableDelegate else { return indexPath }
        return tableDelegate.tableView(self, willSelectRowAt: indexPath)
    }
    func delegateWillDeselect(_ indexPath: IndexPath) -> IndexPath? {
        guard let tableDelegate else { return indexPath }
        return tableDelegate.tableView(self, willDeselectRowAt: indexPath)
    }
    /// The cell's storyboard segue runs first: on iOS `prepare(for:sender:)` comes before
    /// `tableView(_:didSelectRowAt:)`.
    func delegateDidSelect(_ indexPath: IndexPath) {
        cellForRow(at: indexPath)?.performStoryboardSegues(.selection)
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }
    func delegateDidDeselect(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didDeselectRowAt: indexPath) }
}
