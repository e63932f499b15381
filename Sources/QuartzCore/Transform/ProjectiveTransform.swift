import CoreGraphics
import Foundation

/// A 3×3 projective transform of the plane, applied to row vectors `[x y 1]`.
///
/// A layer lies in its superlayer's plane once flattened, so a layer's full 4×4 transform
/// reduces exactly to this matrix for points with z = 0; composing these along a layer
/// path converts points and rectangles between any two layers, perspective included.
package struct ProjectiveTransform: Equatable, Sendable {
    package var m: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)

    package static let identity = ProjectiveTransform(m: (1, 0, 0, 0, 1, 0, 0, 0, 1))

    package init(m: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)) { self.m = m }

    package init(translationX tx: CGFloat, y ty: CGFloat) { self.init(m: (1, 0, 0, 0, 1, 0, tx, ty, 1)) }

    /// The z = 0 plane of `t`: rows and columns 1, 2 and 4.
    package init(flattening t: CATransform3D) {
        self.init(m: (t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44))
    }

    /// A layer's map into its superlayer's coordinates: move the anchor point to the origin,
    /// apply the transform `drawn` holds (none: identity), then move to `position` (model and
    /// render layers alike). Inlined and reading the transform in place: conversions run it
    /// once per level, and a copy of the optional 4×4 matrix would cost more than the math.
    @inline(__always)
    init(layerBounds b: CGRect, anchorPoint: CGPoint, position: CGPoint, drawn: DrawnExtras?) {
        let ax = b.minX + anchorPoint.x * b.width
        let ay = b.minY + anchorPoint.y * b.height
        guard let drawn, !drawn.hasIdentityTransform else {
            self.init(translationX: position.x - ax, y: position.y - ay)
            return
        }
        let t = drawn.transform
        // translate(-anchor) × flatten(transform) × translate(position), multiplied out.
        let px = position.x, py = position.y
        let r0 = (t.m11 + t.m14 * px, t.m12 + t.m14 * py, t.m14)
        let r1 = (t.m21 + t.m24 * px, t.m22 + t.m24 * py, t.m24)
        let r2 = (t.m41 + t.m44 * px, t.m42 + t.m44 * py, t.m44)
        self.init(m: (
            r0.0, r0.1, r0.2,
            r1.0, r1.1, r1.2,
            r2.0 - ax * r0.0 - ay * r1.0, r2.1 - ax * r0.1 - ay * r1.1, r2.2 - ax * r0.2 - ay * r1.2))
    }

    package static func == (l: Self, r: Self) -> Bool {
        l.m.0 == r.m.0 && l.m.1 == r.m.1 && l.m.2 == r.m.2 && l.m.3 == r.m.3 && l.m.4 == r.m.4
            && l.m.5 == r.m.5 && l.m.6 == r.m.6 && l.m.7 == r.m.7 && l.m.8 == r.m.8
    }

    /// True when the last column is (0, 0, 1), so no perspective divide is needed.
    package var isAffine: Bool { m.2 == 0 && m.5 == 0 && m.8 == 1 }

    /// `self` applied first, then `o`.
    @inline(__always)
    package func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        let a = m, b = o.m
        if isAffine && o.isAffine {
            return ProjectiveTransform(m: (
                a.0 * b.0 + a.1 * b.3, a.0 * b.1 + a.1 * b.4, 0,
                a.3 * b.0 + a.4 * b.3, a.3 * b.1 + a.4 * b.4, 0,
                a.6 * b.0 + a.7 * b.3 + b.6, a.6 * b.1 + a.7 * b.4 + b.7, 1))
        }
        return ProjectiveTransform(m: (
            a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
            a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
            a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8))
    }

    /// The inverse, or nil when the plane collapses (a layer seen edge-on, a zero scale).
    package func inverted() -> ProjectiveTransform? {
        let (a, b, c, d, e, f, g, h, i) = m
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard det != 0, det.isFinite else { return nil }
        return ProjectiveTransform(m: (
            A / det, -(b * i - c * h) / det, (b * f - c * e) / det,
            B / det, (a * i - c * g) / det, -(a * f - c * d) / det,
            C / det, -(a * h - b * g) / det, (a * e - b * d) / det))
    }

    package func apply(_ p: CGPoint) -> CGPoint {
        let x = p.x * m.0 + p.y * m.3 + m.6
        let y = p.x * m.1 + p.y * m.4 + m.7
        if isAffine { return CGPoint(x: x, y: y) }
        let w = p.x * m.2 + p.y * m.5 + m.8
        return CGPoint(x: x / w, y: y / w)
    }

    /// The smallest rectangle containing the four mapped corners; null stays null.
    package func apply(_ r: CGRect) -> CGRect {
        if r.isNull { return r }
        if self == .identity { return r }
        let r = r.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(apply)
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for c in corners {
            guard c.isFinite else { return .null }
            minX = Swift.min(minX, c.x); maxX = Swift.max(maxX, c.x)
            minY = Swift.min(minY, c.y); maxY = Swift.max(maxY, c.y)
        }
        return CGRect(coveringMinX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}
