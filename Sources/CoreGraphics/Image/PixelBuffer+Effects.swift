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
                let a = UInt32((min(1, max(0, alpha[y * width + x])) * 255).rounded())
                row[x] = a << 24
            }
        }
    }

    /// Replaces every pixel by `color` at that pixel's alpha × `opacity` (premultiplied).
    package func tint(_ color: CGColor, opacity: Double = 1) {
        let c = color.rgba
        for y in 0..<height {
            let row = (data + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let a = Double(row[x] >> 24) / 255 * Double(c.a) * opacity
                if a <= 0 { row[x] = 0; continue }
                let A = UInt32((a * 255).rounded()), R = UInt32((Double(c.r) * a * 255).rounded())
                let G = UInt32((Double(c.g) * a * 255).rounded()), B = UInt32((Double(c.b) * a * 255).rounded())
                row[x] = A << 24 | R << 16 | G << 8 | B
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
