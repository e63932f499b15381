import Cassowary
import Testing

/// The solver's core semantics: required constraints hold, optional ones are weighed by
/// priority lexicographically, and edits re-solve.
@Suite("Solver: basics")
struct SolverBasicsTests {
    @Test("Required equalities hold exactly: a chain of views solves to its arithmetic")
    func requiredEqualities() throws {
        let solver = SimplexSolver()
        let a = LayoutVariable("a.left"), w = LayoutVariable("a.width"), b = LayoutVariable("b.left")
        try solver.add(SolverConstraint(a, .equal, 10))
        try solver.add(SolverConstraint(w, .equal, 50))
        try solver.add(SolverConstraint(b, .equal, a + w + 8))
        solver.updateVariables()
        #expect(a.value == 10)
        #expect(w.value == 50)
        #expect(b.value == 68)
        #expect(solver.constraintCount == 3)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("Required inequalities bound optional preferences: x ≥ 10 wins over a weak x == 0")
    func requiredInequalities() throws {
        let solver = SimplexSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.add(SolverConstraint(x, .greaterThanOrEqual, 10))
        try solver.add(SolverConstraint(x, .equal, 0, priority: 250))
        try solver.add(SolverConstraint(y, .lessThanOrEqual, x - 5))
        try solver.add(SolverConstraint(y, .equal, 100, priority: 250))
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        #expect(abs(y.value - 5) < 1e-9)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("Priorities are lexicographic: one constraint at 751 beats a hundred at 750")
    func lexicographicPriorities() throws {
        let solver = SimplexSolver()
        let x = LayoutVariable("x")
        for _ in 0..<100 { try solver.add(SolverConstraint(x, .equal, 0, priority: 750)) }
        try solver.add(SolverConstraint(x, .equal, 1_000, priority: 751))
        solver.updateVariables()
        #expect(abs(x.value - 1_000) < 1e-9)
        // A float encoding (1e6 · level) would let the 100 × 750 errors win; here the
        // 751 level is satisfied first whatever the count.
    }

    @Test("Priority levels 1 apart are told apart anywhere in 1…999")
    func adjacentLevels() throws {
        for level in [Float(2), 250, 500.5, 999] {
            let solver = SimplexSolver()
            let x = LayoutVariable("x")
            for _ in 0..<50 { try solver.add(SolverConstraint(x, .lessThanOrEqual, 10, priority: level - 1)) }
            try solver.add(SolverConstraint(x, .greaterThanOrEqual, 20, priority: level))
            solver.updateVariables()
            #expect(abs(x.value - 20) < 1e-9, "level \(level)")
        }
    }

    @Test("Equal priorities add up: three errors of one outweigh one of three, so x goes where most want")
    func equalPrioritySums() throws {
        let solver = SimplexSolver()
        let x = LayoutVariable("x")
        try solver.add(SolverConstraint(x, .equal, 0, priority: 500))
        try solver.add(SolverConstraint(x, .equal, 0, priority: 500))
        try solver.add(SolverConstraint(x, .equal, 0, priority: 500))
        try solver.add(SolverConstraint(x, .equal, 30, priority: 500))
        solver.updateVariables()
        #expect(abs(x.value) < 1e-9)
        // With weights equal the sum of errors is minimised: a two-versus-two split lets
        // the value sit anywhere between, and the solver must pick an end of it.
        let tie = SimplexSolver()
        let y = LayoutVariable("y")
        try tie.add(SolverConstraint(y, .equal, 0, priority: 500))
        try tie.add(SolverConstraint(y, .equal, 10, priority: 500))
        tie.updateVariables()
        #expect(y.value >= -1e-9 && y.value <= 10 + 1e-9)
    }

    @Test("Removing a constraint restores the solution from before it was added")
    func removeRestores() throws {
        let solver = SimplexSolver()
        let x = LayoutVariable("x"), w = LayoutVariable("w")
        try solver.add(SolverConstraint(x, .equal, 20, priority: 500))
        try solver.add(SolverConstraint(w, .equal, x * 2 + 4))
        solver.updateVariables()
        #expect(x.value == 20 && w.value == 44)
        let strong = SolverConstraint(x, .equal, 70, priority: 900)
        try solver.add(strong)
        solver.updateVariables()
        #expect(abs(x.value - 70) < 1e-9 && abs(w.value - 144) < 1e-9)
        try solver.remove(strong)
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9 && abs(w.value - 44) < 1e-9)
        #expect(!solver.contains(strong))
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(strong) }
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("Adding a constraint twice is refused")
    func duplicate() throws {
        let solver = SimplexSolver()
        let c = SolverConstraint(LayoutVariable(), .equal, 1)
        try solver.add(c)
        #expect(throws: SolverError.duplicate) { try solver.add(c) }
        #expect(throws: SolverError.duplicate) { try SimplexSolver().add(c) }
        #expect(solver.constraintCount == 1)
    }

    @Test("Edit variables: suggestValue moves the window width and everything that depends on it")
    func editVariables() throws {
        let solver = SimplexSolver()
        let width = LayoutVariable("window.width")
        let left = LayoutVariable("v.left"), right = LayoutVariable("v.right")
        try solver.addEditVariable(width, priority: 999)
        #expect(solver.hasEditVariable(width))
        try solver.add(SolverConstraint(left, .equal, 16))
        try solver.add(SolverConstraint(right, .equal, width - 16))
        try solver.suggestValue(390, for: width)
        solver.updateVariables()
        #expect(width.value == 390 && right.value == 374)
        try solver.suggestValue(844, for: width)
        solver.updateVariables()
        #expect(width.value == 844 && right.value == 828 && left.value == 16)
        // A required constraint outranks the (strong) edit.
        try solver.add(SolverConstraint(width, .lessThanOrEqual, 500))
        solver.updateVariables()
        #expect(abs(width.value - 500) < 1e-9)
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(1, for: width) }
        #expect(throws: SolverError.invalidPriority) { try solver.addEditVariable(width, priority: 1000) }
        #expect(solver.constraintCount == 3, "edit constraints are not counted")
    }

    @Test("setPriority moves a constraint between optional levels in place and to and from required")
    func setPriority() throws {
        let solver = SimplexSolver()
        let x = LayoutVariable("x")
        let low = SolverConstraint(x, .equal, 10, priority: 300)
        let high = SolverConstraint(x, .equal, 20, priority: 400)
        try solver.add(low)
        try solver.add(high)
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9)
        try solver.setPriority(500, of: low)
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        try solver.setPriority(1000, of: high)
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9 && high.isRequired)
        try solver.setPriority(100, of: high)
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        #expect(solver.constraintCount == 2)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("updateVariables writes only what changed: an untouched variable keeps a value written by hand")
    func updateOnlyChanged() throws {
        let solver = SimplexSolver()
        let a = LayoutVariable("a"), b = LayoutVariable("b")
        let ca = SolverConstraint(a, .equal, 1)
        try solver.add(ca)
        try solver.add(SolverConstraint(b, .equal, 2))
        solver.updateVariables()
        b.value = -7                   // a marker: the solver must not rewrite b
        solver.setConstant(5, of: ca)
        solver.updateVariables()
        #expect(a.value == 5)
        #expect(b.value == -7)
    }

    @Test("Under-constrained and unbounded systems solve without hanging; free variables read 0")
    func underConstrained() throws {
        let solver = SimplexSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.add(SolverConstraint(x + y, .equal, 100))
        try solver.add(SolverConstraint(x, .greaterThanOrEqual, y))
        solver.updateVariables()
        #expect(abs(x.value + y.value - 100) < 1e-9)
        #expect(x.value >= y.value - 1e-9)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("Removing every constraint leaves an empty tableau: no rows, no cells, variables released")
    func removeAllLeavesNothing() throws {
        let solver = SimplexSolver()
        let a = LayoutVariable("a"), b = LayoutVariable("b"), c = LayoutVariable("c")
        let constraints = [
            SolverConstraint(a, .equal, 10), SolverConstraint(b, .equal, a + 5),
            SolverConstraint(c, .greaterThanOrEqual, b * 2, priority: 750),
            SolverConstraint(c, .lessThanOrEqual, 20), SolverConstraint(a + c, .equal, 40, priority: 250),
        ]
        for x in constraints { try solver.add(x) }
        for x in constraints.reversed() { try solver.remove(x) }
        #expect(solver.statistics.rows == 0)
        #expect(solver.statistics.cells == 0)
        #expect(solver.constraintCount == 0)
        // The variables are free for any solver again, and the solver is still usable.
        try SimplexSolver().add(SolverConstraint(a, .equal, 1))
        try solver.add(SolverConstraint(b, .equal, 3))
        solver.updateVariables()
        #expect(b.value == 3)
    }

    @Test("A variable can be in two solvers at once (a view moving between windows), each with its own value")
    func sharedVariable() throws {
        let first = SimplexSolver(), second = SimplexSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        try first.add(SolverConstraint(x, .equal, 10))
        try second.add(SolverConstraint(x, .equal, y + 1))
        try second.add(SolverConstraint(y, .equal, 4))
        first.updateVariables()
        #expect(x.value == 10)
        second.updateVariables()
        #expect(x.value == 5)
        #expect(!first.isAmbiguous(x) && !second.isAmbiguous(x))
    }

    @Test("reset() empties the solver and frees its constraints for reuse")
    func reset() throws {
        let solver = SimplexSolver()
        let x = LayoutVariable("x")
        let c = SolverConstraint(x, .equal, 7)
        try solver.add(c)
        try solver.addEditVariable(LayoutVariable("w"), priority: 999)
        solver.reset()
        #expect(solver.constraintCount == 0 && !solver.contains(c))
        try solver.add(c)
        solver.updateVariables()
        #expect(x.value == 7)
    }
}
