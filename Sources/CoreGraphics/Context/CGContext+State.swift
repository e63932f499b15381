internal import CCairo
import Foundation
internal import RuntimeSupport

/// The graphics state Core Graphics keeps per context: the saved-state stack, colors, alpha,
/// blend mode, interpolation and line settings.
extension CGContext {
    /// Pushes a copy of the graphics state (CTM, clip, colors, line and text settings).
    public func saveGState() {
        cairo_save(cr)
        gstateStack.append(gstate)
    }

    /// Pops the graphics state saved last; unbalanced calls are ignored.
    public func restoreGState() {
        guard let saved = gstateStack.popLast() else {
            RuntimeIssue.report("CGContext.restoreGState(): no saved state to restore")
            return
        }
        cairo_restore(cr)
        gstate = saved
    }

    // MARK: Colors, alpha, blend mode

    /// The current colors (UIKit's frame and fill helpers read them).
    package var fillColor: CGColor { gstate.fillColor }
    package var strokeColor: CGColor { gstate.strokeColor }

    public func setFillColor(_ color: CGColor) { gstate.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { gstate.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { gstate.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { gstate.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// A global alpha multiplied into everything drawn (clamped to 0…1).
    public func setAlpha(_ alpha: CGFloat) { gstate.alpha = alpha.isNaN ? 1 : Swift.min(1, Swift.max(0, alpha)) }

    public func setBlendMode(_ mode: CGBlendMode) { gstate.blendMode = mode }

    public var interpolationQuality: CGInterpolationQuality {
        get { gstate.interpolationQuality }
        set { gstate.interpolationQuality = newValue }
    }

    // MARK: Line settings

    /// Sets the stroke width; a negative, NaN or infinite width is reported and ignored
    /// (Cairo would stroke nothing, or fail, with it).
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else {
            RuntimeIssue.report("CGContext.setLineWidth(_:): the width \(width) is not a finite, non-negative number; ignored")
            return
        }
        cairo_set_line_width(cr, width)
    }

    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
    }

    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Sets how long a mitered join may grow before it is bevelled; a NaN or infinite
    /// limit is reported and ignored (a NaN limit makes Cairo's join test meaningless).
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else {
            RuntimeIssue.report("CGContext.setMiterLimit(_:): the limit \(limit) is not a finite number; ignored")
            return
        }
        cairo_set_miter_limit(cr, limit)
    }

    /// Dashes strokes with `lengths` (on, off, …) starting `phase` into the pattern; an empty
    /// array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard phase.isFinite else {
            RuntimeIssue.report("CGContext.setLineDash(phase:lengths:): the phase \(phase) is not a finite number; ignored")
            return
        }
        let valid = lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.contains { $0 > 0 }
        if lengths.isEmpty || !valid {
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        lengths.map(Double.init).withUnsafeBufferPointer {
            cairo_set_dash(cr, $0.baseAddress, Int32($0.count), Double(phase))
        }
    }

    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cr, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { setShouldAntialias(allowsAntialiasing) }
}
