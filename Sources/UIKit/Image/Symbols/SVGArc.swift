import CoreGraphics
import Foundation

/// An SVG elliptical arc, given by its end points as path data gives it, drawn as cubic
/// curves of at most a quarter turn each. The conversion to a centre and angles and the
/// scaling of radii too small to reach the end are those of SVG 1.1, appendix F.6.
struct SVGArc {
    let from: CGPoint
    let to: CGPoint
    let radii: CGSize
    /// The ellipse's x axis against the user's, in degrees.
    let rotation: CGFloat
    let largeArc: Bool
    let sweep: Bool

    func add(to path: CGMutablePath) {
        var rx = abs(radii.width), ry = abs(radii.height)
        guard from != to else { return }
        guard rx > 0, ry > 0 else { path.addLine(to: to); return }
        let phi = rotation * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // The midpoint difference in the ellipse's own axes.
        let dx = (from.x - to.x) / 2, dy = (from.y - to.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let center = CGPoint(x: cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2,
                             y: sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2)
        let start = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - start
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }

        let segments = max(1, Int(saturating: (abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / CGFloat(segments)
        // The control-arm length that makes a cubic follow a circle over `step`.
        let arm = 4 / 3 * tan(step / 4)
        func point(_ angle: CGFloat) -> CGPoint {
            let x = rx * cos(angle), y = ry * sin(angle)
            return CGPoint(x: center.x + cosPhi * x - sinPhi * y, y: center.y + sinPhi * x + cosPhi * y)
        }
        func tangent(_ angle: CGFloat) -> CGPoint {
            let x = -rx * sin(angle), y = ry * cos(angle)
            return CGPoint(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        var angle = start
        for segment in 0..<segments {
            let next = angle + step
            let p0 = point(angle), t0 = tangent(angle), t1 = tangent(next)
            let p1 = segment == segments - 1 ? to : point(next)
            path.addCurve(to: p1, control1: CGPoint(x: p0.x + arm * t0.x, y: p0.y + arm * t0.y),
                          control2: CGPoint(x: p1.x - arm * t1.x, y: p1.y - arm * t1.y))
            angle = next
        }
    }
}
