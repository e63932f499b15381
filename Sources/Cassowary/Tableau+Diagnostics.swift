// Questions the layout engine asks for debugging: is a variable's value determined, what
// else could it be, and which constraints determine it.

extension Tableau {
    /// How far a parametric symbol can move without leaving the optimum: nil if it cannot
    /// (a nonzero reduced cost at some level, a dummy, or blocked at once by a degenerate
    /// row), else a direction (+1/−1) and the step to the first blocking row (∞ if none).
    mutating func freeMove(of s: Int32) -> (direction: Double, step: Double)? {
        let kind = symbols[s].kind
        guard !symbols[s].isBasic, kind == .external || kind == .slack || kind == .error,
              hasZeroReducedCost(s) else { return nil }
        for direction in kind == .external ? [1.0, -1.0] : [1.0] {
            var step = Double.infinity
            var blocked = false
            var c = symbols[s].restrictedHead
            while c >= 0 && !blocked {
                let row = cells[c].row
                let a = cells[c].value * direction
                c = cells[c].columnNext
                if symbols[row].kind == .dummy {
                    blocked = true
                } else if a < 0 {
                    let k = symbols[row].constant
                    if k <= Tableau.epsilon { blocked = true } else { step = min(step, k / -a) }
                }
            }
            if !blocked { return (direction, step) }
        }
        return nil
    }

    /// Another optimal value of external `x`, or nil if every optimal solution gives `x`
    /// the value it has.
    ///
    /// `x` is written in parametric symbols (its fully reduced row); it is ambiguous if one
    /// of them can move without changing the objective at any level. Along that move every
    /// constraint keeps holding and the objective keeps its value, so the moved point is
    /// another solution UIKit would accept. A move with no bound goes 100 points. Degenerate
    /// vertices where every such move is blocked at once count as determined: finding a
    /// move there would take pivots, and UIKit's layouts rarely sit on one.
    ///
    /// - Complexity: O(size of `x`'s reduced row × rows mentioning its symbols).
    mutating func alternativeValue(of x: Int32) -> Double? {
        loadReducedRow(of: x)
        let current = accumulatorConstant
        for s in accumulatorTerms {
            let slope = scratch[s].accumulated
            guard abs(slope) >= Tableau.epsilon, let move = freeMove(of: s) else { continue }
            let reach = abs(slope) * move.step
            let distance = reach.isFinite ? min(reach, max(100, abs(current))) : 100
            return current + (slope * move.direction > 0 ? distance : -distance)
        }
        return nil
    }

    /// The user constraints whose symbols determine `x`: for a basic `x`, the owners of the
    /// marker and error symbols in its fully reduced row (the constraints its value is a
    /// combination of); for a parametric `x`, the owners of the rows that mention it.
    mutating func constraintsAffecting(_ x: Int32) -> [SolverConstraint] {
        var result: [SolverConstraint] = []
        var seen = Set<ObjectIdentifier>()
        func add(_ s: Int32) {
            guard let owner = owners[s], !owner.isEdit, seen.insert(ObjectIdentifier(owner)).inserted else { return }
            result.append(owner)
        }
        if symbols[x].isBasic {
            loadReducedRow(of: x)
            for s in accumulatorTerms where abs(scratch[s].accumulated) >= Tableau.epsilon { add(s) }
            return result
        }
        var c = symbols[x].restrictedHead
        while c >= 0 {
            add(cells[c].row)
            c = cells[c].columnNext
        }
        c = symbols[x].externalHead
        while c >= 0 {
            var d = symbols[cells[c].row].rowHead
            while d >= 0 {
                add(cells[d].column)
                d = cells[d].rowNext
            }
            c = cells[c].columnNext
        }
        return result
    }
}
