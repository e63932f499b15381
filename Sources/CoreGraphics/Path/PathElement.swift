import Foundation

/// One element of a path, in the form renderers replay: Core Graphics' five element kinds
/// with their points in `CGPathElement` order (control points first, end point last).
///
/// Paths store these values so that equality, hashing and copying are plain value
/// operations and a renderer can map each case to one call (`cairo_move_to`,
/// `cairo_line_to`, `cairo_curve_to` — a quad raised to a cubic — and `cairo_close_path`).
///
/// A drawing element that follows `.close` starts at the closed subpath's first point, as in
/// Core Graphics and Cairo; no `.move` is inserted. Stored points are always finite: the
/// builders refuse NaN and infinity before anything is stored.
package enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    /// A quadratic Bézier curve: control point, end point.
    case quad(CGPoint, CGPoint)
    /// A cubic Bézier curve: first control point, second control point, end point.
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The element's points in `CGPathElement` order; empty for `.close`.
    package var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }

    /// Where the element leaves the current point; nil for `.close`, whose end is the
    /// subpath's start (which only the path knows).
    package var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
        case .close: nil
        }
    }

    /// The element with every point mapped through `t`. Affine maps send Bézier curves to
    /// Bézier curves, so transforming the control points transforms the curve exactly.
    package func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: .close
        }
    }

    /// True when every coordinate is a finite number.
    var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): p.isFinite
        case .quad(let c, let p): c.isFinite && p.isFinite
        case .cubic(let c1, let c2, let p): c1.isFinite && c2.isFinite && p.isFinite
        case .close: true
        }
    }

    /// The public element kind Core Graphics reports through `applyWithBlock`.
    var type: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quad: .addQuadCurveToPoint
        case .cubic: .addCurveToPoint
        case .close: .closeSubpath
        }
    }
}

extension PathElement: CustomStringConvertible {
    /// SVG-like text (`m 0 0`, `l 10 0`, `q …`, `c …`, `h`), handy in test failures.
    package var description: String {
        let letter: String = switch self {
        case .move: "m"
        case .line: "l"
        case .quad: "q"
        case .cubic: "c"
        case .close: "h"
        }
        return ([letter] + points.map { "\($0.x) \($0.y)" }).joined(separator: " ")
    }
}
