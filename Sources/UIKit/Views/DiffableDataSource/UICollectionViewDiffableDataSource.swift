import Foundation

/// A collection view data source driven by snapshots: `apply(_:animatingDifferences:completion:)`
/// works out which sections and items were inserted, deleted and moved since the last
/// snapshot and animates the collection view there in one batch update (DiffableDataSourceCore.swift,
/// shared with the table's).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>(owner: "UICollectionViewDiffableDataSource")
    /// Makes the headers, footers and other supplementary views the layout asks for.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// What happens around expanding and collapsing (UICollectionViewDiffableDataSource+SectionSnapshots.swift).
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// Whether and how the user reorders items (UICollectionViewDiffableDataSource+Reordering.swift).
    open var reorderingHandlers = ReorderingHandlers()
    /// The hierarchies applied to sections with `apply(_:to:animatingDifferences:completion:)`.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Becomes `collectionView`'s data source (the collection view holds it weakly: keep a
    /// reference).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the data the collection view shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.snapshot() }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { core.itemIdentifier(for: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core.indexPath(for: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.sectionIdentifier(for: index) }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.index(for: sectionIdentifier) }

    /// Makes `snapshot` the collection view's data: animated as a batch update (inserts,
    /// deletes, moves, reloads; a reconfigured item is reloaded) or, without animation, at
    /// once. A collection view not in a window, or not yet loaded, is simply reloaded.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        forgetSectionSnapshots(changedBy: snapshot)
        applyKeepingSectionSnapshots(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// A section whose items a whole snapshot changes is flat again: its hierarchy is
    /// forgotten.
    private func forgetSectionSnapshots(changedBy snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        for (section, hierarchy) in sectionSnapshots {
            if snapshot.indexOfSection(section) == nil || snapshot.itemIdentifiers(inSection: section) != hierarchy.visibleItems {
                sectionSnapshots[section] = nil
            }
        }
    }

    func applyKeepingSectionSnapshots(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                      animatingDifferences: Bool, completion: (() -> Void)?) {
        guard let collectionView, collectionView.window != nil, collectionView.itemCounts != nil else {
            return core.applyUsingReloadData(snapshot, to: collectionView, completion: completion)
        }
        core.apply(snapshot, to: collectionView, animatingDifferences: animatingDifferences, completion: completion) { changes in
            if !changes.deletedSections.isEmpty { collectionView.deleteSections(changes.deletedSections) }
            if !changes.insertedSections.isEmpty { collectionView.insertSections(changes.insertedSections) }
            if !changes.deletedItems.isEmpty { collectionView.deleteItems(at: changes.deletedItems) }
            if !changes.insertedItems.isEmpty { collectionView.insertItems(at: changes.insertedItems) }
            for move in changes.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
            let reloaded = changes.reloadedItems + changes.reconfiguredItems
            if !reloaded.isEmpty { collectionView.reloadItems(at: reloaded) }
        }
    }

    /// Makes `snapshot` the collection view's data with `reloadData`, no animation.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        forgetSectionSnapshots(changedBy: snapshot)
        core.applyUsingReloadData(snapshot, to: collectionView, completion: completion)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { core.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = cellProvider(collectionView, indexPath, core.item(at: indexPath)) else {
            preconditionFailure("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), dataSource: \(self)")
        }
        // A row of a hierarchy is indented by its level and shows whether it is expanded.
        if let (_, item, hierarchy) = hierarchy(at: indexPath) {
            (cell as? UICollectionViewListCell)?.indentationLevel = hierarchy.level(of: item)
            cell.isOutlineExpanded = hierarchy.isExpanded(item)
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind \(kind) at \(indexPath), but supplementaryViewProvider is nil or returned nil")
        }
        return view
    }

    /// Whether the reordering handlers let the user move the item (no handler: no).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        reorder(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// Makes `snapshot` the data without touching the view, which already shows it.
    func replaceShownSnapshot(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        core.replaceShown(snapshot)
    }
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: 0)
    }
}
