import Foundation

extension UICollectionViewDiffableDataSource {
    /// Whether the user may reorder items with the reorder accessory, and what to do around
    /// a reorder: the handlers get its transaction, whose final snapshot is the new data.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }

    /// The item the user dragged from `source` to `destination`: the snapshot moves it, the
    /// reordering handlers hear of it before and after.
    func reorder(from source: IndexPath, to destination: IndexPath) {
        guard source != destination, let item = itemIdentifier(for: source), let target = itemIdentifier(for: destination) else { return }
        let initial = snapshot()
        var final = initial
        if destination.section == source.section, destination.item > source.item {
            final.moveItem(item, afterItem: target)
        } else {
            final.moveItem(item, beforeItem: target)
        }
        var sections: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for section in Set([initial.sectionIdentifier(containingItem: item), final.sectionIdentifier(containingItem: item)].compactMap { $0 }) {
            let before = self.snapshot(for: section)
            var after = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            after.append(final.itemIdentifiers(inSection: section))
            sections.append(NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after,
                difference: after.items.difference(from: before.visibleItems)))
        }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final,
                                                          difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers),
                                                          sectionTransactions: sections)
        reorderingHandlers.willReorder?(transaction)
        for section in sections { sectionSnapshots[section.sectionIdentifier] = nil }
        replaceShownSnapshot(final)
        reorderingHandlers.didReorder?(transaction)
    }
}
