internal import CCairo
internal import CPixman
import CoreGraphics
import Foundation

extension Compositor {
    /// Draws `layer` in its own space into `buffer`: `origin` (layer coordinates) lands
    /// `margin` pixels in from the top-left corner, at `scale` pixels per point.
    static func drawOffscreen(_ layer: RenderLayer, into buffer: PixelBuffer, margin: Double, scale: Double, origin: CGPoint) {
        let surface = buffer.makeSurface()
        let cr = cairo_create(surface)!
        cairo_translate(cr, margin, margin)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -origin.x, -origin.y)
        drawInLayerSpace(layer, cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        cairo_surface_destroy(surface)
    }

    /// Draws a layer whose transform has perspective: its subtree is flattened into an
    /// offscreen image, which pixman then maps onto the destination with the projective
    /// matrix (Cairo itself is affine-only).
    ///
    /// `parent` maps the superlayer's space; `toSuperlayer` is the layer's projective map.
    static func drawWithPerspective(_ layer: RenderLayer, _ toSuperlayer: ProjectiveTransform, _ parent: DrawState,
                                    _ pass: CompositePass) {
        let extent = layer.subtreeExtent
        guard !extent.isNull, !extent.isEmpty, extent.isFinite else { return }
        let cr = pass.cairo(parent)
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let superToDevice = ProjectiveTransform(m: (ctm.xx, ctm.yx, 0, ctm.xy, ctm.yy, 0, ctm.x0, ctm.y0, 1))
        let layerToDevice = toSuperlayer.concatenating(superToDevice)

        // Where the layer lands, in device pixels; a corner behind the viewer is not drawn.
        let corners = [CGPoint(x: extent.minX, y: extent.minY), CGPoint(x: extent.maxX, y: extent.minY),
                       CGPoint(x: extent.minX, y: extent.maxY), CGPoint(x: extent.maxX, y: extent.maxY)]
        for c in corners {
            let w = c.x * layerToDevice.m.2 + c.y * layerToDevice.m.5 + layerToDevice.m.8
            guard w > 0 else { return }
        }
        let landed = layerToDevice.apply(extent)

        // The destination: the current target (a group while opacity or masks apply).
        let target = cairo_get_group_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let region = landed.integral.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).integral)
        guard !region.isNull, !region.isEmpty else { return }

        // Flatten the subtree at the device scale, with a transparent margin so sampling
        // never reads outside the image.
        let scale = max(1, (abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx)).squareRoot())
        let margin = 2
        // Past 10⁹ pixels no buffer can be made (PixelBuffer refuses it below).
        let width = Int(saturating: min((extent.width * scale).rounded(.up), 1e9)) + 2 * margin
        let height = Int(saturating: min((extent.height * scale).rounded(.up), 1e9)) + 2 * margin
        guard let flat = PixelBuffer(width: width, height: height) else { return }
        drawOffscreen(layer, into: flat, margin: Double(margin), scale: scale, origin: extent.origin)

        // Destination pixel → source pixel: device → layer (inverse), then layer → flat image.
        guard let deviceToLayer = layerToDevice.inverted() else { return }
        let layerToFlat = ProjectiveTransform(m: (scale, 0, 0, 0, scale, 0,
                                                  Double(margin) - extent.minX * scale, Double(margin) - extent.minY * scale, 1))
        // Sample at pixel centres: pixman maps (x + ½, y + ½) of the destination.
        let d = deviceToLayer.concatenating(layerToFlat).m
        // pixman multiplies column vectors; ours are rows: transpose, normalised to keep the
        // 16.16 fixed-point entries in range.
        let entries = [d.0, d.3, d.6, d.1, d.4, d.7, d.2, d.5, d.8]
        let norm = entries.map(abs).max() ?? 1
        let k = norm > 1000 ? 1000 / norm : 1
        var transform = pixman_transform()
        withUnsafeMutableBytes(of: &transform.matrix) { raw in
            let cells = raw.bindMemory(to: pixman_fixed_t.self)
            for (i, v) in entries.enumerated() { cells[i] = pixman_fixed_t((v * k * 65536).rounded()) }
        }

        cairo_surface_flush(target)
        let destinationData = cairo_image_surface_get_data(target)!
        let destination = pixman_image_create_bits(PIXMAN_a8r8g8b8, cairo_image_surface_get_width(target),
                                                   cairo_image_surface_get_height(target),
                                                   UnsafeMutableRawPointer(destinationData).assumingMemoryBound(to: UInt32.self),
                                                   cairo_image_surface_get_stride(target))
        let source = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                              flat.data.assumingMemoryBound(to: UInt32.self), Int32(flat.bytesPerRow))
        pixman_image_set_transform(source, &transform)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(source, PIXMAN_REPEAT_NONE)
        // Device (x, y) is target pixel (x + ox, y + oy).
        let dx = Int32(region.minX + ox), dy = Int32(region.minY + oy)
        // Only the projected quad (grown by a pixel and a half, so the bilinear edge stays
        // whole) is drawn: far outside it the inverse map lands far from the image, where
        // pixman's fixed point can wrap back into it (stray lines).
        let projected = [CGPoint(x: extent.minX, y: extent.minY), CGPoint(x: extent.maxX, y: extent.minY),
                         CGPoint(x: extent.maxX, y: extent.maxY), CGPoint(x: extent.minX, y: extent.maxY)].map(layerToDevice.apply)
        let cx = projected.reduce(0) { $0 + $1.x } / 4, cy = projected.reduce(0) { $0 + $1.y } / 4
        let quad = projected.map { p -> CGPoint in
            let d = max(1e-9, hypot(p.x - cx, p.y - cy))
            return CGPoint(x: p.x + (p.x - cx) / d * 1.5, y: p.y + (p.y - cy) / d * 1.5)
        }
        let mask = quadMask(quad, in: region)
        pixman_image_composite32(PIXMAN_OP_OVER, source, mask?.image, destination,
                                 Int32(region.minX), Int32(region.minY), 0, 0, dx, dy,
                                 Int32(region.width), Int32(region.height))
        if let mask { pixman_image_unref(mask.image); cairo_surface_destroy(mask.surface) }
        pixman_image_unref(source)
        pixman_image_unref(destination)
        cairo_surface_mark_dirty(target)
        layersComposited += 1
        withExtendedLifetime(flat) {}
    }

    /// An 8-bit coverage mask of `quad` (device pixels) over `region`, rasterized by Cairo.
    private static func quadMask(_ quad: [CGPoint], in region: CGRect) -> (image: OpaquePointer, surface: OpaquePointer)? {
        let w = Int32(region.width), h = Int32(region.height)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h) else { return nil }
        let cr = cairo_create(surface)!
        cairo_move_to(cr, quad[0].x - region.minX, quad[0].y - region.minY)
        for p in quad.dropFirst() { cairo_line_to(cr, p.x - region.minX, p.y - region.minY) }
        cairo_close_path(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface),
              let image = pixman_image_create_bits(PIXMAN_a8, w, h, UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                                   cairo_image_surface_get_stride(surface)) else {
            cairo_surface_destroy(surface)
            return nil
        }
        return (image, surface)
    }
}
