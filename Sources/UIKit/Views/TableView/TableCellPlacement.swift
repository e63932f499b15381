import CoreGraphics

/// What the table tells a cell about where it sits.
struct TableCellPlacement: Equatable {
    var tableWidth: CGFloat = 0
    var separatorHeight: CGFloat = 0
    var showsSeparator = false
    /// The full-width hairline above a `.grouped` section's first row.
    var showsTopSeparator = false
    var separatorColor: UIColor? = .separator
    var separatorInset = TableSeparatorInset()
    var allowsMultipleSelection = false

    static func == (a: Self, b: Self) -> Bool {
        a.tableWidth == b.tableWidth && a.separatorHeight == b.separatorHeight && a.showsSeparator == b.showsSeparator
            && a.showsTopSeparator == b.showsTopSeparator && a.separatorColor === b.separatorColor
            && a.separatorInset == b.separatorInset && a.allowsMultipleSelection == b.allowsMultipleSelection
    }
}

/// The table's say in a separator's inset. Until the table's `separatorInset` is set, a
/// separator starts where the row's text does (after its image), as on iOS; once set, the
/// value is measured from the cell's edges, or added to that automatic inset under
/// `.fromAutomaticInsets`.
struct TableSeparatorInset: Equatable {
    /// The table's own `separatorInset`; nil while it was never set.
    var explicit: UIEdgeInsets?
    var reference: UITableView.SeparatorInsetReference = .fromCellEdges

    /// The inset for a row whose text starts `automaticLeading` points from its leading edge.
    func resolved(automaticLeading: CGFloat) -> UIEdgeInsets {
        let automatic = UIEdgeInsets(top: 0, left: automaticLeading, bottom: 0, right: 0)
        guard let explicit else { return automatic }
        guard reference == .fromAutomaticInsets else { return explicit }
        return UIEdgeInsets(top: explicit.top, left: automatic.left + explicit.left, bottom: explicit.bottom, right: explicit.right)
    }
}
