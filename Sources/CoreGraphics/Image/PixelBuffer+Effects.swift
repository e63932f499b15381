internal import CCairo
import Foundation

extension PixelBuffer {
    /// A Cairo surface over these pixels that ignores their alpha (RGB24): an opaque layer's
    /// content shows whatever color its transparent pixels hold, as on iOS.
    package func makeOpaqueSurface() -> OpaquePointer {
        cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
                                            Int32(width), Int32(height), Int32(bytesPerRow))
    }

    /// Blurs the alpha channel (color is dropped) with a Gaussian of standard deviation
    /// `sigma` pixels, approximated by three box blurs; used for shadows.
    package func blurAlpha(sigma: Double) {
        var alpha = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = (data + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { alpha[y * width + x] = Float(row[x] >> 24) / 255 }
        }
        if sigma > 0 { Self.gaussianBlur(&alpha, width: width, height: height, sigma: sigma) }
        for y in 0..<height {
            let row = (data + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let a = UInt32(unitByte: alpha[y * width + x])
                row[x] = a << 24
            }
        }
    }

    /// Replaces every pixel by `color` at that pixel's alpha × `opacity` (premultiplied).
    /// Components and opacity are limited to 0…1 (NaN as 0), all a pixel can hold.
    package func tint(_ color: CGColor, opacity: Double = 1) {
        let c = color.rgba
        let alpha = Double(c.a).unitClamped * opacity.unitClamped
        let r = Double(c.r).unitClamped, g = Double(c.g).unitClamped, b = Double(c.b).unitClamped
        for y in 0..<height {
            let row = (data + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let a = Double(row[x] >> 24) / 255 * alpha
                if a <= 0 { row[x] = 0; continue }
                row[x] = UInt32(unitByte: a) << 24 | UInt32(unitByte: r * a) << 16 | UInt32(unitByte: g * a) << 8 | UInt32(unitByte: b * a)
            }
        }
    }
}

extension PixelBuffer {
    /// Sets every pixel's alpha to 255 (RGB24 content read as ARGB32: the padding byte is
    /// not alpha).
    package func makeOpaque() {
        for y in 0..<height {
            let row = (data + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] |= 0xFF00_0000 }
        }
    }
}
