import Foundation

/// A table data source driven by snapshots: `apply(_:animatingDifferences:completion:)`
/// works out which sections and rows were inserted, deleted and moved since the last
/// snapshot (with Swift's `CollectionDifference`) and animates the table there in one batch
/// update.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The animation inserted and deleted rows use.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source (the table holds it weakly: keep a reference).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the data the table shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        var copy = current
        copy.clearPendingReloads()
        return copy
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// Makes `snapshot` the table's data: animated as a batch update (inserts, deletes,
    /// moves, reloads) or, without animation, at once.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // The table's counts must be the old snapshot's before the update compares them.
        tableView?.reloadIfNeeded()
        let old = current
        current = snapshot
        guard let tableView, tableView.window != nil || animatingDifferences else {
            current.clearPendingReloads()
            tableView?.reloadData()
            completion?()
            return
        }
        let changes = SnapshotChanges(from: old, to: snapshot)
        let animation = animatingDifferences ? defaultRowAnimation : .none
        let run = {
            tableView.performBatchUpdates({
                if !changes.deletedSections.isEmpty { tableView.deleteSections(changes.deletedSections, with: animation) }
                if !changes.insertedSections.isEmpty { tableView.insertSections(changes.insertedSections, with: animation) }
                if !changes.deletedItems.isEmpty { tableView.deleteRows(at: changes.deletedItems, with: animation) }
                if !changes.insertedItems.isEmpty { tableView.insertRows(at: changes.insertedItems, with: animation) }
                for move in changes.movedItems { tableView.moveRow(at: move.from, to: move.to) }
                if !changes.reloadedItems.isEmpty { tableView.reloadRows(at: changes.reloadedItems, with: animation) }
                if !changes.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: changes.reconfiguredItems) }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { run() } else { UIView.performWithoutAnimation(run) }
        current.clearPendingReloads()
    }

    /// Makes `snapshot` the table's data with `reloadData`, no animation.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        current.clearPendingReloads()
        tableView?.reloadData()
        completion?()
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath) else {
            preconditionFailure("UITableViewDiffableDataSource: no item at \(indexPath)")
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure("UITableView dataSource returned a nil cell for row at index path: \(indexPath). Table view: \(tableView), dataSource: \(self)")
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

extension NSDiffableDataSourceSnapshot {
    /// Reloads and reconfigurations happen once, when the snapshot is applied.
    mutating func clearPendingReloads() {
        self = withoutPendingReloads()
    }
}
