import CoreGraphics

/// What the table tells a cell about where it sits.
struct TableCellPlacement: Equatable {
    var tableWidth: CGFloat = 0
    var separatorHeight: CGFloat = 0
    var showsSeparator = false
    var separatorColor: UIColor? = .separator
    var allowsMultipleSelection = false

    static func == (a: Self, b: Self) -> Bool {
        a.tableWidth == b.tableWidth && a.separatorHeight == b.separatorHeight && a.showsSeparator == b.showsSeparator
            && a.separatorColor === b.separatorColor && a.allowsMultipleSelection == b.allowsMultipleSelection
    }
}
