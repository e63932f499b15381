import Foundation

/// The table or collection view updates that turn one snapshot into another, in UIKit's
/// terms: deleted sections and items as index paths of the old snapshot, inserted ones and move destinations in the
/// new, found with `CollectionDifference` (its `inferringMoves()` pairs a removal and an
/// insertion of the same identifier into a move).
struct SnapshotChanges {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []

    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let sectionDiff = new.sectionIdentifiers.difference(from: old.sectionIdentifiers)
        for change in sectionDiff {
            switch change {
            case .remove(let offset, _, _): deletedSections.insert(offset)
            case .insert(let offset, _, _): insertedSections.insert(offset)
            }
        }
        // A reloaded section is deleted and inserted again.
        for section in new.reloadedSectionIdentifiers {
            if let o = old.indexOfSection(section), let n = new.indexOfSection(section), !deletedSections.contains(o) {
                deletedSections.insert(o)
                insertedSections.insert(n)
            }
        }
        // Items are changed only in sections that stay where they are; the others come and go whole.
        let removedIDs = Set(deletedSections.map { old.sectionIdentifiers[$0] })
        let insertedIDs = Set(insertedSections.map { new.sectionIdentifiers[$0] })
        let surviving = Set(old.sectionIdentifiers).intersection(new.sectionIdentifiers).subtracting(removedIDs).subtracting(insertedIDs)
        // Items: compared over the whole list, so an item changing section is a move.
        let oldItems = old.itemIdentifiers, newItems = new.itemIdentifiers
        let itemDiff = newItems.difference(from: oldItems).inferringMoves()
        for change in itemDiff {
            switch change {
            case .remove(_, let item, let movedTo):
                guard let from = old.indexPath(of: item) else { continue }
                if let movedTo, let to = new.indexPath(of: newItems[movedTo]) {
                    // A move from or to a section that itself comes or goes is a delete and an insert.
                    if surviving.contains(old.sectionIdentifiers[from.section]) && surviving.contains(new.sectionIdentifiers[to.section]) {
                        movedItems.append((from, to))
                    } else {
                        if surviving.contains(old.sectionIdentifiers[from.section]) { deletedItems.append(from) }
                        if surviving.contains(new.sectionIdentifiers[to.section]) { insertedItems.append(to) }
                    }
                } else if surviving.contains(old.sectionIdentifiers[from.section]) {
                    deletedItems.append(from)
                }
            case .insert(_, let item, let movedFrom):
                guard movedFrom == nil, let to = new.indexPath(of: item), surviving.contains(new.sectionIdentifiers[to.section]) else { continue }
                insertedItems.append(to)
            }
        }
        // An item that stays in place but whose section's position changed must be moved too.
        let moved = Set(movedItems.map(\.from)), deleted = Set(deletedItems)
        for item in newItems {
            guard let from = old.indexPath(of: item), let to = new.indexPath(of: item), !moved.contains(from), !deleted.contains(from),
                  surviving.contains(old.sectionIdentifiers[from.section]), surviving.contains(new.sectionIdentifiers[to.section]) else { continue }
            if old.sectionIdentifiers[from.section] != new.sectionIdentifiers[to.section] { movedItems.append((from, to)) }
        }
        for item in new.reloadedItemIdentifiers {
            if let path = old.indexPath(of: item), !deleted.contains(path), !movedItems.contains(where: { $0.from == path }) { reloadedItems.append(path) }
        }
        for item in new.reconfiguredItemIdentifiers {
            if let path = old.indexPath(of: item), !deleted.contains(path), !movedItems.contains(where: { $0.from == path }) { reconfiguredItems.append(path) }
        }
    }
}
