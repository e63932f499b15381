// Auto Layout solver benchmarks: our incremental simplex (SimplexSolver) against Kiwi, the
// C++ Cassowary solver, on the same constraint systems, in the same run.
//
// Kiwi runs in a Python subprocess (scripts/kiwi_bench.py, kiwisolver from .venv-bench/,
// made by `scripts/bootstrap --bench`) that times its solver calls with time.perf_counter
// and prints JSON; without the venv, Kiwi is skipped and our figures are still reported.
//
// The generator must stay identical to the one in scripts/kiwi_bench.py. Each view is four
// variables (left, top, width, height) inside a container (left, top, width, height); the
// container is pinned at (0, 0), 800 tall, and its width is an edit variable at priority 999
// (Kiwi's "strong"), suggested 400. Constraints read `Σ coefficient·variable ⋈ constant`,
// priority 1000 (required), 750 or 250 (Kiwi's medium and weak). The shapes, for n views:
//
//   independent  left = container.left + 2·(i % 50), top = container.top + 3·(i % 40),
//                width = 20 + i % 7, height = 10 + i % 5.
//   chain        a row: view 0's left = container.left; view i's left = view i−1's right + 8
//                and its width = view 0's width; the last view's right = container.right;
//                top = container.top + 10, height = 20.
//   nested       view 0 inset by 2 from the container on all four sides, view i by 2 from
//                view i−1 (n deep).
//   grid         rows of 10: column 0's left = container.left + 4, column c's left = the
//                previous view's right + 4 and its width = column 0's width, the row's last
//                right = container.right − 4; row 0's top = container.top + 4, row r's top =
//                the bottom of the view above + 4; height = 30.
//   feed         cells of 14 views, stacked: cell.left = container.left, cell.width =
//                container.width, cell 0's top = container.top, cell k's top = cell k−1's
//                bottom, cell.height = 60 (a cell is four more variables). In a cell, view j:
//                left = cell.left + 8 (j = 0) or the previous view's right + 2; with intrinsic
//                size iw = 10 + 3·(i % 5), ih = iw/2 + 3: width ≤ iw @250 (hugging),
//                width ≥ iw @750 (compression), height ≤ ih @250, height ≥ ih @750;
//                height = 0.5·width; centerY = cell.centerY; the cell's last view's right
//                ≤ cell.right − 8.
//
// Measured for each shape at 100, 1,000 and 5,000 views: (a) build + first solve (edit
// variable, suggest 400, add every constraint, update variables); (b) a resize (suggest 340
// or 400, alternating, then update); (c) a resize to the width it already has; and at 1,000
// views (d) changing one constraint's constant in place (the middle view's: independent
// left, chain spacing, nested left inset, grid top spacing, feed height compression) — Kiwi
// can only remove the constraint and add one with the new constant — and (e) removing and
// re-adding every constraint of the middle view. Constraint objects are made before the
// clock starts, on both sides. Builds report the fastest of five runs (Kiwi: of up to
// three); loops report the mean.
import Foundation
import UIKit

/// One benchmark system, as plain data both solvers are built from.
struct SolverBenchSystem {
    struct Spec {
        var terms: [(Int, Double)]
        var relation: LayoutRelation
        var constant: Double
        var priority: Float
        var view: Int
    }
    var variableCount = 4
    var specs: [Spec] = []
    /// The constraint (d) changes, and the constant it alternates with.
    var change = -1
    var changedConstant = 0.0
    /// The middle view's constraints, for (e).
    var middleViewConstraints: [Int] = []

    static let shapes = ["independent", "chain", "nested", "grid", "feed"]
    static let containerLeft = 0, containerTop = 1, containerWidth = 2, containerHeight = 3

    private mutating func box() -> Int {
        defer { variableCount += 4 }
        return variableCount
    }

    @discardableResult
    private mutating func add(_ terms: [(Int, Double)], _ relation: LayoutRelation, _ constant: Double,
                              _ priority: Float = 1000, view: Int = -1) -> Int {
        specs.append(Spec(terms: terms, relation: relation, constant: constant, priority: priority, view: view))
        return specs.count - 1
    }

    /// The generator; see the file header (and scripts/kiwi_bench.py, which must match).
    init(shape: String, views n: Int) {
        let (cl, ct, cw, ch) = (Self.containerLeft, Self.containerTop, Self.containerWidth, Self.containerHeight)
        let (l, t, w, h) = (0, 1, 2, 3)
        add([(cl, 1)], .equal, 0)
        add([(ct, 1)], .equal, 0)
        add([(ch, 1)], .equal, 800)
        let middle = n / 2
        switch shape {
        case "independent":
            for i in 0..<n {
                let b = box()
                let k = add([(b + l, 1), (cl, -1)], .equal, Double(2 * (i % 50)), view: i)
                if i == middle { change = k }
                add([(b + t, 1), (ct, -1)], .equal, Double(3 * (i % 40)), view: i)
                add([(b + w, 1)], .equal, Double(20 + i % 7), view: i)
                add([(b + h, 1)], .equal, Double(10 + i % 5), view: i)
            }
        case "chain":
            var views: [Int] = []
            for i in 0..<n {
                let b = box()
                views.append(b)
                if i == 0 {
                    add([(b + l, 1), (cl, -1)], .equal, 0, view: i)
                } else {
                    let p = views[i - 1]
                    let k = add([(b + l, 1), (p + l, -1), (p + w, -1)], .equal, 8, view: i)
                    if i == middle { change = k }
                    add([(b + w, 1), (views[0] + w, -1)], .equal, 0, view: i)
                }
                add([(b + t, 1), (ct, -1)], .equal, 10, view: i)
                add([(b + h, 1)], .equal, 20, view: i)
            }
            let last = views[n - 1]
            add([(last + l, 1), (last + w, 1), (cl, -1), (cw, -1)], .equal, 0, view: n - 1)
        case "nested":
            var p = 0   // the container's variables are 0…3 in the same order
            for i in 0..<n {
                let b = box()
                let k = add([(b + l, 1), (p + l, -1)], .equal, 2, view: i)
                if i == middle { change = k }
                add([(b + t, 1), (p + t, -1)], .equal, 2, view: i)
                add([(b + l, 1), (b + w, 1), (p + l, -1), (p + w, -1)], .equal, -2, view: i)
                add([(b + t, 1), (b + h, 1), (p + t, -1), (p + h, -1)], .equal, -2, view: i)
                p = b
            }
        case "grid":
            var views: [Int] = []
            for i in 0..<n {
                let (r, c) = i.quotientAndRemainder(dividingBy: 10)
                let b = box()
                views.append(b)
                if c == 0 {
                    add([(b + l, 1), (cl, -1)], .equal, 4, view: i)
                } else {
                    let p = views[i - 1]
                    add([(b + l, 1), (p + l, -1), (p + w, -1)], .equal, 4, view: i)
                    add([(b + w, 1), (views[i - c] + w, -1)], .equal, 0, view: i)
                }
                if c == 9 || i == n - 1 {
                    add([(b + l, 1), (b + w, 1), (cl, -1), (cw, -1)], .equal, -4, view: i)
                }
                if r == 0 {
                    add([(b + t, 1), (ct, -1)], .equal, 4, view: i)
                } else {
                    let u = views[i - 10]
                    let k = add([(b + t, 1), (u + t, -1), (u + h, -1)], .equal, 4, view: i)
                    if i == middle { change = k }
                }
                add([(b + h, 1)], .equal, 30, view: i)
            }
        case "feed":
            var cell = -1, previousCell = -1, previous = -1
            for i in 0..<n {
                let j = i % 14
                if j == 0 {
                    previousCell = cell
                    cell = box()
                    add([(cell + l, 1), (cl, -1)], .equal, 0)
                    add([(cell + w, 1), (cw, -1)], .equal, 0)
                    if previousCell < 0 {
                        add([(cell + t, 1), (ct, -1)], .equal, 0)
                    } else {
                        add([(cell + t, 1), (previousCell + t, -1), (previousCell + h, -1)], .equal, 0)
                    }
                    add([(cell + h, 1)], .equal, 60)
                }
                let b = box()
                let iw = Double(10 + 3 * (i % 5)), ih = iw / 2 + 3
                if j == 0 {
                    add([(b + l, 1), (cell + l, -1)], .equal, 8, view: i)
                } else {
                    add([(b + l, 1), (previous + l, -1), (previous + w, -1)], .equal, 2, view: i)
                }
                add([(b + w, 1)], .lessThanOrEqual, iw, 250, view: i)
                add([(b + w, 1)], .greaterThanOrEqual, iw, 750, view: i)
                add([(b + h, 1)], .lessThanOrEqual, ih, 250, view: i)
                let k = add([(b + h, 1)], .greaterThanOrEqual, ih, 750, view: i)
                if i == middle { change = k }
                add([(b + h, 1), (b + w, -0.5)], .equal, 0, view: i)
                add([(b + t, 1), (b + h, 0.5), (cell + t, -1), (cell + h, -0.5)], .equal, 0, view: i)
                if j == 13 || i == n - 1 {
                    add([(b + l, 1), (b + w, 1), (cell + l, -1), (cell + w, -1)], .lessThanOrEqual, -8, view: i)
                }
                previous = b
            }
        default:
            preconditionFailure("unknown shape \(shape)")
        }
        changedConstant = specs[change].constant + (shape == "feed" ? 2 : 1)
        middleViewConstraints = specs.indices.filter { specs[$0].view == middle }
    }

    /// Our constraint for spec `i`.
    func constraint(_ i: Int, _ variables: [LayoutVariable]) -> SolverConstraint {
        let spec = specs[i]
        let lhs = LinearExpression(terms: spec.terms.map { (variables[$0.0], $0.1) }, constant: 0)
        return SolverConstraint(lhs, spec.relation, spec.constant, priority: spec.priority)
    }

    /// A weighted sum of every variable's value, compared with Kiwi's to check that both
    /// sides solved the same system to the same solution.
    static func checksum(_ variables: [LayoutVariable]) -> Double {
        variables.enumerated().reduce(0) { $0 + $1.element.value * Double(1 + $1.offset % 7) }
    }
}

/// Our figures for one shape at one size (times in ms for the build, µs otherwise).
struct SolverBenchFigures {
    var build = 0.0, resize = 0.0, sameResize = 0.0
    var constant: Double?, reAdd: Double?
    var checksum = 0.0
}

/// Kiwi's figures, as scripts/kiwi_bench.py prints them.
struct KiwiBenchReport: Decodable {
    struct Figures: Decodable {
        var build_ms: Double
        var resize_us: Double
        var same_resize_us: Double
        var constant_us: Double?
        var readd_us: Double?
        var checksum: Double
    }
    struct Skipped: Decodable {
        var shape: String
        var views: Int
        var estimated_build_s: Double
    }
    var kiwisolver: String
    var results: [String: [String: Figures]]
    var skipped: [Skipped]
}

private func elapsedMicroseconds(since start: ContinuousClock.Instant) -> Double {
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
}

/// Builds and measures one system on our solver.
private func measureOurs(_ system: SolverBenchSystem, views n: Int) -> SolverBenchFigures {
    var figures = SolverBenchFigures()
    var solver = SimplexSolver()
    var variables: [LayoutVariable] = []
    var constraints: [SolverConstraint] = []
    var builds: [Double] = []
    for _ in 0..<5 {
        let s = SimplexSolver()
        let vs = (0..<system.variableCount).map { LayoutVariable("v\($0)") }
        let cs = system.specs.indices.map { system.constraint($0, vs) }
        let width = vs[SolverBenchSystem.containerWidth]
        let start = ContinuousClock.now
        try! s.addEditVariable(width, priority: 999)
        try! s.suggestValue(400, for: width)
        for c in cs { try! s.add(c) }
        s.updateVariables()
        builds.append(elapsedMicroseconds(since: start) / 1e3)
        (solver, variables, constraints) = (s, vs, cs)
    }
    // The fastest run: the machine may be shared, and the least disturbed run is the most
    // repeatable figure (kiwi_bench.py does the same).
    figures.build = builds.min()!
    figures.checksum = SolverBenchSystem.checksum(variables)
    let width = variables[SolverBenchSystem.containerWidth]

    var iterations = 40
    var start = ContinuousClock.now
    for k in 0..<iterations {
        try! solver.suggestValue(k % 2 == 0 ? 340 : 400, for: width)
        solver.updateVariables()
    }
    figures.resize = elapsedMicroseconds(since: start) / Double(iterations)
    try! solver.suggestValue(400, for: width)
    solver.updateVariables()

    iterations = 2_000
    start = ContinuousClock.now
    for _ in 0..<iterations {
        try! solver.suggestValue(400, for: width)
        solver.updateVariables()
    }
    figures.sameResize = elapsedMicroseconds(since: start) / Double(iterations)

    if n == 1_000 {
        let changed = constraints[system.change]
        let values = [system.changedConstant, system.specs[system.change].constant]
        iterations = 400
        start = ContinuousClock.now
        for k in 0..<iterations {
            solver.setConstant(values[k % 2], of: changed)
            solver.updateVariables()
        }
        figures.constant = elapsedMicroseconds(since: start) / Double(iterations)

        let own = system.middleViewConstraints.map { constraints[$0] }
        iterations = 100
        start = ContinuousClock.now
        for _ in 0..<iterations {
            for c in own { try! solver.remove(c) }
            for c in own { try! solver.add(c) }
            solver.updateVariables()
        }
        figures.reAdd = elapsedMicroseconds(since: start) / Double(iterations)
    }
    return figures
}

/// Runs scripts/kiwi_bench.py with the venv's Python; nil (and a note why) if it cannot.
private func runKiwi(sizes: [Int]) -> (KiwiBenchReport?, String) {
    let root = FileManager.default.currentDirectoryPath
    let python = root + "/.venv-bench/bin/python"
    let script = root + "/scripts/kiwi_bench.py"
    guard FileManager.default.isExecutableFile(atPath: python), FileManager.default.fileExists(atPath: script) else {
        return (nil, "Kiwi skipped: no .venv-bench (run scripts/bootstrap --bench, or make bench)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script, "--sizes", sizes.map(String.init).joined(separator: ",")]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { return (nil, "Kiwi skipped: \(error)") }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        return (nil, "Kiwi skipped: kiwi_bench.py exited with status \(process.terminationStatus)")
    }
    do {
        return (try JSONDecoder().decode(KiwiBenchReport.self, from: data), "")
    } catch {
        return (nil, "Kiwi skipped: unreadable output from kiwi_bench.py (\(error))")
    }
}

@MainActor func runSolverBenchmarks() {
    let sizes = [100, 1_000, 5_000]
    // Kiwi first and alone, so the two never share the machine.
    let (kiwi, note) = runKiwi(sizes: sizes)

    var ours: [String: [Int: SolverBenchFigures]] = [:]
    for shape in SolverBenchSystem.shapes {
        for n in sizes {
            ours[shape, default: [:]][n] = measureOurs(SolverBenchSystem(shape: shape, views: n), views: n)
        }
    }

    func number(_ value: Double?, _ digits: Int = 2) -> String {
        guard let value else { return "-" }
        return String(format: "%.\(digits)f", value)
    }
    func ratio(_ a: Double?, _ b: Double?) -> String {
        guard let a, let b, b > 0 else { return "-" }
        return String(format: "%.3f×", a / b)
    }
    print("Auto Layout solver (ours) against Kiwi", kiwi.map { "(kiwisolver \($0.kiwisolver))" } ?? "")
    if !note.isEmpty { print(note) }
    print(pad("shape", 12), pad("views", 6), pad("build ms", 10), pad("Kiwi ms", 10), pad("ratio", 9),
          pad("resize µs", 11), pad("Kiwi µs", 10), pad("ratio", 9), pad("same µs", 9), "Kiwi µs")
    var mismatches: [String] = []
    for shape in SolverBenchSystem.shapes {
        for n in sizes {
            let f = ours[shape]![n]!
            let k = kiwi?.results[shape]?[String(n)]
            print(pad(shape, 12), pad(String(n), 6), pad(number(f.build, 3), 10), pad(number(k?.build_ms, 3), 10),
                  pad(ratio(f.build, k?.build_ms), 9), pad(number(f.resize, 1), 11), pad(number(k?.resize_us, 1), 10),
                  pad(ratio(f.resize, k?.resize_us), 9), pad(number(f.sameResize, 3), 9), number(k?.same_resize_us, 1))
            if let k, abs(k.checksum - f.checksum) > 1e-6 * max(1, abs(k.checksum)) {
                mismatches.append("\(shape) \(n): checksum \(f.checksum), Kiwi \(k.checksum)")
            }
            let label = "solver \(shape) \(n) views"
            record("\(label): build + first solve", f.build, "ms", baseline: k.map { _ in "kiwisolver" }, k?.build_ms)
            record("\(label): resize", f.resize, "µs", baseline: k.map { _ in "kiwisolver" }, k?.resize_us)
            record("\(label): resize to same width", f.sameResize, "µs", baseline: k.map { _ in "kiwisolver" },
                   k?.same_resize_us)
            if n == 1_000 {
                record("\(label): setConstant", f.constant!, "µs",
                       baseline: k.map { _ in "kiwisolver remove + add" }, k?.constant_us)
                record("\(label): remove + re-add one view", f.reAdd!, "µs",
                       baseline: k.map { _ in "kiwisolver" }, k?.readd_us)
            }
        }
    }
    for skipped in kiwi?.skipped ?? [] {
        print("Kiwi skipped \(skipped.shape) at \(skipped.views) views (its build would take ≥ \(skipped.estimated_build_s) s)")
    }
    print(pad("at 1,000 views", 19), pad("setConstant µs", 15), pad("Kiwi remove+add µs", 19),
          pad("view re-add µs", 15), "Kiwi µs")
    for shape in SolverBenchSystem.shapes {
        let f = ours[shape]![1_000]!
        let k = kiwi?.results[shape]?["1000"]
        print(pad(shape, 19), pad(number(f.constant, 2), 15), pad(number(k?.constant_us, 1), 19),
              pad(number(f.reAdd, 1), 15), number(k?.readd_us, 1))
    }

    // Targets.
    var missed: [String] = []
    for shape in SolverBenchSystem.shapes {
        let f = ours[shape]!
        let k = kiwi?.results[shape]
        if let kb = k?["1000"]?.build_ms, f[1_000]!.build > 0.5 * kb { missed.append("\(shape): build at 1,000 > 0.5× Kiwi") }
        for n in sizes {
            if let kr = k?[String(n)]?.resize_us, f[n]!.resize > kr { missed.append("\(shape): resize at \(n) > Kiwi") }
            if f[n]!.sameResize > 20 { missed.append("\(shape): same-width resize at \(n) > 20 µs") }
        }
        // Near-linear growth, for the build and the resize. (A resize that does nothing for
        // this shape — independent views do not follow the width — is exempt below 1 µs.)
        if f[1_000]!.build > 15 * f[100]!.build { missed.append("\(shape): build 1,000 > 15× build 100") }
        if f[5_000]!.build > 7 * f[1_000]!.build { missed.append("\(shape): build 5,000 > 7× build 1,000") }
        if f[1_000]!.resize > max(1, 15 * f[100]!.resize) { missed.append("\(shape): resize 1,000 > 15× resize 100") }
        if f[5_000]!.resize > max(1, 7 * f[1_000]!.resize) { missed.append("\(shape): resize 5,000 > 7× resize 1,000") }
        if f[1_000]!.constant! > 50 { missed.append("\(shape): setConstant at 1,000 > 50 µs") }
        if f[1_000]!.reAdd! > 1_000 { missed.append("\(shape): view re-add at 1,000 > 1 ms") }
    }
    print(missed.isEmpty ? "solver targets: all met" : "solver targets missed: " + missed.joined(separator: "; "))
    if !mismatches.isEmpty { print("solutions differ from Kiwi's: " + mismatches.joined(separator: "; ")) }
}
