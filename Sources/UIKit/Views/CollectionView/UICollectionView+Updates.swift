import CoreGraphics
import Foundation
import QuartzCore

/// Inserting, deleting, moving and reloading items and sections, animated.
///
/// Changes made inside `performBatchUpdates(_:completion:)` are applied together at its end:
/// the data source's new counts must equal the old ones plus insertions minus deletions,
/// section by section, or the update stops with UIKit's "Invalid update" message. The layout
/// hears of the changes (`prepare(forCollectionViewUpdates:)`), is prepared again, and every
/// element animates on the media clock from its old attributes to its new ones: appearing
/// ones from `initialLayoutAttributesForAppearingItem(at:)`, disappearing ones to
/// `finalLayoutAttributesForDisappearingItem(at:)` or, when that is nil, faded out in place.
extension UICollectionView {
    /// How long update animations take (seconds).
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Runs `updates` (which changes the data source and calls the insert, delete, move and
    /// reload methods), then animates the collection view to the result; `completion` runs
    /// when the animations end (with false if they were cut short).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingCompletions.append(completion) }
        endUpdates()
    }

    public func insertItems(at indexPaths: [IndexPath]) { batch { $0.insertedItems.formUnion(indexPaths) } }
    public func deleteItems(at indexPaths: [IndexPath]) { batch { $0.deletedItems.formUnion(indexPaths) } }
    /// The items get new cells from the data source; the old ones fade out.
    public func reloadItems(at indexPaths: [IndexPath]) { batch { $0.reloadedItems.formUnion(indexPaths) } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { batch { $0.movedItems.append((indexPath, newIndexPath)) } }
    public func insertSections(_ sections: IndexSet) { batch { $0.insertedSections.formUnion(sections) } }
    public func deleteSections(_ sections: IndexSet) { batch { $0.deletedSections.formUnion(sections) } }
    /// Every item and supplementary view of the sections is asked for again.
    public func reloadSections(_ sections: IndexSet) { batch { $0.reloadedSections.formUnion(sections) } }
    public func moveSection(_ section: Int, toSection newSection: Int) { batch { $0.movedSections.append((section, newSection)) } }

    private func beginUpdates() {
        // The counts before the update are the ones the layout last saw (or read now).
        _ = counts
        updateDepth += 1
    }

    private func endUpdates() {
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let updates = pendingUpdates
        pendingUpdates = CollectionUpdates()
        let completions = pendingCompletions
        pendingCompletions = []
        apply(updates, completions: completions)
    }

    /// Records a change; outside `performBatchUpdates` it is applied at once, as UIKit does.
    private func batch(_ change: (inout CollectionUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates)
        endUpdates()
    }

    // MARK: Applying

    private func apply(_ updates: CollectionUpdates, completions: [(Bool) -> Void]) {
        guard let dataSource else {
            completions.forEach { $0(true) }
            return
        }
        rowSwipe.reset()
        let layout = collectionViewLayout
        prepareLayoutIfNeeded()
        // The old attributes around the visible area, for items that slide into view.
        let nearby = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var oldAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: nearby) ?? [] {
            oldAttributes[CollectionElementKey(attributes)] = attributes.copy() as? UICollectionViewLayoutAttributes
        }
        let mapping = makeMapping(updates, oldCounts: counts, dataSource: dataSource)
        itemCounts = mapping.newCounts
        selectedPaths = selectedPaths.compactMap { mapping.items[$0] }

        // Views of elements that stay follow them; the others leave.
        var kept: [CollectionElementKey: UICollectionReusableView] = [:]
        var starts: [ObjectIdentifier: UICollectionViewLayoutAttributes] = [:]
        var leaving: [(view: UICollectionReusableView, key: CollectionElementKey, final: UICollectionViewLayoutAttributes?)] = []
        for (key, view) in visibleViews {
            if let newKey = Self.remap(key, mapping) {
                kept[newKey] = view
                starts[ObjectIdentifier(view)] = view.appliedAttributes
            } else {
                leaving.append((view, key, nil))
            }
        }
        visibleViews = kept
        // The layout starts again from estimates: shown elements are measured again.
        selfSizedElements.removeAll()

        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        layout.prepare(forCollectionViewUpdates: updates.updateItems)
        prepareLayoutIfNeeded()
        // Views whose elements stay but move out of view slide there, then go.
        for (key, view) in visibleViews {
            guard let final = attributes(for: key), !final.frame.intersects(bounds) else { continue }
            visibleViews[key] = nil
            leaving.append((view, key, final))
        }
        UIView.performWithoutAnimation { tileContent() }

        var moving: [(UIView, UICollectionViewLayoutAttributes)] = []
        let oldPaths = Dictionary(mapping.items.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        for (key, view) in visibleViews {
            guard let final = view.appliedAttributes else { continue }
            let start: UICollectionViewLayoutAttributes?
            if let kept = starts[ObjectIdentifier(view)] {
                start = kept
            } else if key.category == .cell, !mapping.appearing.contains(key.indexPath), let old = oldPaths[key.indexPath],
                      let before = oldAttributes[.cell(old)] {
                start = before
            } else {
                start = initialAttributes(for: key)
            }
            guard let start, !start.isEqual(final) || view.center != final.center else { continue }
            UIView.performWithoutAnimation { applyGeometry(start, to: view) }
            moving.append((view, final))
        }
        let disappearing = leaving.map { item -> (UICollectionReusableView, CollectionElementKey, UICollectionViewLayoutAttributes) in
            let final = item.final ?? finalAttributes(for: item.key) ?? Self.fadedOut(item.view.appliedAttributes, view: item.view)
            return (item.view, item.key, final)
        }
        layout.finalizeCollectionViewUpdates()
        if let backgroundView { sendSubviewToBack(backgroundView) }

        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            for (view, key, _) in disappearing where !self.visibleViews.values.contains(where: { $0 === view }) {
                self.endDisplaying(view, for: key)
            }
            completions.forEach { $0(finished) }
        }
        guard UIView.areAnimationsEnabled, !moving.isEmpty || !disappearing.isEmpty else {
            for (view, final) in moving { applyGeometry(final, to: view) }
            return finish(true)
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            for (view, final) in moving { self.applyGeometry(final, to: view) }
            for (view, _, final) in disappearing { self.applyGeometry(final, to: view) }
        }, completion: finish)
    }

    /// The element's attributes in the current layout.
    func attributes(for key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        switch key.category {
        case .cell: return containsItem(key.indexPath) ? layout.layoutAttributesForItem(at: key.indexPath) : nil
        case .supplementaryView: return layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        case .decorationView: return layout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
        }
    }

    private func initialAttributes(for key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        switch key.category {
        case .cell: return layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView: return layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
        case .decorationView: return layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath)
        }
    }

    private func finalAttributes(for key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        switch key.category {
        case .cell: return layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView: return layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
        case .decorationView: return layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath)
        }
    }

    /// Where it was, transparent.
    static func fadedOut(_ attributes: UICollectionViewLayoutAttributes?, view: UIView) -> UICollectionViewLayoutAttributes {
        let faded = attributes?.copy() as? UICollectionViewLayoutAttributes
            ?? UICollectionViewLayoutAttributes(category: .cell, kind: nil, indexPath: IndexPath(item: 0, section: 0))
        if attributes == nil { faded.frame = view.frame }
        faded.alpha = 0
        return faded
    }

    /// The element's key after the update; nil when it goes.
    private static func remap(_ key: CollectionElementKey, _ mapping: CollectionUpdateMapping) -> CollectionElementKey? {
        switch key.category {
        case .cell:
            return mapping.items[key.indexPath].map { .cell($0) }
        case .supplementaryView, .decorationView:
            let path = key.indexPath
            guard path.count == 2, mapping.sections.indices.contains(path.section), let section = mapping.sections[path.section] else {
                return key.category == .decorationView && path.count < 2 ? key : nil
            }
            var moved = key
            moved.indexPath = IndexPath(item: path.item, section: section)
            return moved
        }
    }

    // MARK: Consistency

    /// Works out where every old section and item goes, stopping with UIKit's message when
    /// the data source's new counts do not add up.
    private func makeMapping(_ u: CollectionUpdates, oldCounts: [Int], dataSource: any UICollectionViewDataSource) -> CollectionUpdateMapping {
        let oldSections = oldCounts.count
        let newSections = dataSource.numberOfSections(in: self)
        precondition(newSections >= 0, "UICollectionView: numberOfSections(in:) returned \(newSections); a count cannot be negative")
        for s in u.deletedSections.union(u.reloadedSections) where s < 0 || s >= oldSections {
            preconditionFailure("attempt to delete section \(s), but there are only \(oldSections) sections before the update")
        }
        for s in u.insertedSections where s < 0 || s >= newSections {
            preconditionFailure("attempt to insert section \(s) but there are only \(newSections) sections after the update")
        }
        let deleted = u.deletedSections.count, inserted = u.insertedSections.count
        guard newSections == oldSections - deleted + inserted else {
            preconditionFailure("Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(newSections)) must be equal to the number of sections contained in the collection view before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
        }
        // Sections: moves first, then survivors fill the free new indexes in order.
        var slot = [Int?](repeating: nil, count: oldSections)
        var source = [Int?](repeating: nil, count: newSections)
        for move in u.movedSections where (0..<oldSections).contains(move.from) && (0..<newSections).contains(move.to) {
            slot[move.from] = move.to
            source[move.to] = move.from
        }
        var next = 0
        for s in 0..<oldSections where !u.deletedSections.contains(s) && slot[s] == nil {
            while next < newSections && (u.insertedSections.contains(next) || source[next] != nil) { next += 1 }
            guard next < newSections else { break }
            slot[s] = next
            source[next] = s
            next += 1
        }
        let newCounts = (0..<newSections).map { readItemCount(inSection: $0, from: dataSource) }
        func oldCount(_ s: Int) -> Int { oldCounts.indices.contains(s) ? oldCounts[s] : 0 }
        for path in u.deletedItems.union(u.reloadedItems) where path.count != 2 || path.item < 0 || path.item >= oldCount(path.section) {
            preconditionFailure("attempt to delete item \(path.count == 2 ? path.item : -1) from section \(path.count == 2 ? path.section : -1) which only contains \(path.count == 2 ? oldCount(path.section) : 0) items before the update")
        }
        for path in u.insertedItems where path.count != 2 || !newCounts.indices.contains(path.section) || path.item < 0 || path.item >= newCounts[path.section] {
            let section = path.count == 2 ? path.section : -1
            preconditionFailure("attempt to insert item \(path.count == 2 ? path.item : -1) into section \(section), but there are only \(newCounts.indices.contains(section) ? newCounts[section] : 0) items in section \(section) after the update")
        }
        var items: [IndexPath: IndexPath] = [:]
        var appearing = Set<IndexPath>()
        let movedFrom = Set(u.movedItems.map(\.from)), movedTo = Set(u.movedItems.map(\.to))
        for (from, to) in u.movedItems where from.count == 2 && to.count == 2 && newCounts.indices.contains(to.section)
            && to.item < newCounts[to.section] && from.item < oldCount(from.section) {
            items[from] = to
        }
        for ns in 0..<newSections {
            guard let os = source[ns], !u.reloadedSections.contains(os) else {
                appearing.formUnion((0..<newCounts[ns]).map { IndexPath(item: $0, section: ns) })
                continue
            }
            let count = oldCount(os)
            let insertedHere = u.insertedItems.filter { $0.section == ns }.count
            let deletedHere = u.deletedItems.filter { $0.section == os }.count
            let movedIn = u.movedItems.filter { $0.to.section == ns && $0.from.section != os }.count
            let movedOut = u.movedItems.filter { $0.from.section == os && $0.to.section != ns }.count
            guard newCounts[ns] == count + insertedHere - deletedHere + movedIn - movedOut else {
                preconditionFailure("Invalid update: invalid number of items in section \(ns). The number of items contained in an existing section after the update (\(newCounts[ns])) must be equal to the number of items contained in that section before the update (\(count)), plus or minus the number of items inserted or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
            var survivors = (0..<count).map { IndexPath(item: $0, section: os) }
                .filter { !u.deletedItems.contains($0) && !movedFrom.contains($0) }.makeIterator()
            for item in 0..<newCounts[ns] {
                let path = IndexPath(item: item, section: ns)
                if u.insertedItems.contains(path) { appearing.insert(path); continue }
                guard !movedTo.contains(path), let old = survivors.next() else { continue }
                if u.reloadedItems.contains(old) { appearing.insert(path) } else { items[old] = path }
            }
        }
        let sections = (0..<oldSections).map { s in u.reloadedSections.contains(s) ? nil : slot[s] }
        return CollectionUpdateMapping(sections: sections, items: items, appearing: appearing, newCounts: newCounts)
    }
}
