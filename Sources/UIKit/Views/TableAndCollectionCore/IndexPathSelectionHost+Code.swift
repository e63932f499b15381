import Foundation

/// Selection in code: `selectRow` / `selectItem` and their deselecting partners. The delegate
/// is not told, as on iOS.
extension IndexPathSelectionHost {
    /// The selected items in the view's order (`selectionRules.order`); nil when none is.
    var selectedIndexPaths: [IndexPath]? {
        guard !selectedPaths.isEmpty else { return nil }
        switch Self.selectionRules.order {
        case .sorted: return selectedPaths.sorted()
        case .selection: return selectedPaths
        }
    }

    /// Selects the item (and, unless several may be selected, only it). False when there is
    /// no such item or selection is off, and nothing changed.
    @discardableResult
    func selectItemInCode(_ indexPath: IndexPath, animated: Bool) -> Bool {
        guard containsItem(indexPath), allowsSelectionNow else { return false }
        if !allowsMultipleSelectionNow {
            for path in selectedPaths where path != indexPath { deselectItemInCode(path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        cellForItem(at: indexPath)?.showSelected(true, animated: animated)
        return true
    }

    func deselectItemInCode(_ indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.showSelected(false, animated: animated)
    }

    func deselectAllItemsInCode(animated: Bool) {
        for path in selectedPaths { deselectItemInCode(path, animated: animated) }
    }
}
