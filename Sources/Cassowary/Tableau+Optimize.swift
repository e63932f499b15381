// The three simplex loops: primal (minimise the symbolic objective from a feasible basis),
// dual (restore feasibility after constants changed, keeping optimality), and the primal
// loop of the artificial phase.

extension Tableau {
    /// A bound on pivots per call. Bland's rule (lowest symbol first, on ties too) already
    /// rules out cycling; the bound only turns a numerical pathology into a stop instead of
    /// a hang.
    var pivotLimit: Int { 10_000 + 20 * symbols.count }

    // MARK: Objective levels

    /// The objective row for `priority`, created (and the level indices renumbered) the
    /// first time the priority is used.
    ///
    /// - Complexity: O(log levels), O(levels) when a level is created.
    mutating func levelRow(for priority: Float) -> Int32 {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) / 2
            if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
        }
        if low < levels.count && levels[low].priority == priority { return levels[low].row }
        let row = makeSymbol(.objective)
        levels.insert((priority, row), at: low)
        for i in low..<levels.count { symbols[levels[i].row].aux = Int32(i) }
        return row
    }

    /// Which way moving parametric `s` improves the objective: +1 (increase), −1 (decrease,
    /// externals only: they are unrestricted) or 0 (it does not).
    ///
    /// The reduced cost is a symbolic weight; its sign is that of its component at the
    /// highest priority level where it is nonzero.
    ///
    /// - Complexity: O(levels): the symbol's objective column.
    mutating func improvingDirection(_ s: Int32) -> Int {
        let kind = symbols[s].kind
        guard !symbols[s].isBasic else { return 0 }
        switch kind {
        case .external, .slack, .error, .artificial: break
        default: return 0
        }
        var bestLevel = Int32.max
        var value = 0.0
        var c = symbols[s].objectiveHead
        while c >= 0 {
            let row = cells[c].row
            if symbols[row].kind == .objective {
                let level = symbols[row].aux
                if level < bestLevel {
                    bestLevel = level
                    value = cells[c].value
                }
            }
            c = cells[c].columnNext
        }
        if value == 0 { return 0 }
        if kind == .external { return value < 0 ? 1 : -1 }
        return value < 0 ? 1 : 0
    }

    /// Writes `s`'s symbolic reduced cost into `vector`, one component per level (index 0 =
    /// highest priority).
    mutating func loadReducedCost(_ s: Int32, into vector: UnsafeMutablePointer<Double>) {
        vector.update(repeating: 0, count: levels.count)
        var c = symbols[s].objectiveHead
        while c >= 0 {
            let row = cells[c].row
            if symbols[row].kind == .objective { vector[Int(symbols[row].aux)] = cells[c].value }
            c = cells[c].columnNext
        }
    }

    /// Whether `s`'s reduced cost is zero at every level: moving it does not change the
    /// objective.
    mutating func hasZeroReducedCost(_ s: Int32) -> Bool {
        var c = symbols[s].objectiveHead
        while c >= 0 {
            if symbols[cells[c].row].kind == .objective { return false }
            c = cells[c].columnNext
        }
        return true
    }

    // MARK: Ratio tests

    /// The restricted row that first blocks `entering` moving in `direction`: the minimum
    /// ratio `constant / −coefficient` over the rows in `entering`'s restricted column (the
    /// column index; no other row can block). A dummy row blocks at once whatever the sign:
    /// dummies are fixed at zero. Ties go to the lowest symbol (Bland).
    ///
    /// - Complexity: O(rows mentioning `entering`).
    mutating func leavingRow(entering: Int32, direction: Int) -> Int32 {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        let sign = Double(direction)
        var c = symbols[entering].restrictedHead
        while c >= 0 {
            let row = cells[c].row
            let a = cells[c].value * sign
            c = cells[c].columnNext
            let ratio: Double
            if symbols[row].kind == .dummy {
                ratio = 0
            } else if a < 0 {
                let k = symbols[row].constant
                ratio = k <= Tableau.epsilon ? 0 : k / -a
            } else {
                continue
            }
            if ratio < bestRatio || (ratio == bestRatio && row < best) {
                best = row
                bestRatio = ratio
            }
        }
        return best
    }

    /// The dual ratio test for infeasible row `leaving`: among the parametric symbols whose
    /// increase moves the row's value toward feasibility, the one with the smallest
    /// symbolic ratio `reduced cost / |coefficient|`, so every reduced cost stays ≥ 0. Ties go
    /// to the symbol in fewer rows (less to substitute), then to the lowest symbol.
    ///
    /// - Complexity: O(row length × levels).
    mutating func dualEntering(leaving: Int32) -> Int32 {
        let want: Double = symbols[leaving].constant < 0 ? 1 : -1
        let levelCount = levels.count
        while weights.count < 2 * levelCount { weights.append(0) }
        var current = weights.pointer, bestVector = weights.pointer + levelCount
        var best: Int32 = -1
        var bestScale = 0.0
        var bestOccurrences = -1   // unknown until a tie needs it
        var c = symbols[leaving].rowHead
        while c >= 0 {
            let s = cells[c].column
            let a = cells[c].value
            c = cells[c].rowNext
            let kind = symbols[s].kind
            if kind == .dummy { continue }
            if kind != .external && a * want <= 0 { continue }
            loadReducedCost(s, into: current)
            let scale: Double = 1 / abs(a)
            var occurrences = -1
            if best >= 0 {
                let order = Strength.compare(current, scaledBy: scale, bestVector, scaledBy: bestScale,
                                             count: levelCount, tolerance: Tableau.epsilon)
                if order > 0 { continue }
                if order == 0 {
                    // A tie (common: slacks at zero cost, errors at one level): the symbol
                    // in fewer rows makes the cheaper pivot. Counted only for ties, and no
                    // further than needed: a symbol in every row (the window's edit error)
                    // must not make each ratio test O(rows).
                    if bestOccurrences < 0 { bestOccurrences = columnLength(best, limit: Int.max) }
                    occurrences = columnLength(s, limit: bestOccurrences)
                    if occurrences > bestOccurrences || (occurrences == bestOccurrences && s > best) { continue }
                }
            }
            swap(&current, &bestVector)
            best = s
            bestScale = scale
            bestOccurrences = occurrences
        }
        return best
    }

    /// How many rows (restricted and external) mention `s`, counting no further than
    /// `limit + 1`.
    mutating func columnLength(_ s: Int32, limit: Int) -> Int {
        var count = 0
        var c = symbols[s].restrictedHead
        while c >= 0 && count <= limit {
            count += 1
            c = cells[c].columnNext
        }
        c = symbols[s].externalHead
        while c >= 0 && count <= limit {
            count += 1
            c = cells[c].columnNext
        }
        return count
    }

    // MARK: Loops

    /// Primal simplex on the symbolic objective. Only `candidates` can be improving (every
    /// symbol whose reduced cost changed was queued), so choosing the entering symbol costs
    /// the candidates, not the objective's length; the leaving row comes from the column
    /// index.
    ///
    /// - Complexity: per pivot, O(candidates × levels) + `pivot`.
    mutating func optimize() {
        var pivots = 0
        let limit = pivotLimit
        while pivots < limit {
            var best: Int32 = -1
            var bestIndex = -1
            var bestDirection = 0
            var i = 0
            while i < candidates.count {
                let s = candidates[i]
                let direction = improvingDirection(s)
                if direction == 0 {
                    symbols[s].flags.remove(.candidate)
                    candidates[i] = candidates[candidates.count - 1]
                    candidates.removeLast()
                    continue
                }
                if best < 0 || s < best {
                    best = s
                    bestIndex = i
                    bestDirection = direction
                }
                i += 1
            }
            if best < 0 { return }
            let leaving = leavingRow(entering: best, direction: bestDirection)
            if leaving < 0 {
                // Nothing limits it: only round-off can make a bounded objective look
                // unbounded. Drop it rather than loop.
                symbols[best].flags.remove(.candidate)
                candidates[bestIndex] = candidates[candidates.count - 1]
                candidates.removeLast()
                continue
            }
            pivot(entering: best, leaving: leaving)
            pivots += 1
        }
    }

    /// Dual simplex over the queued infeasible rows. Returns −1 when every restricted row is
    /// feasible again, or an infeasible row with no symbol able to fix it: the proof that
    /// the required constraints cannot all hold.
    ///
    /// - Complexity: per pivot, O(row length × levels) + `pivot`; rows that stayed feasible
    ///   are never looked at.
    mutating func dualOptimize() -> Int32 {
        var pivots = 0
        let limit = pivotLimit
        while let row = infeasible.popLast() {
            symbols[row].flags.remove(.infeasible)
            guard symbols[row].isBasic, isInfeasible(row) else { continue }
            let entering = dualEntering(leaving: row)
            if entering < 0 {
                pushInfeasible(row)
                return row
            }
            pivot(entering: entering, leaving: row)
            pivots += 1
            if pivots > limit { break }
        }
        return -1
    }

    /// Primal simplex on the artificial objective (one level, scanned directly: it is the
    /// short row of the constraint being added).
    mutating func optimizeArtificial() {
        let objective = artificialObjective
        var pivots = 0
        let limit = pivotLimit
        while pivots < limit {
            var best: Int32 = -1
            var bestDirection = 0
            var c = symbols[objective].rowHead
            while c >= 0 {
                let s = cells[c].column
                let value = cells[c].value
                c = cells[c].rowNext
                var direction = 0
                switch symbols[s].kind {
                case .external: direction = value < 0 ? 1 : -1
                case .slack, .error: direction = value < 0 ? 1 : 0
                default: break
                }
                if direction != 0 && (best < 0 || s < best) {
                    best = s
                    bestDirection = direction
                }
            }
            if best < 0 { return }
            let leaving = leavingRow(entering: best, direction: bestDirection)
            if leaving < 0 { return }
            pivot(entering: best, leaving: leaving)
            pivots += 1
        }
    }
}
