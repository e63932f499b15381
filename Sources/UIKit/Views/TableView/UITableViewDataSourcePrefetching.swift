import Foundation

/// Told of rows before they are shown, so their data can be loaded ahead (an image fetch, a
/// database page), and of rows no longer coming. Set as the table's `prefetchDataSource`.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

extension UITableView {
    /// Tells the prefetch data source of the rows one screen ahead of the bounds.
    func updatePrefetching() {
        guard let prefetchDataSource else { return }
        let region = prefetchWindow.region(for: bounds, vertical: true)
        let ahead = geometry.rows(in: region.minY, region.maxY)
        let (prefetch, cancel) = prefetchWindow.update(ahead: ahead, shown: Set(visibleCellsByPath.keys))
        if !cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: prefetch) }
    }
}
