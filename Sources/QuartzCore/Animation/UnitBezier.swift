import Foundation

/// A cubic Bézier from (0, 0) to (1, 1) with two control points, solved for y at a given x:
/// the shape of a `CAMediaTimingFunction`.
///
/// x(s) is solved for the curve parameter s by Newton's method, falling back to bisection
/// (x is monotonic because the control points' x lie in 0…1), to 1e-12.
struct UnitBezier: Equatable, Sendable {
    let p1x: Double, p1y: Double, p2x: Double, p2y: Double
    private let cx: Double, bx: Double, ax: Double
    private let cy: Double, by: Double, ay: Double

    init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        self.p1x = p1x; self.p1y = p1y; self.p2x = p2x; self.p2y = p2y
        cx = 3 * p1x; bx = 3 * (p2x - p1x) - cx; ax = 1 - cx - bx
        cy = 3 * p1y; by = 3 * (p2y - p1y) - cy; ay = 1 - cy - by
    }

    func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The curve parameter where x(s) = `x`.
    func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var s = x
        for _ in 0..<8 {
            let err = self.x(s) - x
            if abs(err) < 1e-12 { return s }
            let d = dx(s)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let v = self.x(s)
            if abs(v - x) < 1e-12 { return s }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// y at `x`: the eased progress for linear progress `x`.
    func solve(_ x: Double) -> Double { y(parameter(forX: x)) }

    /// Eased progress for linear progress `x` in 0…1 (a straight line costs no solve).
    func eased(_ x: Double) -> Double {
        if p1x == p1y && p2x == p2y { return x }
        return solve(x)
    }
}
