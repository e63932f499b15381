internal import CCairo
import Foundation
internal import RuntimeSupport

extension CGContext {
    // MARK: Paths

    /// Fills the current path (nonzero winding unless told otherwise) and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        setFillRule(rule)
        render(color: gstate.fillColor) { cairo_fill(self.cr) }
    }

    /// Strokes the current path with the line settings and clears it.
    public func strokePath() {
        render(color: gstate.strokeColor) { cairo_stroke(self.cr) }
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath(using: .winding)
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            setFillRule(mode == .fillStroke ? .winding : .evenOdd)
            render(color: gstate.fillColor) { cairo_fill_preserve(self.cr) }
            render(color: gstate.strokeColor) { cairo_stroke(self.cr) }
        }
    }

    // MARK: Shapes

    public func fill(_ rect: CGRect) { beginPath(); addRect(rect); fillPath() }
    public func fill(_ rects: [CGRect]) { beginPath(); addRects(rects); fillPath() }
    public func fillEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); fillPath() }
    public func stroke(_ rect: CGRect) { beginPath(); addRect(rect); strokePath() }
    public func strokeEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); strokePath() }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Strokes pairs of points as separate segments.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count {
            move(to: points[i]); addLine(to: points[i + 1])
            i += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent black, whatever the blend mode and alpha.
    public func clear(_ rect: CGRect) {
        guard rect.isFinite else { return }
        let r = rect.standardized
        withCairo { cr in
            cairo_save(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        setFillRule(rule)
        cairo_clip(cr)
    }

    public func clip(to rect: CGRect) {
        beginPath(); addRect(rect); clip()
    }

    public func clip(to rects: [CGRect]) {
        beginPath(); addRects(rects); clip()
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Images

    /// Draws `image` scaled into `rect`, its first row at the rect's top in Core Graphics'
    /// y-up sense (so, as on iOS, it appears upside down in a flipped UIKit context unless the
    /// caller flips it back; UIImage.draw does).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.isFinite, !rect.isNull, rect.width != 0, rect.height != 0 else { return }
        let r = rect.standardized
        let span = devicePixelsPerImagePixel(image, in: r)
        if !Self.isSampleable(span) {
            if byTiling { return drawUnsampleableTiles(image, in: r, span: span) }
            if span.x > 1, span.y > 1 { return drawMagnifiedPixels(image, in: r) }
        }
        let source = image.buffer.makeSurface()
        defer { cairo_surface_destroy(source) }
        let pattern = cairo_pattern_create_for_surface(source)!
        defer { cairo_pattern_destroy(pattern) }
        // Pattern space is image pixels (row 0 at the top); map user space into it.
        let sx = r.width / CGFloat(image.width), sy = r.height / CGFloat(image.height)
        let imageToUser = CGAffineTransform(a: sx, b: 0, c: 0, d: -sy, tx: r.minX, ty: r.maxY)
        let userToImage = imageToUser.inverted()
        var m = cairo_matrix_t(xx: userToImage.a, yx: userToImage.b, xy: userToImage.c, yy: userToImage.d,
                               x0: userToImage.tx, y0: userToImage.ty)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter(for: gstate.interpolationQuality))
        render(pattern: pattern) {
            cairo_new_path(self.cr)
            if byTiling {
                cairo_paint(self.cr)
            } else {
                cairo_rectangle(self.cr, r.minX, r.minY, r.width, r.height)
                cairo_fill(self.cr)
            }
        }
    }

    private func filter(for quality: CGInterpolationQuality) -> cairo_filter_t {
        switch quality {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }

    // MARK: Gradients

    /// Fills the clip with a linear gradient from `start` to `end` (user space); outside the
    /// ends nothing is drawn unless the options extend it.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard start.isFinite, end.isFinite else { return }
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        defer { cairo_pattern_destroy(pattern) }
        paintGradient(gradient, pattern, options)
    }

    /// Fills the clip with a radial gradient between two circles (user space).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite else { return }
        let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, max(0, startRadius),
                                                  endCenter.x, endCenter.y, max(0, endRadius))!
        defer { cairo_pattern_destroy(pattern) }
        paintGradient(gradient, pattern, options)
    }

    private func paintGradient(_ gradient: CGGradient, _ pattern: OpaquePointer, _ options: CGGradientDrawingOptions) {
        for s in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, s.location, s.r, s.g, s.b, s.a)
        }
        // Cairo extends both ends or neither; extend, then clip away an end that must not be.
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        render(pattern: pattern) {
            if before != after { self.clipGradientEnd(pattern, keepBefore: before) }
            cairo_paint(self.cr)
        }
    }

    /// Restricts painting to the half-plane (linear) or disc side (radial) a one-sided
    /// extension allows.
    private func clipGradientEnd(_ pattern: OpaquePointer, keepBefore: Bool) {
        // Sizes come from the clip, so coordinates stay inside Cairo's fixed-point range.
        let clipBox = boundingBoxOfClipPath
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0, r0 = 0.0, r1 = 0.0
        cairo_new_path(cr)
        if cairo_pattern_get_linear_points(pattern, &x0, &y0, &x1, &y1) == CAIRO_STATUS_SUCCESS {
            // The boundary passes through the dropped end, normal to the axis; keep the side
            // toward the other end.
            let length = max(1e-12, ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot())
            let ux = (x1 - x0) / length, uy = (y1 - y0) / length
            let (px, py) = keepBefore ? (x1, y1) : (x0, y0)
            let (kx, ky) = keepBefore ? (-ux, -uy) : (ux, uy)
            let dx = clipBox.midX - px, dy = clipBox.midY - py
            let big = 2 * ((dx * dx + dy * dy).squareRoot() + clipBox.width + clipBox.height) + 1
            let nx = -uy * big, ny = ux * big
            cairo_move_to(cr, px + nx, py + ny)
            cairo_line_to(cr, px - nx, py - ny)
            cairo_line_to(cr, px - nx + kx * big, py - ny + ky * big)
            cairo_line_to(cr, px + nx + kx * big, py + ny + ky * big)
            cairo_close_path(cr)
            cairo_clip(cr)
        } else if cairo_pattern_get_radial_circles(pattern, &x0, &y0, &r0, &x1, &y1, &r1) == CAIRO_STATUS_SUCCESS {
            if keepBefore {
                // Drop what lies beyond the end circle.
                cairo_arc(cr, x1, y1, r1, 0, 2 * .pi)
            } else {
                // Drop what lies inside the start circle: the clip box minus that disc.
                cairo_rectangle(cr, clipBox.minX, clipBox.minY, clipBox.width, clipBox.height)
                cairo_new_sub_path(cr)
                cairo_arc(cr, x0, y0, r0, 0, 2 * .pi)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            }
            cairo_clip(cr)
        }
    }

    // MARK: The one place drawing reaches the surface (through `withCairo`)

    func setFillRule(_ rule: CGPathFillRule) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// Draws with a solid color source (`draw` reaches Cairo through `withCairo`).
    package func render(color: CGColor, _ draw: @escaping () -> Void) {
        let c = color.drawnRGBA
        render(setSource: { cairo_set_source_rgba(self.cr, c.r, c.g, c.b, c.a) }, draw)
    }

    /// Draws with a pattern source (image, gradient).
    func render(pattern: OpaquePointer, _ draw: @escaping () -> Void) {
        render(setSource: { cairo_set_source(self.cr, pattern) }, draw)
    }

    /// Applies blend mode, global alpha and shadow around one drawing operation. Without alpha
    /// or shadow it draws straight onto the surface; otherwise it draws into a group, paints
    /// the group's shadow, then the group at the global alpha.
    private func render(setSource: () -> Void, _ draw: () -> Void) {
        let op = cairoOperator(gstate.blendMode)
        withCairo { cr in
            if gstate.alpha >= 1 && gstate.shadow == nil {
                cairo_save(cr)
                cairo_set_operator(cr, op)
                setSource()
                draw()
                cairo_restore(cr)
                return
            }
            cairo_save(cr)
            cairo_push_group(cr)
            setSource()
            draw()
            let group = cairo_pop_group(cr)!
            defer { cairo_pattern_destroy(group) }
            cairo_set_operator(cr, op)
            if let shadow = gstate.shadow { paintShadow(shadow, of: group) }
            cairo_set_source(cr, group)
            cairo_paint_with_alpha(cr, gstate.alpha)
            cairo_restore(cr)
        }
        checkCairoStatus("drawing")
    }

    private func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        case .plusDarker:
            // Cairo has no plus-darker; saturate (the nearest it has) and say so once.
            RuntimeIssue.report("CGBlendMode.plusDarker is drawn as .normal here (Cairo has no equivalent operator)")
            return CAIRO_OPERATOR_OVER
        }
    }
}
