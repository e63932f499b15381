import Foundation

/// Told of items before they are shown, so their data can be loaded ahead, and of items no
/// longer coming. Set as the collection view's `prefetchDataSource`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension UICollectionView {
    /// Tells the prefetch data source of the items one screen ahead of the bounds, along
    /// the axis the content scrolls on.
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let region = prefetchWindow.region(for: bounds, vertical: scrollsVertically)
        let ahead = (collectionViewLayout.layoutAttributesForElements(in: region) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(region) }
            .map(\.indexPath).sorted()
        let shown = Set(indexPathsForVisibleItems)
        let (prefetch, cancel) = prefetchWindow.update(ahead: ahead, shown: shown)
        if !cancel.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: prefetch) }
    }
}
