import CoreGraphics
import Foundation
import QuartzCore

/// Inserting, deleting, moving and reloading rows and sections with animations.
///
/// Changes made between `beginUpdates()` and `endUpdates()` (or inside
/// `performBatchUpdates(_:completion:)`) are applied together at the end: the data source's
/// new counts must equal the old ones plus insertions minus deletions, section by section,
/// or the update stops with UIKit's "Invalid update" message. Rows that stay keep their
/// measured heights and cells, and slide to their new places; new rows come in and old ones
/// leave with their `RowAnimation`, all on the media clock over `rowAnimationDuration`.
extension UITableView {
    /// How long row animations take (seconds).
    static let rowAnimationDuration: TimeInterval = 0.3

    public func beginUpdates() {
        reloadIfNeeded()
        updateDepth += 1
    }

    public func endUpdates() {
        precondition(updateDepth > 0, "UITableView.endUpdates() called without a matching beginUpdates()")
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let updates = pendingUpdates
        pendingUpdates = TableUpdates()
        let completions = pendingCompletions
        pendingCompletions = []
        apply(updates, completions: completions)
    }

    /// Runs `updates` (which changes the data source and calls the insert, delete, move and
    /// reload methods), then animates the table to the result; `completion` runs when the
    /// animations end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingCompletions.append(completion) }
        endUpdates()
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { for path in indexPaths { $0.insertedRows[path] = animation } }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { for path in indexPaths { $0.deletedRows[path] = animation } }
    }

    /// The rows get new cells from the data source, the old ones leaving with `animation`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { for path in indexPaths { $0.reloadedRows[path] = animation } }
    }

    /// The rows' cells are asked for again by the data source, which gets the same cells
    /// back from `dequeueReusableCell` (iOS 15); heights are measured again.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        batch { $0.reconfiguredRows.formUnion(indexPaths) }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batch { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch { for s in sections { $0.insertedSections[s] = animation } }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch { for s in sections { $0.deletedSections[s] = animation } }
    }

    /// The sections' rows are all reloaded.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch {
            for s in sections {
                $0.deletedSections[s] = animation
                $0.insertedSections[s] = animation
            }
        }
    }

    /// Records a change; outside an open update it is applied at once, as UIKit does.
    private func batch(_ change: (inout TableUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates)
        endUpdates()
    }

    // MARK: Applying

    private func apply(_ updates: TableUpdates, completions: [(Bool) -> Void]) {
        guard let dataSource else {
            completions.forEach { $0(true) }
            return
        }
        // An open row is let go as it is: its row may be gone or elsewhere.
        rowSwipe.reset()
        let old = geometry
        let mapping = makeMapping(updates, old: old, dataSource: dataSource)
        // New geometry: rows that stay keep their heights.
        var sections: [RowHeightCache.Section] = []
        for (s, sources) in mapping.rowSources.enumerated() {
            var section = sectionGeometry(s, rows: sources.count)
            for (r, source) in sources.enumerated() {
                guard let source, !updates.reconfiguredRows.contains(source) else { continue }
                section.setHeight(old.sections[source.section].rows[source.row], ofRow: r,
                                  measured: old.sections[source.section].measured[source.row])
            }
            sections.append(section)
        }
        geometry = RowHeightCache(sections: sections, tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
                                  tableFooterHeight: tableFooterView?.frame.height ?? 0)
        updateContentSize()
        selectedPaths = selectedPaths.compactMap { mapping.rows[$0] }

        // Cells: those of rows that stay move with them; the others leave.
        var leaving: [(cell: UITableViewCell, path: IndexPath, animation: RowAnimation)] = []
        var kept: [IndexPath: UITableViewCell] = [:]
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        for (path, cell) in visibleCellsByPath {
            if let newPath = mapping.rows[path] {
                kept[newPath] = cell
                oldFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                let animation = updates.deletedRows[path] ?? updates.reloadedRows[path]
                    ?? updates.deletedSections[path.section] ?? .automatic
                leaving.append((cell, path, animation))
            }
        }
        visibleCellsByPath = kept
        for (path, cell) in kept where updates.reconfiguredRows.contains(mapping.rowSources[path.section][path.row] ?? path) {
            visibleCellsByPath[path] = nil
            reconfigure(cell, at: path)
        }
        // Headers and footers follow their sections.
        var oldHeaderFrames: [ObjectIdentifier: CGRect] = [:]
        func remap(_ views: [Int: UIView]) -> [Int: UIView] {
            var result: [Int: UIView] = [:]
            for (s, view) in views {
                if let n = mapping.sections[s] {
                    result[n] = view
                    oldHeaderFrames[ObjectIdentifier(view)] = view.frame
                } else {
                    endDisplayingHeaderFooter(view, section: s)
                }
            }
            return result
        }
        headerViews = remap(headerViews)
        footerViews = remap(footerViews)

        let newAnimation: (IndexPath) -> RowAnimation? = { path in
            if let a = updates.insertedRows[path] ?? updates.insertedSections[path.section] { return a }
            if let source = mapping.rowSources[path.section][path.row], let a = updates.reloadedRows[source] { return a }
            return nil
        }
        UIView.performWithoutAnimation { tileContent() }
        var appearing: [(UITableViewCell, RowAnimation)] = []
        var moving: [(UIView, CGRect)] = []
        for (path, cell) in visibleCellsByPath {
            let final = cell.frame
            if let start = oldFrames[ObjectIdentifier(cell)] {
                if start != final { moving.append((cell, final)); cell.frame = start }
            } else if let animation = newAnimation(path) {
                appearing.append((cell, animation))
            } else if let source = mapping.rowSources[path.section][path.row], old.contains(source) {
                // A row that stays, scrolled into view by the change: it comes from where it was.
                let span = old.rowSpan(source)
                var start = final
                start.origin.y = span.y
                if start != final { moving.append((cell, final)); cell.frame = start }
            }
        }
        for view in Array(headerViews.values) + Array(footerViews.values) {
            if let start = oldHeaderFrames[ObjectIdentifier(view)], start != view.frame {
                moving.append((view, view.frame))
                view.frame = start
            }
        }
        for (cell, animation) in appearing where animation != .none {
            let final = cell.frame
            cell.frame = Self.offsetFrame(final, for: animation)
            cell.alpha = Self.fades(animation) ? 0 : 1
            if animation == .top || animation == .bottom { sendSubviewToBack(cell) }
            moving.append((cell, final))
        }
        for (cell, _, animation) in leaving where animation == .top || animation == .bottom {
            sendSubviewToBack(cell)
        }
        if let backgroundView { sendSubviewToBack(backgroundView) }
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            for (cell, path, _) in leaving where !self.visibleCellsByPath.values.contains(where: { $0 === cell }) {
                cell.alpha = 1
                self.endDisplaying(cell, at: path)
            }
            completions.forEach { $0(finished) }
        }
        let animated = !moving.isEmpty || leaving.contains { $0.animation != .none }
        guard animated, UIView.areAnimationsEnabled else {
            for (view, final) in moving { view.frame = final; view.alpha = 1 }
            return finish(true)
        }
        for (cell, _, animation) in leaving where animation == .none {
            cell.isHidden = true
        }
        UIView.animate(withDuration: Self.rowAnimationDuration, animations: {
            for (view, final) in moving {
                view.frame = final
                view.alpha = 1
            }
            for (cell, _, animation) in leaving where animation != .none {
                cell.frame = Self.offsetFrame(cell.frame, for: animation)
                if Self.fades(animation) { cell.alpha = 0 }
            }
        }, completion: finish)
    }

    /// Has the data source configure `cell` again for `path`: the cell goes to the front of
    /// its reuse queue, so the next `dequeueReusableCell` for its identifier returns it.
    private func reconfigure(_ cell: UITableViewCell, at path: IndexPath) {
        if let id = cell.reuseIdentifier { reuseQueues[id, default: []].append(cell) }
        cell.removeFromSuperview()
        geometry.sections[path.section].measured[path.row] = false
    }

    /// Where a row comes from or goes to.
    static func offsetFrame(_ frame: CGRect, for animation: RowAnimation) -> CGRect {
        var f = frame
        switch animation {
        case .left: f.origin.x -= frame.width
        case .right: f.origin.x += frame.width
        case .top: f.origin.y -= frame.height
        case .bottom: f.origin.y += frame.height
        case .fade, .middle, .automatic, .none: break
        }
        return f
    }

    /// Whether the row fades as it comes or goes (all but sideways slides).
    static func fades(_ animation: RowAnimation) -> Bool {
        animation != .left && animation != .right && animation != .none
    }

    // MARK: Consistency

    /// Works out where every old section and row goes, stopping with UIKit's message when the
    /// data source's new counts do not add up.
    private func makeMapping(_ u: TableUpdates, old: RowHeightCache, dataSource: any UITableViewDataSource) -> TableUpdateMapping {
        let oldSections = old.sections.count
        let newSections = Self.checkedCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        for s in u.deletedSections.keys where s < 0 || s >= oldSections {
            preconditionFailure("attempt to delete section \(s), but there are only \(oldSections) sections before the update")
        }
        for s in u.insertedSections.keys where s < 0 || s >= newSections {
            preconditionFailure("attempt to insert section \(s) but there are only \(newSections) sections after the update")
        }
        let deletedS = u.deletedSections.count, insertedS = u.insertedSections.count
        guard newSections == oldSections - deletedS + insertedS else {
            preconditionFailure("Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newSections)) must be equal to the number of sections contained in the table view before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(insertedS) inserted, \(deletedS) deleted).")
        }
        // Sections: survivors fill the new indexes not inserted, in order.
        var sectionMap = [Int?](repeating: nil, count: oldSections)
        var newToOldSection = [Int?](repeating: nil, count: newSections)
        var slot = 0
        for s in 0..<oldSections where u.deletedSections[s] == nil {
            while u.insertedSections[slot] != nil { slot += 1 }
            sectionMap[s] = slot
            newToOldSection[slot] = s
            slot += 1
        }
        let newCounts = (0..<newSections).map {
            Self.checkedCount(dataSource.tableView(self, numberOfRowsInSection: $0), "tableView(_:numberOfRowsInSection:) for section \($0)")
        }
        for path in u.deletedRows.keys where !old.contains(path) {
            preconditionFailure("attempt to delete row \(path.row) from section \(path.section) which only contains \(old.sections.indices.contains(path.section) ? old.numberOfRows(in: path.section) : 0) rows before the update")
        }
        for path in u.reloadedRows.keys where !old.contains(path) {
            preconditionFailure("attempt to delete row \(path.row) from section \(path.section) which only contains \(old.sections.indices.contains(path.section) ? old.numberOfRows(in: path.section) : 0) rows before the update")
        }
        for path in u.insertedRows.keys where path.section >= newSections || path.row >= newCounts[path.section] || path.row < 0 {
            preconditionFailure("attempt to insert row \(path.row) into section \(path.section), but there are only \(path.section < newSections ? newCounts[path.section] : 0) rows in section \(path.section) after the update")
        }
        var rowSources: [[IndexPath?]] = newCounts.map { [IndexPath?](repeating: nil, count: $0) }
        var rows: [IndexPath: IndexPath] = [:]
        let movedFrom = Set(u.movedRows.map(\.from)), movedTo = Set(u.movedRows.map(\.to))
        for (from, to) in u.movedRows where to.section < newSections && to.row < newCounts[to.section] && old.contains(from) {
            rowSources[to.section][to.row] = from
            rows[from] = to
        }
        for ns in 0..<newSections {
            guard let os = newToOldSection[ns] else { continue }
            let oldCount = old.numberOfRows(in: os)
            let survivors = (0..<oldCount).map { IndexPath(row: $0, section: os) }
                .filter { u.deletedRows[$0] == nil && !movedFrom.contains($0) }
            let inserted = u.insertedRows.keys.filter { $0.section == ns }.count
            let deleted = u.deletedRows.keys.filter { $0.section == os }.count
            let movedIn = u.movedRows.filter { $0.to.section == ns && $0.from.section != os }.count
            let movedOut = u.movedRows.filter { $0.from.section == os && $0.to.section != ns }.count
            guard newCounts[ns] == oldCount + inserted - deleted + movedIn - movedOut else {
                preconditionFailure("Invalid update: invalid number of rows in section \(ns). The number of rows contained in an existing section after the update (\(newCounts[ns])) must be equal to the number of rows contained in that section before the update (\(oldCount)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
            var next = survivors.makeIterator()
            for r in 0..<newCounts[ns] {
                let path = IndexPath(row: r, section: ns)
                guard u.insertedRows[path] == nil, !movedTo.contains(path), let source = next.next() else { continue }
                if u.reloadedRows[source] != nil { continue }
                rowSources[ns][r] = source
                rows[source] = path
            }
        }
        return TableUpdateMapping(sections: sectionMap, rowSources: rowSources, rows: rows)
    }
}
