internal import CCairo
import Foundation
internal import RuntimeSupport

extension CGContext {
    /// Draws a blurred, offset copy of everything that follows, in `color` (nil: none).
    /// Offset and blur are in base (device) space, unaffected by the CTM, as in Core Graphics.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { gstate.shadow = nil; return }
        guard offset.width.isFinite, offset.height.isFinite, !blur.isNaN else {
            RuntimeIssue.report("CGContext.setShadow(offset:blur:color:): offset \(offset) or blur \(blur) is not finite; no shadow is drawn")
            gstate.shadow = nil
            return
        }
        gstate.shadow = Shadow(offset: offset, blur: Swift.max(0, blur), color: color)
    }

    /// A shadow in black at one-third alpha, Core Graphics' default shadow color.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Paints `shadow` for the drawing held in `group` (a pattern over an image surface).
    ///
    /// Offset and blur are in the context's base space — the space of its initial CTM —
    /// unaffected by later transforms: pixels with y up for a plain bitmap context, top-left
    /// points for UIKit's contexts (so a positive height moves the shadow down there, as on iOS).
    /// The blur approximates a Gaussian of standard deviation blur/2.
    func paintShadow(_ shadow: Shadow, of group: OpaquePointer) {
        var surfaceRef: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surfaceRef) == CAIRO_STATUS_SUCCESS, var source = surfaceRef else { return }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(source, &ox, &oy)
        // A vector context (PDF) groups into a recording surface: its shadow is made from a
        // picture of the drawing, one pixel per device unit.
        let picture = cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_RECORDING ? rasterize(recording: source, &ox, &oy) : nil
        defer { if let picture { cairo_surface_destroy(picture) } }
        if let picture { source = picture }
        guard cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(source)
        let w = Int(cairo_image_surface_get_width(source)), h = Int(cairo_image_surface_get_height(source))
        let stride = Int(cairo_image_surface_get_stride(source))
        guard w > 0, h > 0, let pixels = cairo_image_surface_get_data(source) else { return }

        // Base space → device pixels (y down).
        let toDevice = baseTransform.concatenating(flip)
        let offset = CGSize(width: shadow.offset.width * toDevice.a + shadow.offset.height * toDevice.c,
                            height: shadow.offset.width * toDevice.b + shadow.offset.height * toDevice.d)
        let scale = abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c).squareRoot()
        // A blur much wider than the shape spreads it to nothing: past that it changes nothing
        // visible, so it is limited there (a 1e308 blur must not size a buffer).
        let sigma = Swift.min(Double(shadow.blur * scale) / 2, Double(Swift.max(w, h)) * 4)
        guard sigma.isFinite, offset.width.isFinite, offset.height.isFinite,
              abs(offset.width) < 1e7, abs(offset.height) < 1e7 else { return }
        let pad = Int((sigma * 3).rounded(.up))

        guard let shadowBuffer = PixelBuffer(width: w + 2 * pad, height: h + 2 * pad) else { return }
        for y in 0..<h {
            memcpy(shadowBuffer.data + (y + pad) * shadowBuffer.bytesPerRow + pad * 4, pixels + y * stride, w * 4)
        }
        shadowBuffer.blurAlpha(sigma: sigma)
        shadowBuffer.tint(shadow.color)
        let shadowSurface = shadowBuffer.makeSurface()
        defer { cairo_surface_destroy(shadowSurface) }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, shadowSurface, -ox - Double(pad) + offset.width, -oy - Double(pad) + offset.height)
        cairo_paint_with_alpha(cr, gstate.alpha)
        cairo_restore(cr)
    }

    /// An image of what `recording` holds where it has ink, and the device offset to place
    /// it with (`ox`, `oy` in, the recording's; out, the image's); nil when there is no ink
    /// or it is too large to picture.
    private func rasterize(recording: OpaquePointer, _ ox: inout Double, _ oy: inout Double) -> OpaquePointer? {
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_recording_surface_ink_extents(recording, &x, &y, &w, &h)
        let left = x.rounded(.down), top = y.rounded(.down)
        let width = Int(saturating: (x + w - left).rounded(.up)), height = Int(saturating: (y + h - top).rounded(.up))
        guard width > 0, height > 0, width <= PixelBuffer.maximumSide, height <= PixelBuffer.maximumSide else { return nil }
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let c = cairo_create(image)!
        cairo_set_source_surface(c, recording, ox - left, oy - top)
        cairo_paint(c)
        cairo_destroy(c)
        ox -= left
        oy -= top
        return image
    }
}
