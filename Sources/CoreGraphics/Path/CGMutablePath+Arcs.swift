import Foundation
internal import RuntimeSupport

// Arcs of circles, approximated by cubic Bézier curves of at most a quarter turn each (see
// `ArcGeometry`). Angles are radians in the path's own coordinate space, measured from the
// positive x-axis towards the positive y-axis. The arc is built in that space and its curves
// are then mapped through `transform`, so a non-uniform scale gives an elliptical arc.
extension CGMutablePath {
    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle`
    /// (`CGPathAddArc`), preceded by a line from the current point to the arc's start when
    /// there is a current point (no line when the two coincide), or by a move to the start
    /// on an empty path. The arc's end becomes the current point.
    ///
    /// `clockwise` is literal in Core Graphics' y-up space: `true` runs through decreasing
    /// angles. In a flipped, y-down space (UIKit drawing) the same arc looks
    /// counterclockwise, as Apple documents.
    ///
    /// Near 2π the direction decides everything (CGPath.h): clockwise from 0 to 2π draws
    /// nothing but the connection to the start point, counterclockwise from 0 to 2π — or
    /// clockwise from 2π to 0 — draws a full circle. A requested travel of more than a full
    /// turn draws one full circle.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let api = "CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)"
        guard startAngle.isFinite, endAngle.isFinite else { return reportInvalid(api) }
        appendArc(center: center, radius: radius, startAngle: startAngle,
                  sweep: ArcGeometry.sweep(from: startAngle, to: endAngle, clockwise: clockwise),
                  transform: transform, from: api)
    }

    /// Adds an arc of the circle around `center` that starts at `startAngle` and turns
    /// through `delta` radians (`CGPathAddRelativeArc`): counterclockwise in y-up space when
    /// `delta` is positive, clockwise when negative. It connects to the current point as
    /// `addArc(center:radius:startAngle:endAngle:clockwise:transform:)` does.
    ///
    /// A `delta` beyond a full turn is drawn as one full turn plus the remainder, so the arc
    /// ends at `startAngle + delta` without repeating circles (Core Graphics does not say
    /// how many turns it draws).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let api = "CGMutablePath.addRelativeArc(center:radius:startAngle:delta:transform:)"
        guard startAngle.isFinite, delta.isFinite else { return reportInvalid(api) }
        var sweep = delta
        if abs(delta) > ArcGeometry.twoPi {
            let extra = abs(delta).truncatingRemainder(dividingBy: ArcGeometry.twoPi)
            sweep = (delta < 0 ? -1 : 1) * (ArcGeometry.twoPi + extra)
        }
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep,
                  transform: transform, from: api)
    }

    /// Adds an arc of radius `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from `tangent1End` to `tangent2End`
    /// (`CGPathAddArcToPoint`; PostScript's `arct`), preceded by a line from the current
    /// point to the first tangent point. The arc is the short way round (under 180°) and its
    /// second tangent point becomes the current point; `tangent2End` only gives a direction.
    ///
    /// When no arc fits — a zero radius, or the three points on one line — a line to
    /// `tangent1End` is added instead. Core Graphics requires a current point; without one
    /// this is reported and `tangent1End` starts a new subpath.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        let api = "CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)"
        guard tangent1End.isFinite, tangent2End.isFinite, radius.isFinite else { return reportInvalid(api) }
        guard radius >= 0 else {
            RuntimeIssue.report("\(api): the radius must not be negative; the arc is ignored")
            return
        }
        guard let current else {
            RuntimeIssue.report("\(api): no current point; tangent1End starts a new subpath (call move(to:) first)")
            append(.move(tangent1End.applying(transform)), from: api)
            return
        }
        // The current point is stored transformed; the arc is built before the transform.
        let determinant = transform.a * transform.d - transform.b * transform.c
        let lineToCorner = PathElement.line(tangent1End.applying(transform))
        guard determinant != 0 else {
            append(lineToCorner, from: api)
            return
        }
        let p0 = current.applying(transform.inverted()), p1 = tangent1End, p2 = tangent2End
        let v1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
        let v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let len1 = hypot(v1.dx, v1.dy), len2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, len1 > 0, len2 > 0, abs(cross) > 1e-12 * len1 * len2 else {
            if lineToCorner.endPoint != current { append(lineToCorner, from: api) }
            return
        }
        // The corner's angle θ between the two rays; the circle touches both rays at
        // distance r / tan(θ/2) from the corner, and its center lies on the bisector at
        // r / sin(θ/2).
        let u1 = CGVector(dx: v1.dx / len1, dy: v1.dy / len1)
        let u2 = CGVector(dx: v2.dx / len2, dy: v2.dy / len2)
        let theta = acos(min(1, max(-1, u1.dx * u2.dx + u1.dy * u2.dy)))
        let tangentDistance = radius / tan(theta / 2)
        let t1 = CGPoint(x: p1.x + u1.dx * tangentDistance, y: p1.y + u1.dy * tangentDistance)
        let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        let centerDistance = radius / sin(theta / 2)
        let center = CGPoint(x: p1.x + bisector.dx / bisectorLength * centerDistance,
                             y: p1.y + bisector.dy / bisectorLength * centerDistance)
        let t2 = CGPoint(x: p1.x + u2.dx * tangentDistance, y: p1.y + u2.dy * tangentDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        let a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1   // the short way round, in (−π, π]
        if sweep > .pi { sweep -= ArcGeometry.twoPi } else if sweep <= -.pi { sweep += ArcGeometry.twoPi }

        let shape = [PathElement.line(t1)]
            + ArcGeometry.cubics(center: center, radius: radius, startAngle: a1, sweep: sweep)
        let mapped = shape.map { $0.applying(transform) }
        guard mapped.allSatisfy(\.isFinite) else { return reportInvalid(api) }
        for (index, element) in mapped.enumerated() {
            if index == 0 && element.endPoint == current { continue }   // already at the tangent point
            append(element, from: api)
        }
    }

    /// Adds the connection to the arc's start (a move on an empty path, else a line unless
    /// already there) and the arc's curves, all mapped through `transform`; nothing at all
    /// if any value is not finite or the radius is negative.
    private func appendArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat,
                           transform: CGAffineTransform, from api: String) {
        guard center.isFinite, radius.isFinite else { return reportInvalid(api) }
        guard radius >= 0 else {
            RuntimeIssue.report("\(api): the radius must not be negative; the arc is ignored")
            return
        }
        let start = ArcGeometry.point(center: center, radius: radius, angle: startAngle).applying(transform)
        let curves = ArcGeometry.cubics(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
            .map { $0.applying(transform) }
        guard start.isFinite, curves.allSatisfy(\.isFinite) else { return reportInvalid(api) }
        if current == nil {
            append(.move(start), from: api)
        } else if current != start {
            append(.line(start), from: api)
        }
        for curve in curves { append(curve, from: api) }
    }

    private func reportInvalid(_ api: String) {
        RuntimeIssue.report("\(api): a NaN or infinite value was passed; the arc is ignored, as Core Graphics ignores invalid numeric values")
    }
}
