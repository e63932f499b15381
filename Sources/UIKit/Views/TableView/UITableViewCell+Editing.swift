import CoreGraphics
import Foundation

/// A row in editing mode: the delete, insert or multiple-selection control at the leading
/// edge with the content moved 38 points aside, the reorder control at the trailing edge,
/// and the editing accessory. Going in and out of editing animates the same way the table
/// does (0.3 s, UIKit's standard duration), with `willTransition(to:)` before and
/// `didTransition(to:)` after.
extension UITableViewCell {
    /// What a row shows: its editing control and the delete button; raw values are UIKit's.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// How long a row takes to move in or out of editing.
    static let editingAnimationDuration: TimeInterval = 0.3

    func changeEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingFlag else { return }
        editingFlag = editing
        accessoryChanged()
        setNeedsUpdateConfiguration()
        var mask = stateMask
        if editing { mask.insert(.showingEditControl) } else { mask.subtract([.showingEditControl, .showingDeleteConfirmation]) }
        transition(to: mask, animated: animated)
    }

    /// Tells the cell of its new state and lays it out for it, animated or not.
    func transition(to mask: StateMask, animated: Bool) {
        let changed = mask != stateMask
        if changed { willTransition(to: mask) }
        stateMask = mask
        setNeedsLayout()
        guard animated, UIView.areAnimationsEnabled, window != nil else {
            layoutIfNeeded()
            if changed { didTransition(to: mask) }
            return
        }
        UIView.animate(withDuration: Self.editingAnimationDuration, animations: { self.layoutIfNeeded() }, completion: { [weak self] _ in
            if changed { self?.didTransition(to: mask) }
        })
    }

    /// Places the editing controls (shown, or just off the row's edges while not) and answers
    /// how much room they take from the content: the leading indent and the trailing width.
    func layoutEditingControls(height: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        let info = editingInfo
        let editing = isEditing
        let control = editing ? info.control : nil
        if let kind = control ?? editingControl?.kind {
            let view = editingControl ?? makeEditingControl(kind)
            view.kind = kind
            view.isChecked = isSelected
            let d = EditingControlView.diameter
            let x = (control == nil ? -d : EditingControlView.areaWidth - d) + editingShift
            view.bounds = CGRect(x: 0, y: 0, width: d, height: d)
            view.center = CGPoint(x: x + d / 2, y: ((height - d) / 2).rounded() + d / 2)
            view.alpha = control == nil ? 0 : 1
            // The delete control turns upright while its Delete button shows, as on iOS.
            view.transform = kind == .delete && stateMask.contains(.showingDeleteConfirmation) ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity
            layoutDeleteConfirmationGutter(below: view, height: height)
        }
        let reorders = editing && (info.canMove || showsReorderControl) && info.isEditable
        if reorders || reorderControl != nil {
            let view = reorderControl ?? makeReorderControl()
            let w = ReorderControlView.width
            view.frame = CGRect(x: reorders ? bounds.width - w : bounds.width, y: 0, width: w, height: height)
            view.alpha = reorders ? 1 : 0
        }
        let indents = editing && info.indents && shouldIndentWhileEditing
        return (indents ? EditingControlView.areaWidth : 0, reorders ? ReorderControlView.width : 0)
    }

    /// How far the editing control is moved back against the row's slide, to stay in place
    /// while the Delete button shows (iOS keeps the turned minus visible, the content slides).
    var editingShift: CGFloat {
        isEditing && editingInfo.control == .delete ? max(0, deleteConfirmationShift) : 0
    }

    /// The strip of background under the delete control that the sliding content goes
    /// under; made the first time the row slides, shown while the delete control is.
    private func layoutDeleteConfirmationGutter(below control: UIView, height: CGFloat) {
        let shift = editingShift
        guard shift > 0 || deleteConfirmationGutter != nil else { return }
        let gutter = deleteConfirmationGutter ?? UIView()
        if deleteConfirmationGutter == nil {
            gutter.isUserInteractionEnabled = false
            deleteConfirmationGutter = gutter
        }
        if gutter.superview !== self || subviews.firstIndex(of: gutter) != subviews.firstIndex(of: control).map({ $0 - 1 }) {
            insertSubview(gutter, belowSubview: control)
        }
        gutter.isHidden = !(isEditing && editingInfo.control == .delete)
        gutter.backgroundColor = backgroundColor
        gutter.frame = CGRect(x: shift, y: 0, width: EditingControlView.areaWidth, height: height)
    }

    private func makeEditingControl(_ kind: EditingControlView.Kind) -> EditingControlView {
        let view = EditingControlView(kind: kind)
        view.alpha = 0
        view.frame = CGRect(x: -EditingControlView.diameter, y: 0, width: EditingControlView.diameter, height: EditingControlView.diameter)
        view.onTap = { [weak self] in self?.editingControlTapped() }
        addSubview(view)
        editingControl = view
        return view
    }

    private func makeReorderControl() -> ReorderControlView {
        let view = ReorderControlView(frame: CGRect(x: bounds.width, y: 0, width: ReorderControlView.width, height: bounds.height))
        view.alpha = 0
        view.recognizer.addTarget(self, action: UITableViewCell.reorderDragged)
        addSubview(view)
        reorderControl = view
        return view
    }

    /// The table the cell is shown in.
    var owningTable: UITableView? {
        var view = superview
        while let current = view, !(current is UITableView) { view = current.superview }
        return view as? UITableView
    }

    private func editingControlTapped() {
        owningTable?.editingControlTapped(in: self)
    }

    private func reorderDragged(_ recognizer: UIGestureRecognizer) {
        owningTable?.reorderDragged(recognizer, cell: self)
    }
}

/// What the table decided about a row's editing (UITableView+Editing.swift).
struct TableCellEditingInfo: Equatable {
    var style: UITableViewCell.EditingStyle = .none
    /// The leading control: the style's, or the multiple-selection circle.
    var control: EditingControlView.Kind?
    var isEditable = false
    var indents = true
    var canMove = false
}
