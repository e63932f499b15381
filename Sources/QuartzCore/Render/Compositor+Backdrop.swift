internal import CCairo
import CoreGraphics
import Foundation

/// Premultiplied alpha, red, green and blue (0…1) of each pixel, one lane each, so the blur
/// goes over all four channels in one pass.
struct ChannelPlanes {
    var pixels: [SIMD4<Float>]

    init(count: Int) {
        pixels = [SIMD4<Float>](repeating: .zero, count: count)
    }
}

extension Compositor {
    /// Draws a backdrop layer: the pixels already composited beneath its bounds, saturated
    /// and blurred, replacing them inside the bounds (rounded by the corner radius).
    ///
    /// As Core Animation's backdrop does, the blur is computed at a reduced resolution (a
    /// Gaussian this wide keeps no detail a full-resolution pass would show) and scaled back
    /// up smoothly. Pixels beyond the target's edge repeat its edge, so a blurred bar at the
    /// top of the screen does not darken towards it.
    static func drawBackdrop(of layer: RenderLayer, _ backdrop: BackdropDrawing, _ state: DrawState, _ pass: CompositePass) {
        guard !backdrop.isIdentity, let current = state.target, !state.clip.isEmpty else { return }
        // What lies behind: every target of the traversal, each group over the one before at
        // its opacity (a view fading in with its blur shows the blur fading in); inside a
        // group the traversal does not track, only that group's own pixels.
        var chain = pass.targets
        if chain.last?.target !== current || chain.contains(where: { $0.target == nil }) { chain = [(current, 1)] }
        let layers = chain.map { ($0.target!, Float($0.opacity)) }
        let source = layers[0].0
        let bounds = layer._bounds
        let box = state.deviceBoundingBox(of: bounds)
        guard box.isFinite else { return }
        let shown = box.integral.intersection(state.clip).intersection(source.bounds)
        guard !shown.isNull, !shown.isEmpty else { return }
        let m = state.ctm
        let pixelsPerPoint = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        let sigma = Double(backdrop.blurRadius) * pixelsPerPoint
        // One small pixel per `factor`² device pixels; the blur then spans a few small pixels.
        let factor = max(1, min(8, Int(saturating: sigma / 3)))
        let reach = Int(saturating: min((2.5 * sigma).rounded(.up), 1e9)) + 2 * factor
        pass.recordBackdrop(shown, reach: CGFloat(reach))
        let origin = (x: Int(shown.minX) - reach, y: Int(shown.minY) - reach)
        let width = (Int(shown.width) + 2 * reach + factor - 1) / factor
        let height = (Int(shown.height) + 2 * reach + factor - 1) / factor
        guard width > 0, height > 0, width * height < 1 << 24 else { return }

        pass.flushCairo()
        var channels = layers.count == 1
            ? sample(source, origin: origin, factor: factor, width: width, height: height)
            : sample(layers, origin: origin, factor: factor, width: width, height: height)
        if backdrop.saturation != 1 { saturate(&channels, by: Float(backdrop.saturation)) }
        let smallSigma = sigma / Double(factor)
        if smallSigma > 0.3 {
            PixelBuffer.gaussianBlur(&channels.pixels, width: width, height: height, sigma: smallSigma)
        }
        guard let blurred = PixelBuffer(width: width, height: height) else { return }
        store(channels, in: blurred)

        let cr = pass.cairo(state)
        cairo_save(cr)
        let radius = min(layer.extras?.cornerRadius ?? 0, min(bounds.width, bounds.height) / 2)
        roundedRect(cr, state.visiblePart(of: bounds, margin: radius), radius)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        let surface = blurred.makeSurface()
        let pattern = cairo_pattern_create_for_surface(surface)!
        var map = cairo_matrix_t()
        cairo_matrix_init_scale(&map, 1 / Double(factor), 1 / Double(factor))
        cairo_matrix_translate(&map, -Double(origin.x), -Double(origin.y))
        cairo_pattern_set_matrix(pattern, &map)
        cairo_pattern_set_filter(pattern, factor > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_restore(cr)
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }

    /// The target's premultiplied channels (alpha, red, green, blue; 0…1) averaged over
    /// `factor` × `factor` blocks from device pixel `origin`, the edge repeated beyond it.
    ///
    /// Two channels are summed per add, 16 bits apart (`factor` ≤ 8: at most 64 × 255 per
    /// lane), as this reads every pixel under and around the backdrop each frame.
    private static func sample(_ target: CompositeTarget, origin: (x: Int, y: Int), factor: Int,
                               width: Int, height: Int) -> ChannelPlanes {
        var channels = ChannelPlanes(count: width * height)
        let minX = Int(target.bounds.minX), maxX = Int(target.bounds.maxX) - 1
        let minY = Int(target.bounds.minY), maxY = Int(target.bounds.maxY) - 1
        guard maxX >= minX, maxY >= minY else { return channels }
        let scale = 1 / (Float(factor * factor) * 255)
        // Each device column's clamped buffer column, computed once.
        let columns = (0..<(width * factor)).map { min(maxX, max(minX, origin.x + $0)) + target.offsetX }
        // Blocks of eight side by side columns (none repeated at an edge) are read as one
        // vector, and blocks beyond an edge (one column repeated) as one pixel times eight:
        // the same sums the loop over the eight pixels adds up.
        let vector: UInt8 = 1, repeated: UInt8 = 2
        let kinds = (0..<width).map { sx -> UInt8 in
            guard factor == 8 else { return 0 }
            let first = columns[sx * 8], last = columns[sx * 8 + 7]
            return last == first + 7 ? vector : last == first ? repeated : 0
        }
        var redBlue = [UInt32](repeating: 0, count: width), alphaGreen = redBlue
        channels.pixels.withUnsafeMutableBufferPointer { out in
            columns.withUnsafeBufferPointer { columns in
                redBlue.withUnsafeMutableBufferPointer { rb in
                    alphaGreen.withUnsafeMutableBufferPointer { ag in
                        for sy in 0..<height {
                            rb.update(repeating: 0)
                            ag.update(repeating: 0)
                            for dy in 0..<factor {
                                let y = min(maxY, max(minY, origin.y + sy * factor + dy)) + target.offsetY
                                let row = target.pixels + y * target.strideWords
                                var c = 0
                                for sx in 0..<width {
                                    let kind = kinds[sx]
                                    if kind == vector {
                                        let v = UnsafeRawPointer(row + columns[c]).loadUnaligned(as: SIMD8<UInt32>.self)
                                        rb[sx] &+= (v & 0x00ff_00ff).wrappedSum()
                                        ag[sx] &+= ((v &>> 8) & 0x00ff_00ff).wrappedSum()
                                        c += 8
                                        continue
                                    }
                                    if kind == repeated {
                                        let p = row[columns[c]]
                                        rb[sx] &+= 8 &* (p & 0x00ff_00ff)
                                        ag[sx] &+= 8 &* ((p >> 8) & 0x00ff_00ff)
                                        c += 8
                                        continue
                                    }
                                    var sumRB: UInt32 = 0, sumAG: UInt32 = 0
                                    for _ in 0..<factor {
                                        let p = row[columns[c]]
                                        sumRB &+= p & 0x00ff_00ff
                                        sumAG &+= (p >> 8) & 0x00ff_00ff
                                        c += 1
                                    }
                                    rb[sx] &+= sumRB
                                    ag[sx] &+= sumAG
                                }
                            }
                            let base = sy * width
                            for sx in 0..<width {
                                out[base + sx] = SIMD4(Float(ag[sx] >> 16) * scale, Float(rb[sx] >> 16) * scale,
                                                       Float(ag[sx] & 0xffff) * scale, Float(rb[sx] & 0xffff) * scale)
                            }
                        }
                    }
                }
            }
        }
        return channels
    }

    /// `sample` over a stack of targets: each pixel is the first target's (its edge repeated
    /// beyond it) with every later target's pixel composited over it at that target's opacity.
    private static func sample(_ layers: [(CompositeTarget, Float)], origin: (x: Int, y: Int), factor: Int,
                               width: Int, height: Int) -> ChannelPlanes {
        var channels = ChannelPlanes(count: width * height)
        let root = layers[0].0
        let minX = Int(root.bounds.minX), maxX = Int(root.bounds.maxX) - 1
        let minY = Int(root.bounds.minY), maxY = Int(root.bounds.maxY) - 1
        guard maxX >= minX, maxY >= minY else { return channels }
        let scale = 1 / (Float(factor * factor) * 255)
        func read(_ target: CompositeTarget, _ x: Int, _ y: Int) -> UInt32 {
            target.pixels[(y + target.offsetY) * target.strideWords + x + target.offsetX]
        }
        for sy in 0..<height {
            for sx in 0..<width {
                var a: Float = 0, r: Float = 0, g: Float = 0, b: Float = 0
                for dy in 0..<factor {
                    let y = origin.y + sy * factor + dy
                    for dx in 0..<factor {
                        let x = origin.x + sx * factor + dx
                        let p = read(root, min(maxX, max(minX, x)), min(maxY, max(minY, y)))
                        var pa = Float(p >> 24), pr = Float((p >> 16) & 0xff), pg = Float((p >> 8) & 0xff), pb = Float(p & 0xff)
                        for (target, opacity) in layers.dropFirst() {
                            let bounds = target.bounds
                            guard CGFloat(x) >= bounds.minX, CGFloat(x) < bounds.maxX, CGFloat(y) >= bounds.minY,
                                  CGFloat(y) < bounds.maxY else { continue }
                            let q = read(target, x, y)
                            let qa = Float(q >> 24) * opacity
                            guard qa > 0 else { continue }
                            let keep = 1 - qa / 255
                            pa = qa + pa * keep
                            pr = Float((q >> 16) & 0xff) * opacity + pr * keep
                            pg = Float((q >> 8) & 0xff) * opacity + pg * keep
                            pb = Float(q & 0xff) * opacity + pb * keep
                        }
                        a += pa; r += pr; g += pg; b += pb
                    }
                }
                channels.pixels[sy * width + sx] = SIMD4(a * scale, r * scale, g * scale, b * scale)
            }
        }
        return channels
    }

    /// Moves each color away from (or towards) its luminance, as Core Image's saturation
    /// does; a linear map, so premultiplied values stay premultiplied (clamped to alpha).
    private static func saturate(_ channels: inout ChannelPlanes, by s: Float) {
        channels.pixels.withUnsafeMutableBufferPointer { pixels in
            for i in 0..<pixels.count {
                let p = pixels[i]
                let a = p[0], r = p[1], g = p[2], b = p[3]
                let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
                pixels[i] = SIMD4(a, min(a, max(0, luminance + s * (r - luminance))),
                                  min(a, max(0, luminance + s * (g - luminance))), min(a, max(0, luminance + s * (b - luminance))))
            }
        }
    }

    /// Writes the channels into `buffer` as premultiplied ARGB32.
    private static func store(_ channels: ChannelPlanes, in buffer: PixelBuffer) {
        let width = buffer.width
        func byte(_ v: Float) -> UInt32 { UInt32(min(255, max(0, v * 255 + 0.5))) }
        for y in 0..<buffer.height {
            let row = (buffer.data + y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = channels.pixels[y * width + x]
                let a = byte(p[0])
                row[x] = a << 24 | min(a, byte(p[1])) << 16 | min(a, byte(p[2])) << 8 | min(a, byte(p[3]))
            }
        }
    }
}
