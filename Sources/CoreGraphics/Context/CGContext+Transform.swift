internal import CCairo
import Foundation
internal import RuntimeSupport

/// The current transformation matrix, and the guard that keeps Cairo's matrix usable.
extension CGContext {
    /// The transform from user space to the context's bottom-left device space.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let device = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        return device.concatenating(flip.inverted())
    }

    public func translateBy(x: CGFloat, y: CGFloat) {
        transformCTM(by: CGAffineTransform(translationX: x, y: y), api: "CGContext.translateBy(x:y:)")
    }
    public func scaleBy(x: CGFloat, y: CGFloat) {
        transformCTM(by: CGAffineTransform(scaleX: x, y: y), api: "CGContext.scaleBy(x:y:)")
    }
    public func rotate(by angle: CGFloat) {
        transformCTM(by: CGAffineTransform(rotationAngle: angle), api: "CGContext.rotate(by:)")
    }

    /// Applies `transform` before the current CTM (`transform × ctm`).
    public func concatenate(_ transform: CGAffineTransform) {
        transformCTM(by: transform, api: "CGContext.concatenate(_:)")
    }

    /// Applies `transform` before the CTM unless the result could not be inverted: Cairo
    /// answers a NaN, infinite or singular matrix with a sticky error after which the
    /// context silently draws nothing, so such a change is reported and the CTM kept.
    private func transformCTM(by transform: CGAffineTransform, api: String) {
        guard CGContext.transform(cr, by: transform) else {
            RuntimeIssue.report("\(api): a NaN, infinite or singular transform (\(transform)) would make the CTM invalid; ignored")
            return
        }
    }

    /// Applies `transform` before `cr`'s CTM when the result is usable (`isUsableMatrix`)
    /// and answers whether it did. Everything that moves a Cairo CTM by a computed amount
    /// (text at a point, a particle's position) goes through here: one NaN or infinite
    /// matrix would leave the `cairo_t` in an error state in which nothing more draws.
    package static func transform(_ cr: OpaquePointer, by transform: CGAffineTransform) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let device = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        guard isUsableMatrix(transform.concatenating(device)) else { return false }
        var t = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                               x0: transform.tx, y0: transform.ty)
        cairo_transform(cr, &t)
        return true
    }

    /// True when Cairo accepts `m` as a CTM: finite, with a finite, non-zero determinant and
    /// a finite inverse.
    static func isUsableMatrix(_ m: CGAffineTransform) -> Bool {
        let det = m.a * m.d - m.b * m.c
        guard [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite), det != 0, det.isFinite else { return false }
        let inverse = m.inverted()
        return [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy(\.isFinite)
    }

    /// Sets the whole CTM (relative to bottom-left device space).
    func resetCairoMatrix(to ctm: CGAffineTransform) {
        let device = ctm.concatenating(flip)
        guard CGContext.isUsableMatrix(device) else {
            RuntimeIssue.report("CGContext: a NaN, infinite or singular CTM (\(ctm)) cannot be used; the identity is used")
            var flipOnly = cairo_matrix_t(xx: flip.a, yx: flip.b, xy: flip.c, yy: flip.d, x0: flip.tx, y0: flip.ty)
            cairo_set_matrix(cr, &flipOnly)
            return
        }
        var m = cairo_matrix_t(xx: device.a, yx: device.b, xy: device.c, yy: device.d, x0: device.tx, y0: device.ty)
        cairo_set_matrix(cr, &m)
    }
}
