internal import CCairo
import Foundation

/// What a recording context (`init(recordingWidth:…)`) drew, and replaying it.
extension CGContext {
    /// The device-pixel rectangle (top-left origin) a recording context drew into; empty when
    /// nothing was drawn.
    package var recordedInkExtents: CGRect {
        guard buffer == nil else { return CGRect(x: 0, y: 0, width: width, height: height) }
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_surface_flush(surface)
        cairo_recording_surface_ink_extents(surface, &x, &y, &w, &h)
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// Paints what a recording context recorded into `target` at device offset zero, limited
    /// to `clip` (device pixels, top-left origin).
    package func replay(into target: PixelBuffer, clip: CGRect) {
        let destination = target.makeSurface()
        let c = cairo_create(destination)!
        cairo_rectangle(c, clip.minX, clip.minY, clip.width, clip.height)
        cairo_clip(c)
        cairo_set_source_surface(c, surface, 0, 0)
        cairo_paint(c)
        cairo_destroy(c)
        cairo_surface_flush(destination)
        cairo_surface_destroy(destination)
    }
}
