import Cassowary
import Testing

/// A random system whose optimum is unique, described so it can be built again from
/// scratch: every variable has its own weak preference at a priority no other constraint
/// uses, so lexicographic minimisation pins each variable in turn.
private struct RandomSystem {
    struct Spec {
        var terms: [(Int, Double)]
        var relation: LayoutRelation
        var constant: Double
        var priority: Float
    }
    var variableCount: Int
    var specs: [Spec] = []

    /// `window`: how far apart (in index) the variables of one constraint may be; UIKit's
    /// systems are local (a view's constraints name its neighbours), random ones are not.
    init(variables: Int, constraints: Int, window: Int? = nil, distinctPreferences: Bool = true,
         rng: inout SeededGenerator) {
        variableCount = variables
        for i in 0..<variables {
            specs.append(Spec(terms: [(i, 1)], relation: .equal,
                              constant: Double(Int.random(in: -50...50, using: &rng)),
                              priority: distinctPreferences ? 1 + Float(i) : 1 + Float(i % 3)))
        }
        let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        for _ in 0..<constraints {
            var terms: [(Int, Double)] = []
            let base = Int.random(in: 0..<variables, using: &rng)
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let v = window.map { (base + Int.random(in: 0..<$0, using: &rng)) % variables }
                    ?? Int.random(in: 0..<variables, using: &rng)
                if !terms.contains(where: { $0.0 == v }) {
                    terms.append((v, Double([-2, -1, -0.5, 1, 1, 2][Int.random(in: 0..<6, using: &rng)])))
                }
            }
            let optional = Bool.random(using: &rng)
            specs.append(Spec(terms: terms, relation: relations.randomElement(using: &rng)!,
                              constant: Double(Int.random(in: -40...40, using: &rng)),
                              priority: optional ? [300, 500, 750].randomElement(using: &rng)! : 1000))
        }
    }

    func constraint(_ i: Int, _ variables: [LayoutVariable]) -> SolverConstraint {
        let spec = specs[i]
        var lhs = LinearExpression()
        for (v, a) in spec.terms { lhs = lhs + variables[v] * a }
        return SolverConstraint(lhs, spec.relation, LinearExpression(spec.constant), priority: spec.priority)
    }

    /// Solves from scratch in a new solver, skipping required constraints that conflict
    /// (as the incremental solver refused them); returns the values and which were added.
    func solveFromScratch(only included: [Bool]) -> [Double] {
        let solver = SimplexSolver()
        let variables = (0..<variableCount).map { LayoutVariable("x\($0)") }
        for i in specs.indices where included[i] {
            try? solver.add(constraint(i, variables))
        }
        solver.updateVariables()
        return variables.map(\.value)
    }
}

@Suite("Solver: incremental operations")
struct SolverIncrementalTests {
    @Test("setConstant in place gives the solution a from-scratch solve gives, on 14 random systems", arguments: 0..<14)
    func setConstantMatchesScratch(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 1)
        var system = RandomSystem(variables: 8, constraints: 14, rng: &rng)
        let solver = SimplexSolver()
        let variables = (0..<system.variableCount).map { LayoutVariable("x\($0)") }
        var constraints: [SolverConstraint] = []
        var included: [Bool] = []
        for i in system.specs.indices {
            let c = system.constraint(i, variables)
            constraints.append(c)
            included.append((try? solver.add(c)) != nil)
        }
        for _ in 0..<12 {
            let i = Int.random(in: system.specs.indices, using: &rng)
            guard included[i] else { continue }
            let value = Double(Int.random(in: -60...60, using: &rng))
            if solver.setConstant(value, of: constraints[i]) { system.specs[i].constant = value }
            #expect(constraints[i].constant == system.specs[i].constant)
            solver.updateVariables()
            let expected = system.solveFromScratch(only: included)
            for (v, e) in zip(variables, expected) {
                #expect(abs(v.value - e) < 1e-6, "seed \(seed): \(v.name) = \(v.value), from scratch \(e)")
            }
            let problems = solver.invariantViolations()
            #expect(problems.isEmpty, "\(problems.prefix(3))")
        }
    }

    @Test("setPriority between levels (optional and required) matches a from-scratch solve", arguments: 0..<8)
    func setPriorityMatchesScratch(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 5_000)
        var system = RandomSystem(variables: 8, constraints: 14, rng: &rng)
        let solver = SimplexSolver()
        let variables = (0..<system.variableCount).map { LayoutVariable("x\($0)") }
        let constraints = system.specs.indices.map { system.constraint($0, variables) }
        let included = constraints.map { (try? solver.add($0)) != nil }
        for _ in 0..<10 {
            // Not the preferences: their distinct levels keep the optimum unique.
            let i = Int.random(in: system.variableCount..<system.specs.count, using: &rng)
            guard included[i] else { continue }
            let priority: Float = [300, 500, 750, 1000].randomElement(using: &rng)!
            do {
                try solver.setPriority(priority, of: constraints[i])
                system.specs[i].priority = priority
            } catch {
                // Made required and impossible: refused, and still in at its old level.
                #expect(solver.contains(constraints[i]))
            }
            #expect(constraints[i].priority == system.specs[i].priority)
            solver.updateVariables()
            let expected = system.solveFromScratch(only: included)
            for (v, e) in zip(variables, expected) {
                #expect(abs(v.value - e) < 1e-6, "seed \(seed): \(v.name) = \(v.value), from scratch \(e)")
            }
            #expect(solver.invariantViolations().isEmpty)
        }
    }

    @Test("Removing and re-adding constraints in random order matches a from-scratch solve", arguments: 0..<8)
    func removeAndReAdd(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 1_000)
        let system = RandomSystem(variables: 8, constraints: 16, rng: &rng)
        let solver = SimplexSolver()
        let variables = (0..<system.variableCount).map { LayoutVariable("x\($0)") }
        let constraints = system.specs.indices.map { system.constraint($0, variables) }
        var included = constraints.map { (try? solver.add($0)) != nil }
        for _ in 0..<16 {
            // Only the non-preference constraints, so every variable stays pinned.
            let i = Int.random(in: system.variableCount..<system.specs.count, using: &rng)
            if included[i] {
                try solver.remove(constraints[i])
                included[i] = false
            } else {
                included[i] = (try? solver.add(constraints[i])) != nil
            }
            solver.updateVariables()
            let expected = system.solveFromScratch(only: included)
            for (v, e) in zip(variables, expected) {
                #expect(abs(v.value - e) < 1e-6, "seed \(seed): \(v.name) = \(v.value), from scratch \(e)")
            }
            #expect(solver.invariantViolations().isEmpty)
        }
    }

    @Test("suggestValue re-solves to what a fresh solver with that value finds")
    func suggestMatchesScratch() throws {
        func build(_ width: Double) throws -> (SimplexSolver, [LayoutVariable]) {
            let solver = SimplexSolver()
            let container = LayoutVariable("width", value: 400)
            try solver.addEditVariable(container, priority: 999)
            var views: [LayoutVariable] = [container]
            var previousRight = LinearExpression(0)
            for i in 0..<6 {
                let left = LayoutVariable("left\(i)"), w = LayoutVariable("w\(i)")
                try solver.add(SolverConstraint(left, .equal, previousRight + 4))
                // Levels distinct per view, so which view gives way first is decided and
                // the optimum is unique.
                try solver.add(SolverConstraint(w, .greaterThanOrEqual, 30, priority: 750 - Float(i)))
                try solver.add(SolverConstraint(w, .lessThanOrEqual, 60, priority: 250 - Float(i)))
                try solver.add(SolverConstraint(w, .equal, 80, priority: 50 - Float(i)))
                try solver.add(SolverConstraint(w, .greaterThanOrEqual, 10))
                previousRight = left + w
                views += [left, w]
            }
            try solver.add(SolverConstraint(previousRight, .lessThanOrEqual, container - 4))
            try solver.suggestValue(width, for: container)
            solver.updateVariables()
            return (solver, views)
        }
        let (solver, views) = try build(400)
        for width in [300.0, 150, 90, 500, 200, 60, 400, 330, 331] {
            try solver.suggestValue(width, for: views[0])
            solver.updateVariables()
            let (_, fresh) = try build(width)
            for (a, b) in zip(views, fresh) { #expect(abs(a.value - b.value) < 1e-6, "width \(width): \(a.name)") }
            #expect(solver.invariantViolations().isEmpty)
        }
    }

    @Test("Large random systems finish quickly and stay sound: 300 fully random constraints, 1,600 local ones",
          arguments: [(60, 240, nil), (400, 1_200, 8)] as [(Int, Int, Int?)])
    func noHang(variables: Int, constraints: Int, window: Int?) throws {
        var rng = SeededGenerator(seed: 42)
        let system = RandomSystem(variables: variables, constraints: constraints, window: window,
                                  distinctPreferences: false, rng: &rng)
        let solver = SimplexSolver()
        let vars = (0..<system.variableCount).map { LayoutVariable("x\($0)") }
        let start = ContinuousClock.now
        var added: [SolverConstraint] = []
        for i in system.specs.indices {
            let c = system.constraint(i, vars)
            if (try? solver.add(c)) != nil { added.append(c) }
        }
        for c in added.shuffled(using: &rng).prefix(added.count / 4) { try solver.remove(c) }
        solver.updateVariables()
        #expect(ContinuousClock.now - start < .seconds(10), "a no-hang bound for an unoptimised build, not a benchmark")
        #expect(vars.allSatisfy { $0.value.isFinite })
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("Deep nesting (3,000 views inset by 2) adds in linear time: rows stay short")
    func deepNestingStaysSparse() throws {
        let solver = SimplexSolver()
        let width = LayoutVariable("container.width", value: 20_000)
        try solver.addEditVariable(width, priority: 999)
        var parentLeft = LinearExpression(0), parentWidth = LinearExpression(width)
        var lefts: [LayoutVariable] = [], widths: [LayoutVariable] = []
        for i in 0..<3_000 {
            let left = LayoutVariable("left\(i)"), w = LayoutVariable("w\(i)")
            try solver.add(SolverConstraint(left, .equal, parentLeft + 2))
            try solver.add(SolverConstraint(left + w, .equal, parentLeft + parentWidth - 2))
            parentLeft = LinearExpression(left)
            parentWidth = LinearExpression(w)
            lefts.append(left)
            widths.append(w)
        }
        solver.updateVariables()
        #expect(lefts[2_999].value == 6_000)
        #expect(widths[2_999].value == 20_000 - 12_000)
        #expect(solver.statistics.cells < 20_000, "a fully reduced tableau would need millions of cells")
        try solver.suggestValue(21_000, for: width)
        solver.updateVariables()
        #expect(widths[2_999].value == 21_000 - 12_000)
    }
}
