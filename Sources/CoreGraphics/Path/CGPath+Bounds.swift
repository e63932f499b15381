import Foundation

// Bounding boxes and rectangle recognition.
extension CGPath {
    /// The smallest rectangle containing every point of every element, control points
    /// included (`CGPathGetBoundingBox`); `.null` for an empty path. Cheap, and never
    /// smaller than the drawn shape, but loose around curves.
    public var boundingBox: CGRect {
        var box = BoxAccumulator()
        for element in elements {
            for point in element.points { box.add(point) }
        }
        return box.rect
    }

    /// The smallest rectangle containing the path itself — lines, curves and subpath start
    /// points — without the control points (`CGPathGetPathBoundingBox`); `.null` for an
    /// empty path. Curves contribute their end points and their turning points, found where
    /// the derivative of each coordinate is zero.
    public var boundingBoxOfPath: CGRect {
        var box = BoxAccumulator()
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                box.add(p)
                start = p
                current = p
            case .line(let p):
                box.add(p)
                current = p
            case .quad(let c, let p):
                box.add(p)
                for t in BezierMath.quadExtrema(current.x, c.x, p.x) + BezierMath.quadExtrema(current.y, c.y, p.y) {
                    box.add(BezierMath.quadPoint(current, c, p, t))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                box.add(p)
                let ts = BezierMath.cubicExtrema(current.x, c1.x, c2.x, p.x)
                    + BezierMath.cubicExtrema(current.y, c1.y, c2.y, p.y)
                for t in ts { box.add(BezierMath.cubicPoint(current, c1, c2, p, t)) }
                current = p
            case .close:
                current = start
            }
        }
        return box.rect
    }

    /// True when the path is one axis-aligned rectangle (`CGPathIsRect`), and then stores
    /// it in `rect` (standardized). A rectangle here is a move and three lines whose edges
    /// alternate between horizontal and vertical, optionally with a fourth line back to the
    /// start, optionally closed — what `CGPath(rect:transform:)` and `addRect` make without
    /// a rotating transform.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let found = singleRectangle else { return false }
        rect?.pointee = found
        return true
    }

    private var singleRectangle: CGRect? {
        var body = elements[...]
        if case .close? = body.last { body = body.dropLast() }
        guard case .move(let first)? = body.first else { return nil }
        var corners = [first]
        for element in body.dropFirst() {
            guard case .line(let p) = element else { return nil }
            corners.append(p)
        }
        if corners.count == 5 {
            guard corners[4] == first else { return nil }
            corners.removeLast()
        }
        guard corners.count == 4 else { return nil }
        let (a, b, c, d) = (corners[0], corners[1], corners[2], corners[3])
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst else { return nil }
        return CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
    }
}

/// Grows a rectangle point by point; `.null` until the first point.
private struct BoxAccumulator {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    var rect: CGRect {
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
