import Foundation

/// What a list cell asks of its collection view's data source when its outline disclosure is
/// tapped: the data sources of any identifier types answer.
@MainActor
protocol OutlineExpansionSource: AnyObject {
    /// Expands the item at `indexPath` when collapsed, collapses it when expanded.
    func toggleExpansion(at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource {
    /// What happens around the user's expanding and collapsing of parent items.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        /// The parent's children, made when it is expanded (the snapshot passed holds the
        /// parent and what it has now).
        public var snapshotForExpandingParentItem: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        public init() {}
    }

    /// Makes `snapshot` the items of `section` (added at the end when the section is not
    /// shown yet): its visible items are shown, indented by level, the rest wait for their
    /// parents to expand.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var full = self.snapshot()
        if full.indexOfSection(section) == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full.itemIdentifiers(inSection: section))
        }
        full.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        applyKeepingSectionSnapshots(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The items of `section` as a hierarchy: the one last applied to it, or its items as
    /// roots.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let hierarchy = sectionSnapshots[section] { return hierarchy }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        let full = self.snapshot()
        if full.indexOfSection(section) != nil { flat.append(full.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// The hierarchy an item is shown from, with its section.
    func hierarchy(at indexPath: IndexPath) -> (SectionIdentifierType, ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)? {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath),
              let hierarchy = sectionSnapshots[section], hierarchy.contains(item) else { return nil }
        return (section, item, hierarchy)
    }
}

extension UICollectionViewDiffableDataSource: OutlineExpansionSource {
    func toggleExpansion(at indexPath: IndexPath) {
        guard let (section, item, hierarchy) = hierarchy(at: indexPath) else { return }
        var changed = hierarchy
        let handlers = sectionSnapshotHandlers
        if hierarchy.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            changed.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let make = handlers.snapshotForExpandingParentItem {
                changed.replace(childrenOf: item, using: make(item, hierarchy.snapshot(of: item, includingParent: true)).childrenSnapshot(of: item))
            }
            changed.expand([item])
        }
        apply(changed, to: section, animatingDifferences: true)
    }
}

private extension NSDiffableDataSourceSectionSnapshot {
    /// The descendants of `parent` when it is a root here, else the whole snapshot.
    func childrenSnapshot(of parent: ItemIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        contains(parent) ? snapshot(of: parent) : self
    }
}
