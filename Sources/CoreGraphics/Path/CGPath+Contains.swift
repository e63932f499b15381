import Foundation

// Hit-testing: is a point inside the area the path would fill?
extension CGPath {
    /// How closely curves are followed when a point lies near them (path units).
    static let containsTolerance: CGFloat = 0.001

    /// True when `point`, mapped through `transform` first, lies in the area that filling
    /// the path with `rule` paints (`CGPathContainsPoint`).
    ///
    /// As when filling, every open subpath counts as closed by a line back to its start,
    /// so a path of lines alone (no area) contains nothing. Curves are followed within
    /// 0.001 units, the same flattening `flattened(tolerance:)` does, but only where the
    /// point is within a curve's control-point box; elsewhere a curve crosses a ray from the
    /// point exactly as often as its chord does.
    ///
    /// On the outline itself the answer follows `CGRect.contains`: for a rectangle path the
    /// minimum edges are inside and the maximum edges outside (a half-open rule, so two
    /// shapes sharing an edge never both contain a point on it). A NaN or infinite point is
    /// never contained.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let p = transform.isIdentity ? point : point.applying(transform)
        guard p.isFinite, !elements.isEmpty else { return false }

        var winding = 0
        var start = CGPoint.zero, current = CGPoint.zero
        var flattened: [CGPoint] = []

        func edge(_ a: CGPoint, _ b: CGPoint) {
            winding += Self.windingContribution(from: a, to: b, around: p)
        }
        func edges(from a: CGPoint, along points: [CGPoint]) {
            var previous = a
            for q in points {
                edge(previous, q)
                previous = q
            }
        }

        for element in elements {
            switch element {
            case .move(let q):
                edge(current, start)   // fill closes the previous subpath implicitly
                start = q
                current = q
            case .line(let q):
                edge(current, q)
                current = q
            case .quad(let c, let q):
                if Self.box(current, c, q, contains: p) {
                    flattened.removeAll(keepingCapacity: true)
                    BezierMath.flattenQuad(current, c, q, tolerance: Self.containsTolerance, into: &flattened)
                    edges(from: current, along: flattened)
                } else {
                    edge(current, q)
                }
                current = q
            case .cubic(let c1, let c2, let q):
                if Self.box(current, c1, c2, q, contains: p) {
                    flattened.removeAll(keepingCapacity: true)
                    BezierMath.flattenCubic(current, c1, c2, q, tolerance: Self.containsTolerance, into: &flattened)
                    edges(from: current, along: flattened)
                } else {
                    edge(current, q)
                }
                current = q
            case .close:
                edge(current, start)
                current = start
            }
        }
        edge(current, start)

        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// +1 when the edge a→b runs upward across the horizontal line through `p` with `p` on
    /// its left, −1 when it runs downward with `p` on its right, else 0 (Sunday's winding
    /// number test). Counting an edge's lower end but not its upper one makes the rule
    /// half-open, so a point is never counted twice at a vertex.
    static func windingContribution(from a: CGPoint, to b: CGPoint, around p: CGPoint) -> Int {
        let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
        if a.y <= p.y {
            if b.y > p.y && side > 0 { return 1 }
        } else if b.y <= p.y && side < 0 {
            return -1
        }
        return 0
    }

    /// Whether `p` lies in the box around `points` (a curve's convex hull lies inside it).
    static func box(_ points: CGPoint..., contains p: CGPoint) -> Bool {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for q in points {
            minX = min(minX, q.x); maxX = max(maxX, q.x)
            minY = min(minY, q.y); maxY = max(maxY, q.y)
        }
        return p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }
}
