import CoreGraphics

/// The separators a `.plain` table draws below its content, as if empty rows went on to the
/// bottom of the view: iOS shows them whenever the rows end above the bottom edge (a short
/// list, an empty one, or a pull past the end), with the table's `separatorInset`, and they
/// scroll with the content. A `tableFooterView` ends the table instead (an empty `UIView()`
/// is the usual way to hide them); grouped styles and `separatorStyle == .none` have none.
extension UITableView {
    /// Whether the table draws filler separators.
    var showsFillerSeparators: Bool {
        style == .plain && separatorStyle != .none && tableFooterView == nil
    }

    /// The height of the empty rows the fillers mark off: the last row's, which iOS repeats;
    /// in a table without rows, `rowHeight`, or when that is automatic the estimated height
    /// (44 points unless set).
    var fillerRowHeight: CGFloat {
        if let section = geometry.sections.indices.last(where: { geometry.numberOfRows(in: $0) > 0 }) {
            let last = geometry.rowSpan(IndexPath(row: geometry.numberOfRows(in: section) - 1, section: section)).height
            if last >= 1 { return last }
        }
        if rowHeight >= 1 { return rowHeight }
        return estimatedRowHeight >= 1 ? estimatedRowHeight : Self.defaultRowHeight
    }

    /// Places the filler separators in the visible part below the content.
    func tileFillerSeparators() {
        var frames: [CGRect] = []
        if showsFillerSeparators {
            let spacing = fillerRowHeight, line = hairline
            let start = geometry.contentHeight
            let inset = tableSeparatorInset.resolved(automaticLeading: UITableViewCell.systemMargin(forWidth: bounds.width))
            let width = max(0, bounds.width - inset.left - inset.right)
            // The first empty row whose separator can be on screen, then one a row down to the bottom.
            var row = max(1, Int(((bounds.minY - start) / spacing).rounded(.down)))
            var y = start + CGFloat(row) * spacing - line
            while y < bounds.maxY {
                if y + line > bounds.minY { frames.append(CGRect(x: inset.left, y: y, width: width, height: line)) }
                row += 1
                y = start + CGFloat(row) * spacing - line
            }
        }
        fillerSeparators.show(frames, color: separatorColor, in: self)
    }
}

/// The views that draw a table's filler separators, kept for reuse as the table scrolls.
@MainActor
struct FillerSeparators {
    private(set) var views: [UIView] = []

    /// Shows one separator at each of `frames` (behind the rows, above a background view)
    /// and takes the rest off the table.
    mutating func show(_ frames: [CGRect], color: UIColor?, in table: UITableView) {
        while views.count < frames.count {
            let view = UIView()
            view.isUserInteractionEnabled = false
            views.append(view)
        }
        for (index, view) in views.enumerated() {
            guard index < frames.count else {
                if view.superview != nil { view.removeFromSuperview() }
                continue
            }
            if view.superview !== table { table.insertSubview(view, at: table.backgroundView?.superview === table ? 1 : 0) }
            if view.frame != frames[index] { view.frame = frames[index] }
            if view.backgroundColor !== color { view.backgroundColor = color }
        }
    }
}
