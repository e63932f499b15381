import Foundation

/// A table data source driven by snapshots: `apply(_:animatingDifferences:completion:)`
/// works out which sections and rows were inserted, deleted and moved since the last
/// snapshot and animates the table there in one batch update (DiffableDataSourceCore.swift,
/// shared with the collection view's).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>(owner: "UITableViewDiffableDataSource")
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
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.snapshot() }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { core.itemIdentifier(for: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core.indexPath(for: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.sectionIdentifier(for: index) }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.index(for: sectionIdentifier) }

    /// Makes `snapshot` the table's data: animated as a batch update (inserts, deletes,
    /// moves, reloads, reconfigurations) or, without animation, at once. A table not in a
    /// window, given no animation, is simply reloaded.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // The table's counts must be the old snapshot's before the update compares them.
        tableView?.reloadIfNeeded()
        guard let tableView, tableView.window != nil || animatingDifferences else {
            return core.applyUsingReloadData(snapshot, to: tableView, completion: completion)
        }
        let animation = animatingDifferences ? defaultRowAnimation : .none
        core.apply(snapshot, to: tableView, animatingDifferences: animatingDifferences, completion: completion) { changes in
            if !changes.deletedSections.isEmpty { tableView.deleteSections(changes.deletedSections, with: animation) }
            if !changes.insertedSections.isEmpty { tableView.insertSections(changes.insertedSections, with: animation) }
            if !changes.deletedItems.isEmpty { tableView.deleteRows(at: changes.deletedItems, with: animation) }
            if !changes.insertedItems.isEmpty { tableView.insertRows(at: changes.insertedItems, with: animation) }
            for move in changes.movedItems { tableView.moveRow(at: move.from, to: move.to) }
            if !changes.reloadedItems.isEmpty { tableView.reloadRows(at: changes.reloadedItems, with: animation) }
            if !changes.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: changes.reconfiguredItems) }
        }
    }

    /// Makes `snapshot` the table's data with `reloadData`, no animation.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        core.applyUsingReloadData(snapshot, to: tableView, completion: completion)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { core.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = cellProvider(tableView, indexPath, core.item(at: indexPath)) else {
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
