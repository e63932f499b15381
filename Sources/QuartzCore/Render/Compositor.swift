internal import CCairo
import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Draws layer trees with Cairo: each layer's background, contents, sublayers (by
/// `zPosition`, then order) and border, at its opacity as a group, clipped by
/// `masksToBounds` (rounded by `cornerRadius`) and masked by `mask`.
@MainActor
package enum Compositor {
    /// Layers drawn on the calling thread since the counter was last reset (for tests and
    /// benchmarks).
    package static var layersComposited: Int {
        get { counter.current.value }
        set { counter.current.value = newValue }
    }
    private final class Counter { var value = 0 }
    private static let counter = PerThread { Counter() }

    /// Draws `layer`; `parent` maps its superlayer's space to device pixels.
    /// `culled`: the caller already knows the subtree may touch the clip.
    static func draw(_ layer: CALayer, _ parent: DrawState, _ pass: CompositePass, culled: Bool = false) {
        withStackRoom { drawWithRoom(layer, parent, pass, culled: culled) }
    }

    private static func drawWithRoom(_ layer: CALayer, _ parent: DrawState, _ pass: CompositePass, culled: Bool) {
        guard !layer.flags.contains(.hidden), layer._opacity > 0 else { return }
        if layer.flags.contains(.hasTransition), let (transition, progress) = layer.activeTransition(at: RenderServer.time) {
            drawTransition(layer, transition, progress: progress, parent, pass)
            return
        }
        let t = layer.transformToSuperlayer
        if !t.isAffine {
            drawWithPerspective(layer, t, parent, pass)
            return
        }
        guard t.m.0 * t.m.4 - t.m.1 * t.m.3 != 0 else { return }    // flattened to a line
        let m = cairo_matrix_t(xx: t.m.0, yx: t.m.1, xy: t.m.3, yy: t.m.4, x0: t.m.6, y0: t.m.7)
        let state = parent.concatenating(m)
        // Positions near 1e308 under one another overflow to an infinite or NaN map: nothing
        // of the subtree can be on screen, and such a map would stop the pass's Cairo context.
        guard state.ctm.isFinite else { return }
        drawInLayerSpace(layer, state, pass, culled: culled)
    }

    /// Draws `layer` into `cr` as it is now (its matrix maps the layer's bounds coordinates):
    /// `render(in:)` and offscreen flattening.
    static func drawInLayerSpace(_ layer: CALayer, _ cr: OpaquePointer) {
        let (state, pass) = CompositePass.begin(with: cr)
        cairo_save(cr)
        drawInLayerSpace(layer, state, pass)
        cairo_restore(cr)
        pass.finish()
    }

    /// Draws `layer` with `outer.ctm` mapping its bounds coordinates.
    static func drawInLayerSpace(_ layer: CALayer, _ outer: DrawState, _ pass: CompositePass, culled: Bool = false) {
        // Outside the damaged area: nothing of this subtree needs painting (decided in Swift,
        // without a Cairo call). Without a known extent, each sublayer is culled on its own.
        if !culled, let extent = layer.cullingExtent { guard outer.mayTouchClip(extent) else { return } }
        layersComposited += 1
        // The render server reads the model's stored values once (as Core Animation's render
        // tree does), not through the overridable accessors.
        let extras = layer.extras
        var opacity = Double(min(1, max(0, layer._opacity)))
        let mask = extras?.mask
        let tint = (extras?.drawing as? ContentTintDrawing)?.color
        // A layer that paints only its background needs no group for its opacity: the
        // background's alpha takes it (the same pixels, without an offscreen surface).
        var backgroundAlpha = 1.0
        if opacity < 1, mask == nil, tint == nil, layer._sublayers == nil, extras.map(Self.paintsOnlyBackground) ?? true {
            backgroundAlpha = opacity
            opacity = 1
        }
        let grouped = opacity < 1 || mask != nil || tint != nil
        // A bounds origin past 2⁴⁸ points cancels against the map to the screen with less than
        // 1/16 point left: where such a layer's own content lands is rounding noise, so it is
        // not drawn (its sublayers, placed by their own positions, still are).
        let bounds = layer._bounds
        let placeable = abs(bounds.origin.x) < 0x1p48 && abs(bounds.origin.y) < 0x1p48
        if placeable, let extras, extras.shadowOpacity > 0, let color = extras.shadowColor {
            drawShadow(of: layer, color: color, outer, pass)
        }
        // `state` is the layer's own: inside its group, then inside its clip.
        var state = outer
        var clipBeforeGroup: CGRect?
        if grouped {
            // The group surface is as large as the clip: narrow it to what the layer covers.
            // A subtree reaching 1e308 points covers infinite or NaN pixels: the clip stays.
            let covered = outer.clipIsRect ? outer.deviceBoundingBox(of: layer.subtreeExtent) : .null
            if covered.isFinite {
                state.clip = outer.clip.intersection(covered.integral)
                if state.clip.isNull { state.clip = .zero }
            }
            let cr = pass.cairo(state)
            clipBeforeGroup = pass.cairoClip
            cairo_push_group(cr)
            state.target = pass.keep(CompositeTarget(surface: cairo_get_group_target(cr)!))
            pass.pushGroup(state.target, opacity: opacity)
        }

        let radius = min(extras?.cornerRadius ?? 0, min(bounds.width, bounds.height) / 2)
        if placeable, let backdrop = extras?.drawing as? BackdropDrawing {
            drawBackdrop(of: layer, backdrop, state, pass)
        }
        if placeable, var background = layer._backgroundColor, background.alpha > 0 {
            if backgroundAlpha < 1 { background = background.copy(alpha: background.alpha * backgroundAlpha) ?? background }
            fill(bounds, radius: radius, with: background, state, pass)
        }
        let unclipped = state
        var clipBeforeMask: CGRect??
        if layer.flags.contains(.masksToBounds) {
            if !placeable {
                state.clip = .zero
            } else if radius == 0, state.clipIsRect, let r = state.wholePixelRect(bounds) {
                // A whole-pixel rectangle: the clip stays a rectangle, kept in Swift.
                state.clip = state.clip.intersection(r)
                if state.clip.isNull { state.clip = .zero }
            } else {
                let cr = pass.cairo(state)
                clipBeforeMask = .some(pass.cairoClip)
                cairo_save(cr)
                roundedRect(cr, state.visiblePart(of: bounds, margin: radius), radius)
                cairo_clip(cr)
                state.clip = state.clip.intersection(state.deviceBoundingBox(of: bounds).integral)
                if state.clip.isNull { state.clip = .zero }
                state.clipIsRect = false
            }
        }
        if !state.clip.isEmpty {
            if placeable, let drawing = extras?.drawing {
                let cr = pass.cairo(state)
                cairo_save(cr)
                drawing.draw(cr, bounds: bounds)
                cairo_restore(cr)
            }
            if placeable, let extras { drawContents(of: layer, extras, state, pass) }
            if let sublayers = layer._sublayers {
                if let replicator = extras?.drawing as? ReplicatorDrawing {
                    drawReplicas(sublayers, of: layer, replicator, state, pass)
                } else {
                    drawSublayers(sublayers, of: layer, state, pass)
                }
            }
        }
        if let saved = clipBeforeMask {
            cairo_restore(pass.cairo(state))
            pass.cairoClip = saved
        }
        // The border is not clipped by the layer's own clip (it lies inside the bounds).
        if placeable, let extras, extras.borderWidth > 0, let color = extras.borderColor, color.alpha > 0 {
            let cr = pass.cairo(unclipped)
            let w = min(extras.borderWidth, min(bounds.width, bounds.height) / 2)
            let inner = max(0, radius - w / 2)
            roundedRect(cr, unclipped.visiblePart(of: bounds.insetBy(dx: w / 2, dy: w / 2), margin: inner + w), inner)
            cairo_set_line_width(cr, w)
            setColor(cr, color)
            cairo_stroke(cr)
        }

        guard grouped else { return }
        // The group pattern maps through the matrix current when it is popped; set it to the
        // layer's before every pop and before the patterns are used.
        var cr = pass.cairo(unclipped)
        let content = cairo_pop_group(cr)!
        pass.popGroup()
        pass.cairoClip = clipBeforeGroup
        defer { cairo_pattern_destroy(content) }
        if let mask {
            cr = pass.cairo(outer)
            let saved = pass.cairoClip
            cairo_push_group(cr)
            var maskState = outer
            maskState.target = pass.keep(CompositeTarget(surface: cairo_get_group_target(cr)!))
            draw(mask, maskState, pass)
            cr = pass.cairo(maskState)
            let maskPattern = cairo_pop_group(cr)!
            pass.cairoClip = saved
            defer { cairo_pattern_destroy(maskPattern) }
            cr = pass.cairo(outer)
            cairo_push_group(cr)
            cairo_set_source(cr, content)
            cairo_mask(cr, maskPattern)
            let masked = cairo_pop_group(cr)!
            defer { cairo_pattern_destroy(masked) }
            cairo_set_source(cr, masked)
        } else if let tint {
            // The subtree's coverage, filled with the tint.
            cr = pass.cairo(outer)
            cairo_push_group(cr)
            setColor(cr, tint)
            cairo_mask(cr, content)
            let tinted = cairo_pop_group(cr)!
            defer { cairo_pattern_destroy(tinted) }
            cairo_set_source(cr, tinted)
        } else {
            cr = pass.cairo(outer)
            cairo_set_source(cr, content)
        }
        cairo_paint_with_alpha(cr, opacity)
    }

    /// Whether a layer with these extras paints nothing but its background (no contents,
    /// backing store, border or shadow).
    static func paintsOnlyBackground(_ e: CALayer.Extras) -> Bool {
        e.backingStore == nil && e.contents == nil && e.borderWidth == 0 && e.shadowOpacity == 0 && e.drawing == nil
    }

    /// Draws `sublayers` in order (by `zPosition` when some have one), culled against the
    /// clip with their extents kept from the last frame (`SublayerSlots`): only those that may
    /// touch the clip are visited. A layer with many sublayers looks them up in a grid
    /// instead of testing every slot.
    static func drawSublayers(_ sublayers: [CALayer], of layer: CALayer, _ state: DrawState, _ pass: CompositePass) {
        let entry = layer.sublayerSlots(count: sublayers.count)
        let grid = sublayers.withUnsafeBufferPointer { entry.currentGrid(for: $0) }
        var stacked = (grid?.raisedCount ?? 0) > 0
        if grid == nil {
            // A plain loop, not `contains(where:)`: a main-actor closure pays an executor
            // check per element.
            for sublayer in sublayers where (sublayer.extras?.zPosition ?? 0) != 0 { stacked = true; break }
        }
        if stacked {
            let ordered = sublayers.enumerated().sorted { ($0.element.extras?.zPosition ?? 0, $0.offset) < ($1.element.extras?.zPosition ?? 0, $1.offset) }
            for (_, sublayer) in ordered { draw(sublayer, state, pass) }
            return
        }
        // The common map (a scale and a move) tests a slot with four multiply-adds.
        let m = state.ctm, c = state.clip
        let simple = m.xy == 0 && m.yx == 0 && m.xx > 0 && m.yy > 0
        /// Whether slot `i` may touch the clip, recomputing it first when `check` is set and
        /// it is not known to be current.
        func mayDraw(_ i: Int, _ sublayer: CALayer, _ slots: UnsafeMutableBufferPointer<SublayerSlots.Slot>, check: Bool) -> Bool {
            var slot = slots[i]
            if check, slot.id != ObjectIdentifier(sublayer) || !sublayer.rendered(.slotCurrent) {
                slot = sublayer.cullingSlot
                slots[i] = slot
            }
            switch slot.kind {
            case .skip:
                return false
            case .test:
                let r = slot.rect
                guard simple else { return state.mayTouchClip(r) }
                let x0 = r.origin.x * m.xx + m.x0, x1 = (r.origin.x + r.size.width) * m.xx + m.x0
                let y0 = r.origin.y * m.yy + m.y0, y1 = (r.origin.y + r.size.height) * m.yy + m.y0
                return x0 < c.origin.x + c.size.width && c.origin.x < x1 && y0 < c.origin.y + c.size.height
                    && c.origin.y < y1 && r.size.width > 0 && r.size.height > 0
            case .visit:
                return true
            }
        }
        sublayers.withUnsafeBufferPointer { subs in
            if simple, let grid {
                let area = CGRect(x: (c.minX - m.x0) / m.xx, y: (c.minY - m.y0) / m.yy, width: c.width / m.xx, height: c.height / m.yy)
                let found = grid.candidates(in: area)
                entry.slots.withUnsafeMutableBufferPointer { slots in
                    for i in found {
                        unowned(unsafe) let sublayer = subs[Int(i)]
                        if mayDraw(Int(i), sublayer, slots, check: false) { draw(sublayer, state, pass, culled: true) }
                    }
                }
                return
            }
            entry.slots.withUnsafeMutableBufferPointer { slots in
                for i in 0..<subs.count {
                    // Not retained: `sublayers` holds it for the loop, and skipping most
                    // sublayers should cost no reference counting.
                    unowned(unsafe) let sublayer = subs[i]
                    if mayDraw(i, sublayer, slots, check: true) { draw(sublayer, state, pass, culled: true) }
                }
            }
            if subs.count >= SublayerGrid.minimumSublayers, entry.grid == nil {
                entry.grid = SublayerGrid(slots: entry.slots, sublayers: sublayers)
                layer.renderRecord.flags.insert(.sublayersIndexed)
            }
        }
    }

    /// Fills `rect` (bounds coordinates), rounded by `radius`: straight into the pixels when
    /// it is a whole-pixel rectangle inside a rectangular clip (what Cairo's aligned-box path
    /// does, without its per-call cost), else through Cairo.
    static func fill(_ rect: CGRect, radius: CGFloat, with color: CGColor, _ state: DrawState, _ pass: CompositePass) {
        if radius == 0, state.clipIsRect, let target = state.target, let device = state.wholePixelRect(rect) {
            let area = device.intersection(state.clip).intersection(target.bounds)
            let solid = SolidColor(color)
            if !area.isNull, !area.isEmpty, !solid.isClear { target.fill(area, solid) }
            return
        }
        let shown = state.visiblePart(of: rect, margin: radius)
        guard !shown.isNull, !shown.isEmpty else { return }
        let cr = pass.cairo(state)
        roundedRect(cr, shown, radius)
        setColor(cr, color)
        cairo_fill(cr)
    }

    // MARK: Contents

    /// Draws the backing store, else `contents` (a CGImage), placed by the gravity, cut by
    /// `contentsRect` and stretched in nine parts by `contentsCenter`.
    static func drawContents(of layer: CALayer, _ extras: CALayer.Extras, _ state: DrawState, _ pass: CompositePass) {
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

    // MARK: Shadow

    /// The layer's shadow: its `shadowPath`, else the shape of its background (rounded), drawn
    /// blurred at `shadowOffset` (top-left: positive height moves it down).
    static func drawShadow(of layer: CALayer, color: CGColor, _ state: DrawState, _ pass: CompositePass) {
        let cr = pass.cairo(state)
        // Stored values, never the `open` accessors: no subclass code runs while rendering.
        guard let e = layer.extras else { return }
        let bounds = layer._bounds
        let radius = min(e.cornerRadius, min(bounds.width, bounds.height) / 2)
        let blur = e.shadowRadius
        let offset = e.shadowOffset
        // Render the shape into a small buffer in device space, blur it, paint it.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let scale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let pad = Int((blur * scale * 1.5).rounded(.up)) + 1
        let shapeBox = e.shadowPath?.boundingBoxOfPath ?? bounds
        guard !shapeBox.isNull, !shapeBox.isEmpty else { return }
        let toDevice = CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
        var deviceBox = shapeBox.offsetBy(dx: offset.width, dy: offset.height).applying(toDevice).integral
            .insetBy(dx: CGFloat(-pad), dy: CGFloat(-pad))
        // A shadow too large to buffer: only what the clip can show, with the blur's reach
        // around it (an ordinary one is blurred whole, so a partial frame blurs it alike).
        if !DrawState.isWithinCairoRange(deviceBox) {
            deviceBox = deviceBox.intersection(state.clip.insetBy(dx: CGFloat(-2 * pad), dy: CGFloat(-2 * pad)))
        }
        guard !deviceBox.isNull, !deviceBox.isEmpty, deviceBox.isFinite else { return }
        guard let buffer = PixelBuffer(width: Int(deviceBox.width), height: Int(deviceBox.height)) else { return }
        let surface = buffer.makeSurface()
        let sc = cairo_create(surface)!
        cairo_translate(sc, -deviceBox.minX, -deviceBox.minY)
        var mm = matrix
        cairo_transform(sc, &mm)
        cairo_translate(sc, offset.width, offset.height)
        if let path = e.shadowPath {
            appendPath(sc, path)
        } else {
            var shapeMap = cairo_matrix_t()
            cairo_get_matrix(sc, &shapeMap)
            let buffered = DrawState(ctm: shapeMap, clip: CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height),
                                     clipIsRect: true, target: nil)
            roundedRect(sc, buffered.visiblePart(of: bounds, margin: radius), radius)
        }
        cairo_set_source_rgba(sc, 0, 0, 0, 1)
        cairo_fill(sc)
        cairo_destroy(sc)
        cairo_surface_flush(surface)
        buffer.blurAlpha(sigma: Double(blur * scale) / 2)
        buffer.tint(color, opacity: Double(e.shadowOpacity))
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        // `masksToBounds` clips the shadow too, to the rounded bounds: Core Animation shows
        // none of it outside them (a shadowed card that clips needs a second layer on iOS).
        if layer.flags.contains(.masksToBounds) {
            roundedRect(cr, state.visiblePart(of: bounds, margin: radius), radius)
            cairo_clip(cr)
        }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, deviceBox.minX, deviceBox.minY)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_surface_destroy(surface)
    }

    // MARK: Helpers

    static func roundedRect(_ cr: OpaquePointer, _ r: CGRect, _ radius: CGFloat) {
        cairo_new_path(cr)
        guard radius > 0 else {
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// Narrows `cr`'s clip to `rect` (user space).
    static func clip(_ cr: OpaquePointer, to rect: CGRect) {
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
    }

    static func appendPath(_ cr: OpaquePointer, _ path: CGPath) {
        cairo_new_path(cr)
        path.append(toCairo: cr)
    }

    static func setColor(_ cr: OpaquePointer, _ color: CGColor) {
        let c = color.rgba
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
    }
}
