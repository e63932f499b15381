internal import CCairo
internal import CPixman
import CoreGraphics
import Foundation
internal import RuntimeSupport

extension Compositor {
    /// Paints `buffer`'s pixels `from` (source pixels) scaled into `to` (current user space).
    ///
    /// Three ways, all giving Cairo's pixels: when device pixels map one-to-one onto whole
    /// source pixels (an untransformed layer at its own scale) a straight pixman copy; when
    /// they do not (rotated, scaled, at a fractional position) Cairo's resampled result, kept
    /// in `TransformedContentCache` and copied; and plain Cairo when the clip is not a
    /// rectangle or the target not an image.
    static func blit(_ buffer: PixelBuffer, opaque: Bool, from: CGRect, to: CGRect, _ state: DrawState, _ pass: CompositePass) {
        // Sample only inside `from` (a contentsRect or a nine-part slice): a sub-surface
        // whose edges the filter repeats, so neighbouring pixels never bleed in.
        let whole = CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        let part = from.integral.intersection(whole)
        guard !part.isNull, !part.isEmpty, to.width != 0, to.height != 0 else { return }
        // Pattern matrix: user → source pixels (relative to the part).
        let sx = from.width / to.width, sy = from.height / to.height
        let m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy,
                               x0: from.minX - part.minX - to.minX * sx, y0: from.minY - part.minY - to.minY * sy)
        // Device → source = inverse(CTM) then the pattern matrix; one-to-one when it is an
        // integer translation.
        var deviceToUser = state.ctm
        let exact = cairo_matrix_invert(&deviceToUser) == CAIRO_STATUS_SUCCESS && {
            var d = cairo_matrix_t(), mm = m
            cairo_matrix_multiply(&d, &deviceToUser, &mm)
            return d.xx == 1 && d.yy == 1 && d.xy == 0 && d.yx == 0
                && d.x0 == d.x0.rounded() && d.y0 == d.y0.rounded()
        }()
        if state.clipIsRect, let target = state.target {
            if exact, from == part, copyPixels(buffer, opaque: opaque, from: part, to: to, state, target) { return }
            if blitCached(buffer, opaque: opaque, from: from, part: part, to: to, m: m, exact: exact, state, target) { return }
        }
        // The pattern keeps the whole destination's mapping; only the rectangle filled is cut.
        let shown = state.visiblePart(of: to)
        guard !shown.isNull, !shown.isEmpty else { return }
        withSurface(buffer, opaque: opaque) { surface in
            paint(surface, part: part, whole: whole, m: m, to: shown, exact: exact, pass.cairo(state))
        }
    }

    /// Runs `body` with a Cairo surface over `buffer`: on the main thread the buffer's shared
    /// surface (made once, kept for the next frames); on another thread rendering its own
    /// layers a surface of its own, since a shared surface is made lazily and an image may be
    /// drawn by several threads at once.
    static func withSurface(_ buffer: PixelBuffer, opaque: Bool, _ body: (OpaquePointer) -> Void) {
        if MainThreadChecker.isMainThread {
            body(buffer.sharedSurface(opaque: opaque))
            return
        }
        let surface = opaque ? buffer.makeOpaqueSurface() : buffer.makeSurface()
        body(surface)
        cairo_surface_destroy(surface)
    }

    /// The Cairo drawing of a blit: a pattern over the part, filled into `to`.
    static func paint(_ surface: OpaquePointer, part: CGRect, whole: CGRect, m: cairo_matrix_t, to: CGRect,
                      exact: Bool, _ cr: OpaquePointer) {
        let source = part == whole ? cairo_surface_reference(surface)!
            : cairo_surface_create_for_rectangle(surface, part.minX, part.minY, part.width, part.height)!
        defer { cairo_surface_destroy(source) }
        let pattern = cairo_pattern_create_for_surface(source)!
        defer { cairo_pattern_destroy(pattern) }
        var m = m
        cairo_pattern_set_matrix(pattern, &m)
        // Scaled content repeats its edge pixels (no fading at the edges); unscaled content
        // needs no edge and composites faster without.
        cairo_pattern_set_extend(pattern, m.xx == 1 && m.yy == 1 && part == whole ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_new_path(cr)
        cairo_rectangle(cr, to.minX, to.minY, to.width, to.height)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    /// The whole-pixel fast path: device pixels map one-to-one onto source pixels, so the
    /// part is composited straight with pixman (OVER; SOURCE for an opaque layer or pixels), clipped to
    /// the clip rectangle. Returns false when the destination is not on whole pixels.
    ///
    /// `part` is the source rectangle in pixels; `to` its destination in user space.
    static func copyPixels(_ buffer: PixelBuffer, opaque: Bool, from part: CGRect, to: CGRect,
                           _ state: DrawState, _ target: CompositeTarget) -> Bool {
        guard let rounded = state.wholePixelRect(to),
              Int(rounded.width) == Int(part.width), Int(rounded.height) == Int(part.height) else { return false }
        let area = rounded.intersection(state.clip).intersection(target.bounds)
        guard !area.isNull, !area.isEmpty else { return true }
        // Opaque pixels are copied (OVER would give the same result, blending each pixel).
        let copies = opaque || SourceImages.isOpaque(buffer)
        target.composite(SourceImages.image(for: buffer, opaque: opaque), op: copies ? PIXMAN_OP_SRC : PIXMAN_OP_OVER,
                         sourceX: Int(part.minX + area.minX - rounded.minX), sourceY: Int(part.minY + area.minY - rounded.minY),
                         to: area)
        return true
    }

    /// A blit that resamples: Cairo's result for this content at this device transform
    /// (modulo whole pixels), from `TransformedContentCache` or rendered into it now, then
    /// copied OVER like a whole-pixel blit. Returns false when the result would be too large
    /// to keep (then Cairo draws it directly).
    static func blitCached(_ buffer: PixelBuffer, opaque: Bool, from: CGRect, part: CGRect, to: CGRect,
                           m: cairo_matrix_t, exact: Bool, _ state: DrawState, _ target: CompositeTarget) -> Bool {
        // The pixels Cairo can touch: the destination's device bounding box, whole pixels.
        let box = state.deviceBoundingBox(of: to)
        // Too large to keep (or to count in Ints): Cairo draws it directly.
        guard box.isFinite, box.width * box.height <= CGFloat(TransformedContentCache.maximumEntryPixels),
              abs(box.minX) < 1e9, abs(box.minY) < 1e9 else { return false }
        let x0 = box.minX.rounded(.down), y0 = box.minY.rounded(.down)
        let width = Int(box.maxX.rounded(.up) - x0), height = Int(box.maxY.rounded(.up) - y0)
        guard width > 0, height > 0, width * height <= TransformedContentCache.maximumEntryPixels else { return false }
        let origin = CGRect(x: x0, y: y0, width: CGFloat(width), height: CGFloat(height))
        let area = origin.intersection(state.clip).intersection(target.bounds)
        guard !area.isNull, !area.isEmpty else { return true }

        let ctm = state.ctm
        let phaseX = ctm.x0 - x0, phaseY = ctm.y0 - y0
        let key = TransformedContentCache.Key(
            buffer: ObjectIdentifier(buffer), opaque: opaque,
            from: SIMD4(from.minX, from.minY, from.width, from.height),
            to: SIMD4(to.minX, to.minY, to.width, to.height),
            linear: SIMD4(ctm.xx, ctm.yx, ctm.xy, ctm.yy),
            phase: SIMD2(Int64((phaseX * 1_048_576).rounded()), Int64((phaseY * 1_048_576).rounded())))
        let entry: TransformedContentCache.Entry
        if let hit = TransformedContentCache.lookup(key, source: buffer) {
            entry = hit
        } else {
            guard let pixels = PixelBuffer(width: width, height: height) else { return false }
            let surface = pixels.makeSurface()
            let cr = cairo_create(surface)!
            var local = ctm
            local.x0 = phaseX
            local.y0 = phaseY
            cairo_set_matrix(cr, &local)
            withSurface(buffer, opaque: opaque) { surface in
                paint(surface, part: part, whole: CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height),
                      m: m, to: to, exact: exact, cr)
            }
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            cairo_surface_destroy(surface)
            entry = TransformedContentCache.Entry(pixels: pixels, source: buffer, frame: TransformedContentCache.frame)
            TransformedContentCache.insert(entry, for: key)
        }
        target.composite(entry.image, op: PIXMAN_OP_OVER,
                         sourceX: Int(area.minX - x0), sourceY: Int(area.minY - y0), to: area)
        return true
    }
}
