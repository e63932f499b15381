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

    /// Three separable box blurs whose combined variance is `sigma`².
    package static func gaussianBlur(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
        let boxes = 3
        let ideal = (12 * sigma * sigma / Double(boxes) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - Double(boxes * lower * lower) - Double(4 * boxes * lower) - Double(3 * boxes))
                 / Double(-4 * lower - 4)).rounded()
        var scratch = [Float](repeating: 0, count: values.count)
        for i in 0..<boxes {
            let radius = ((i < Int(m) ? lower : upper) - 1) / 2
            guard radius > 0 else { continue }
            boxBlur(values, into: &scratch, width: width, height: height, radius: radius, horizontal: true)
            boxBlur(scratch, into: &values, width: width, height: height, radius: radius, horizontal: false)
        }
    }

    private static func boxBlur(_ src: [Float], into dst: inout [Float], width: Int, height: Int, radius: Int, horizontal: Bool) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let step = horizontal ? 1 : width, lineStep = horizontal ? width : 1
        let scale = 1 / Float(2 * radius + 1)
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                for line in 0..<lines {
                    let base = line * lineStep
                    var sum: Float = 0
                    for k in -radius...radius where k >= 0 && k < length { sum += s[base + k * step] }
                    for i in 0..<length {
                        d[base + i * step] = sum * scale
                        let outIndex = i - radius, inIndex = i + radius + 1
                        if outIndex >= 0 { sum -= s[base + outIndex * step] }
                        if inIndex < length { sum += s[base + inIndex * step] }
                    }
                }
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
