import CoreGraphics
import Foundation
import QuartzCore

/// Selection by touch and by code.
///
/// A finger on an item highlights it once it has rested for the scroll view's content-touch
/// delay (so a drag that starts on an item does not flash it), or at once when the finger
/// lifts sooner; a drag cancels the touch and the item goes back to normal. Delegate calls
/// come in the order of Apple's collection view guide: shouldHighlight, didHighlight (finger
/// down); shouldSelect, didUnhighlight, (didDeselect of the item selected before), didSelect
/// (finger up). Selecting and deselecting in code tells the delegate nothing, as on iOS.
extension UICollectionView {
    /// How long a finger rests before the item under it highlights (UIScrollView delays
    /// touches to its content by 150 ms).
    static let highlightDelay: CFTimeInterval = 0.15

    /// The selected items, in the order they were selected; nil when none is (as on iOS).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths
    }

    /// Selects the item (and, unless several may be selected, only it), scrolling it to
    /// `scrollPosition`; nil deselects everything. The delegate is not told.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectItem(at: path, animated: animated) }
            return
        }
        guard containsItem(indexPath), allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item; the delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: Touches

    /// A finger went down on an item: it will highlight after the delay. False when the
    /// touch is not the collection view's to handle.
    func pressBegan(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first, touches.count == 1, !press.isActive,
              allowsSelection || allowsMultipleSelection,
              let path = indexPathForItem(at: touch.location(in: self)), cellForItem(at: path) != nil
        else { return false }
        press.begin(path, after: Self.highlightDelay) { [weak self] in self?.highlightPressedItem() }
        return true
    }

    /// A finger that leaves its item lets go of it.
    func pressMoved(_ touches: Set<UITouch>) -> Bool {
        guard let path = press.path, let touch = touches.first else { return false }
        if indexPathForItem(at: touch.location(in: self)) != path { cancelPress() }
        return true
    }

    /// The finger lifted on its item: highlight (if the delay had not passed), then select
    /// (or, in multiple selection, toggle).
    func pressEnded() -> Bool {
        guard press.isActive else { return false }
        highlightPressedItem()
        guard let path = press.end() else { return false }
        guard cellForItem(at: path) != nil else { return true }
        if allowsMultipleSelection && selectedPaths.contains(path) {
            userDeselect(path)
        } else {
            userSelect(path)
        }
        return true
    }

    func pressCancelled() -> Bool {
        guard press.isActive else { return false }
        cancelPress()
        return true
    }

    private func cancelPress() {
        guard let path = press.end() else { return }
        unhighlight(path)
    }

    private func highlightPressedItem() {
        press.stopTimer()
        guard let path = press.path, let cell = cellForItem(at: path), !cell.isHighlighted else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: path)
    }

    private func unhighlight(_ path: IndexPath) {
        guard let cell = cellForItem(at: path), cell.isHighlighted else { return }
        cell.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }

    private func userSelect(_ path: IndexPath) {
        let delegate = collectionDelegate
        let should = delegate?.collectionView(self, shouldSelectItemAt: path) ?? true
        unhighlight(path)
        guard should, !selectedPaths.contains(path) else { return }
        if !allowsMultipleSelection {
            for old in selectedPaths {
                selectedPaths.removeAll { $0 == old }
                cellForItem(at: old)?.isSelected = false
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectedPaths.append(path)
        cellForItem(at: path)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    private func userDeselect(_ path: IndexPath) {
        let delegate = collectionDelegate
        let should = delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true
        unhighlight(path)
        guard should else { return }
        selectedPaths.removeAll { $0 == path }
        cellForItem(at: path)?.isSelected = false
        delegate?.collectionView(self, didDeselectItemAt: path)
    }
}
