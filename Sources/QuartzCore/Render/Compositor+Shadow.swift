internal import CCairo
import CoreGraphics

extension Compositor {
    /// The layer's shadow: its `shadowPath`, else the shape of its background (rounded), drawn
    /// blurred at `shadowOffset` (top-left: positive height moves it down).
    static func drawShadow(of layer: RenderLayer, color: CGColor, _ state: DrawState, _ pass: CompositePass) {
        let cr = pass.cairo(state)
        // Stored values, never the `open` accessors: no subclass code runs while rendering.
        guard let e = layer.extras else { return }
        let bounds = layer._bounds
        let radius = min(e.cornerRadius, min(bounds.width, bounds.height) / 2)
        let blur = e.shadowRadius
        let offset = e.shadowOffset
        // Render the shape into a small buffer in device space, blur it, paint it.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let scale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let pad = Int(saturating: min((blur * scale * 1.5).rounded(.up), 1e9)) + 1
        let shapeBox = e.shadowPath?.boundingBoxOfPath ?? bounds
        guard !shapeBox.isNull, !shapeBox.isEmpty else { return }
        let toDevice = CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
        var deviceBox = shapeBox.offsetBy(dx: offset.width, dy: offset.height).applying(toDevice).integral
            .insetBy(dx: CGFloat(-pad), dy: CGFloat(-pad))
        // A shadow too large to buffer: only what the clip can show, with the blur's reach
        // around it (an ordinary one is blurred whole, so a partial frame blurs it alike).
        if !DrawState.isWithinCairoRange(deviceBox) {
            deviceBox = deviceBox.intersection(state.clip.insetBy(dx: CGFloat(-2 * pad), dy: CGFloat(-2 * pad)))
        }
        guard !deviceBox.isNull, !deviceBox.isEmpty, deviceBox.isFinite else { return }
        guard let buffer = PixelBuffer(width: Int(deviceBox.width), height: Int(deviceBox.height)) else { return }
        let surface = buffer.makeSurface()
        let sc = cairo_create(surface)!
        cairo_translate(sc, -deviceBox.minX, -deviceBox.minY)
        var mm = matrix
        cairo_transform(sc, &mm)
        cairo_translate(sc, offset.width, offset.height)
        if let path = e.shadowPath {
            appendPath(sc, path)
        } else {
            var shapeMap = cairo_matrix_t()
            cairo_get_matrix(sc, &shapeMap)
            let buffered = DrawState(ctm: shapeMap, clip: CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height),
                                     clipIsRect: true, target: nil)
            roundedRect(sc, buffered.visiblePart(of: bounds, margin: radius), radius)
        }
        cairo_set_source_rgba(sc, 0, 0, 0, 1)
        cairo_fill(sc)
        cairo_destroy(sc)
        cairo_surface_flush(surface)
        buffer.blurAlpha(sigma: Double(blur * scale) / 2)
        buffer.tint(color, opacity: Double(e.shadowOpacity))
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        // `masksToBounds` clips the shadow too, to the rounded bounds: Core Animation shows
        // none of it outside them (a shadowed card that clips needs a second layer on iOS).
        if layer.flags.contains(.masksToBounds) {
            roundedRect(cr, state.visiblePart(of: bounds, margin: radius), radius)
            cairo_clip(cr)
        }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, deviceBox.minX, deviceBox.minY)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_surface_destroy(surface)
    }
}
