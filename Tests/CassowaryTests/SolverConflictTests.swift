import Cassowary
import Testing

/// Refusals: conflicting required constraints and invalid input leave the solver as it was.
@Suite("Solver: conflicts and invalid input")
struct SolverConflictTests {
    /// Every variable's value, to compare a solver before and after a refused call.
    private func snapshot(_ solver: SimplexSolver, _ variables: [LayoutVariable]) -> [Double] {
        solver.updateVariables()
        return variables.map(\.value)
    }

    @Test("A required equality that contradicts others throws, names them, and changes nothing")
    func unsatisfiableEquality() throws {
        let solver = SimplexSolver()
        let left = LayoutVariable("left"), width = LayoutVariable("width"), right = LayoutVariable("right")
        let other = LayoutVariable("other")
        let c1 = SolverConstraint(left, .equal, 10)
        let c2 = SolverConstraint(width, .equal, 100)
        let c3 = SolverConstraint(right, .equal, left + width)
        let unrelated = SolverConstraint(other, .equal, 5)
        for c in [c1, c2, c3, unrelated] { try solver.add(c) }
        let before = snapshot(solver, [left, width, right, other])
        let bad = SolverConstraint(right, .equal, 200)
        #expect {
            try solver.add(bad)
        } throws: { error in
            guard case SolverError.unsatisfiable(let conflicting) = error else { return false }
            // The new constraint first, then exactly the three that fix `right` at 110.
            return conflicting.first === bad && Set(conflicting) == [bad, c1, c2, c3]
        }
        #expect(!solver.contains(bad))
        #expect(solver.constraintCount == 4)
        #expect(snapshot(solver, [left, width, right, other]) == before)
        #expect(solver.invariantViolations().isEmpty)
        // The solver still works, and the refused constraint can be fixed and added.
        try solver.remove(c3)
        try solver.add(bad)
        solver.updateVariables()
        #expect(right.value == 200)
    }

    @Test("An inequality conflict goes through the artificial phase, names the binding constraints, and rolls back its pivots")
    func unsatisfiableInequality() throws {
        let solver = SimplexSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y"), z = LayoutVariable("z")
        let xLow = SolverConstraint(x, .greaterThanOrEqual, 10)
        let yAbove = SolverConstraint(y, .greaterThanOrEqual, x + 5)
        let zFree = SolverConstraint(z, .lessThanOrEqual, 1_000)
        let yPreference = SolverConstraint(y, .equal, 40, priority: 250)
        let zPreference = SolverConstraint(z, .equal, 3, priority: 100)
        for c in [xLow, yAbove, zFree, yPreference, zPreference] { try solver.add(c) }
        let before = snapshot(solver, [x, y, z])
        let stats = solver.statistics
        // y ≤ 12 needs x ≤ 7: impossible with x ≥ 10.
        let bad = SolverConstraint(y, .lessThanOrEqual, 12)
        #expect {
            try solver.add(bad)
        } throws: { error in
            guard case SolverError.unsatisfiable(let conflicting) = error else { return false }
            return Set(conflicting) == [bad, xLow, yAbove]
        }
        #expect(snapshot(solver, [x, y, z]) == before)
        #expect(solver.statistics == stats)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("A contradiction within one constraint is reported alone")
    func selfContradiction() throws {
        let solver = SimplexSolver()
        let impossible = SolverConstraint(LinearExpression(0), .equal, 5)
        #expect(throws: SolverError.unsatisfiable(conflicting: [impossible])) { try solver.add(impossible) }
        // Optional, the same constraint is merely violated.
        try solver.add(SolverConstraint(LinearExpression(0), .equal, 5, priority: 10))
    }

    @Test("A redundant required constraint is accepted, and holds once the one it duplicated goes")
    func redundantRequired() throws {
        let solver = SimplexSolver()
        let x = LayoutVariable("x")
        let first = SolverConstraint(x, .equal, 10)
        let second = SolverConstraint(x * 2, .equal, 20)
        try solver.add(first)
        try solver.add(second)
        try solver.add(SolverConstraint(x, .equal, 0, priority: 500))
        try solver.remove(first)
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("setConstant that makes a required constraint impossible keeps the old constant and reports the conflict")
    func unsatisfiableConstant() throws {
        let solver = SimplexSolver()
        let x = LayoutVariable("x")
        let floor = SolverConstraint(x, .greaterThanOrEqual, 10)
        let ceiling = SolverConstraint(x, .lessThanOrEqual, 50)
        try solver.add(floor)
        try solver.add(ceiling)
        try solver.add(SolverConstraint(x, .equal, 30, priority: 250))
        #expect(solver.setConstant(60, of: floor) == false)
        #expect(floor.constant == 10)
        #expect {
            try solver.updateConstant(60, of: floor)
        } throws: { error in
            guard case SolverError.unsatisfiable(let conflicting) = error else { return false }
            return Set(conflicting) == [floor, ceiling]
        }
        solver.updateVariables()
        #expect(abs(x.value - 30) < 1e-9)
        #expect(solver.setConstant(40, of: floor))
        solver.updateVariables()
        #expect(abs(x.value - 40) < 1e-9)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("NaN and infinite coefficients, constants and values are refused before they reach the tableau")
    func invalidValues() throws {
        let solver = SimplexSolver()
        let x = LayoutVariable("x")
        let good = SolverConstraint(x, .equal, 1)
        try solver.add(good)
        #expect(throws: SolverError.invalidValue) { try solver.add(SolverConstraint(x, .equal, LinearExpression(.nan))) }
        #expect(throws: SolverError.invalidValue) { try solver.add(SolverConstraint(x * .infinity, .lessThanOrEqual, 3)) }
        #expect(throws: SolverError.invalidValue) { try solver.updateConstant(.nan, of: good) }
        #expect(solver.setConstant(-.infinity, of: good) == false)
        try solver.addEditVariable(x, priority: 999)
        #expect(throws: SolverError.invalidValue) { try solver.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.invalidPriority) { try solver.add(SolverConstraint(x, .equal, 1, priority: 0)) }
        #expect(throws: SolverError.invalidPriority) { try solver.add(SolverConstraint(x, .equal, 1, priority: .nan)) }
        #expect(throws: SolverError.invalidPriority) { try solver.add(SolverConstraint(x, .equal, 1, priority: 1001)) }
        solver.updateVariables()
        #expect(x.value == 1)
        #expect(solver.constraintCount == 1)
        #expect(solver.invariantViolations().isEmpty)
    }
}
