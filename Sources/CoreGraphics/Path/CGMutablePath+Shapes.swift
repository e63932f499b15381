import Foundation

// Whole closed shapes added as new subpaths. None of them joins the current point: each
// begins with its own move, as Core Graphics documents ("Quartz does not draw a line between
// the current point and the origin of a rectangle").
extension CGMutablePath {
    /// Adds `rect` as a closed subpath: move to (minX, minY), lines to (maxX, minY),
    /// (maxX, maxY) and (minX, maxY), close (`CGPathAddRect`). With a transform the corners
    /// are mapped, so a rotation gives a rotated quadrilateral. A null or NaN rectangle
    /// adds nothing (reported).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        appendShape(PathShapes.rect(rect), transform: transform, from: "CGMutablePath.addRect(_:transform:)")
    }

    /// Adds each rectangle in turn, as `addRect(_:transform:)` does (`CGPathAddRects`).
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects {
            appendShape(PathShapes.rect(rect), transform: transform, from: "CGMutablePath.addRects(_:transform:)")
        }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic curves,
    /// starting at the middle of the maximum-x edge (`CGPathAddEllipseInRect`).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        appendShape(PathShapes.ellipse(in: rect), transform: transform,
                    from: "CGMutablePath.addEllipse(in:transform:)")
    }

    /// Adds a rounded rectangle whose corners are quarter ellipses `cornerWidth` wide and
    /// `cornerHeight` high (`CGPathAddRoundedRect`): a move, four lines and four corner
    /// curves, close. A zero corner gives a plain rectangle. Core Graphics asserts that each
    /// corner is between 0 and half the rectangle; here out-of-range corners are clamped
    /// and reported instead of crashing.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        appendRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform,
                          from: "CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)")
    }
}
