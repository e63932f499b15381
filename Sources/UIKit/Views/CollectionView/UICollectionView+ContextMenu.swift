import CoreGraphics
import Foundation

/// What a collection view delegate that says nothing about context menus answers. The iOS 16
/// methods fall back to the iOS 13 ones, so a delegate written for either is asked; Apple's
/// view asks the iOS 16 one when the delegate implements it, which this order gives too.
extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                               highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                               dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
    }
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func collectionView(_ collectionView: UICollectionView,
                               previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func collectionView(_ collectionView: UICollectionView,
                               previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                               animator: (any UIContextMenuInteractionAnimating)?) {}
    public func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                               animator: (any UIContextMenuInteractionAnimating)?) {}
    public func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                               animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// A long press on an item (or between items) shows the delegate's context menu, the pressed
/// item's cell lifted out (IndexPathContextMenu.swift); a menu from between items shows at the
/// press with no preview.
extension UICollectionView: IndexPathContextMenuHost {
    func contextMenuConfiguration(at point: CGPoint) -> (UIContextMenuConfiguration, [IndexPath])? {
        guard let delegate = collectionDelegate else { return nil }
        var paths: [IndexPath] = []
        if let path = indexPathForItem(at: point), cellForItem(at: path) != nil {
            // The pressed item first: it is the one lifted.
            let selected = allowsMultipleSelection && selectedPaths.contains(path) && selectedPaths.count > 1
            paths = selected ? [path] + selectedPaths.filter { $0 != path } : [path]
        }
        guard let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: paths, point: point) else { return nil }
        return (configuration, paths)
    }

    func contextMenuHighlightPreview(for configuration: UIContextMenuConfiguration, at paths: [IndexPath]) -> UITargetedPreview? {
        guard let path = paths.first else { return nil }
        return collectionDelegate?.collectionView(self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: path)
    }

    func contextMenuDismissalPreview(for configuration: UIContextMenuConfiguration, at paths: [IndexPath]) -> UITargetedPreview? {
        guard let path = paths.first else { return nil }
        return collectionDelegate?.collectionView(self, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: path)
    }

    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }

    func contextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration,
                                             animator: any UIContextMenuInteractionCommitAnimating) {
        collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuCell(at path: IndexPath) -> UIView? { cellForItem(at: path) }
}
