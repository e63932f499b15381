internal import CCairo
import Foundation

// The current path. Points are in user space and fixed by the CTM when added, as in Core
// Graphics; the path is not part of the graphics state and is consumed by drawing.
extension CGContext {
    public func beginPath() { cairo_new_path(cr) }

    public func move(to point: CGPoint) {
        guard point.isFinite else { return }
        cairo_move_to(cr, point.x, point.y)
    }

    /// Adds a line; without a current point it starts the subpath there instead.
    public func addLine(to point: CGPoint) {
        guard point.isFinite else { return }
        if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, point.x, point.y) } else { cairo_line_to(cr, point.x, point.y) }
    }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard end.isFinite, control1.isFinite, control2.isFinite else { return }
        if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, control1.x, control1.y) }
        cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    /// A quadratic curve, drawn as the equivalent cubic.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard end.isFinite, control.isFinite else { return }
        if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, control.x, control.y) }
        var x0 = 0.0, y0 = 0.0
        cairo_get_current_point(cr, &x0, &y0)
        let c1 = CGPoint(x: x0 + 2 / 3 * (control.x - x0), y: y0 + 2 / 3 * (control.y - y0))
        let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
    }

    /// An arc of a circle; `clockwise` is in Core Graphics' y-up sense (so in a flipped UIKit
    /// context it looks counterclockwise, as on iOS). Adds a line from the current point to
    /// the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
        // Built as Core Graphics builds arcs, from at most five Bézier curves: cairo_arc
        // splits an arc into a number of pieces that grows with its radius in device space,
        // without bound (a 1e308 radius never finished).
        let sweep = ArcGeometry.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        let start = ArcGeometry.point(center: center, radius: radius, angle: startAngle)
        guard start.isFinite else { return }
        addLine(to: start)
        for case .cubic(let c1, let c2, let end) in ArcGeometry.cubics(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
        where c1.isFinite && c2.isFinite && end.isFinite {
            cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
        }
    }

    public func addRect(_ rect: CGRect) {
        guard rect.isFinite, !rect.isNull else { return }
        let r = rect.standardized
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
    }

    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    /// An ellipse fitting `rect`, as four Bézier curves starting at the right-middle point.
    public func addEllipse(in rect: CGRect) {
        guard rect.isFinite, !rect.isNull else { return }
        let r = rect.standardized
        let k: CGFloat = 0.5522847498307936   // 4/3·(√2 − 1): the quarter-circle Bézier constant
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        cairo_move_to(cr, cx + rx, cy)
        cairo_curve_to(cr, cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry)
        cairo_curve_to(cr, cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy)
        cairo_curve_to(cr, cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry)
        cairo_curve_to(cr, cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy)
        cairo_close_path(cr)
    }

    public func closePath() { cairo_close_path(cr) }

    public var isPathEmpty: Bool {
        let path = cairo_copy_path(cr)
        defer { cairo_path_destroy(path) }
        return (path?.pointee.num_data ?? 0) == 0
    }

    /// The current point in user space; `.zero` when there is none.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cr) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path in user space; null when the path is empty.
    public var boundingBoxOfPath: CGRect {
        if isPathEmpty { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}

extension CGContext {
    /// Adds `path` (in user space) to the current path.
    public func addPath(_ path: CGPath) {
        path.append(toCairo: cr)
    }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        let copied = cairo_copy_path(cr)!
        defer { cairo_path_destroy(copied) }
        let path = CGMutablePath()
        var i = 0
        let n = Int(copied.pointee.num_data)
        while i < n {
            let header = copied.pointee.data[i].header
            let point = { (k: Int) in CGPoint(x: copied.pointee.data[i + k].point.x, y: copied.pointee.data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
            case CAIRO_PATH_LINE_TO: path.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: path.addCurve(to: point(3), control1: point(1), control2: point(2))
            default: path.closeSubpath()
            }
            i += Int(header.length)
        }
        return path.isEmpty ? nil : path
    }
}
