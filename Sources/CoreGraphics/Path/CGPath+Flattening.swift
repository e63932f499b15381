import Foundation

// Paths as polylines, for hit-testing and for anything that needs straight segments.
extension CGPath {
    /// The subpaths as polylines, curves cut into straight pieces that stay within
    /// `tolerance` (in path units) of the true curve.
    ///
    /// - Each polyline starts at its subpath's first point. A closed subpath ends with that
    ///   first point repeated; an open one ends where its last element ends.
    /// - A line or curve after a close starts a new polyline at the closed subpath's first
    ///   point, as Core Graphics continues from there.
    /// - A subpath that is only a move draws nothing and is left out.
    /// - A tolerance that is not a positive number is replaced by 0.1; no curve is cut into
    ///   more than 4096 pieces.
    package func flattened(tolerance: CGFloat) -> [[CGPoint]] {
        let tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : 0.1
        var result: [[CGPoint]] = []
        var polyline: [CGPoint] = []
        var start = CGPoint.zero, current = CGPoint.zero

        func finish() {
            if polyline.count >= 2 { result.append(polyline) }
            polyline = []
        }
        func begin() {
            if polyline.isEmpty { polyline = [current] }
        }

        for element in elements {
            switch element {
            case .move(let p):
                finish()
                start = p
                current = p
            case .line(let p):
                begin()
                polyline.append(p)
                current = p
            case .quad(let c, let p):
                begin()
                BezierMath.flattenQuad(current, c, p, tolerance: tolerance, into: &polyline)
                current = p
            case .cubic(let c1, let c2, let p):
                begin()
                BezierMath.flattenCubic(current, c1, c2, p, tolerance: tolerance, into: &polyline)
                current = p
            case .close:
                if !polyline.isEmpty && polyline.last != start { polyline.append(start) }
                finish()
                current = start
            }
        }
        finish()
        return result
    }
}
