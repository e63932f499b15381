internal import CCairo
import CoreGraphics

extension Compositor {
    /// Draws the backing store, else `contents` (a CGImage), placed by the gravity, cut by
    /// `contentsRect` and stretched in nine parts by `contentsCenter`.
    static func drawContents(of layer: RenderLayer, _ extras: RenderLayer.Extras, _ state: DrawState, _ pass: CompositePass) {
        let buffer: PixelBuffer
        // A direct cast: bridging through `AnyObject` first cost thousands of instructions
        // per layer on Linux (a protocol-conformance search).
        if let store = extras.backingStore { buffer = store } else if let image = extras.contents as? CGImage { buffer = image.buffer } else { return }
        let scale = layer._contentsScale
        let unit = extras.contentsRect
        let source = CGRect(x: unit.minX * CGFloat(buffer.width), y: unit.minY * CGFloat(buffer.height),
                            width: unit.width * CGFloat(buffer.width), height: unit.height * CGFloat(buffer.height))
        guard source.width > 0, source.height > 0 else { return }
        let size = CGSize(width: source.width / scale, height: source.height / scale)
        let gravity = extras.contentsGravity
        let destination = gravity.placement(of: size, in: layer._bounds)
        let opaque = extras.backingStore != nil && layer.drawsOpaqueContent
        let center = extras.contentsCenter
        let stretches = gravity == .resize || gravity == .resizeAspect || gravity == .resizeAspectFill
        if stretches && center != CGRect(x: 0, y: 0, width: 1, height: 1) {
            for (from, to) in nineParts(source: source, center: center, destination: destination, scale: scale) {
                blit(buffer, opaque: opaque, from: from, to: to, state, pass)
            }
        } else {
            blit(buffer, opaque: opaque, from: source, to: destination, state, pass)
        }
    }

    /// Source and destination rectangles of a nine-part stretch: corners keep their size
    /// (shrunk proportionally when the destination is too small), the rest stretches.
    static func nineParts(source: CGRect, center: CGRect, destination: CGRect, scale: CGFloat) -> [(CGRect, CGRect)] {
        let sx = [source.minX, source.minX + center.minX * source.width, source.minX + center.maxX * source.width, source.maxX]
        let sy = [source.minY, source.minY + center.minY * source.height, source.minY + center.maxY * source.height, source.maxY]
        var left = (sx[1] - sx[0]) / scale, right = (sx[3] - sx[2]) / scale
        var top = (sy[1] - sy[0]) / scale, bottom = (sy[3] - sy[2]) / scale
        if left + right > destination.width, left + right > 0 {
            let k = destination.width / (left + right); left *= k; right *= k
        }
        if top + bottom > destination.height, top + bottom > 0 {
            let k = destination.height / (top + bottom); top *= k; bottom *= k
        }
        let dx = [destination.minX, destination.minX + left, destination.maxX - right, destination.maxX]
        let dy = [destination.minY, destination.minY + top, destination.maxY - bottom, destination.maxY]
        var parts: [(CGRect, CGRect)] = []
        for row in 0..<3 {
            for col in 0..<3 {
                let from = CGRect(x: sx[col], y: sy[row], width: sx[col + 1] - sx[col], height: sy[row + 1] - sy[row])
                let to = CGRect(x: dx[col], y: dy[row], width: dx[col + 1] - dx[col], height: dy[row + 1] - dy[row])
                if from.width > 0, from.height > 0, to.width > 0, to.height > 0 { parts.append((from, to)) }
            }
        }
        return parts
    }
}
