import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// A path of straight lines and curves, with the line attributes it is stroked with, drawn
/// into UIKit's current context.
///
/// Coordinates are UIKit's: in a view's `draw(_:)` or an image renderer, the origin is at
/// the top-left and y grows downward. So "clockwise" in `addArc(withCenter:…clockwise:)`
/// and in the shape initializers means clockwise as seen on screen — the opposite sense of
/// Core Graphics' `clockwise`, which is defined for y-up space.
///
/// A path is a mutable object, not thread-safe, like UIKit's. Drawing (`fill()`,
/// `stroke()`, `addClip()`) needs a current context and is main-actor work; without a
/// current context it does nothing.
open class UIBezierPath: NSObject, NSCopying, NSSecureCoding {
    /// The elements; every builder goes through Core Graphics' rules for bad input.
    var storage: CGMutablePath

    /// An empty path with the default line attributes.
    public override init() {
        storage = CGMutablePath()
        super.init()
    }

    /// A path archived by `encode(with:)` (UIBezierPath+Coding), or one a nib makes from a
    /// `<customObject>`, which archives nothing: an empty path.
    public required init?(coder: NSCoder) {
        storage = CGMutablePath()
        super.init()
        decodePath(from: coder)
    }

    /// Archives the elements and line attributes (UIBezierPath+Coding).
    open func encode(with coder: NSCoder) {
        encodePath(to: coder)
    }

    // MARK: - The Core Graphics path

    /// The path as an immutable Core Graphics path (a snapshot). Setting it replaces the
    /// elements with a copy of the new path; the line attributes stay.
    open var cgPath: CGPath {
        get { storage.copy() ?? CGMutablePath() }
        set { storage = newValue.mutableCopy() ?? CGMutablePath() }
    }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        storage.move(to: point)
    }

    /// Adds a straight line from the current point to `point`. An empty path has no current
    /// point: UIKit then does nothing (reported).
    open func addLine(to point: CGPoint) {
        guard hasCurrentPoint(for: "addLine(to:)") else { return }
        storage.addLine(to: point)
    }

    /// Adds a cubic Bézier curve from the current point to `endPoint`; does nothing on an
    /// empty path (reported).
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard hasCurrentPoint(for: "addCurve(to:controlPoint1:controlPoint2:)") else { return }
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`; does nothing on
    /// an empty path (reported).
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        guard hasCurrentPoint(for: "addQuadCurve(to:controlPoint:)") else { return }
        storage.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle` (radians from
    /// the positive x-axis, growing toward positive y — downward on screen), preceded by a
    /// line from the current point to the arc's start when there is a current point.
    ///
    /// `clockwise` is as seen in UIKit's default (y-down) coordinates: from 0 to π clockwise
    /// is the bottom half of the circle, counterclockwise the top half.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        // Core Graphics' clockwise is y-up clockwise, which is counterclockwise on a y-down
        // screen; angles are the same in both.
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a straight line back to its first point. Does nothing
    /// on an empty path.
    open func close() {
        guard !storage.isEmpty else { return }
        storage.closeSubpath()
    }

    /// Removes every element; the line attributes stay.
    open func removeAllPoints() {
        storage = CGMutablePath()
    }

    /// Appends the elements of `bezierPath` (not its line attributes). No line joins the two:
    /// the appended path starts with its own move.
    open func append(_ bezierPath: UIBezierPath) {
        storage.addPath(bezierPath.storage)
    }

    /// A new path with the same shape traced backwards (see `UIBezierPath+Reversing.swift`
    /// for the exact element order), with the same line attributes.
    open func reversing() -> UIBezierPath {
        let reversed = copyAttributes()
        reversed.storage = CGMutablePath(elements: BezierSubpath.reversed(storage.elements))
        return reversed
    }

    /// Maps every point of the path through `transform`. Line width and dashes are not
    /// scaled.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        storage = storage.mutableCopy(using: &t) ?? storage
    }

    // MARK: - Information

    /// True when the path has no elements. A path holding only a move is not empty.
    open var isEmpty: Bool { storage.isEmpty }

    /// The smallest rectangle enclosing every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    open var bounds: CGRect { storage.boundingBox }

    /// The point the next line or curve starts from; `.zero` for an empty path.
    open var currentPoint: CGPoint { storage.currentPoint }

    /// True when `point` lies in the area a fill would paint, by `usesEvenOddFillRule`,
    /// counting closed subpaths only: as UIKit documents, an open subpath encloses nothing
    /// here even though `fill()` would paint it (close a copy to hit-test open shapes).
    open func contains(_ point: CGPoint) -> Bool {
        CGPath(elements: BezierSubpath.closedOnly(storage.elements)).contains(point, using: fillRule)
    }

    // MARK: - Drawing attributes

    /// The stroke width in points; 1 by default. Negative or non-finite widths are ignored
    /// when stroking.
    open var lineWidth: CGFloat = 1
    /// The shape of the ends of open subpaths when stroked; `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of stroked corners; `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// How long a miter may get before the join is bevelled; 10 by default.
    open var miterLimit: CGFloat = 10
    /// How closely curves are followed when drawn; 0.6 by default. Recorded only: Cairo
    /// flattens to its own tolerance.
    open var flatness: CGFloat = 0.6
    /// Whether filling and hit-testing use the even-odd rule instead of nonzero winding;
    /// false by default.
    open var usesEvenOddFillRule: Bool = false

    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// Sets the dash pattern strokes use: `count` lengths from `pattern` (on, off, on, …) in
    /// points, starting `phase` points into the pattern. A nil pattern or a count of zero
    /// means solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Reads the dash pattern: the lengths into `pattern` (which must have room for them all,
    /// as in UIKit), how many into `count`, the phase into `phase`. Any pointer may be nil.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (i, length) in dashPattern.enumerated() { pattern[i] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: - Drawing

    /// Paints the area the path encloses with the current fill color, blend mode and alpha.
    /// Open subpaths are closed implicitly. The context's graphics state is saved and
    /// restored around the drawing.
    open func fill() {
        drawFill(blendMode: nil, alpha: nil)
    }

    /// Fills with `blendMode` and `alpha` instead of the context's.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        drawFill(blendMode: blendMode, alpha: alpha)
    }

    /// Draws the outline with the current stroke color and this path's line width, cap,
    /// join, miter limit and dashes. The line straddles the path. The context's graphics state
    /// is saved and restored around the drawing.
    open func stroke() {
        drawStroke(blendMode: nil, alpha: nil)
    }

    /// Strokes with `blendMode` and `alpha` instead of the context's.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        drawStroke(blendMode: blendMode, alpha: alpha)
    }

    /// Intersects the current context's clip with the area the path encloses (by
    /// `usesEvenOddFillRule`). The graphics state is not saved: wrap the call in
    /// `saveGState()`/`restoreGState()` to undo it.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(storage)
        context.clip(using: fillRule)
    }

    // MARK: - Copying and description

    /// A copy with the same elements and line attributes (UIKit's `NSCopying`).
    open func copy(with zone: NSZone?) -> Any {
        let copy = copyAttributes()
        copy.storage = storage.mutableCopy() ?? CGMutablePath()
        return copy
    }

    open override var description: String {
        var parts: [String] = []
        storage.applyWithBlock { element in
            let p = element.pointee.points
            func s(_ i: Int) -> String { NSCoder.string(for: p[i]) }
            switch element.pointee.type {
            case .moveToPoint: parts.append("<MoveTo \(s(0))>")
            case .addLineToPoint: parts.append("<LineTo \(s(0))>")
            case .addQuadCurveToPoint: parts.append("<QuadCurveTo \(s(1)) - \(s(0))>")
            case .addCurveToPoint: parts.append("<CurveTo \(s(2)) \(s(0)) \(s(1))>")
            case .closeSubpath: parts.append("<Close>")
            }
        }
        return "<UIBezierPath: \(objectAddress(self)); \(parts.joined(separator: ", "))>"
    }

    // MARK: - Internals

    var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    /// A new empty `UIBezierPath` with the same line attributes.
    func copyAttributes() -> UIBezierPath {
        let copy = UIBezierPath()
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }

    private func hasCurrentPoint(for api: String) -> Bool {
        if !storage.isEmpty { return true }
        RuntimeIssue.report("UIBezierPath.\(api): the path has no current point, so the call is ignored, as in UIKit (call move(to:) first)")
        return false
    }

    private func drawFill(blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = UIGraphicsGetCurrentContext(), !storage.isEmpty else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        context.beginPath()
        context.addPath(storage)
        context.fillPath(using: fillRule)
    }

    private func drawStroke(blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = UIGraphicsGetCurrentContext(), !storage.isEmpty else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(storage)
        context.strokePath()
    }
}
