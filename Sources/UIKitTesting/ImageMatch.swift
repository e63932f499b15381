import CoreGraphics
import Foundation

/// How two images compare under swift-snapshot-testing's two knobs.
///
/// - `precision`: the share of pixels that must match (1 = all).
/// - `perceptualPrecision`: how close a pixel must be to count as matching, on the CIE ΔE*94
///   scale Core Image's `CILabDeltaE` uses: a pixel matches when its ΔE is at most
///   `(1 − perceptualPrecision) × 100`. 1 means byte-identical; 0.98 forgives differences
///   the eye barely sees (ΔE ≤ 2).
///
/// The rules follow the snapshot library on iOS, so references recorded there with given
/// precisions pass or fail here for the same reasons.
package struct ImageMatch {
    package let precision: Float
    package let perceptualPrecision: Float

    package init(precision: Float, perceptualPrecision: Float) {
        self.precision = min(max(precision.isNaN ? 1 : precision, 0), 1)
        self.perceptualPrecision = min(max(perceptualPrecision.isNaN ? 1 : perceptualPrecision, 0), 1)
    }

    /// Nil when `image` matches `reference`, otherwise why not, in the library's words.
    ///
    /// As on iOS: with `perceptualPrecision` 1, `precision` is the share of bytes (each pixel's
    /// red, green, blue and alpha) that must be equal; below 1, the share of pixels within the
    /// ΔE threshold, and the message gives the lowest perceptual precision found.
    package func failure(_ image: CGImage, reference: CGImage) -> String? {
        guard image.width == reference.width, image.height == reference.height else {
            return "Newly-taken snapshot@\(image.width)×\(image.height) px does not match reference@\(reference.width)×\(reference.height) px."
        }
        let a = image.buffer, b = reference.buffer
        let total = a.width * a.height
        guard total > 0 else { return nil }
        let threshold = Double(1 - perceptualPrecision) * 100
        var differentPixels = 0, differentBytes = 0, failingPixels = 0
        var worst = 0.0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                guard p != q else { continue }
                differentPixels += 1
                differentBytes += (p.r != q.r ? 1 : 0) + (p.g != q.g ? 1 : 0) + (p.b != q.b ? 1 : 0) + (p.a != q.a ? 1 : 0)
                guard perceptualPrecision < 1 else { continue }
                let delta = Self.deltaE94(p, q)
                if delta > threshold {
                    failingPixels += 1
                    worst = max(worst, delta)
                }
            }
        }
        guard differentPixels > 0 else { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if perceptualPrecision >= 1 {
            let byteCount = total * 4
            guard differentBytes > Int((1 - precision) * Float(byteCount)) else { return nil }
            let actual = 1 - Float(differentBytes) / Float(byteCount)
            return "Actual image precision \(actual) is less than required \(precision)"
        }
        let actual = 1 - Float(failingPixels) / Float(total)
        guard actual < precision else { return nil }
        let lowest = 1 - min(Float(worst) / 100, 1)
        return """
            The percentage of pixels that match \(actual) is less than required \(precision)
            The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
            """
    }

    /// An image of the per-channel absolute difference, opaque, black where equal: what
    /// Core Image's difference blend shows.
    package static func difference(_ image: CGImage, _ reference: CGImage) -> CGImage? {
        let w = max(image.width, reference.width), h = max(image.height, reference.height)
        guard let out = PixelBuffer(width: w, height: h) else { return nil }
        func channel(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> (Int, Int, Int) {
            guard x < buffer.width, y < buffer.height else { return (0, 0, 0) }
            let p = buffer.pixel(x: x, y: y)
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        for y in 0..<h {
            for x in 0..<w {
                let p = channel(image.buffer, x, y), q = channel(reference.buffer, x, y)
                let v = 0xFF00_0000 | UInt32(abs(p.0 - q.0)) << 16 | UInt32(abs(p.1 - q.1)) << 8 | UInt32(abs(p.2 - q.2))
                (out.data + y * out.bytesPerRow + x * 4).storeBytes(of: v, as: UInt32.self)
            }
        }
        out.markDirty()
        return CGImage(buffer: out)
    }

    /// CIE ΔE*94 (graphic-arts weights) between two premultiplied sRGB pixels, composited on
    /// black as Core Image sees them, plus their alpha difference on the same 0…100 scale so
    /// that clear and opaque black do not pass for each other.
    package static func deltaE94(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8),
                         _ q: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double {
        let (l1, a1, b1) = lab(p), (l2, a2, b2) = lab(q)
        let c1 = (a1 * a1 + b1 * b1).squareRoot(), c2 = (a2 * a2 + b2 * b2).squareRoot()
        let dL = l1 - l2, dC = c1 - c2
        let dA = a1 - a2, dB = b1 - b2
        let dH2 = max(0, dA * dA + dB * dB - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        let alphaTerm = Double(Int(p.a) - Int(q.a)) / 255 * 100
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH) + alphaTerm * alphaTerm).squareRoot()
    }

    /// CIE L*a*b* (D65) of an sRGB pixel.
    private static func lab(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> (Double, Double, Double) {
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let r = linear(p.r), g = linear(p.g), b = linear(p.b)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
