// The Auto Layout constraint solver: an incremental Cassowary simplex with symbolic
// (lexicographic) priorities. One engine per window; UIKit's layout layer maps
// NSLayoutConstraint to `SolverConstraint` and reads `LayoutVariable.value` back.
//
// # Cassowary in brief
//
// Every constraint becomes one equation. An inequality gets a *slack* (≥ 0), an optional
// constraint gets *error* variables (≥ 0) whose size is its violation, and a required
// equality gets a *dummy* (fixed at 0). The first of these is the constraint's *marker*: it
// appears in that constraint's equation only, so it identifies the constraint inside any row
// built from it (to remove it, or to move its constant). The tableau keeps the system in
// solved form — each *basic* symbol has a row `basic = constant + Σ cᵢ·parametricᵢ` — and
// the current solution sets every parametric symbol to 0, so a basic symbol's value is its
// row's constant. Restricted rows (slacks, errors, dummies) must keep constants ≥ 0 (= 0);
// the objective is the sum of the errors weighted by priority, and a primal simplex
// minimises it. New constraints are solved for a *subject*; when none is usable an
// *artificial* variable starts a two-phase solve.
//
// # Data structures
//
// - Symbols are `Int32` slots in a table (`SymbolInfo`, 32 bytes), recycled through a free
//   list, with dense side arrays for what the hot loops read: `values` (externals' last
//   values), `marks` (one byte: basic, external, queued for propagation) and `references`.
// - Rows are sparse: the nonzero cells of the tableau live in one pool (`Cell`, 32 bytes),
//   each threaded on its row's list and on its column's list. The column lists are the
//   *column index*: symbol → the rows that contain it, kept exact as cells appear and cancel
//   (O(1) per cell). Each symbol has three column lists, by the kind of row — restricted,
//   external and objective — so every operation walks only the rows it needs.
// - The pools are raw memory indexed by `Int32` (`RawBuffer`, `CellArray`…): the inner
//   loops touch cells millions of times, and Swift arrays would add a bounds check and a
//   uniqueness check to each (debug builds still assert every index).
// - The objective is symbolic: one sparse row per priority level in use, highest first
//   (`Tableau.levels`). A symbol's reduced cost is the vector of its coefficients in those
//   rows, compared lexicographically (`Strength`); a violation at 751 outweighs any
//   violation at 750, exactly. Equal priorities share a row, so their errors add up.
// - Work lists keep every step proportional to what changed: `candidates` (symbols whose
//   reduced cost changed — the only possible entering symbols for the primal simplex),
//   `infeasible` (restricted rows gone negative — the dual simplex's leaving rows) and
//   `changed` (externals whose value may have changed — what `updateVariables` writes).
//
// # Lazy external rows
//
// A fully reduced tableau of a UIKit layout is dense: in a row of views where each leading
// edge follows the previous trailing edge, the last view's row mentions every dummy before
// it, and nesting views 5,000 deep would need 12.5 million cells per axis. Rows of
// *external* (unrestricted) variables never take part in a ratio test, so they are allowed to
// refer to other basic externals: `view₂.left = view₁.left + view₁.width + 8 − d` is stored as
// written. The invariants (`invariantViolations()` checks them all):
//
// 1. Restricted rows and objective rows mention parametric symbols only (fully reduced):
//    the simplex reads them.
// 2. External rows mention parametric symbols and basic externals; those references form a
//    DAG. Each external row counts its references (`references`); a row with none is
//    reduced, and its value is its constant.
//
// A constraint with a fresh variable (one no row mentions — the usual case, since views
// are laid out one after another) is stored as written, solved for that variable: O(terms),
// nothing substituted, no simplex work. Other constraints are fully reduced first by
// expanding the DAG in topological order. `updateVariables` evaluates the DAG for the
// externals that changed and those that depend on them, each row once.
//
// # Complexity (r = rows mentioning the symbol concerned, L = priority levels in use)
//
// - `add`: O(terms) with a fresh variable; otherwise O(reduced row) to build the row plus
//   O(Σ row lengths) over the r rows the subject is substituted into, plus any pivots.
//   Never O(rows): rows that do not mention a symbol are never visited.
// - pivot: O(row) + substitution into the r rows mentioning the entering symbol (objective
//   rows: O(row × L)).
// - choosing the entering symbol: O(candidates × L); the leaving row: O(r); the dual
//   entering symbol: O(row × L).
// - `remove`: O(r) for the marker's column, plus one pivot (and, when only external rows
//   mention the marker, the reduction of one row).
// - `setConstant` / `suggestValue`: O(1) if the marker (or other error) is basic, else O(r);
//   then dual-simplex pivots over the rows that went infeasible only. The same value again:
//   O(1).
// - `updateVariables`: O(changed externals + their dependents + their rows), not
//   O(variables).
//
// Throwing calls leave the solver as before: checks come first, and a failed artificial
// phase pivots back to the old basis.

/// An incremental Cassowary simplex solver with UIKit's priority semantics.
package final class SimplexSolver {
    var tableau = Tableau()
    package private(set) var constraintCount = 0
    private var edits: [LayoutVariable: SolverConstraint] = [:]
    /// Symbols of variables already bound to another solver (which keeps the symbol in the
    /// variable itself); rare, so a dictionary is fine.
    private var foreignSymbols: [ObjectIdentifier: Int32] = [:]

    package init() {}

    deinit { unbindAll() }

    private var identity: ObjectIdentifier { ObjectIdentifier(self) }

    // MARK: Constraints

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: `.duplicate` if it is already in a solver; `.invalidValue` for a NaN or
    ///   infinite coefficient or constant; `.invalidPriority` outside 1…1000;
    ///   `.unsatisfiable(conflicting:)` if it is required and cannot hold with the required
    ///   constraints present. The solver is unchanged after a throw.
    /// - Complexity: see the file header; O(terms) for a constraint with a fresh variable.
    package func add(_ constraint: SolverConstraint) throws(SolverError) {
        try addConstraint(constraint)
        constraintCount += 1
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: `.unknownConstraint` if it is not in this solver.
    package func remove(_ constraint: SolverConstraint) throws(SolverError) {
        guard contains(constraint) else { throw .unknownConstraint }
        removeConstraint(constraint)
        constraintCount -= 1
    }

    package func contains(_ constraint: SolverConstraint) -> Bool {
        constraint.binding == identity && !constraint.isEdit
    }

    /// Changes a constraint's constant in place, as UIKit does for
    /// `NSLayoutConstraint.constant`: no remove and re-add, the rows mentioning its marker
    /// are shifted and a dual simplex repairs the rows that went infeasible. A constraint in
    /// no solver just stores the constant.
    ///
    /// Returns false, keeping the old constant, if the value is not finite or the
    /// constraint is required and cannot hold with the new constant (UIKit logs and breaks a
    /// constraint there; `updateConstant(_:of:)` throws the conflict instead).
    @discardableResult
    package func setConstant(_ constant: Double, of constraint: SolverConstraint) -> Bool {
        do {
            try updateConstant(constant, of: constraint)
            return true
        } catch {
            return false
        }
    }

    /// `setConstant(_:of:)`, throwing why it could not.
    ///
    /// - Complexity: O(1) when the constraint's marker or other error is basic, else
    ///   O(rows mentioning the marker), plus the dual-simplex pivots.
    package func updateConstant(_ constant: Double, of constraint: SolverConstraint) throws(SolverError) {
        guard constant.isFinite else { throw .invalidValue }
        guard constraint.binding == identity else {
            guard constraint.binding == nil else { throw .unknownConstraint }
            constraint.storeConstant(constant)
            return
        }
        let old = constraint.constant
        if old == constant { return }
        // The equation's constant is −constant, so it moves by old − constant.
        let delta = old - constant
        constraint.storeConstant(constant)
        tableau.shiftConstant(of: constraint, by: delta)
        let failed = tableau.dualOptimize()
        if failed >= 0 {
            let conflicts = tableau.conflictingConstraints(inRow: failed, adding: constraint)
            constraint.storeConstant(old)
            tableau.shiftConstant(of: constraint, by: -delta)
            _ = tableau.dualOptimize()
            tableau.optimize()
            throw .unsatisfiable(conflicting: conflicts)
        }
        tableau.optimize()
    }

    /// Changes a constraint's priority. Between optional levels the errors move to the other
    /// level's objective row in place; to or from required the constraint is removed and
    /// added again (and restored if the add throws).
    package func setPriority(_ priority: Float, of constraint: SolverConstraint) throws(SolverError) {
        guard Strength.isValid(priority), !(constraint.isEdit && priority >= Strength.required) else {
            throw .invalidPriority
        }
        guard constraint.binding == identity else {
            guard constraint.binding == nil else { throw .unknownConstraint }
            constraint.priority = priority
            return
        }
        let old = constraint.priority
        if old == priority { return }
        if old < Strength.required && priority < Strength.required {
            tableau.moveErrors(of: constraint, from: old, to: priority)
            constraint.priority = priority
            tableau.optimize()
            return
        }
        removeConstraint(constraint)
        constraint.priority = priority
        do {
            try addConstraint(constraint)
        } catch {
            constraint.priority = old
            do { try addConstraint(constraint) } catch { constraintCount -= 1 }
            throw error
        }
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: an optional `variable == value` constraint whose
    /// value `suggestValue` moves (the window's width, for example). It starts at the
    /// variable's current value.
    ///
    /// - Throws: `.duplicate`; `.invalidPriority` for a required or out-of-range priority.
    package func addEditVariable(_ variable: LayoutVariable, priority: Float) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicate }
        guard Strength.isValid(priority), priority < Strength.required else { throw .invalidPriority }
        let start = variable.value.isFinite ? variable.value : 0
        let constraint = SolverConstraint(LinearExpression(variable), .equal, LinearExpression(start), priority: priority)
        constraint.isEdit = true
        try addConstraint(constraint)
        edits[variable] = constraint
    }

    package func removeEditVariable(_ variable: LayoutVariable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: variable) else { throw .unknownEditVariable }
        removeConstraint(constraint)
    }

    package func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-solves incrementally: the edit
    /// constraint's constant moves in place and the dual simplex repairs only the rows that
    /// went infeasible. Suggesting the current value again does nothing.
    ///
    /// - Complexity: see `updateConstant(_:of:)`.
    package func suggestValue(_ value: Double, for variable: LayoutVariable) throws(SolverError) {
        guard value.isFinite else { throw .invalidValue }
        guard let constraint = edits[variable] else { throw .unknownEditVariable }
        try updateConstant(value, of: constraint)
    }

    // MARK: Solution

    /// Writes `value` of every variable whose value may have changed since the last call.
    ///
    /// - Complexity: O(changed variables and the variables whose rows refer to them).
    package func updateVariables() {
        tableau.updateValues()
    }

    /// Whether `variable`'s value is not determined: another optimal solution gives it a
    /// different value (a variable no constraint mentions is ambiguous). Backs
    /// `UIView.hasAmbiguousLayout`.
    package func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let s = existingSymbol(for: variable) else { return true }
        return tableau.alternativeValue(of: s) != nil
    }

    /// Another optimal value of an ambiguous variable, for `exerciseAmbiguityInLayout()`;
    /// nil when the value is determined. A variable no constraint mentions gets its value
    /// plus 100.
    package func alternativeValue(for variable: LayoutVariable) -> Double? {
        guard let s = existingSymbol(for: variable) else { return variable.value + 100 }
        return tableau.alternativeValue(of: s)
    }

    /// The constraints that determine `variable` (see `Tableau.constraintsAffecting`);
    /// backs `constraintsAffectingLayout(for:)`.
    package func constraints(affecting variable: LayoutVariable) -> [SolverConstraint] {
        guard let s = existingSymbol(for: variable) else { return [] }
        return tableau.constraintsAffecting(s)
    }

    /// Removes every constraint and edit variable.
    package func reset() {
        unbindAll()
        tableau = Tableau()
        edits = [:]
        foreignSymbols = [:]
        constraintCount = 0
    }

    /// Sizes of the tableau, for tests and benchmarks: basic rows, nonzero cells, live
    /// symbols.
    package var statistics: (rows: Int, cells: Int, symbols: Int) {
        var rows = 0, symbols = 0
        for s in 0..<Int32(tableau.symbols.count) where tableau.symbols[s].kind != .unused {
            symbols += 1
            if tableau.symbols[s].isBasic { rows += 1 }
        }
        var freeCells = 0
        var c = tableau.freeCells
        while c >= 0 {
            freeCells += 1
            c = tableau.cells[c].rowNext
        }
        return (rows, tableau.cells.count - freeCells, symbols)
    }

    /// Pivots made since the solver was created, for tests and benchmarks.
    package var pivotCount: Int { tableau.pivotCount }

    // MARK: Internals

    private func addConstraint(_ constraint: SolverConstraint) throws(SolverError) {
        guard constraint.binding == nil else { throw .duplicate }
        guard Strength.isValid(constraint.priority) else { throw .invalidPriority }
        guard constraint.expression.isFinite else { throw .invalidValue }
        let terms = constraint.expression.terms
        tableau.beginAccumulator(constant: constraint.expression.constant)
        for term in terms {
            // A new symbol's accumulator mark is 0, never the current generation.
            let s = symbol(for: term.variable)
            tableau.symbols[s].aux += 1
            tableau.accumulate(s, term.coefficient)
        }
        do {
            try tableau.insertConstraint(constraint)
        } catch {
            tableau.discardSymbols(of: constraint)
            for term in terms { releaseUse(of: term.variable) }
            throw error
        }
        constraint.binding = identity
        tableau.optimize()
    }

    private func removeConstraint(_ constraint: SolverConstraint) {
        tableau.removeConstraint(constraint)
        constraint.binding = nil
        for term in constraint.expression.terms { releaseUse(of: term.variable) }
        // The marker's leaving row keeps every row feasible; the dual pass is a safety net
        // that only runs if round-off queued a row.
        if !tableau.infeasible.isEmpty { _ = tableau.dualOptimize() }
        tableau.optimize()
    }

    /// The variable's external symbol, made on first use.
    private func symbol(for variable: LayoutVariable) -> Int32 {
        if variable.binding == identity { return variable.symbol }
        if variable.binding == nil {
            let s = tableau.makeExternal(variable)
            variable.binding = identity
            variable.symbol = s
            return s
        }
        if let s = foreignSymbols[ObjectIdentifier(variable)] { return s }
        let s = tableau.makeExternal(variable)
        foreignSymbols[ObjectIdentifier(variable)] = s
        return s
    }

    private func existingSymbol(for variable: LayoutVariable) -> Int32? {
        if variable.binding == identity { return variable.symbol }
        return foreignSymbols[ObjectIdentifier(variable)]
    }

    private func releaseUse(of variable: LayoutVariable) {
        guard let s = existingSymbol(for: variable) else { return }
        guard tableau.releaseExternalUse(s) else { return }
        if variable.binding == identity {
            variable.binding = nil
            variable.symbol = -1
        } else {
            foreignSymbols[ObjectIdentifier(variable)] = nil
        }
    }

    /// Forgets every constraint and variable bound to this solver, so a later solver at the
    /// same address never mistakes them for its own.
    private func unbindAll() {
        for owner in tableau.owners.storage {
            guard let constraint = owner, constraint.binding == identity else { continue }
            constraint.binding = nil
            constraint.marker = -1
            constraint.other = -1
            constraint.subject = -1
        }
        for variable in tableau.variables.storage {
            guard let variable, variable.binding == identity else { continue }
            variable.binding = nil
            variable.symbol = -1
        }
    }
}
