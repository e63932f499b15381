internal import CCairo
import Foundation

extension CGPath {
    /// Appends the path to `cr`'s current path (user space), quadratic curves as their exact
    /// cubic equivalents. Stored points are always finite and start with a move.
    package func append(toCairo cr: OpaquePointer) {
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .quad(let c, let p):
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                cairo_curve_to(cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .cubic(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }
}
