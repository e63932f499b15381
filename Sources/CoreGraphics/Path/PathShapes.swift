import Foundation
internal import RuntimeSupport

/// The element sequences of Core Graphics' convenience shapes, before any transform.
///
/// All three shapes are one complete subpath — a move, then a close — running in Core
/// Graphics' "clockwise" sense, which is clockwise on a flipped (UIKit, y-down) screen and
/// counterclockwise in y-up user space: from the minimum corner along the minimum-y edge
/// first. Rectangles are read through `minX`/`maxX`/`minY`/`maxY`, so a rectangle with a
/// negative size traces the same corners as its standardized form.
enum PathShapes {
    /// 4/3·(√2 − 1): the control-point distance, as a fraction of the radius, of the cubic
    /// that best approximates a quarter circle (radial error about 0.027 %).
    static let kappa: CGFloat = 0.552_284_749_830_793_6

    /// A rectangle: move to the minimum corner, three lines, close — the order
    /// `CGPathAddRect` reports: (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY).
    static func rect(_ r: CGRect) -> [PathElement] {
        [.move(CGPoint(x: r.minX, y: r.minY)),
         .line(CGPoint(x: r.maxX, y: r.minY)),
         .line(CGPoint(x: r.maxX, y: r.maxY)),
         .line(CGPoint(x: r.minX, y: r.maxY)),
         .close]
    }

    /// An ellipse inscribed in `r`: move to the middle of the maximum-x edge, four cubics
    /// through (midX, maxY), (minX, midY), (midX, minY) and back, close — the sequence
    /// `CGPathAddEllipseInRect` reports.
    static func ellipse(in r: CGRect) -> [PathElement] {
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = kappa * rx, ky = kappa * ry
        return [
            .move(CGPoint(x: cx + rx, y: cy)),
            .cubic(CGPoint(x: cx + rx, y: cy + ky), CGPoint(x: cx + kx, y: cy + ry), CGPoint(x: cx, y: cy + ry)),
            .cubic(CGPoint(x: cx - kx, y: cy + ry), CGPoint(x: cx - rx, y: cy + ky), CGPoint(x: cx - rx, y: cy)),
            .cubic(CGPoint(x: cx - rx, y: cy - ky), CGPoint(x: cx - kx, y: cy - ry), CGPoint(x: cx, y: cy - ry)),
            .cubic(CGPoint(x: cx + kx, y: cy - ry), CGPoint(x: cx + rx, y: cy - ky), CGPoint(x: cx + rx, y: cy)),
            .close,
        ]
    }

    /// A rounded rectangle whose corners are quarter ellipses with axes `cw` × `ch`, which
    /// the caller has already clamped to `0...width/2` × `0...height/2`.
    ///
    /// It starts where the ellipse starts — on the maximum-x edge, just past the minimum-y
    /// corner — and runs the same way, so with half-size corners it traces the inscribed
    /// ellipse: move, then line and corner curve for each edge, close. Core Graphics
    /// documents only that the subpath is complete and clockwise, not where it starts; this
    /// start is our choice.
    static func roundedRect(_ r: CGRect, cornerWidth cw: CGFloat, cornerHeight ch: CGFloat) -> [PathElement] {
        if cw <= 0 || ch <= 0 { return rect(r) }
        let x0 = r.minX, x1 = r.maxX, y0 = r.minY, y1 = r.maxY
        let kx = kappa * cw, ky = kappa * ch
        return [
            .move(CGPoint(x: x1, y: y0 + ch)),
            .line(CGPoint(x: x1, y: y1 - ch)),
            .cubic(CGPoint(x: x1, y: y1 - ch + ky), CGPoint(x: x1 - cw + kx, y: y1), CGPoint(x: x1 - cw, y: y1)),
            .line(CGPoint(x: x0 + cw, y: y1)),
            .cubic(CGPoint(x: x0 + cw - kx, y: y1), CGPoint(x: x0, y: y1 - ch + ky), CGPoint(x: x0, y: y1 - ch)),
            .line(CGPoint(x: x0, y: y0 + ch)),
            .cubic(CGPoint(x: x0, y: y0 + ch - ky), CGPoint(x: x0 + cw - kx, y: y0), CGPoint(x: x0 + cw, y: y0)),
            .line(CGPoint(x: x1 - cw, y: y0)),
            .cubic(CGPoint(x: x1 - cw + kx, y: y0), CGPoint(x: x1, y: y0 + ch - ky), CGPoint(x: x1, y: y0 + ch)),
            .close,
        ]
    }

    /// Corner sizes Core Graphics accepts: `0...width/2` × `0...height/2`. Core Graphics
    /// asserts (and so crashes) outside that range; here out-of-range values are clamped and
    /// reported. The caller has already refused NaN.
    static func clampedCorners(_ r: CGRect, _ cw: CGFloat, _ ch: CGFloat, api: String) -> (CGFloat, CGFloat) {
        let w = min(max(cw, 0), abs(r.width) / 2)
        let h = min(max(ch, 0), abs(r.height) / 2)
        if w != cw || h != ch {
            RuntimeIssue.report("\(api): corner width and height must be between 0 and half the rectangle's width and height (Core Graphics asserts); they were clamped")
        }
        return (w, h)
    }
}
