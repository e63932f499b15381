@_implementationOnly import CCairo
@_implementationOnly import CPixman
import CoreGraphics

extension Compositor {
    /// The whole-pixel fast path: when device pixels map one-to-one onto source pixels and
    /// the clip is a set of rectangles, composite straight with pixman (OVER), skipping
    /// Cairo's path, pattern and clip machinery. Returns false when it does not apply.
    ///
    /// `part` is the source rectangle in pixels; `to` its destination in user space.
    static func copyPixels(_ cr: OpaquePointer, _ surface: OpaquePointer, from part: CGRect, to: CGRect,
                           ctm: cairo_matrix_t) -> Bool {
        guard ctm.xy == 0, ctm.yx == 0 else { return false }
        let target = cairo_get_group_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return false }
        // The destination in device pixels (whole pixels by construction).
        let device = CGRect(x: to.minX * ctm.xx + ctm.x0, y: to.minY * ctm.yy + ctm.y0,
                            width: to.width * ctm.xx, height: to.height * ctm.yy).standardized
        let rounded = device.integral
        guard abs(rounded.minX - device.minX) < 1e-6, abs(rounded.minY - device.minY) < 1e-6,
              Int(rounded.width) == Int(part.width), Int(rounded.height) == Int(part.height) else { return false }

        // The clip, in device space, as rectangles (a rounded clip is not one).
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)!
        cairo_restore(cr)
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }

        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        cairo_surface_flush(target)
        cairo_surface_flush(surface)
        let destination = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, cairo_image_surface_get_width(target), cairo_image_surface_get_height(target),
            UnsafeMutableRawPointer(cairo_image_surface_get_data(target)!).assumingMemoryBound(to: UInt32.self),
            cairo_image_surface_get_stride(target))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        let source = pixman_image_create_bits(
            opaque ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8,
            cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
            UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self),
            cairo_image_surface_get_stride(surface))
        defer { pixman_image_unref(source); pixman_image_unref(destination) }
        for i in 0..<Int(list.pointee.num_rectangles) {
            let c = list.pointee.rectangles[i]
            let area = rounded.intersection(CGRect(x: c.x, y: c.y, width: c.width, height: c.height).integral)
            guard !area.isNull, !area.isEmpty else { continue }
            pixman_image_composite32(
                opaque ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, source, nil, destination,
                Int32(part.minX + area.minX - rounded.minX), Int32(part.minY + area.minY - rounded.minY), 0, 0,
                Int32(area.minX + ox), Int32(area.minY + oy), Int32(area.width), Int32(area.height))
        }
        cairo_surface_mark_dirty(target)
        return true
    }
}
