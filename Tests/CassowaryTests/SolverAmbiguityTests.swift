import Cassowary
import Testing

/// Ambiguity (hasAmbiguousLayout) and the constraints behind a value
/// (constraintsAffectingLayout).
@Suite("Solver: ambiguity and diagnostics")
struct SolverAmbiguityTests {
    @Test("A view with only a width constraint is ambiguous in x; once pinned it is not")
    func widthOnly() throws {
        let solver = SimplexSolver()
        let left = LayoutVariable("left"), width = LayoutVariable("width"), right = LayoutVariable("right")
        try solver.add(SolverConstraint(width, .equal, 100))
        try solver.add(SolverConstraint(right, .equal, left + width))
        solver.updateVariables()
        #expect(solver.isAmbiguous(left))
        #expect(solver.isAmbiguous(right))
        #expect(!solver.isAmbiguous(width))
        let alternative = try #require(solver.alternativeValue(for: left))
        #expect(alternative != left.value)
        #expect(solver.alternativeValue(for: width) == nil)

        let pin = SolverConstraint(left, .equal, 20)
        try solver.add(pin)
        #expect(!solver.isAmbiguous(left))
        #expect(!solver.isAmbiguous(right))
        #expect(Set(solver.constraints(affecting: right)).isSuperset(of: [pin]))
        try solver.remove(pin)
        #expect(solver.isAmbiguous(left))
    }

    @Test("A variable no constraint mentions is ambiguous")
    func unknownVariable() {
        let solver = SimplexSolver()
        let loose = LayoutVariable("loose", value: 3)
        #expect(solver.isAmbiguous(loose))
        #expect(solver.alternativeValue(for: loose) == 103)
        #expect(solver.constraints(affecting: loose).isEmpty)
    }

    @Test("Inequalities alone leave a range (ambiguous); an optional preference picks one point (determined)")
    func inequalityRange() throws {
        let solver = SimplexSolver()
        let x = LayoutVariable("x")
        try solver.add(SolverConstraint(x, .greaterThanOrEqual, 10))
        try solver.add(SolverConstraint(x, .lessThanOrEqual, 50))
        #expect(solver.isAmbiguous(x))
        if let other = solver.alternativeValue(for: x) {
            #expect(other >= 10 - 1e-9 && other <= 50 + 1e-9, "the alternative satisfies the constraints")
        }
        try solver.add(SolverConstraint(x, .equal, 30, priority: 250))
        #expect(!solver.isAmbiguous(x))
    }

    @Test("Two bounds that meet (x ≥ 5, x ≤ 5) determine x")
    func degenerateBounds() throws {
        let solver = SimplexSolver()
        let x = LayoutVariable("x")
        try solver.add(SolverConstraint(x, .greaterThanOrEqual, 5))
        try solver.add(SolverConstraint(x, .lessThanOrEqual, 5))
        solver.updateVariables()
        #expect(abs(x.value - 5) < 1e-9)
        #expect(!solver.isAmbiguous(x))
    }

    @Test("constraints(affecting:) names the chain a value is derived from, and not unrelated ones")
    func affecting() throws {
        let solver = SimplexSolver()
        let a = LayoutVariable("a"), b = LayoutVariable("b"), c = LayoutVariable("c"), d = LayoutVariable("d")
        let ca = SolverConstraint(a, .equal, 1)
        let cb = SolverConstraint(b, .equal, a + 1)
        let cc = SolverConstraint(c, .equal, b + 1)
        let cd = SolverConstraint(d, .equal, 9)
        for x in [ca, cb, cc, cd] { try solver.add(x) }
        let affecting = Set(solver.constraints(affecting: c))
        #expect(affecting == [ca, cb, cc])
        #expect(solver.constraints(affecting: d) == [cd])
    }
}
