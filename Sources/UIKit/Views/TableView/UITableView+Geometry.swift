import CoreGraphics
internal import RuntimeSupport

/// The geometry the table's views share: the rows' span, the hairline, the separators'
/// inset, the content size; and what a change of a table-wide setting does to the cells.
extension UITableView {
    /// The horizontal span of rows: the full width, or inset to a card in `.insetGrouped`.
    var rowXSpan: (x: CGFloat, width: CGFloat) {
        guard style == .insetGrouped else { return (0, bounds.width) }
        let margin = UITableViewCell.systemMargin(forWidth: bounds.width)
        return (margin, max(0, bounds.width - 2 * margin))
    }

    /// One device pixel: the separators' thickness.
    var hairline: CGFloat {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        return 1 / max(scale, 1)
    }

    /// What the table says about its rows' separator insets.
    var tableSeparatorInset: TableSeparatorInset {
        TableSeparatorInset(explicit: ownSeparatorInset, reference: separatorInsetReference)
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    func replaceAccessoryView(_ old: UIView?, _ new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsReload()
    }

    /// Lets visible cells pick up changed separator or selection settings.
    func cellsNeedPlacement() {
        for cell in visibleCellsByPath.values { cell.setNeedsLayout() }
        setNeedsLayout()
    }

    /// A NaN, infinite or negative dimension (other than `automaticDimension`) is refused
    /// with a report and the old value kept: heights are arithmetic on every scroll.
    static func checkedDimension(_ value: CGFloat, _ old: CGFloat, _ name: String) -> CGFloat {
        if value == automaticDimension || value.isFinite && value >= 0 { return value }
        RuntimeIssue.report("UITableView.\(name): \(value) is not a valid height; the old value is kept")
        return old
    }
}
