/// A table or collection view as a diffable data source drives it: reloaded at once, or
/// changed in one batch update.
@MainActor
protocol DiffableDataSourceView: UIView {
    func reloadData()
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
}

extension UITableView: DiffableDataSourceView {}
extension UICollectionView: DiffableDataSourceView {}
