import CoreGraphics
import Foundation

extension Compositor {
    /// `layer`'s subtree drawn in its own bounds at `scale` pixels per point, on transparent.
    static func snapshot(_ layer: RenderLayer, scale: CGFloat) -> PixelBuffer? {
        let b = layer._bounds
        let w = max(1, Int((b.width * scale).rounded(.up))), h = max(1, Int((b.height * scale).rounded(.up)))
        guard let buffer = PixelBuffer(width: w, height: h) else { return nil }
        drawOffscreen(layer, into: buffer, margin: 0, scale: scale, origin: b.origin)
        return buffer
    }

    /// Draws a layer in the middle of a transition: the outgoing image and the live content
    /// (drawn offscreen), placed by the transition's type at `progress`, through stand-in
    /// layers with the layer's geometry, so transforms, perspective and clipping take the
    /// compositor's usual paths.
    static func drawTransition(_ layer: RenderLayer, _ transition: RenderTransition, progress p: Double,
                               _ parent: DrawState, _ pass: CompositePass) {
        let scale = transition.outgoingScale
        guard let incoming = snapshot(layer, scale: scale) else { return }
        let outgoing = transition.outgoingImage
        let container = standIn(for: layer)
        let bounds = layer._bounds
        func image(_ buffer: PixelBuffer?, offset: CGSize = .zero, transform: CATransform3D = CATransform3DIdentity) -> RenderLayer? {
            guard let buffer else { return nil }
            let l = RenderLayer()
            l._bounds = CGRect(origin: .zero, size: bounds.size)
            l._position = CGPoint(x: bounds.midX + offset.width, y: bounds.midY + offset.height)
            l._contentsScale = scale
            l.mutableExtras.contents = CGImage(buffer: buffer)
            if transform != CATransform3DIdentity { l.mutableExtras.transform = transform }
            return l
        }
        let w = bounds.width, h = bounds.height
        // The direction content moves in: from the right means moving left.
        var dir = CGSize(width: -w, height: 0)
        switch transition.subtype {
        case .fromLeft?: dir = CGSize(width: w, height: 0)
        case .fromTop?: dir = CGSize(width: 0, height: h)
        case .fromBottom?: dir = CGSize(width: 0, height: -h)
        default: break
        }
        let k = CGFloat(p)
        var parts: [RenderLayer?] = []
        switch transition.type {
        case .moveIn:
            container.flags.insert(.masksToBounds)
            parts = [image(outgoing), image(incoming, offset: CGSize(width: -dir.width * (1 - k), height: -dir.height * (1 - k)))]
        case .push:
            container.flags.insert(.masksToBounds)
            parts = [image(outgoing, offset: CGSize(width: dir.width * k, height: dir.height * k)),
                     image(incoming, offset: CGSize(width: -dir.width * (1 - k), height: -dir.height * (1 - k)))]
        case .reveal:
            container.flags.insert(.masksToBounds)
            parts = [image(incoming), image(outgoing, offset: CGSize(width: dir.width * k, height: dir.height * k))]
        case .flip:
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / (2 * max(w, h, 1))
            let vertical = transition.subtype == .fromTop || transition.subtype == .fromBottom
            // From the left: the left edge comes forward (a positive turn about y); from the
            // top: the top edge comes forward (a negative turn about x).
            let sign: CGFloat = (transition.subtype == .fromRight || transition.subtype == .fromTop) ? -1 : 1
            let angle = k < 0.5 ? sign * .pi * k : sign * .pi * (k - 1)
            let turn = vertical ? CATransform3DRotate(perspective, angle, 1, 0, 0) : CATransform3DRotate(perspective, angle, 0, 1, 0)
            parts = [image(k < 0.5 ? outgoing : incoming, transform: turn)]
        case .pageCurl, .pageUnCurl:
            let curlUp = transition.type == .pageCurl
            let page = curlUp ? outgoing : incoming, below = curlUp ? incoming : outgoing
            parts = [image(PageCurl.render(page: page, below: below, width: incoming.width, height: incoming.height,
                                           progress: curlUp ? p : 1 - p))]
        default:
            parts = [image(crossDissolve(outgoing, incoming, p))]
        }
        let sublayers = parts.compactMap { $0 }
        for s in sublayers { s._superlayer = container }
        container._sublayers = sublayers
        draw(container, parent, pass)
        for s in sublayers { s._superlayer = nil }
        container._sublayers = nil
    }

    /// A layer with `layer`'s place in its superlayer (bounds, position, anchor, transform),
    /// set without actions or damage (it never joins a tree).
    private static func standIn(for layer: RenderLayer) -> RenderLayer {
        let l = RenderLayer()
        l._bounds = layer._bounds
        l._position = layer._position
        l._anchorPoint = layer._anchorPoint
        if let t = layer.extras?.transform, t != CATransform3DIdentity { l.mutableExtras.transform = t }
        return l
    }

    /// `(1 − p) · a + p · b` per premultiplied channel: a true cross-dissolve for any alpha.
    static func crossDissolve(_ a: PixelBuffer?, _ b: PixelBuffer, _ p: Double) -> PixelBuffer? {
        guard let out = PixelBuffer(width: b.width, height: b.height) else { return nil }
        let q = UInt32(max(0, min(256, (p * 256).rounded())))
        for y in 0..<b.height {
            let rb = b.data.advanced(by: y * b.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let ro = out.data.advanced(by: y * out.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let ra: UnsafeMutablePointer<UInt32>? = a.flatMap { a in
                y < a.height ? a.data.advanced(by: y * a.bytesPerRow).assumingMemoryBound(to: UInt32.self) : nil
            }
            let aw = a?.width ?? 0
            for x in 0..<b.width {
                let pb = rb[x], pa = (ra != nil && x < aw) ? ra![x] : 0
                var result: UInt32 = 0
                for shift in stride(from: 0, to: 32, by: 8) {
                    let ca = (pa >> UInt32(shift)) & 0xFF, cb = (pb >> UInt32(shift)) & 0xFF
                    let c = (ca * (256 - q) + cb * q + 128) >> 8
                    result |= min(255, c) << UInt32(shift)
                }
                ro[x] = result
            }
        }
        return out
    }
}

extension RenderServer {
    /// The pixels the last frame showed where `layer` is, in its own bounds, and how many of
    /// them there are per point — what a transition added after the layer changed (in the
    /// same transaction) starts from, as Core Animation's transitions start from the
    /// committed appearance. Nil when the layer was not shown in the last frame, or is turned
    /// or skewed on screen (the caller then draws the layer as it is now).
    static func lastShownImage(of layer: CALayer) -> (PixelBuffer, CGFloat)? {
        guard layer.hasCommittedAppearance, let screen = screen(showing: layer) else { return nil }
        let t = CALayer.mapping(from: layer, to: nil)
        guard t.isAffine, t.m.1 == 0, t.m.3 == 0, t.m.0 > 0, abs(t.m.0 - t.m.4) < 1e-9 else { return nil }
        let scale = screen.scale * t.m.0
        let b = layer._bounds
        let origin = t.apply(b.origin)
        let x0 = Int((origin.x * screen.scale).rounded()), y0 = Int((origin.y * screen.scale).rounded())
        let w = Int((b.width * scale).rounded()), h = Int((b.height * scale).rounded())
        guard let image = PixelBuffer(width: max(1, w), height: max(1, h)) else { return nil }
        let source = screen.buffer
        for row in 0..<h {
            let sy = y0 + row
            guard sy >= 0, sy < source.height else { continue }
            let from = max(0, x0), to = min(source.width, x0 + w)
            guard from < to else { continue }
            memcpy(image.data.advanced(by: row * image.bytesPerRow + (from - x0) * 4),
                   source.data.advanced(by: sy * source.bytesPerRow + from * 4), (to - from) * 4)
        }
        return (image, scale)
    }
}
