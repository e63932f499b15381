import CoreGraphics
import Foundation
import QuartzCore

/// Selection by touch and by code.
///
/// A finger on a row highlights it once it has rested for the scroll view's content-touch
/// delay (so a drag that starts on a row does not flash it), or at once when the finger
/// lifts sooner; lifting selects. A drag cancels the touch (the pan takes it) and the row
/// goes back to normal. Delegate calls come in iOS's order: shouldHighlight, didHighlight,
/// didUnhighlight, willSelect, (willDeselect, didDeselect of the row selected before),
/// didSelect. Selecting and deselecting in code tells the delegate nothing, as on iOS.
extension UITableView {
    /// How long a finger rests before the row under it highlights (UIScrollView delays
    /// touches to its content by 150 ms).
    static let highlightDelay: CFTimeInterval = 0.15

    public var indexPathForSelectedRow: IndexPath? {
        selectedPaths.min()
    }

    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// Selects the row (and, unless several may be selected, only it), scrolling it to
    /// `scrollPosition`; the delegate is not told.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectRow(at: path, animated: animated) }
            return
        }
        reloadIfNeeded()
        guard geometry.contains(indexPath), allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row; the delegate is not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    // MARK: Touches

    /// A finger went down: the row under it will highlight after the delay. False when the
    /// touch is not the table's to handle.
    func pressBegan(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first, touches.count == 1, !press.isActive,
              let path = indexPathForRow(at: touch.location(in: self)), visibleCellsByPath[path] != nil,
              allowsSelection || allowsMultipleSelection || isEditing && (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing)
        else { return false }
        press.begin(path, after: Self.highlightDelay) { [weak self] in self?.highlightPressedRow() }
        return true
    }

    /// A finger that leaves its row lets go of it.
    func pressMoved(_ touches: Set<UITouch>) -> Bool {
        guard let path = press.path, let touch = touches.first else { return false }
        if indexPathForRow(at: touch.location(in: self)) != path { cancelPress() }
        return true
    }

    /// The finger lifted on its row: highlight (if the delay had not passed), unhighlight,
    /// then select (or, in a multiple-selection table, toggle).
    func pressEnded() -> Bool {
        guard press.isActive else { return false }
        highlightPressedRow()
        guard let path = press.end() else { return false }
        guard let cell = visibleCellsByPath[path] else { return true }
        if cell.isHighlighted {
            cell.setHighlighted(false, animated: false)
            tableDelegate?.tableView(self, didUnhighlightRowAt: path)
        }
        if allowsMultipleSelection && selectedPaths.contains(path) {
            userDeselect(path)
        } else {
            userSelect(path)
        }
        return true
    }

    func pressCancelled() -> Bool {
        guard press.isActive else { return false }
        cancelPress()
        return true
    }

    private func cancelPress() {
        guard let path = press.end() else { return }
        if let cell = visibleCellsByPath[path], cell.isHighlighted {
            cell.setHighlighted(false, animated: false)
            tableDelegate?.tableView(self, didUnhighlightRowAt: path)
        }
    }

    private func highlightPressedRow() {
        press.stopTimer()
        guard let path = press.path, let cell = visibleCellsByPath[path], !cell.isHighlighted else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: path)
    }

    private func userSelect(_ path: IndexPath) {
        let delegate = tableDelegate
        guard let target = delegate?.tableView(self, willSelectRowAt: path) ?? (delegate == nil ? path : nil),
              geometry.contains(target) else { return }
        if !allowsMultipleSelection {
            for old in selectedPaths where old != target { userDeselect(old) }
        }
        guard !selectedPaths.contains(target) else { return }
        selectedPaths.append(target)
        cellForRow(at: target)?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ path: IndexPath) {
        let delegate = tableDelegate
        guard let target = delegate?.tableView(self, willDeselectRowAt: path) ?? (delegate == nil ? path : nil) else { return }
        guard selectedPaths.contains(target) else { return }
        selectedPaths.removeAll { $0 == target }
        cellForRow(at: target)?.setSelected(false, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }
}
