import Foundation
internal import RuntimeSupport

// Core Graphics' shape initializers. Each makes a path of one complete, closed subpath; see
// `PathShapes` for the exact element sequences.
extension CGPath {
    /// A path of one rectangle (`CGPathCreateWithRect`): move, three lines, close, the
    /// points mapped through `transform` when it is given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        appendShape(PathShapes.rect(rect), transform: transform?.pointee ?? .identity,
                    from: "CGPath(rect:transform:)")
    }

    /// A path of the ellipse inscribed in `rect` (`CGPathCreateWithEllipseInRect`): four
    /// cubic Bézier curves, mapped through `transform` when it is given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        appendShape(PathShapes.ellipse(in: rect), transform: transform?.pointee ?? .identity,
                    from: "CGPath(ellipseIn:transform:)")
    }

    /// A path of a rounded rectangle (`CGPathCreateWithRoundedRect`) whose corners are
    /// quarter ellipses `cornerWidth` wide and `cornerHeight` high; a zero corner gives a
    /// plain rectangle. Core Graphics asserts that each corner is at most half the
    /// rectangle; here larger (or negative) corners are clamped and reported.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        let api = "CGPath(roundedRect:cornerWidth:cornerHeight:transform:)"
        appendRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                          transform: transform?.pointee ?? .identity, from: api)
    }

    /// Shared by the initializer and `CGMutablePath.addRoundedRect`.
    func appendRoundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                           transform: CGAffineTransform, from api: String) {
        guard rect.isFinite, !cornerWidth.isNaN, !cornerHeight.isNaN else {
            RuntimeIssue.report("\(api): a NaN or infinite value was passed; the shape is ignored, as Core Graphics ignores invalid numeric values")
            return
        }
        let (cw, ch) = PathShapes.clampedCorners(rect, cornerWidth, cornerHeight, api: api)
        appendShape(PathShapes.roundedRect(rect, cornerWidth: cw, cornerHeight: ch),
                    transform: transform, from: api)
    }
}
