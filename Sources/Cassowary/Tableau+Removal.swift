// Taking a constraint out of the tableau through its marker: the marker is made basic in
// the row that keeps the others feasible, and that row is dropped.

extension Tableau {
    /// Takes `constraint` out: its errors leave the objective, its marker is made basic
    /// (Kiwi's `getMarkerLeavingRow`, over the rows in the marker's column only) and that
    /// row is dropped.
    ///
    /// - Complexity: O(rows mentioning the marker) plus one pivot.
    mutating func removeConstraint(_ constraint: SolverConstraint) {
        let marker = constraint.marker, other = constraint.other
        if !constraint.isRequired {
            let level = levelRow(for: constraint.priority)
            for e in [marker, other] where e >= 0 && symbols[e].kind == .error {
                if symbols[e].isBasic {
                    addScaledRow(e, factor: -1, to: level)
                } else {
                    addToRow(level, column: e, value: -1)
                }
            }
        }
        if symbols[marker].isBasic {
            deleteRow(marker)
        } else {
            removeParametricMarker(marker, subject: constraint.subject)
        }
        releaseSymbol(marker)
        if other >= 0 { releaseSymbol(other) }
        constraint.marker = -1
        constraint.other = -1
        constraint.subject = -1
    }

    private mutating func removeParametricMarker(_ marker: Int32, subject: Int32) {
        // Restricted rows first, by Kiwi's ratios, so the rows left stay feasible. A dummy's
        // row comes before all: it says the constraint it belongs to is redundant given this
        // one, and solving it for the marker keeps that dummy at 0 (any other row would let
        // the marker's value leak into it).
        var first: Int32 = -1, second: Int32 = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        var c = symbols[marker].restrictedHead
        while c >= 0 {
            let row = cells[c].row
            let a = cells[c].value
            let k = symbols[row].constant
            c = cells[c].columnNext
            if symbols[row].kind == .dummy {
                if firstRatio > -1 || row < first { first = row; firstRatio = -1 }
            } else if a < 0 {
                let ratio = -k / a
                if ratio < firstRatio || (ratio == firstRatio && row < first) { first = row; firstRatio = ratio }
            } else {
                let ratio = k / a
                if ratio < secondRatio || (ratio == secondRatio && row < second) { second = row; secondRatio = ratio }
            }
        }
        let leaving = first >= 0 ? first : second
        if leaving >= 0 {
            pivot(entering: marker, leaving: leaving)
            deleteRow(marker)
            return
        }

        // Only external rows mention it. In the common case one does (the row the constraint
        // defined): dropping that row is the pivot and the deletion at once, and its
        // variable becomes free.
        var count = 0
        var only: Int32 = -1
        c = symbols[marker].externalHead
        while c >= 0 {
            count += 1
            only = cells[c].row
            c = cells[c].columnNext
        }
        if count == 0 { return }
        if count == 1 && symbols[marker].objectiveHead < 0 {
            deleteRow(only)
            return
        }
        // Several rows: pivot the marker into one of them. Its row must first be fully
        // reduced, or substituting it into the others could make external rows refer to
        // each other in a cycle. Prefer the constraint's own subject, then a row that is
        // already reduced, then the shortest.
        // Reducing a row can cancel the marker out of it; then the next candidate is tried.
        var candidates: [Int32] = []
        if subject >= 0 && symbols[subject].kind == .external && symbols[subject].isBasic
            && cell(row: subject, column: marker) >= 0 {
            candidates.append(subject)
        }
        var reduced: [Int32] = [], unreduced: [Int32] = []
        c = symbols[marker].externalHead
        while c >= 0 {
            let row = cells[c].row
            c = cells[c].columnNext
            if row == subject && candidates.first == subject { continue }
            if rowHasBasicReferences(row) { unreduced.append(row) } else { reduced.append(row) }
        }
        candidates += reduced + unreduced.sorted { rowLength($0) < rowLength($1) }
        for chosen in candidates {
            if rowHasBasicReferences(chosen) { reduceRow(chosen) }
            guard cell(row: chosen, column: marker) >= 0 else { continue }
            pivot(entering: marker, leaving: chosen)
            deleteRow(marker)
            return
        }
    }
}
