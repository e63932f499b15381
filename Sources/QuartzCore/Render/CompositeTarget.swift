internal import CCairo
internal import CPixman
import CoreGraphics
import Foundation

/// The pixels the compositor writes straight into with pixman: the framebuffer, or the
/// surface of a group (opacity, mask) Cairo pushed, or the image a layer is rendered into.
///
/// Writing through pixman skips Cairo's per-call machinery (gstate, path, pattern, clip
/// extents), which for a whole-pixel blit or an aligned fill costs more than the pixels.
/// Device pixel (x, y) is target pixel (x + offsetX, y + offsetY).
final class CompositeTarget {
    /// A pixman image over the pixels (owned).
    let image: OpaquePointer
    let offsetX: Int
    let offsetY: Int
    /// The target's pixels as device coordinates (whole pixels).
    let bounds: CGRect
    let pixels: UnsafeMutablePointer<UInt32>
    let strideWords: Int
    /// Keeps the framebuffer alive while its pixels are written.
    private let owner: PixelBuffer?

    /// A target over a framebuffer (device pixels are buffer pixels).
    init(buffer: PixelBuffer) {
        owner = buffer
        pixels = buffer.data.assumingMemoryBound(to: UInt32.self)
        strideWords = buffer.bytesPerRow / 4
        offsetX = 0
        offsetY = 0
        bounds = CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(buffer.width), Int32(buffer.height),
                                         pixels, Int32(buffer.bytesPerRow))
    }

    /// A target over a Cairo image surface in ARGB32, or nil for any other surface (then
    /// everything is drawn through Cairo).
    ///
    /// The surface is flushed and marked dirty once here, so Cairo never assumes it is still
    /// clear (it turns OVER into SOURCE on a surface it believes clear) after pixman wrote it.
    init?(surface: OpaquePointer) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        cairo_surface_flush(surface)
        cairo_surface_mark_dirty(surface)
        owner = nil
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let stride = cairo_image_surface_get_stride(surface)
        pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        strideWords = Int(stride) / 4
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(surface, &ox, &oy)
        offsetX = Int(ox.rounded())
        offsetY = Int(oy.rounded())
        bounds = CGRect(x: -offsetX, y: -offsetY, width: Int(width), height: Int(height))
        image = pixman_image_create_bits(PIXMAN_a8r8g8b8, width, height, pixels, stride)
    }

    deinit { pixman_image_unref(image) }

    /// Fills `rect` (device, whole pixels, inside `bounds`) with `color` composited OVER, the
    /// way Cairo fills a pixel-aligned rectangle with a solid color: opaque colors are stored,
    /// others blended with pixman's solid fill.
    func fill(_ rect: CGRect, _ color: SolidColor) {
        let x = Int32(Int(rect.minX) + offsetX), y = Int32(Int(rect.minY) + offsetY)
        let w = Int32(rect.width), h = Int32(rect.height)
        guard w > 0, h > 0 else { return }
        if color.isOpaque {
            pixman_fill(pixels, Int32(strideWords), 32, x, y, w, h, color.pixel)
        } else {
            var c = color.pixman
            var box = pixman_box32_t(x1: x, y1: y, x2: x + w, y2: y + h)
            pixman_image_fill_boxes(PIXMAN_OP_OVER, image, &c, 1, &box)
        }
    }

    /// Composites `source` (pixels from `sourceX`, `sourceY`) onto device `rect` (whole pixels,
    /// inside `bounds`).
    func composite(_ source: OpaquePointer, op: pixman_op_t, sourceX: Int, sourceY: Int, to rect: CGRect) {
        pixman_image_composite32(op, source, nil, image, Int32(sourceX), Int32(sourceY), 0, 0,
                                 Int32(Int(rect.minX) + offsetX), Int32(Int(rect.minY) + offsetY),
                                 Int32(rect.width), Int32(rect.height))
    }
}

/// A color as Cairo stores a solid source: 16-bit premultiplied channels, rounded the way
/// Cairo rounds them, so pixman fills give the same pixels as `cairo_fill`.
struct SolidColor {
    let pixman: pixman_color_t
    /// Cairo treats a color as opaque from alpha 0xff00 on and then stores it.
    var isOpaque: Bool { pixman.alpha >= 0xff00 }
    /// The ARGB32 pixel Cairo stores for the color (each channel's high byte).
    var pixel: UInt32 {
        UInt32(pixman.alpha >> 8) << 24 | UInt32(pixman.red >> 8) << 16 | UInt32(pixman.green & 0xff00) | UInt32(pixman.blue >> 8)
    }
    /// Whether Cairo would draw nothing with it.
    var isClear: Bool { pixman.alpha < 0x0100 }

    init(_ color: CGColor) {
        let c = color.rgba
        func clamp(_ v: CGFloat) -> Double { v.isNaN ? 0 : Double(min(1, max(0, v))) }
        let a = clamp(c.a)
        // cairo-color.c: `d * 65535.0 + 0.5`, on premultiplied components.
        func short(_ d: Double) -> UInt16 { UInt16(d * 65535.0 + 0.5) }
        pixman = pixman_color_t(red: short(clamp(c.r) * a), green: short(clamp(c.g) * a),
                                blue: short(clamp(c.b) * a), alpha: short(a))
    }
}
