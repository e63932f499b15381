import Foundation

/// Circular arcs as Core Graphics builds them: cubic Bézier curves of at most a quarter
/// turn each, in the path's own (untransformed) space.
enum ArcGeometry {
    static let twoPi = 2 * CGFloat.pi
    static let quarterTurn = CGFloat.pi / 2

    /// The point at `angle` radians on the circle, measured from the positive x-axis towards
    /// the positive y-axis (counterclockwise in y-up space).
    static func point(center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// The signed sweep of `addArc(center:radius:startAngle:endAngle:clockwise:)`: positive
    /// angles turn counterclockwise in y-up space, `clockwise` turns the other way.
    ///
    /// Following the note in CGPath.h: the arc travels from `startAngle` to `endAngle` in the
    /// requested direction, so clockwise from 0 to 2π draws nothing, while counterclockwise
    /// from 0 to 2π (or clockwise from 2π to 0) draws a full circle. A requested travel of a
    /// full turn or more is one full circle that ends where it started (the HTML canvas rule
    /// for the same call); otherwise the travel is reduced modulo 2π.
    static func sweep(from startAngle: CGFloat, to endAngle: CGFloat, clockwise: Bool) -> CGFloat {
        var travel = clockwise ? startAngle - endAngle : endAngle - startAngle
        if travel >= twoPi {
            travel = twoPi
        } else {
            travel = travel.truncatingRemainder(dividingBy: twoPi)
            if travel < 0 { travel += twoPi }
        }
        return clockwise ? -travel : travel
    }

    /// The cubic curves approximating the arc from `startAngle` through `sweep` radians,
    /// without the move or line to its start point.
    ///
    /// Pieces are whole quarter turns from the start, with the remainder last — the split
    /// Core Graphics' output shows (a 225° arc is 90° + 90° + 45°). Each piece uses control
    /// points `4/3·tan(θ/4)·r` along the tangents, the standard best fit. A full circle ends
    /// exactly on its start point; a zero radius or sweep yields no curves.
    static func cubics(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat) -> [PathElement] {
        let total = abs(sweep)
        guard radius != 0, total > 0 else { return [] }
        let direction: CGFloat = sweep < 0 ? -1 : 1
        // Angles where pieces meet; a remainder below ~1e-9 rad is folded into the last piece.
        var angles: [CGFloat] = [startAngle]
        var done: CGFloat = 0
        while total - done > 1e-9 {
            let step = min(quarterTurn, total - done)
            done = total - done - step <= 1e-9 ? total : done + step
            angles.append(done == total ? startAngle + sweep : startAngle + direction * done)
        }
        var points = angles.map { point(center: center, radius: radius, angle: $0) }
        if total == twoPi { points[points.count - 1] = points[0] }

        var result: [PathElement] = []
        result.reserveCapacity(angles.count - 1)
        for i in 1..<angles.count {
            let a0 = angles[i - 1], a1 = angles[i]
            let k = 4 / 3 * tan((a1 - a0) / 4) * radius
            let p0 = points[i - 1], p3 = points[i]
            // Tangent of (cos a, sin a) is (−sin a, cos a); k carries the direction's sign.
            let c1 = CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
            let c2 = CGPoint(x: p3.x + k * sin(a1), y: p3.y - k * cos(a1))
            result.append(.cubic(c1, c2, p3))
        }
        return result
    }
}
