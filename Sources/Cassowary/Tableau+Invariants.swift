// A full check of the tableau's invariants, for tests: O(size of the tableau), never
// called by the solver itself.

extension Tableau {
    /// Descriptions of every broken invariant (empty when the tableau is sound): links and
    /// column lists agree with rows; restricted and objective rows mention parametric symbols
    /// only; external rows mention parametric symbols and basic externals, without cycles;
    /// restricted rows are feasible; no improving candidate is left unqueued.
    mutating func invariantViolations() -> [String] {
        var problems: [String] = []
        var cellsSeen = 0
        for s in 0..<Int32(symbols.count) {
            let info = symbols[s]
            if info.kind == .unused { continue }
            let rowClass = columnClass(ofRow: s)
            var basicReferences: Int32 = 0
            var previous: Int32 = -1
            var c = info.rowHead
            while c >= 0 {
                let cell = cells[c]
                if cell.row != s { problems.append("cell \(c) in row \(s) says row \(cell.row)") }
                if cell.rowPrevious != previous { problems.append("cell \(c) has a broken row link") }
                if abs(cell.value) < Tableau.epsilon { problems.append("cell \(c) is (near) zero") }
                let column = cell.column
                if column == s { problems.append("row \(s) mentions itself") }
                if symbols[column].isBasic {
                    basicReferences += 1
                    if rowClass != .external {
                        problems.append("\(info.kind) row \(s) mentions basic \(symbols[column].kind) \(column)")
                    } else if symbols[column].kind != .external {
                        problems.append("external row \(s) mentions basic \(symbols[column].kind) \(column)")
                    }
                }
                if !columnContains(column, rowClass, c) { problems.append("cell \(c) missing from its column list") }
                cellsSeen += 1
                previous = c
                c = cell.rowNext
            }
            if rowClass == .external && references[s] != basicReferences {
                problems.append("external row \(s) counts \(references[s]) references, has \(basicReferences)")
            }
            if info.isBasic != (marks[s] & PropagationMark.basic != 0) {
                problems.append("symbol \(s)'s basic mark disagrees with its entry")
            }
            if info.isBasic && info.kind.isRestricted && isInfeasible(s) {
                problems.append("restricted row \(s) infeasible: \(info.constant)")
            }
            if !info.isBasic && info.kind != .objective && improvingDirection(s) != 0
                && !info.flags.contains(.candidate) {
                problems.append("symbol \(s) improves the objective but is not a candidate")
            }
        }
        var columnCells = 0
        for s in 0..<Int32(symbols.count) where symbols[s].kind != .unused {
            for cls in [ColumnClass.restricted, .external, .objective] {
                var c = columnHead(s, cls)
                while c >= 0 {
                    if cells[c].column != s { problems.append("column \(s) lists cell \(c) of column \(cells[c].column)") }
                    if cells[c].row < 0 || columnClass(ofRow: cells[c].row) != cls {
                        problems.append("column \(s) lists cell \(c) on the wrong list")
                    }
                    columnCells += 1
                    c = cells[c].columnNext
                }
            }
        }
        if columnCells != cellsSeen { problems.append("\(cellsSeen) cells in rows, \(columnCells) in columns") }
        if hasExternalCycle() { problems.append("external rows refer to each other in a cycle") }
        return problems
    }

    private mutating func columnContains(_ column: Int32, _ cls: ColumnClass, _ cell: Int32) -> Bool {
        var c = columnHead(column, cls)
        while c >= 0 {
            if c == cell { return true }
            c = cells[c].columnNext
        }
        return false
    }

    /// Kahn's algorithm over basic externals and their references.
    private mutating func hasExternalCycle() -> Bool {
        var indegree = [Int32: Int]()
        var nodes: [Int32] = []
        for s in 0..<Int32(symbols.count) where symbols[s].kind == .external && symbols[s].isBasic {
            nodes.append(s)
            indegree[s, default: 0] += 0
            var c = symbols[s].rowHead
            while c >= 0 {
                let column = cells[c].column
                if symbols[column].isBasic && symbols[column].kind == .external { indegree[column, default: 0] += 1 }
                c = cells[c].rowNext
            }
        }
        var ready = nodes.filter { indegree[$0] == 0 }
        var removed = 0
        while let s = ready.popLast() {
            removed += 1
            var c = symbols[s].rowHead
            while c >= 0 {
                let column = cells[c].column
                if symbols[column].isBasic && symbols[column].kind == .external {
                    indegree[column]! -= 1
                    if indegree[column] == 0 { ready.append(column) }
                }
                c = cells[c].rowNext
            }
        }
        return removed != nodes.count
    }
}

extension SimplexSolver {
    /// Every broken tableau invariant, described; empty when sound. For tests: O(tableau).
    package func invariantViolations() -> [String] { tableau.invariantViolations() }
}
