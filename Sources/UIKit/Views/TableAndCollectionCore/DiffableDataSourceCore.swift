import Foundation

/// What a diffable data source does whichever view it feeds: it keeps the snapshot shown,
/// answers the identifier and count questions from it, and makes a new snapshot the view's
/// data, with `reloadData` or as one batch update of the changes from the last one
/// (SnapshotChanges.swift). UITableViewDiffableDataSource and
/// UICollectionViewDiffableDataSource each wrap one and add their view's terms: which
/// updates a change is, and when to reload instead.
///
/// A class, not a struct: the view asks the data source for counts in the middle of `apply`.
@MainActor
final class DiffableDataSourceCore<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The data shown. Its reloads and reconfigurations are pending only while it is applied.
    private var current = Snapshot()
    /// The wrapping data source's class, for the messages of a wrong index path.
    private let owner: String

    init(owner: String) {
        self.owner = owner
    }

    /// A copy of the data shown.
    func snapshot() -> Snapshot { current.withoutPendingReloads() }

    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }
    func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: The data source's answers

    var numberOfSections: Int { current.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int {
        current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }

    /// The item whose cell the view asks for; the view asking for one there is not stops.
    func item(at indexPath: IndexPath) -> ItemIdentifierType {
        guard let item = current.item(at: indexPath) else { preconditionFailure("\(owner): no item at \(indexPath)") }
        return item
    }

    // MARK: Applying a snapshot

    /// Makes `snapshot` the data shown without telling the view: the view made the change
    /// itself (a reorder by the user).
    func replaceShown(_ snapshot: Snapshot) {
        current = snapshot.withoutPendingReloads()
    }

    /// Makes `snapshot` the view's data with `reloadData`, no animation.
    func applyUsingReloadData(_ snapshot: Snapshot, to view: (any DiffableDataSourceView)?, completion: (() -> Void)?) {
        current = snapshot.withoutPendingReloads()
        view?.reloadData()
        completion?()
    }

    /// Makes `snapshot` the view's data in one batch update, animated or not: `update` turns
    /// the changes from the snapshot shown into the view's inserts, deletes, moves and reloads.
    func apply(_ snapshot: Snapshot, to view: some DiffableDataSourceView, animatingDifferences: Bool,
               completion: (() -> Void)?, update: @escaping (SnapshotChanges) -> Void) {
        let changes = SnapshotChanges(from: current, to: snapshot)
        current = snapshot
        let run = {
            view.performBatchUpdates({ update(changes) }, completion: { _ in completion?() })
        }
        if animatingDifferences { run() } else { UIView.performWithoutAnimation(run) }
        current = current.withoutPendingReloads()
    }
}
