@_implementationOnly import CCairo
import CoreGraphics
import Foundation

/// Draws layer trees with Cairo: each layer's background, contents, sublayers (by
/// `zPosition`, then order) and border, at its opacity as a group, clipped by
/// `masksToBounds` (rounded by `cornerRadius`) and masked by `mask`.
@MainActor
package enum Compositor {
    /// Layers drawn since the counter was last reset (for tests and benchmarks).
    package static var layersComposited = 0

    /// Draws `layer` into `cr`, whose current matrix maps the layer's superlayer space.
    static func draw(_ layer: CALayer, _ cr: OpaquePointer) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let t = layer.transformToSuperlayer
        if !t.isAffine {
            drawWithPerspective(layer, t, cr)
            return
        }
        var m = cairo_matrix_t(xx: t.m.0, yx: t.m.1, xy: t.m.3, yy: t.m.4, x0: t.m.6, y0: t.m.7)
        guard t.m.0 * t.m.4 - t.m.1 * t.m.3 != 0 else { return }    // flattened to a line
        cairo_transform(cr, &m)
        drawInLayerSpace(layer, cr)
    }

    /// Whether `rect` (current user space) can touch the clip; layers that cannot are skipped.
    static func intersectsClip(_ cr: OpaquePointer, _ rect: CGRect) -> Bool {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return rect.intersects(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
    }

    /// Draws `layer` with `cr` already in its bounds coordinates.
    static func drawInLayerSpace(_ layer: CALayer, _ cr: OpaquePointer) {
        // Outside the damaged area: nothing of this subtree needs painting.
        guard intersectsClip(cr, layer.subtreeExtent) else { return }
        layersComposited += 1
        // The render server reads the model's stored values once (as Core Animation's render
        // tree does), not through the overridable accessors.
        let extras = layer.extras
        let opacity = Double(min(1, max(0, layer._opacity)))
        let mask = extras?.mask
        let grouped = opacity < 1 || mask != nil
        if let extras, extras.shadowOpacity > 0, let color = extras.shadowColor { drawShadow(of: layer, color: color, cr) }
        if grouped { cairo_push_group(cr) }

        let bounds = layer._bounds
        let radius = min(extras?.cornerRadius ?? 0, min(bounds.width, bounds.height) / 2)
        if let background = layer._backgroundColor, background.alpha > 0 {
            roundedRect(cr, bounds, radius)
            setColor(cr, background)
            cairo_fill(cr)
        }
        if layer.flags.contains(.masksToBounds) {
            roundedRect(cr, bounds, radius)
            cairo_clip(cr)
        }
        if let extras { drawContents(of: layer, extras, cr) }
        if let sublayers = layer._sublayers {
            let ordered = sublayers.contains { ($0.extras?.zPosition ?? 0) != 0 }
                ? sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
                : sublayers
            for sublayer in ordered { draw(sublayer, cr) }
        }
        if let extras, extras.borderWidth > 0, let color = extras.borderColor, color.alpha > 0 {
            cairo_reset_clip(cr)
            let w = min(extras.borderWidth, min(bounds.width, bounds.height) / 2)
            roundedRect(cr, bounds.insetBy(dx: w / 2, dy: w / 2), max(0, radius - w / 2))
            cairo_set_line_width(cr, w)
            setColor(cr, color)
            cairo_stroke(cr)
        }

        guard grouped else { return }
        let content = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(content) }
        if let mask {
            cairo_push_group(cr)
            draw(mask, cr)
            let maskPattern = cairo_pop_group(cr)!
            defer { cairo_pattern_destroy(maskPattern) }
            cairo_push_group(cr)
            cairo_set_source(cr, content)
            cairo_mask(cr, maskPattern)
            let masked = cairo_pop_group(cr)!
            defer { cairo_pattern_destroy(masked) }
            cairo_set_source(cr, masked)
        } else {
            cairo_set_source(cr, content)
        }
        cairo_paint_with_alpha(cr, opacity)
    }

    // MARK: Contents

    /// Draws the backing store, else `contents` (a CGImage), placed by the gravity, cut by
    /// `contentsRect` and stretched in nine parts by `contentsCenter`.
    static func drawContents(of layer: CALayer, _ extras: CALayer.Extras, _ cr: OpaquePointer) {
        let buffer: PixelBuffer
        if let store = extras.backingStore { buffer = store } else if let image = extras.contents.map({ $0 as AnyObject }) as? CGImage { buffer = image.buffer } else { return }
        let scale = layer._contentsScale
        let unit = extras.contentsRect
        let source = CGRect(x: unit.minX * CGFloat(buffer.width), y: unit.minY * CGFloat(buffer.height),
                            width: unit.width * CGFloat(buffer.width), height: unit.height * CGFloat(buffer.height))
        guard source.width > 0, source.height > 0 else { return }
        let size = CGSize(width: source.width / scale, height: source.height / scale)
        let gravity = extras.contentsGravity
        let destination = gravity.placement(of: size, in: layer._bounds)
        // An opaque layer's drawn content is shown without its alpha, as on iOS.
        let opaque = layer.flags.contains(.opaque) && extras.backingStore != nil
        let surface = buffer.sharedSurface(opaque: opaque)
        let center = extras.contentsCenter
        let stretches = gravity == .resize || gravity == .resizeAspect || gravity == .resizeAspectFill
        if stretches && center != CGRect(x: 0, y: 0, width: 1, height: 1) {
            for (from, to) in nineParts(source: source, center: center, destination: destination, scale: scale) {
                blit(cr, surface, from: from, to: to)
            }
        } else {
            blit(cr, surface, from: source, to: destination)
        }
    }

    /// Source and destination rectangles of a nine-part stretch: corners keep their size
    /// (shrunk proportionally when the destination is too small), the rest stretches.
    static func nineParts(source: CGRect, center: CGRect, destination: CGRect, scale: CGFloat) -> [(CGRect, CGRect)] {
        let sx = [source.minX, source.minX + center.minX * source.width, source.minX + center.maxX * source.width, source.maxX]
        let sy = [source.minY, source.minY + center.minY * source.height, source.minY + center.maxY * source.height, source.maxY]
        var left = (sx[1] - sx[0]) / scale, right = (sx[3] - sx[2]) / scale
        var top = (sy[1] - sy[0]) / scale, bottom = (sy[3] - sy[2]) / scale
        if left + right > destination.width, left + right > 0 {
            let k = destination.width / (left + right); left *= k; right *= k
        }
        if top + bottom > destination.height, top + bottom > 0 {
            let k = destination.height / (top + bottom); top *= k; bottom *= k
        }
        let dx = [destination.minX, destination.minX + left, destination.maxX - right, destination.maxX]
        let dy = [destination.minY, destination.minY + top, destination.maxY - bottom, destination.maxY]
        var parts: [(CGRect, CGRect)] = []
        for row in 0..<3 {
            for col in 0..<3 {
                let from = CGRect(x: sx[col], y: sy[row], width: sx[col + 1] - sx[col], height: sy[row + 1] - sy[row])
                let to = CGRect(x: dx[col], y: dy[row], width: dx[col + 1] - dx[col], height: dy[row + 1] - dy[row])
                if from.width > 0, from.height > 0, to.width > 0, to.height > 0 { parts.append((from, to)) }
            }
        }
        return parts
    }

    /// Paints pixels `from` (source pixels) scaled into `to` (current user space).
    ///
    /// When device pixels map one-to-one onto whole source pixels (an untransformed layer at
    /// its own scale) the copy skips filtering, which keeps it exact and as fast as a blit.
    static func blit(_ cr: OpaquePointer, _ surface: OpaquePointer, from: CGRect, to: CGRect) {
        // Sample only inside `from` (a contentsRect or a nine-part slice): a sub-surface
        // whose edges the filter repeats, so neighbouring pixels never bleed in.
        let whole = CGRect(x: 0, y: 0, width: Int(cairo_image_surface_get_width(surface)),
                           height: Int(cairo_image_surface_get_height(surface)))
        let part = from.integral.intersection(whole)
        guard !part.isNull, !part.isEmpty else { return }
        // Pattern matrix: user → source pixels (relative to the part).
        let sx = from.width / to.width, sy = from.height / to.height
        var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy,
                               x0: from.minX - part.minX - to.minX * sx, y0: from.minY - part.minY - to.minY * sy)
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        // Device → source = inverse(CTM) then the pattern matrix; one-to-one when it is an
        // integer translation.
        var deviceToUser = ctm
        let exact = cairo_matrix_invert(&deviceToUser) == CAIRO_STATUS_SUCCESS && {
            var d = cairo_matrix_t()
            cairo_matrix_multiply(&d, &deviceToUser, &m)
            return d.xx == 1 && d.yy == 1 && d.xy == 0 && d.yx == 0
                && d.x0 == d.x0.rounded() && d.y0 == d.y0.rounded()
        }()
        if exact, from == part, copyPixels(cr, surface, from: part, to: to, ctm: ctm) { return }

        let source = part == whole ? cairo_surface_reference(surface)!
            : cairo_surface_create_for_rectangle(surface, part.minX, part.minY, part.width, part.height)!
        defer { cairo_surface_destroy(source) }
        let pattern = cairo_pattern_create_for_surface(source)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_matrix(pattern, &m)
        // Scaled content repeats its edge pixels (no fading at the edges); unscaled content
        // needs no edge and composites faster without.
        cairo_pattern_set_extend(pattern, sx == 1 && sy == 1 && part == whole ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_new_path(cr)
        cairo_rectangle(cr, to.minX, to.minY, to.width, to.height)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    // MARK: Shadow

    /// The layer's shadow: its `shadowPath`, else the shape of its background (rounded), drawn
    /// blurred at `shadowOffset` (top-left: positive height moves it down).
    static func drawShadow(of layer: CALayer, color: CGColor, _ cr: OpaquePointer) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let bounds = layer.bounds
        let radius = min(layer.cornerRadius, min(bounds.width, bounds.height) / 2)
        let blur = layer.shadowRadius
        let offset = layer.shadowOffset
        // Render the shape into a small buffer in device space, blur it, paint it.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let scale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let pad = Int((blur * scale * 1.5).rounded(.up)) + 1
        let shapeBox = layer.shadowPath?.boundingBoxOfPath ?? bounds
        guard !shapeBox.isNull, !shapeBox.isEmpty else { return }
        let toDevice = CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
        let deviceBox = shapeBox.offsetBy(dx: offset.width, dy: offset.height).applying(toDevice).integral
            .insetBy(dx: CGFloat(-pad), dy: CGFloat(-pad))
        guard let buffer = PixelBuffer(width: Int(deviceBox.width), height: Int(deviceBox.height)) else { return }
        let surface = buffer.makeSurface()
        let sc = cairo_create(surface)!
        cairo_translate(sc, -deviceBox.minX, -deviceBox.minY)
        var mm = matrix
        cairo_transform(sc, &mm)
        cairo_translate(sc, offset.width, offset.height)
        if let path = layer.shadowPath { appendPath(sc, path) } else { roundedRect(sc, bounds, radius) }
        cairo_set_source_rgba(sc, 0, 0, 0, 1)
        cairo_fill(sc)
        cairo_destroy(sc)
        cairo_surface_flush(surface)
        buffer.blurAlpha(sigma: Double(blur * scale) / 2)
        buffer.tint(color, opacity: Double(layer.shadowOpacity))
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, deviceBox.minX, deviceBox.minY)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_surface_destroy(surface)
    }

    // MARK: Helpers

    static func roundedRect(_ cr: OpaquePointer, _ r: CGRect, _ radius: CGFloat) {
        cairo_new_path(cr)
        guard radius > 0 else {
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    static func appendPath(_ cr: OpaquePointer, _ path: CGPath) {
        cairo_new_path(cr)
        path.append(toCairo: cr)
    }

    static func setColor(_ cr: OpaquePointer, _ color: CGColor) {
        let c = color.rgba
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
    }
}
