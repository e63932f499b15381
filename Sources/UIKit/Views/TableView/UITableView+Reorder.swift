import CoreGraphics
import Foundation

/// A row dragged by its reorder control: its cell follows the finger (lifted, with a shadow)
/// within its section while the rows it passes slide aside to show where it would land; the
/// delegate may redirect that place (`targetIndexPathForMoveFromRowAt`). On lifting, the
/// data source moves the row (`moveRowAt`) and the cell settles into its place.
struct TableReorderSession {
    var source: IndexPath
    var target: IndexPath
    /// The dragged cell's top, and where the finger holds it.
    var cellY: CGFloat
    var grab: CGFloat
    var height: CGFloat
}

extension UITableView {
    /// How long the rows take to slide aside.
    static let reorderSlideDuration: TimeInterval = 0.2

    func reorderDragged(_ recognizer: UIGestureRecognizer, cell: UITableViewCell) {
        let y = recognizer.location(in: self).y
        switch recognizer.state {
        case .began:
            guard reorder == nil, editingFlag, let path = indexPath(for: cell) else { return }
            rowSwipe.close(animated: false)
            let span = geometry.rowSpan(path)
            reorder = TableReorderSession(source: path, target: path, cellY: span.y, grab: y - span.y, height: span.height)
            bringSubviewToFront(cell)
            cell.layer.shadowOpacity = 0.25
            cell.layer.shadowRadius = 8
            cell.layer.shadowOffset = .zero
        case .changed:
            dragReorderedRow(to: y)
        case .ended:
            finishReorder(dropping: true)
        case .cancelled, .failed:
            finishReorder(dropping: false)
        default:
            break
        }
    }

    private func dragReorderedRow(to y: CGFloat) {
        guard var session = reorder else { return }
        let section = session.source.section, rows = geometry.numberOfRows(in: section)
        let top = geometry.rowSpan(IndexPath(row: 0, section: section)).y
        let last = geometry.rowSpan(IndexPath(row: rows - 1, section: section))
        session.cellY = min(max(y - session.grab, top), last.y + last.height - session.height)
        // A row counts as before the dragged one while the dragged one's center is more than
        // halfway past it.
        let center = session.cellY + session.height / 2
        var proposed = 0
        for row in 0..<rows where row != session.source.row {
            let span = geometry.rowSpan(IndexPath(row: row, section: section))
            let mid = span.y + span.height / 2
            if row < session.source.row ? center >= mid + session.height / 2 : center > mid - session.height / 2 { proposed += 1 }
        }
        let proposedPath = IndexPath(row: proposed, section: section)
        var target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: session.source, toProposedIndexPath: proposedPath) ?? proposedPath
        if !isValidMoveTarget(target, from: session.source) { target = proposedPath }
        let moved = target != session.target
        session.target = target
        reorder = session
        if let cell = cellForRow(at: session.source) {
            UIView.performWithoutAnimation { place(cell, at: session.source, span: (session.cellY, session.height)) }
        }
        guard moved else { return }
        UIView.animate(withDuration: Self.reorderSlideDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction], animations: {
            for (path, cell) in self.visibleCellsByPath where path != session.source {
                self.place(cell, at: path, span: self.displayedRowSpan(path))
            }
        })
    }

    /// A place a row can move to: an existing row's place, or the end of a section (in another
    /// section, as the delegate may answer).
    private func isValidMoveTarget(_ target: IndexPath, from source: IndexPath) -> Bool {
        guard geometry.sections.indices.contains(target.section), target.row >= 0 else { return false }
        let count = geometry.numberOfRows(in: target.section)
        return target.section == source.section ? target.row < count : target.row <= count
    }

    private func finishReorder(dropping: Bool) {
        guard let session = reorder else { return }
        reorder = nil
        if let cell = cellForRow(at: session.source) { cell.layer.shadowOpacity = 0 }
        let target = dropping ? session.target : session.source
        guard target != session.source, let dataSource else {
            UIView.animate(withDuration: Self.reorderSlideDuration) {
                for (path, cell) in self.visibleCellsByPath { self.place(cell, at: path, span: self.geometry.rowSpan(path)) }
            }
            return
        }
        dataSource.tableView(self, moveRowAt: session.source, to: target)
        moveRow(at: session.source, to: target)
        for (path, cell) in visibleCellsByPath { cell.editingInfo = editingInfo(at: path) }
    }

    /// Where a row shows: its own place, or, while a row is dragged in its section, the
    /// dragged row's place under the finger and the rows it passed moved aside by its height.
    func displayedRowSpan(_ path: IndexPath) -> (y: CGFloat, height: CGFloat) {
        let span = geometry.rowSpan(path)
        guard let session = reorder, path.section == session.source.section else { return span }
        if path == session.source { return (session.cellY, session.height) }
        guard session.target.section == session.source.section else { return span }
        let s = session.source.row, t = session.target.row, r = path.row
        if t > s && r > s && r <= t { return (span.y - session.height, span.height) }
        if t < s && r >= t && r < s { return (span.y + session.height, span.height) }
        return span
    }
}
