/// One nonzero coefficient of the tableau: `value` is the coefficient of `column` in the
/// row of `row`.
///
/// Cells live in one pool and are threaded on two doubly linked lists: their row's, and
/// their column's (one of three per symbol, by the kind of the row; see `ColumnClass`). The
/// column lists are the column index: substituting a symbol, shifting a constant or choosing
/// a leaving row visits the rows that contain the symbol and no others, and a cell is
/// unlinked in O(1) when its coefficient cancels.
struct Cell {
    var value: Double
    var row: Int32
    var column: Int32
    var rowNext: Int32 = -1
    var rowPrevious: Int32 = -1
    var columnNext: Int32 = -1
    var columnPrevious: Int32 = -1

    init(value: Double, row: Int32, column: Int32) {
        self.value = value
        self.row = row
        self.column = column
    }
}
