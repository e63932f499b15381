import CoreGraphics
import Foundation

/// Editing a collection view: its cells' configuration state says so, and list rows show the
/// accessories displayed while editing (UICellAccessory+Editing.swift), moving their content
/// aside over 0.3 s when animated. List rows swipe open on the actions their section's list
/// configuration provides (`leadingSwipeActionsConfigurationProvider` and
/// `trailingSwipeActionsConfigurationProvider`), on the table's machinery (RowSwipeController).
extension UICollectionView {
    func changeEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingFlag else { return }
        rowSwipe.close(animated: animated)
        editingFlag = editing
        let cells = visibleCells
        for cell in cells { cell.editingFlag = editing }
        guard animated, UIView.areAnimationsEnabled else {
            for cell in cells { cell.layoutIfNeeded() }
            return
        }
        UIView.animate(withDuration: UITableViewCell.editingAnimationDuration) {
            for cell in cells { cell.layoutIfNeeded() }
        }
    }

    /// A tap on a list row's delete control without a handler shows its trailing actions.
    func revealTrailingActions(of cell: UICollectionViewCell) {
        guard let path = indexPath(for: cell) else { return }
        if rowSwipe.indexPath == path { return rowSwipe.close(animated: true) }
        guard let configuration = swipeActionsConfiguration(at: path, leading: false) else { return }
        rowSwipe.open(path, leading: false, configuration: configuration)
    }
}

extension UICollectionView: RowSwipeHost {
    /// The provider of the item's list section, when its layout is a list.
    func swipeActionsConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              let list = layout.listConfiguration(inSection: indexPath.section) else { return nil }
        let provider = leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }

    func swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
    func swipeCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }
    func swipeRowFrame(at indexPath: IndexPath) -> CGRect { layoutAttributesForItem(at: indexPath)?.frame ?? .zero }
    /// Swiping works while editing too: a list row's delete control reveals the same actions.
    var allowsRowSwipe: Bool { true }

    func swipeDidBegin(at indexPath: IndexPath) { cellForItem(at: indexPath)?.isSwipedOpen = true }
    func swipeDidEnd(at indexPath: IndexPath?) {
        if let indexPath { cellForItem(at: indexPath)?.isSwipedOpen = false }
    }
}

extension UICollectionViewCompositionalLayout {
    /// The list configuration of a laid-out section, if it is a list.
    func listConfiguration(inSection section: Int) -> UICollectionLayoutListConfiguration? {
        placedSections.indices.contains(section) ? placedSections[section].blueprint?.listConfiguration : nil
    }
}
