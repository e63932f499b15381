import CoreGraphics

/// The accessory at the trailing edge: the custom view, or the standard one drawn for the
/// type; while editing, the editing accessory instead.
extension UITableViewCell {
    /// The accessory shown: the custom view, else the standard one drawn for the type.
    var shownAccessory: UIView? {
        let (view, type) = isEditing ? (editingAccessoryView, editingAccessoryType) : (accessoryView, accessoryType)
        // The one not shown in this state leaves the cell.
        let hidden = isEditing ? accessoryView : editingAccessoryView
        if let hidden, hidden.superview === self, hidden !== view { hidden.removeFromSuperview() }
        if let view { return view }
        guard type != .none else {
            accessoryDrawing?.removeFromSuperview()
            return nil
        }
        if let drawing = accessoryDrawing, drawing.type == type { return drawing }
        accessoryDrawing?.removeFromSuperview()
        let drawing = TableCellAccessoryView(type: type)
        accessoryDrawing = drawing
        return drawing
    }

    func accessoryChanged() {
        let (view, type) = isEditing ? (editingAccessoryView, editingAccessoryType) : (accessoryView, accessoryType)
        if view != nil || type == .none || accessoryDrawing?.type != type {
            accessoryDrawing?.removeFromSuperview()
            accessoryDrawing = nil
        }
        setNeedsLayout()
    }

    func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        if old !== new { old?.removeFromSuperview() }
        if let new { insertSubview(new, at: index) }
    }
}
