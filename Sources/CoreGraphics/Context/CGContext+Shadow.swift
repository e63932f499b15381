internal import CCairo
import Foundation

extension CGContext {
    /// Paints `shadow` for the drawing held in `group` (a pattern over an image surface).
    ///
    /// Offset and blur are in the context's base space — the space of its initial CTM —
    /// unaffected by later transforms: pixels with y up for a plain bitmap context, top-left
    /// points for UIKit's contexts (so a positive height moves the shadow down there, as on iOS).
    /// The blur approximates a Gaussian of standard deviation blur/2 with three box passes.
    func paintShadow(_ shadow: Shadow, of group: OpaquePointer) {
        var surfaceRef: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surfaceRef) == CAIRO_STATUS_SUCCESS, let source = surfaceRef,
              cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(source)
        let w = Int(cairo_image_surface_get_width(source)), h = Int(cairo_image_surface_get_height(source))
        let stride = Int(cairo_image_surface_get_stride(source))
        guard w > 0, h > 0, let pixels = cairo_image_surface_get_data(source) else { return }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(source, &ox, &oy)

        // Base space → device pixels (y down).
        let toDevice = baseTransform.concatenating(flip)
        let offset = CGSize(width: shadow.offset.width * toDevice.a + shadow.offset.height * toDevice.c,
                            height: shadow.offset.width * toDevice.b + shadow.offset.height * toDevice.d)
        let scale = abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c).squareRoot()
        let sigma = shadow.blur * scale / 2
        let pad = Int((sigma * 3).rounded(.up))

        let sw = w + 2 * pad, sh = h + 2 * pad
        guard let shadowBuffer = PixelBuffer(width: sw, height: sh) else { return }
        var alpha = [Float](repeating: 0, count: sw * sh)
        for y in 0..<h {
            let row = pixels + y * stride
            for x in 0..<w {
                alpha[(y + pad) * sw + x + pad] = Float(row[x * 4 + 3]) / 255
            }
        }
        if sigma > 0 { Self.gaussianBlur(&alpha, width: sw, height: sh, sigma: Double(sigma)) }

        let c = shadow.color.rgba
        for y in 0..<sh {
            let row = (shadowBuffer.data + y * shadowBuffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<sw {
                let a = Double(alpha[y * sw + x]) * Double(c.a)
                if a <= 0 { continue }
                let A = UInt32((a * 255).rounded()), R = UInt32((Double(c.r) * a * 255).rounded())
                let G = UInt32((Double(c.g) * a * 255).rounded()), B = UInt32((Double(c.b) * a * 255).rounded())
                row[x] = A << 24 | R << 16 | G << 8 | B
            }
        }
        let shadowSurface = shadowBuffer.makeSurface()
        defer { cairo_surface_destroy(shadowSurface) }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, shadowSurface, -ox - Double(pad) + offset.width, -oy - Double(pad) + offset.height)
        cairo_paint_with_alpha(cr, gstate.alpha)
        cairo_restore(cr)
    }

    /// Three separable box blurs whose combined variance is `sigma`².
    static func gaussianBlur(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
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
