import Foundation

/// The Bézier arithmetic bounds, flattening and hit-testing share.
enum BezierMath {
    /// Flattening never cuts one curve into more pieces than this, whatever the tolerance.
    static let maximumPieces = 4096

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                       y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                       y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Parameters in (0, 1) where the quad's coordinate `v` (x or y) has a turning point.
    static func quadExtrema(_ v0: CGFloat, _ vc: CGFloat, _ v1: CGFloat) -> [CGFloat] {
        let denominator = v0 - 2 * vc + v1
        guard denominator != 0 else { return [] }
        let t = (v0 - vc) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where the cubic's coordinate has a turning point: the roots of
    /// its derivative, `a·t² + b·t + c` with the coefficients below (divided by 3).
    static func cubicExtrema(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat, _ v3: CGFloat) -> [CGFloat] {
        let d0 = v1 - v0, d1 = v2 - v1, d2 = v3 - v2
        let a = d0 - 2 * d1 + d2, b = 2 * (d1 - d0), c = d0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 * max(abs(b), abs(c), 1) {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let s = discriminant.squareRoot()
                roots.append((-b + s) / (2 * a))
                roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// How many equal parameter steps keep a curve within `tolerance` of its chords.
    ///
    /// A piece of parameter length h strays at most |B″|max·h²/8 from its chord. For a quad
    /// |B″| = 2·|p0 − 2c + p1|; for a cubic |B″| ≤ 6·max of its two second differences, so
    /// `factor` is 1/4 for quads and 3/4 for cubics and n = √(factor·d / tolerance).
    static func pieces(secondDifference d: CGFloat, factor: CGFloat, tolerance: CGFloat) -> Int {
        let n = (factor * d / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return maximumPieces }
        return Int(min(max(n, 1), CGFloat(maximumPieces)))
    }

    static func length(_ x: CGFloat, _ y: CGFloat) -> CGFloat { hypot(x, y) }

    /// Appends the quad's flattened points after `p0` (its end point last) to `out`.
    static func flattenQuad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, tolerance: CGFloat, into out: inout [CGPoint]) {
        let d = length(p0.x - 2 * c.x + p1.x, p0.y - 2 * c.y + p1.y)
        let n = pieces(secondDifference: d, factor: 0.25, tolerance: tolerance)
        for i in 1..<n { out.append(quadPoint(p0, c, p1, CGFloat(i) / CGFloat(n))) }
        out.append(p1)
    }

    /// Appends the cubic's flattened points after `p0` (its end point last) to `out`.
    static func flattenCubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint,
                             tolerance: CGFloat, into out: inout [CGPoint]) {
        let d = max(length(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                    length(c1.x - 2 * c2.x + p1.x, c1.y - 2 * c2.y + p1.y))
        let n = pieces(secondDifference: d, factor: 0.75, tolerance: tolerance)
        for i in 1..<n { out.append(cubicPoint(p0, c1, c2, p1, CGFloat(i) / CGFloat(n))) }
        out.append(p1)
    }
}
