import CoreGraphics

/// The accessory at the trailing edge: the custom view, or the standard one drawn for the type.
extension UITableViewCell {
    /// The accessory shown: the custom view, else the standard one drawn for the type.
    var shownAccessory: UIView? {
        if let accessoryView { return accessoryView }
        guard accessoryType != .none else { return nil }
        if let drawing = accessoryDrawing, drawing.type == accessoryType { return drawing }
        accessoryDrawing?.removeFromSuperview()
        let drawing = TableCellAccessoryView(type: accessoryType)
        accessoryDrawing = drawing
        return drawing
    }

    func accessoryChanged() {
        if accessoryView != nil || accessoryType == .none {
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
