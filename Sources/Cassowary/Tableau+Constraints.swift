// Constraints into the tableau and changed there: building a constraint's row and choosing
// its subject, the artificial phase with its rollback, moving a constraint's constant in
// place, and moving its errors to another priority level. Removal is in
// Tableau+Removal.swift.

extension Tableau {
    /// An external symbol for `variable`, queued so its first value gets written.
    mutating func makeExternal(_ variable: LayoutVariable) -> Int32 {
        let s = makeSymbol(.external)
        variables[s] = variable
        markChanged(s)
        return s
    }

    /// Drops one use of an external; returns true when the symbol was released (no
    /// constraint uses it and no row refers to it), so the caller unbinds the variable.
    mutating func releaseExternalUse(_ s: Int32) -> Bool {
        symbols[s].aux -= 1
        guard symbols[s].aux <= 0, !symbols[s].isBasic else { return false }
        // No constraint mentions it, so on paper no row does either: what is left is
        // round-off.
        purgeColumn(s)
        releaseSymbol(s)
        return true
    }

    // MARK: Adding

    /// Adds `constraint`, whose expression's terms (as symbols) and constant are in the
    /// accumulator.
    ///
    /// Cassowary's order: the row gets the constraint's marker (and errors, which enter the
    /// objective at the constraint's level), then a subject is chosen and the row is solved
    /// for it. A fresh external (one no row mentions) is taken first and the row is stored
    /// as written, references to other basic externals included: nothing to substitute,
    /// O(terms). Otherwise the row is fully reduced and the subject chosen as in Kiwi:
    /// an external, else the marker or the other error if it can be basic with a value
    /// ≥ 0, else (all dummies) the constraint is redundant or unsatisfiable, else the
    /// artificial phase.
    ///
    /// - Throws: `.unsatisfiable` for a required constraint that cannot hold; the tableau is
    ///   then as it was (the caller releases the constraint's symbols).
    mutating func insertConstraint(_ constraint: SolverConstraint) throws(SolverError) {
        let required = constraint.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0  ⇔  expression + slack = 0;  ≥ 0  ⇔  expression − slack = 0.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            owners[slack] = constraint
            accumulate(slack, sign)
            constraint.marker = slack
            constraint.markerCoefficient = sign
            if !required {
                let error = makeSymbol(.error)
                owners[error] = constraint
                accumulate(error, -sign)
                constraint.other = error
                constraint.otherCoefficient = -sign
                addToRow(levelRow(for: constraint.priority), column: error, value: 1)
            }
        case .equal:
            if required {
                let dummy = makeSymbol(.dummy)
                owners[dummy] = constraint
                accumulate(dummy, 1)
                constraint.marker = dummy
                constraint.markerCoefficient = 1
            } else {
                // expression − e⁺ + e⁻ = 0, both errors weighted at the constraint's level.
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                owners[plus] = constraint
                owners[minus] = constraint
                accumulate(plus, -1)
                accumulate(minus, 1)
                constraint.marker = plus
                constraint.markerCoefficient = -1
                constraint.other = minus
                constraint.otherCoefficient = 1
                let level = levelRow(for: constraint.priority)
                addToRow(level, column: plus, value: 1)
                addToRow(level, column: minus, value: 1)
            }
        }

        // Fast path: a fresh external, no row to update.
        for s in accumulatorTerms where symbols[s].kind == .external && !symbols[s].isBasic
            && symbols[s].isUnreferenced && abs(scratch[s].accumulated) >= Tableau.epsilon {
            materializeAccumulator(solvedFor: s)
            constraint.subject = s
            return
        }

        reduceAccumulator()
        let subject = chooseSubject(constraint)
        if subject >= 0 {
            materializeAccumulator(solvedFor: subject)
            substituteOut(subject)
            return
        }
        if allDummies() {
            if abs(accumulatorConstant) > Tableau.epsilon {
                var conflicts = [constraint]
                for s in accumulatorTerms where abs(scratch[s].accumulated) >= Tableau.epsilon {
                    appendOwner(of: s, to: &conflicts)
                }
                throw .unsatisfiable(conflicting: conflicts)
            }
            // Redundant: 0 = Σ dummies. Keep it as the marker's row so removing another
            // constraint later can make this one count.
            materializeAccumulator(solvedFor: constraint.marker)
            return
        }
        try addWithArtificialVariable(constraint)
    }

    /// Kiwi's subject rule on the fully reduced row in the accumulator: an external (one
    /// that no restricted or objective row mentions first, since it needs no substitution
    /// there), else the marker or the other symbol when it is a slack or error with a
    /// negative coefficient once the row's constant is made ≥ 0 (so its value is ≥ 0).
    private mutating func chooseSubject(_ constraint: SolverConstraint) -> Int32 {
        var fallback: Int32 = -1
        for s in accumulatorTerms where symbols[s].kind == .external && abs(scratch[s].accumulated) >= Tableau.epsilon {
            if symbols[s].restrictedHead < 0 && symbols[s].objectiveHead < 0 { return s }
            if fallback < 0 { fallback = s }
        }
        if fallback >= 0 { return fallback }
        let sign: Double = accumulatorConstant < 0 ? -1 : 1
        for s in [constraint.marker, constraint.other] where s >= 0 {
            let kind = symbols[s].kind
            if (kind == .slack || kind == .error) && accumulated(s) * sign < 0 { return s }
        }
        return -1
    }

    private mutating func allDummies() -> Bool {
        for s in accumulatorTerms where abs(scratch[s].accumulated) >= Tableau.epsilon {
            if symbols[s].kind != .dummy { return false }
        }
        return true
    }

    /// Appends the required, user-added constraint that `s` stands for, once.
    mutating func appendOwner(of s: Int32, to list: inout [SolverConstraint]) {
        guard let owner = owners[s], owner.isRequired, !owner.isEdit,
              !list.contains(where: { $0 === owner }) else { return }
        list.append(owner)
    }

    /// The conflict set shown by `row`: the constraint being changed, the owner of the row's
    /// basic symbol, and the owners of every symbol in the row.
    mutating func conflictingConstraints(inRow row: Int32, adding constraint: SolverConstraint) -> [SolverConstraint] {
        var conflicts = [constraint]
        appendOwner(of: row, to: &conflicts)
        var c = symbols[row].rowHead
        while c >= 0 {
            appendOwner(of: cells[c].column, to: &conflicts)
            c = cells[c].rowNext
        }
        return conflicts
    }

    /// The two-phase start (Kiwi's `addWithArtificialVariable`): the row becomes the row of
    /// an artificial variable `a ≥ 0`, and a primal simplex minimises `a`. If it reaches 0
    /// the constraint holds; `a` is pivoted out and dropped. If not, the row left in `a`
    /// is the conflict, and the pivots made are undone so the tableau has its old basis.
    private mutating func addWithArtificialVariable(_ constraint: SolverConstraint) throws(SolverError) {
        let artificial = makeSymbol(.artificial)
        let sign: Double = accumulatorConstant < 0 ? -1 : 1
        setBasic(artificial, true)
        symbols[artificial].constant = sign * accumulatorConstant
        for s in accumulatorTerms {
            let value = sign * scratch[s].accumulated
            if abs(value) >= Tableau.epsilon { insertCell(row: artificial, column: s, value: value) }
        }
        let objective = makeSymbol(.artificialObjective)
        artificialObjective = objective
        symbols[objective].constant = symbols[artificial].constant
        var c = symbols[artificial].rowHead
        while c >= 0 {
            insertCell(row: objective, column: cells[c].column, value: cells[c].value)
            c = cells[c].rowNext
        }

        pivotLog = []
        optimizeArtificial()
        let log = pivotLog ?? []
        pivotLog = nil
        let success = abs(symbols[objective].constant) < Tableau.epsilon
        releaseSymbol(objective)
        artificialObjective = -1

        if symbols[artificial].isBasic {
            if !success {
                let conflicts = conflictingConstraints(inRow: artificial, adding: constraint)
                deleteRow(artificial)
                releaseSymbol(artificial)
                restoreBasis(after: log)
                throw .unsatisfiable(conflicting: conflicts)
            }
            if symbols[artificial].rowHead < 0 {
                deleteRow(artificial)
            } else {
                pivot(entering: pivotableSymbol(inRow: artificial), leaving: artificial)
            }
        }
        // Parametric now, at 0 for good: drop its column.
        purgeColumn(artificial)
        releaseSymbol(artificial)
    }

    /// A symbol to pivot into a row whose value is 0: a slack or error if there is one (Kiwi's
    /// `anyPivotableSymbol`), else whatever the row has.
    private mutating func pivotableSymbol(inRow row: Int32) -> Int32 {
        var fallback: Int32 = -1
        var c = symbols[row].rowHead
        while c >= 0 {
            let s = cells[c].column
            switch symbols[s].kind {
            case .slack, .error: return s
            default: if fallback < 0 { fallback = s }
            }
            c = cells[c].rowNext
        }
        return fallback
    }

    /// Pivots back to the basis from before a failed artificial phase. Every symbol that was
    /// basic then and has left is pivoted into a row whose basic symbol entered during the
    /// phase; by the basis-exchange property such a row with a nonzero coefficient always
    /// exists. The tableau of a basis is unique, so this restores the old rows (to round-off).
    private mutating func restoreBasis(after log: [(entering: Int32, leaving: Int32)]) {
        guard !log.isEmpty else { return }
        var entered = Set<Int32>()
        var originallyBasic: [Int32] = []
        var originallyBasicSet = Set<Int32>()
        for (e, l) in log {
            if !entered.contains(l) && originallyBasicSet.insert(l).inserted { originallyBasic.append(l) }
            entered.insert(e)
        }
        for s in originallyBasic where !symbols[s].isBasic && symbols[s].kind != .unused {
            var best: Int32 = -1
            var bestMagnitude = 0.0
            for cls in [ColumnClass.restricted, .external] {
                var c = columnHead(s, cls)
                while c >= 0 {
                    let row = cells[c].row
                    let magnitude = abs(cells[c].value)
                    if entered.contains(row) && !originallyBasicSet.contains(row) && magnitude > bestMagnitude {
                        best = row
                        bestMagnitude = magnitude
                    }
                    c = cells[c].columnNext
                }
            }
            if best >= 0 { pivot(entering: s, leaving: best) }
        }
    }

    // MARK: Changing in place

    /// Moves the constant of `constraint`'s equation by `delta` without rebuilding anything.
    ///
    /// The equation `k + Σ aᵢxᵢ + m·marker + … = 0` with `k + δ` is the same equation in
    /// `marker + δ/m`. So: if the marker is basic, its row's constant drops by δ/m; if not,
    /// every row containing it (the column index) gains `coefficient · δ/m`. The other error
    /// of an optional constraint works the same way and is used when it is basic. Reduced
    /// costs do not change, so the tableau stays optimal; rows that went negative are queued
    /// for the dual simplex.
    ///
    /// - Complexity: O(1) when the marker or other symbol is basic, else O(rows containing
    ///   the marker).
    mutating func shiftConstant(of constraint: SolverConstraint, by delta: Double) {
        let marker = constraint.marker, other = constraint.other
        if symbols[marker].isBasic {
            symbols[marker].constant -= delta / constraint.markerCoefficient
            rowDidChange(marker)
            return
        }
        if other >= 0 && symbols[other].isBasic {
            symbols[other].constant -= delta / constraint.otherCoefficient
            rowDidChange(other)
            return
        }
        let step = delta / constraint.markerCoefficient
        var c = symbols[marker].restrictedHead
        while c >= 0 {
            let row = cells[c].row
            symbols[row].constant += cells[c].value * step
            rowDidChange(row)
            c = cells[c].columnNext
        }
        c = symbols[marker].externalHead
        while c >= 0 {
            let row = cells[c].row
            symbols[row].constant += cells[c].value * step
            markChanged(row)
            c = cells[c].columnNext
        }
        // Objective rows' constants (the objective's value) are never read: skipped.
    }

    /// Moves an optional constraint's errors from one objective level to another.
    ///
    /// - Complexity: O(levels × length of the errors' rows).
    mutating func moveErrors(of constraint: SolverConstraint, from old: Float, to new: Float) {
        let oldRow = levelRow(for: old), newRow = levelRow(for: new)
        for e in [constraint.marker, constraint.other] where e >= 0 && symbols[e].kind == .error {
            if symbols[e].isBasic {
                addScaledRow(e, factor: -1, to: oldRow)
                addScaledRow(e, factor: 1, to: newRow)
            } else {
                addToRow(oldRow, column: e, value: -1)
                addToRow(newRow, column: e, value: 1)
            }
        }
    }

    /// Releases the symbols made for a constraint whose add failed.
    mutating func discardSymbols(of constraint: SolverConstraint) {
        if constraint.marker >= 0 { releaseSymbol(constraint.marker) }
        if constraint.other >= 0 { releaseSymbol(constraint.other) }
        constraint.marker = -1
        constraint.other = -1
        constraint.subject = -1
    }
}
