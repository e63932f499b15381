// The constraint systems the solver benchmarks build, on our solver and on Kiwi alike.
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
import Cassowary

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
