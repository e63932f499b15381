/// The simplex tableau behind `SimplexSolver`: symbols, sparse rows, the column index, the
/// per-level objective rows and the work lists. `Simplex.swift` explains the design; this
/// file holds the storage and its primitive operations.
///
/// The tableau is a struct whose methods are `mutating`, held in one stored property of the
/// solver: a whole operation is one exclusive access, and the arrays inside are reached
/// without the per-access exclusivity checks that class properties cost. Read-only helpers
/// are `mutating` too: unoptimised builds (the test runs) copy the whole struct, retaining
/// every array in it, to call a non-mutating method from a mutating one.
struct Tableau {
    /// Coefficients smaller than this are zero (Kiwi uses the same threshold).
    static let epsilon = 1.0e-8

    var cells = CellArray()
    var freeCells: Int32 = -1
    var symbols = SymbolArray()
    var scratch = ScratchArray()
    /// Externals: the value last computed by `updateValues` (rows that refer to other basic
    /// externals read it).
    var values = ValueArray()
    /// One `PropagationMark` byte per symbol.
    var marks = ByteArray()
    /// External rows: how many of the row's cells name a basic symbol. Zero means the row is
    /// reduced and its value is its constant, so value propagation skips its cells (a long
    /// reduced row, such as the one that shares out a stack's width, is then free to read).
    var references = CountArray()
    var freeSymbols: Int32 = -1
    /// The constraint a marker or error symbol belongs to.
    var owners = ReferenceArray<SolverConstraint>()
    /// The variable an external symbol stands for.
    var variables = ReferenceArray<LayoutVariable>()

    /// One objective row per priority level in use, highest priority first.
    var levels: [(priority: Float, row: Int32)] = []
    /// The objective row of the artificial phase, while it runs.
    var artificialObjective: Int32 = -1

    /// Symbols whose reduced cost changed since the primal simplex last looked (the only
    /// ones that can have become improving).
    var candidates: [Int32] = []
    /// Restricted rows whose constant went negative, for the dual simplex.
    var infeasible: [Int32] = []
    /// Externals whose value may have changed since `updateValues`.
    var changed: [Int32] = []

    // The dense accumulator a new row is built in.
    var accumulatorTerms: [Int32] = []
    var accumulatorConstant = 0.0
    var accumulatorGeneration: UInt32 = 0
    var sourceGeneration: UInt32 = 0
    var seenGeneration: UInt32 = 0
    var visitGeneration: UInt32 = 0
    var walkStack: [(node: Int32, cell: Int32)] = []
    var walkOrder: [Int32] = []
    var propagationList = RawStack<Int32>()
    var evaluationStack = RawStack<EvaluationFrame>()
    var objectiveTargets: [Int32] = []
    /// Pivots made so far, for tests and benchmarks.
    var pivotCount = 0
    /// Pivots made while an artificial phase runs, so a failed add can restore the basis.
    var pivotLog: [(entering: Int32, leaving: Int32)]?
    /// Room for two per-level vectors, for comparing symbolic ratios without allocating.
    var weights = RawStack<Double>()

    // MARK: Symbols

    /// A new symbol of `kind`, reusing a released slot when there is one.
    ///
    /// - Complexity: O(1) amortised.
    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if freeSymbols >= 0 {
            let s = freeSymbols
            freeSymbols = symbols[s].rowHead
            symbols[s] = SymbolInfo(kind: kind)
            scratch[s] = SymbolScratch()
            values[s] = 0
            marks[s] = kind == .external ? PropagationMark.external : 0
            references[s] = 0
            return s
        }
        let s = Int32(symbols.count)
        symbols.append(SymbolInfo(kind: kind))
        scratch.append(SymbolScratch())
        values.append(0)
        marks.append(kind == .external ? PropagationMark.external : 0)
        references.append(0)
        owners.append(nil)
        variables.append(nil)
        return s
    }

    /// Returns a symbol's slot to the free list. Any cell still mentioning it is round-off
    /// left over from cancellations that were exact on paper; it is deleted, so a reused slot
    /// never inherits a stale coefficient.
    mutating func releaseSymbol(_ s: Int32) {
        if symbols[s].isBasic || symbols[s].rowHead >= 0 { deleteRow(s) }
        purgeColumn(s)
        owners[s] = nil
        variables[s] = nil
        symbols[s] = SymbolInfo(kind: .unused)
        marks[s] = 0
        references[s] = 0
        symbols[s].rowHead = freeSymbols
        freeSymbols = s
    }

    /// Deletes every cell in `s`'s column lists.
    mutating func purgeColumn(_ s: Int32) {
        purgeColumn(s, .restricted)
        purgeColumn(s, .external)
        purgeColumn(s, .objective)
    }

    mutating func purgeColumn(_ s: Int32, _ cls: ColumnClass) {
        while true {
            let c = columnHead(s, cls)
            if c < 0 { break }
            let row = cells[c].row
            deleteCell(c)
            rowDidChange(row)
        }
    }

    // MARK: Cells and links

    /// Makes `s` basic or parametric, in the symbol table, in its propagation mark and in the
    /// `references` count of every external row that mentions it.
    ///
    /// - Complexity: O(external rows mentioning `s`).
    mutating func setBasic(_ s: Int32, _ basic: Bool) {
        guard symbols[s].isBasic != basic else { return }
        symbols[s].isBasic = basic
        if basic { marks[s] |= PropagationMark.basic } else { marks[s] &= ~PropagationMark.basic }
        let delta: Int32 = basic ? 1 : -1
        var c = symbols[s].externalHead
        while c >= 0 {
            references[cells[c].row] += delta
            c = cells[c].columnNext
        }
    }

    @inline(__always)
    mutating func columnClass(ofRow r: Int32) -> ColumnClass {
        switch symbols[r].kind {
        case .external: .external
        case .objective, .artificialObjective: .objective
        default: .restricted
        }
    }

    @inline(__always)
    mutating func columnHead(_ s: Int32, _ cls: ColumnClass) -> Int32 {
        switch cls {
        case .restricted: symbols[s].restrictedHead
        case .external: symbols[s].externalHead
        case .objective: symbols[s].objectiveHead
        }
    }

    @inline(__always)
    mutating func setColumnHead(_ s: Int32, _ cls: ColumnClass, _ head: Int32) {
        switch cls {
        case .restricted: symbols[s].restrictedHead = head
        case .external: symbols[s].externalHead = head
        case .objective: symbols[s].objectiveHead = head
        }
    }

    mutating func linkColumn(_ c: Int32, _ cls: ColumnClass) {
        let column = cells[c].column
        let head = columnHead(column, cls)
        cells[c].columnPrevious = -1
        cells[c].columnNext = head
        if head >= 0 { cells[head].columnPrevious = c }
        setColumnHead(column, cls, c)
    }

    mutating func unlinkColumn(_ c: Int32, _ cls: ColumnClass) {
        let previous = cells[c].columnPrevious, next = cells[c].columnNext
        if previous >= 0 { cells[previous].columnNext = next } else { setColumnHead(cells[c].column, cls, next) }
        if next >= 0 { cells[next].columnPrevious = previous }
    }

    mutating func unlinkRow(_ c: Int32) {
        let previous = cells[c].rowPrevious, next = cells[c].rowNext, row = cells[c].row
        if previous >= 0 { cells[previous].rowNext = next } else { symbols[row].rowHead = next }
        if next >= 0 { cells[next].rowPrevious = previous }
    }

    /// Adds the cell `value · column` to `row`, which must not contain `column` yet.
    ///
    /// - Complexity: O(1) amortised.
    @discardableResult
    mutating func insertCell(row: Int32, column: Int32, value: Double) -> Int32 {
        let c: Int32
        if freeCells >= 0 {
            c = freeCells
            freeCells = cells[c].rowNext
            cells[c] = Cell(value: value, row: row, column: column)
        } else {
            c = Int32(cells.count)
            cells.append(Cell(value: value, row: row, column: column))
        }
        let head = symbols[row].rowHead
        cells[c].rowNext = head
        if head >= 0 { cells[head].rowPrevious = c }
        symbols[row].rowHead = c
        let cls = columnClass(ofRow: row)
        linkColumn(c, cls)
        if cls == .external && symbols[column].isBasic { references[row] += 1 }
        return c
    }

    /// Unlinks a cell from its row and column and frees it.
    ///
    /// - Complexity: O(1).
    mutating func deleteCell(_ c: Int32) {
        let cls = columnClass(ofRow: cells[c].row)
        if cls == .external && symbols[cells[c].column].isBasic { references[cells[c].row] -= 1 }
        unlinkColumn(c, cls)
        unlinkRow(c)
        cells[c].row = -1
        cells[c].rowNext = freeCells
        freeCells = c
    }

    /// Deletes the row of `r` (basic, or an objective row); `r` becomes parametric.
    ///
    /// - Complexity: O(row length).
    mutating func deleteRow(_ r: Int32) {
        let cls = columnClass(ofRow: r)
        var c = symbols[r].rowHead
        while c >= 0 {
            let next = cells[c].rowNext
            unlinkColumn(c, cls)
            cells[c].row = -1
            cells[c].rowNext = freeCells
            freeCells = c
            c = next
        }
        symbols[r].rowHead = -1
        symbols[r].constant = 0
        references[r] = 0
        setBasic(r, false)
        if symbols[r].kind == .external { markChanged(r) }
    }

    /// The number of cells in `s`'s row.
    mutating func rowLength(_ s: Int32) -> Int {
        var count = 0
        var c = symbols[s].rowHead
        while c >= 0 {
            count += 1
            c = cells[c].rowNext
        }
        return count
    }

    /// The cell of `column` in `row`, or −1. Objective rows are long and a symbol is in few
    /// of them, so those are searched down the column; other rows are short and searched
    /// along the row.
    mutating func cell(row: Int32, column: Int32) -> Int32 {
        if columnClass(ofRow: row) == .objective {
            var c = symbols[column].objectiveHead
            while c >= 0 {
                if cells[c].row == row { return c }
                c = cells[c].columnNext
            }
            return -1
        }
        var c = symbols[row].rowHead
        while c >= 0 {
            if cells[c].column == column { return c }
            c = cells[c].rowNext
        }
        return -1
    }

    /// `row += value · column`, deleting the cell if the sum cancels.
    mutating func addToRow(_ row: Int32, column: Int32, value: Double) {
        let c = cell(row: row, column: column)
        if c >= 0 {
            let sum = cells[c].value + value
            if abs(sum) < Tableau.epsilon { deleteCell(c) } else { cells[c].value = sum }
        } else if abs(value) >= Tableau.epsilon {
            insertCell(row: row, column: column, value: value)
        }
        if symbols[row].kind == .objective { pushCandidate(column) }
    }

    // MARK: Work lists

    mutating func pushCandidate(_ s: Int32) {
        if !symbols[s].flags.contains(.candidate) {
            symbols[s].flags.insert(.candidate)
            candidates.append(s)
        }
    }

    mutating func pushInfeasible(_ s: Int32) {
        if !symbols[s].flags.contains(.infeasible) {
            symbols[s].flags.insert(.infeasible)
            infeasible.append(s)
        }
    }

    mutating func markChanged(_ s: Int32) {
        if marks[s] & PropagationMark.changed == 0 {
            marks[s] |= PropagationMark.changed
            changed.append(s)
        }
    }

    /// Whether a basic restricted symbol's row breaks its sign restriction.
    @inline(__always)
    mutating func isInfeasible(_ r: Int32) -> Bool {
        switch symbols[r].kind {
        case .slack, .error, .artificial: symbols[r].constant < -Tableau.epsilon
        case .dummy: abs(symbols[r].constant) > Tableau.epsilon
        default: false
        }
    }

    /// Bookkeeping after a row's contents or constant changed: infeasible restricted rows go
    /// to the dual simplex, externals to value propagation.
    @inline(__always)
    mutating func rowDidChange(_ r: Int32) {
        switch symbols[r].kind {
        case .external: markChanged(r)
        case .slack, .error, .artificial, .dummy: if isInfeasible(r) { pushInfeasible(r) }
        default: break
        }
    }
}
