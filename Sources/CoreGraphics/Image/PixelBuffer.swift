internal import CCairo
import Foundation

/// Pixels in Cairo's ARGB32 format: 32 bits per pixel, premultiplied alpha, native byte
/// order (B, G, R, A in memory on little-endian machines — Core Graphics'
/// `premultipliedFirst | byteOrder32Little`), rows `bytesPerRow` apart.
///
/// The one pixel store shared by bitmap contexts, images and backing stores, so drawing,
/// compositing and encoding never convert formats.
package final class PixelBuffer: @unchecked Sendable {
    package let width: Int
    package let height: Int
    package let bytesPerRow: Int
    /// The first byte of the first row; `bytesPerRow * height` bytes, zeroed when allocated.
    package let data: UnsafeMutableRawPointer
    private let ownsData: Bool

    /// The row length Cairo requires for `width` pixels.
    package static func minimumBytesPerRow(width: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
    }

    /// The largest side a buffer may have; larger requests are refused, never allocated.
    package static let maximumSide = 32_767
    /// The most pixels a buffer may hold (400 MB); more are refused, never allocated.
    package static let maximumPixelCount = 100_000_000

    /// Whether a buffer of this size may be allocated.
    package static func allows(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maximumSide && height <= maximumSide && width * height <= maximumPixelCount
    }

    /// A transparent-black buffer, or nil for sizes that are empty, too large or not finite.
    package init?(width: Int, height: Int) {
        guard Self.allows(width: width, height: height) else { return nil }
        let stride = Self.minimumBytesPerRow(width: width)
        guard stride > 0, let memory = calloc(height, stride) else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        self.data = memory
        self.ownsData = true
    }

    /// Wraps memory the caller owns and keeps alive (a bitmap context created with `data:`).
    package init(wrapping data: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.data = data
        self.ownsData = false
    }

    /// Takes ownership of `malloc`ed pixels (a decoder's output) and frees them on deinit.
    /// `bytesPerRow` must be a row length Cairo can use for `width` (at least its minimum, a
    /// multiple of 4).
    package init(adoptingMallocedPixels data: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        precondition(bytesPerRow >= Self.minimumBytesPerRow(width: width) && bytesPerRow % 4 == 0, "rows Cairo cannot use")
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.data = data
        self.ownsData = true
    }

    /// Cairo surfaces over these pixels, made once and kept for compositing, where the same
    /// backing stores are drawn frame after frame.
    private var cachedSurfaces: (normal: OpaquePointer?, opaque: OpaquePointer?) = (nil, nil)

    /// A surface over these pixels owned by the buffer (do not destroy it); `opaque` ignores
    /// alpha. Callers that write through it must flush and mark it dirty as Cairo requires.
    package func sharedSurface(opaque: Bool = false) -> OpaquePointer {
        if opaque {
            if let s = cachedSurfaces.opaque { return s }
            let s = makeOpaqueSurface()
            cachedSurfaces.opaque = s
            return s
        }
        if let s = cachedSurfaces.normal { return s }
        let s = makeSurface()
        cachedSurfaces.normal = s
        return s
    }

    /// Tells cached surfaces that the pixels changed behind Cairo's back.
    package func markDirty() {
        if let s = cachedSurfaces.normal { cairo_surface_mark_dirty(s) }
        if let s = cachedSurfaces.opaque { cairo_surface_mark_dirty(s) }
    }

    deinit {
        if let s = cachedSurfaces.normal { cairo_surface_destroy(s) }
        if let s = cachedSurfaces.opaque { cairo_surface_destroy(s) }
        if ownsData { free(data) }
    }

    /// An independent copy of the pixels.
    package func copy() -> PixelBuffer {
        let c = PixelBuffer(width: width, height: height)!
        for row in 0..<height {
            memcpy(c.data + row * c.bytesPerRow, data + row * bytesPerRow, Swift.min(bytesPerRow, c.bytesPerRow))
        }
        return c
    }

    /// The premultiplied pixel at (x, y), row 0 at the top of memory, as (r, g, b, a).
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let v = (data + y * bytesPerRow + x * 4).loadUnaligned(as: UInt32.self)
        return (UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8),
                UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 24))
    }

    /// A Cairo surface over these pixels; the caller destroys it and keeps the buffer alive.
    package func makeSurface() -> OpaquePointer {
        cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                            Int32(width), Int32(height), Int32(bytesPerRow))
    }
}

extension PixelBuffer {
    /// Fills `rect` (pixels, top-left origin, clamped) with `color`, premultiplied.
    package func fill(_ rect: CGRect, with color: CGColor) {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, !r.isEmpty else { return }
        let c = color.rgba
        let a = c.a.unitClamped
        func channel(_ v: CGFloat) -> UInt32 { UInt32(unitByte: v.unitClamped * a) }
        let value = UInt32(unitByte: a) << 24 | channel(c.r) << 16 | channel(c.g) << 8 | channel(c.b)
        for y in Int(r.minY)..<Int(r.maxY) {
            let row = (data + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in Int(r.minX)..<Int(r.maxX) { row[x] = value }
        }
    }

    /// Makes `rect` (pixels, top-left origin, clamped to the buffer) transparent black.
    package func clear(_ rect: CGRect) {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, !r.isEmpty else { return }
        let x0 = Int(r.minX), x1 = Int(r.maxX)
        for y in Int(r.minY)..<Int(r.maxY) {
            memset(data + y * bytesPerRow + x0 * 4, 0, (x1 - x0) * 4)
        }
    }
}
