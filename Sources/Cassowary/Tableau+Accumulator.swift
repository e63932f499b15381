// The dense accumulator a new row is built in, and the generation stamps that let the
// per-symbol scratch space be reused without clearing it.

extension Tableau {
    // MARK: Generations

    /// The scratch marks that are stamped with generation numbers.
    enum ScratchMark { case accumulator, source, seen, visit }

    /// The next stamp for a kind of scratch mark; on the (rare) wrap-around every mark of
    /// that kind is cleared, so an old stamp can never equal a new one.
    mutating func nextGeneration(_ mark: ScratchMark) -> UInt32 {
        var generation: UInt32
        switch mark {
        case .accumulator: generation = accumulatorGeneration
        case .source: generation = sourceGeneration
        case .seen: generation = seenGeneration
        case .visit: generation = visitGeneration
        }
        if generation == UInt32.max {
            for i in 0..<Int32(scratch.count) {
                switch mark {
                case .accumulator: scratch[i].accumulatorMark = 0
                case .source: scratch[i].sourceMark = 0
                case .seen: scratch[i].seenMark = 0
                case .visit: scratch[i].visitMark = 0
                }
            }
            generation = 0
        }
        generation += 1
        switch mark {
        case .accumulator: accumulatorGeneration = generation
        case .source: sourceGeneration = generation
        case .seen: seenGeneration = generation
        case .visit: visitGeneration = generation
        }
        return generation
    }

    // MARK: Accumulator

    /// Starts building a row in the dense accumulator.
    mutating func beginAccumulator(constant: Double) {
        _ = nextGeneration(.accumulator)
        accumulatorTerms.removeAll(keepingCapacity: true)
        accumulatorConstant = constant
    }

    /// `accumulator += value · s`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func accumulate(_ s: Int32, _ value: Double) {
        if scratch[s].accumulatorMark != accumulatorGeneration {
            scratch[s].accumulatorMark = accumulatorGeneration
            scratch[s].accumulated = value
            accumulatorTerms.append(s)
        } else {
            scratch[s].accumulated += value
        }
    }

    /// The accumulated coefficient of `s` (0 if absent).
    @inline(__always)
    mutating func accumulated(_ s: Int32) -> Double {
        scratch[s].accumulatorMark == accumulatorGeneration ? scratch[s].accumulated : 0
    }

    /// Writes the accumulator as the row of `subject`, solved for it:
    /// `0 = k + a·subject + Σ cᵢ·sᵢ` becomes `subject = −k/a − Σ (cᵢ/a)·sᵢ`.
    ///
    /// - Complexity: O(terms).
    mutating func materializeAccumulator(solvedFor subject: Int32) {
        let factor = -1 / accumulated(subject)
        setBasic(subject, true)
        symbols[subject].constant = accumulatorConstant * factor
        // Backwards, since cells go in at the head: the row reads in the expression's order,
        // references to other views' variables before the constraint's own markers, so
        // value propagation finds the references first and stops there.
        for s in accumulatorTerms.reversed() where s != subject {
            let value = scratch[s].accumulated * factor
            if abs(value) >= Tableau.epsilon { insertCell(row: subject, column: s, value: value) }
        }
        if symbols[subject].kind == .external { markChanged(subject) }
    }
}
