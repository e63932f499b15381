import Foundation

/// The changes collected in `performBatchUpdates`: deletions and reloads name items and
/// sections as they were before, insertions and move destinations as they are after, as
/// UIKit defines them.
struct CollectionUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems = Set<IndexPath>()
    var insertedItems = Set<IndexPath>()
    var reloadedItems = Set<IndexPath>()
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// The update items the layout hears of in `prepare(forCollectionViewUpdates:)`; a whole
    /// section has item `NSNotFound`.
    @MainActor var updateItems: [UICollectionViewUpdateItem] {
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        var items: [UICollectionViewUpdateItem] = []
        items += deletedSections.map { UICollectionViewUpdateItem(action: .delete, before: section($0), after: nil) }
        items += insertedSections.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: section($0)) }
        items += reloadedSections.map { UICollectionViewUpdateItem(action: .reload, before: section($0), after: section($0)) }
        items += movedSections.map { UICollectionViewUpdateItem(action: .move, before: section($0.from), after: section($0.to)) }
        items += deletedItems.sorted().map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
        items += insertedItems.sorted().map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
        items += reloadedItems.sorted().map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) }
        items += movedItems.map { UICollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to) }
        return items
    }
}

/// Where everything before an update went: sections and items old to new.
struct CollectionUpdateMapping {
    /// For each old section, its new index (nil: deleted or reloaded).
    var sections: [Int?]
    /// Old items to their new places (survivors and moves, not deletions or reloads).
    var items: [IndexPath: IndexPath]
    /// New items that are new (inserted, reloaded, or in an inserted or reloaded section).
    var appearing: Set<IndexPath>
    var newCounts: [Int]
}
