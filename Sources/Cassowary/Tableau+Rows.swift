// Row algebra: merging one row into another, substituting a newly basic symbol, pivoting,
// and expanding rows that refer to other basic externals (see "Lazy external rows" in
// Simplex.swift).

extension Tableau {
    /// Stamps the cells of `source`'s row so that merges find a column's coefficient in
    /// `source` in O(1).
    ///
    /// - Complexity: O(row length).
    mutating func markSource(_ source: Int32) {
        let generation = nextGeneration(.source)
        var c = symbols[source].rowHead
        while c >= 0 {
            let column = cells[c].column
            scratch[column].sourceMark = generation
            scratch[column].sourceCell = c
            c = cells[c].rowNext
        }
    }

    /// `target += factor · row(source)`, constant included. For a non-objective target,
    /// `source` must have been stamped by `markSource` (the stamp is reused across all the
    /// targets of one substitution).
    ///
    /// - Complexity: O(|target| + |source|) for a row; O(|source| × levels) for an objective
    ///   row, whose cells are found down the (short) objective column of each symbol rather
    ///   than along the (long) row.
    mutating func addScaledRow(_ source: Int32, factor: Double, to target: Int32) {
        symbols[target].constant += symbols[source].constant * factor
        if columnClass(ofRow: target) == .objective {
            var s = symbols[source].rowHead
            while s >= 0 {
                addToRow(target, column: cells[s].column, value: cells[s].value * factor)
                s = cells[s].rowNext
            }
            return
        }
        let seen = nextGeneration(.seen)
        let stamp = sourceGeneration
        var c = symbols[target].rowHead
        while c >= 0 {
            let next = cells[c].rowNext
            let column = cells[c].column
            if scratch[column].sourceMark == stamp {
                scratch[column].seenMark = seen
                let sum = cells[c].value + factor * cells[scratch[column].sourceCell].value
                if abs(sum) < Tableau.epsilon { deleteCell(c) } else { cells[c].value = sum }
            }
            c = next
        }
        var s = symbols[source].rowHead
        while s >= 0 {
            let column = cells[s].column
            if scratch[column].seenMark != seen {
                let value = factor * cells[s].value
                if abs(value) >= Tableau.epsilon { insertCell(row: target, column: column, value: value) }
            }
            s = cells[s].rowNext
        }
    }

    /// Replaces `e`, just made basic, by its row wherever the invariants require: in every
    /// restricted row and objective row that mentions it, and — unless `e` is an external,
    /// which external rows may keep referring to — in external rows too.
    ///
    /// - Complexity: O(Σ (|target| + |row of e|)) over the rows that mention `e` (found
    ///   through the column index); rows that do not mention `e` are never visited.
    mutating func substituteOut(_ e: Int32) {
        let includeExternal = symbols[e].kind != .external
        let hasWork = symbols[e].restrictedHead >= 0 || symbols[e].objectiveHead >= 0
            || (includeExternal && symbols[e].externalHead >= 0)
        guard hasWork else { return }
        markSource(e)
        substituteOut(e, .restricted)
        if includeExternal { substituteOut(e, .external) }
        if symbols[e].objectiveHead >= 0 { substituteIntoObjectives(e) }
    }

    /// `substituteOut` for the objective rows: all levels that mention `e` at once. Each
    /// symbol of `e`'s row has its objective column walked once (it is at most as long as the
    /// number of levels), instead of once per level row, so many priority levels cost
    /// O(|row| × levels), not O(|row| × levels²).
    private mutating func substituteIntoObjectives(_ e: Int32) {
        objectiveTargets.removeAll(keepingCapacity: true)
        let target = nextGeneration(.seen)
        while true {
            let c = symbols[e].objectiveHead
            if c < 0 { break }
            let row = cells[c].row
            let factor = cells[c].value
            deleteCell(c)
            symbols[row].constant += symbols[e].constant * factor
            scratch[row].seenMark = target
            scratch[row].multiplier = factor
            objectiveTargets.append(row)
        }
        var s = symbols[e].rowHead
        while s >= 0 {
            let column = cells[s].column
            let value = cells[s].value
            s = cells[s].rowNext
            let updated = nextGeneration(.visit)
            var c = symbols[column].objectiveHead
            while c >= 0 {
                let next = cells[c].columnNext
                let row = cells[c].row
                if scratch[row].seenMark == target {
                    scratch[row].visitMark = updated
                    let sum = cells[c].value + scratch[row].multiplier * value
                    if abs(sum) < Tableau.epsilon { deleteCell(c) } else { cells[c].value = sum }
                }
                c = next
            }
            for t in 0..<objectiveTargets.count {
                let row = objectiveTargets[t]
                guard scratch[row].visitMark != updated else { continue }
                let v = scratch[row].multiplier * value
                if abs(v) >= Tableau.epsilon { insertCell(row: row, column: column, value: v) }
            }
            pushCandidate(column)
        }
    }

    private mutating func substituteOut(_ e: Int32, _ cls: ColumnClass) {
        while true {
            let c = columnHead(e, cls)
            if c < 0 { return }
            let target = cells[c].row
            let factor = cells[c].value
            deleteCell(c)
            addScaledRow(e, factor: factor, to: target)
            rowDidChange(target)
        }
    }

    /// Exchanges a basic and a parametric symbol: `leaving`'s row
    /// `leaving = k + a·entering + Σ cᵢ·sᵢ` is solved for `entering` and becomes its row, and
    /// `entering` is substituted out of the rows that mention it.
    ///
    /// - Complexity: O(row length) to rewrite the row, plus `substituteOut(entering)`.
    mutating func pivot(entering: Int32, leaving: Int32) {
        let pivotCell = cell(row: leaving, column: entering)
        precondition(pivotCell >= 0, "pivot on a zero coefficient")
        let factor = -1 / cells[pivotCell].value
        deleteCell(pivotCell)
        let oldClass = columnClass(ofRow: leaving)
        setBasic(entering, true)
        symbols[entering].rowHead = symbols[leaving].rowHead
        symbols[entering].constant = symbols[leaving].constant * factor
        setBasic(leaving, false)
        symbols[leaving].rowHead = -1
        symbols[leaving].constant = 0
        let newClass = columnClass(ofRow: entering)
        // The row keeps its cells; only external rows count their basic references.
        references[entering] = newClass == .external && oldClass == .external ? references[leaving] : 0
        references[leaving] = 0
        var c = symbols[entering].rowHead
        while c >= 0 {
            cells[c].value *= factor
            cells[c].row = entering
            if oldClass != newClass {
                unlinkColumn(c, oldClass)
                linkColumn(c, newClass)
            }
            c = cells[c].rowNext
        }
        insertCell(row: entering, column: leaving, value: -factor)
        pivotLog?.append((entering, leaving))
        pivotCount += 1
        if symbols[leaving].kind == .external { markChanged(leaving) }
        substituteOut(entering)
        rowDidChange(entering)
    }

    // MARK: Lazy external rows

    /// Replaces every basic symbol in the accumulator by its row, transitively, leaving the
    /// fully reduced row: parametric symbols only.
    ///
    /// External rows may refer to other basic externals, so the references form a DAG
    /// (`view₂.left = view₁.left + view₁.width + 8 − d`). It is expanded in topological
    /// order, each node once with the sum of the multipliers of every path reaching it, so a
    /// shared sub-expression costs its size once rather than once per path.
    ///
    /// - Complexity: O(nodes + cells) of the part of the DAG reachable from the accumulator.
    mutating func reduceAccumulator() {
        let visit = nextGeneration(.visit)
        walkOrder.removeAll(keepingCapacity: true)
        let rootCount = accumulatorTerms.count
        for i in 0..<rootCount {
            let s = accumulatorTerms[i]
            guard symbols[s].isBasic else { continue }
            let k = scratch[s].accumulated
            scratch[s].accumulated = 0
            if scratch[s].visitMark != visit { walkReferences(from: s, visit: visit) }
            scratch[s].multiplier += k
        }
        var i = walkOrder.count - 1
        while i >= 0 {
            let node = walkOrder[i]
            i -= 1
            let m = scratch[node].multiplier
            if m == 0 { continue }
            accumulatorConstant += m * symbols[node].constant
            var c = symbols[node].rowHead
            while c >= 0 {
                let column = cells[c].column
                let value = m * cells[c].value
                if symbols[column].isBasic { scratch[column].multiplier += value } else { accumulate(column, value) }
                c = cells[c].rowNext
            }
        }
    }

    /// Depth-first walk over basic symbols reachable through rows from `root`, appending
    /// each to `walkOrder` after everything it refers to (post-order), with an explicit
    /// stack: nesting 5,000 views deep must not overflow a thread's stack.
    private mutating func walkReferences(from root: Int32, visit: UInt32) {
        scratch[root].visitMark = visit
        scratch[root].multiplier = 0
        walkStack.append((root, symbols[root].rowHead))
        while let top = walkStack.last {
            var c = top.cell
            var descended = false
            while c >= 0 {
                let column = cells[c].column
                c = cells[c].rowNext
                if symbols[column].isBasic && scratch[column].visitMark != visit {
                    walkStack[walkStack.count - 1].cell = c
                    scratch[column].visitMark = visit
                    scratch[column].multiplier = 0
                    walkStack.append((column, symbols[column].rowHead))
                    descended = true
                    break
                }
            }
            if !descended {
                walkOrder.append(top.node)
                walkStack.removeLast()
            }
        }
    }

    /// Whether `x`'s row refers to another basic symbol.
    mutating func rowHasBasicReferences(_ x: Int32) -> Bool {
        var c = symbols[x].rowHead
        while c >= 0 {
            if symbols[cells[c].column].isBasic { return true }
            c = cells[c].rowNext
        }
        return false
    }

    /// Puts the fully reduced row of `s` in the accumulator: `s` itself if parametric.
    mutating func loadReducedRow(of s: Int32) {
        beginAccumulator(constant: 0)
        accumulate(s, 1)
        reduceAccumulator()
    }

    /// Rewrites external row `x` in fully reduced form (same equation, no references to
    /// other basic symbols).
    ///
    /// - Complexity: that of `reduceAccumulator` from `x`'s row.
    mutating func reduceRow(_ x: Int32) {
        beginAccumulator(constant: symbols[x].constant)
        var c = symbols[x].rowHead
        while c >= 0 {
            accumulate(cells[c].column, cells[c].value)
            c = cells[c].rowNext
        }
        reduceAccumulator()
        c = symbols[x].rowHead
        while c >= 0 {
            let next = cells[c].rowNext
            deleteCell(c)
            c = next
        }
        symbols[x].constant = accumulatorConstant
        for s in accumulatorTerms {
            let value = scratch[s].accumulated
            if abs(value) >= Tableau.epsilon { insertCell(row: x, column: s, value: value) }
        }
    }
}
