import Foundation

/// Selection by touch and by code, on the shared core (TableAndCollectionCore): a tap's
/// delegate calls come in the order of Apple's collection view guide, shouldHighlight,
/// didHighlight (finger down); shouldSelect, didUnhighlight, (didDeselect of the item
/// selected before), didSelect (finger up). Selecting and deselecting in code tells the
/// delegate nothing, as on iOS.
extension UICollectionView {
    /// The selected items, in the order they were selected; nil when none is (as on iOS).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths
    }

    /// Selects the item (and, unless several may be selected, only it), scrolling it to
    /// `scrollPosition`; nil deselects everything. The delegate is not told.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return deselectAllItemsInCode(animated: animated) }
        guard selectItemInCode(indexPath, animated: animated), !scrollPosition.isEmpty else { return }
        scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Deselects the item; the delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        deselectItemInCode(indexPath, animated: animated)
    }
}

/// The collection view's items as the shared selection sees them (`containsItem`,
/// `indexPathForItem(at:)` and `cellForItem(at:)` are its own), and its delegate, whose
/// questions answer yes or no.
extension UICollectionView: IndexPathSelectionHost {
    static var selectionRules: IndexPathSelectionRules { .collection }

    var allowsSelectionNow: Bool {
        editingFlag ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection || allowsMultipleSelection
    }
    var allowsMultipleSelectionNow: Bool { editingFlag ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }
    func delegateDidHighlight(_ indexPath: IndexPath) { collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath) }
    func delegateDidUnhighlight(_ indexPath: IndexPath) { collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath) }
    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true ? indexPath : nil
    }
    func delegateWillDeselect(_ indexPath: IndexPath) -> IndexPath? {
        collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true ? indexPath : nil
    }
    /// The cell's storyboard segue runs first, as a table's does.
    func delegateDidSelect(_ indexPath: IndexPath) {
        cellForItem(at: indexPath)?.performStoryboardSegues(.selection)
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }
    func delegateDidDeselect(_ indexPath: IndexPath) { collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath) }
}
