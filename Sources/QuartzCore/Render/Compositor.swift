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
    static func draw(_ layer: RenderLayer, _ parent: DrawState, _ pass: CompositePass, culled: Bool = false) {
        withStackRoom { drawWithRoom(layer, parent, pass, culled: culled) }
    }

    private static func drawWithRoom(_ layer: RenderLayer, _ parent: DrawState, _ pass: CompositePass, culled: Bool) {
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
    static func drawInLayerSpace(_ layer: RenderLayer, _ cr: OpaquePointer) {
        let (state, pass) = CompositePass.begin(with: cr)
        cairo_save(cr)
        drawInLayerSpace(layer, state, pass)
        cairo_restore(cr)
        pass.finish()
    }

    /// Draws `layer` with `outer.ctm` mapping its bounds coordinates, in Core Animation's
    /// order: shadow, group, background, clip, content and sublayers, border, then the group
    /// painted at the layer's opacity through its mask or tint.
    static func drawInLayerSpace(_ layer: RenderLayer, _ outer: DrawState, _ pass: CompositePass, culled: Bool = false) {
        // Outside the damaged area: nothing of this subtree needs painting (decided in Swift,
        // without a Cairo call). Without a known extent, each sublayer is culled on its own.
        if !culled, let extent = layer.cullingExtent { guard outer.mayTouchClip(extent) else { return } }
        layersComposited += 1
        // `layer` is a render-tree layer copied from the model at commit (RenderTree.swift):
        // stored values only, so nothing here can reach app code.
        let extras = layer.extras
        let mask = extras?.mask
        let tint = (extras?.drawing as? ContentTintDrawing)?.color
        let (opacity, backgroundAlpha) = opacities(of: layer, extras, maskedOrTinted: mask != nil || tint != nil)
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
        let clipBeforeGroup = grouped ? beginGroup(of: layer, opacity: opacity, &state, pass) : nil
        let radius = min(extras?.cornerRadius ?? 0, min(bounds.width, bounds.height) / 2)
        if placeable { drawBackground(of: layer, extras, radius: radius, alpha: backgroundAlpha, state, pass) }
        let unclipped = state
        let clipBeforeMask = layer.flags.contains(.masksToBounds)
            ? clipToBounds(bounds, radius: radius, placeable: placeable, &state, pass) : nil
        if !state.clip.isEmpty { drawContent(of: layer, extras, placeable: placeable, state, pass) }
        if let saved = clipBeforeMask {
            cairo_restore(pass.cairo(state))
            pass.cairoClip = saved
        }
        if placeable, let extras { drawBorder(bounds, extras, radius: radius, unclipped, pass) }
        guard grouped else { return }
        paintGroup(opacity: opacity, mask: mask, tint: tint, clipBeforeGroup: clipBeforeGroup, unclipped, outer, pass)
    }

    /// The opacity the layer's group is painted at, and the alpha its background is filled
    /// with. A layer that paints only its background needs no group for its opacity: the
    /// background's alpha takes it (the same pixels, without an offscreen surface).
    private static func opacities(of layer: RenderLayer, _ extras: RenderLayer.Extras?, maskedOrTinted: Bool) -> (group: Double, background: Double) {
        let opacity = Double(min(1, max(0, layer._opacity)))
        if opacity < 1, !maskedOrTinted, layer._sublayers == nil, extras.map(Self.paintsOnlyBackground) ?? true {
            return (1, opacity)
        }
        return (opacity, 1)
    }

    /// Starts the offscreen group the layer's subtree is drawn into, narrowing `state` to
    /// it; returns the Cairo clip to restore when the group ends.
    private static func beginGroup(of layer: RenderLayer, opacity: Double, _ state: inout DrawState, _ pass: CompositePass) -> CGRect? {
        let outer = state
        // The group surface is as large as the clip: narrow it to what the layer covers.
        // A subtree reaching 1e308 points covers infinite or NaN pixels: the clip stays.
        let covered = outer.clipIsRect ? outer.deviceBoundingBox(of: layer.subtreeExtent) : .null
        if covered.isFinite {
            state.clip = outer.clip.intersection(covered.integral)
            if state.clip.isNull { state.clip = .zero }
        }
        let cr = pass.cairo(state)
        let clipBeforeGroup = pass.cairoClip
        cairo_push_group(cr)
        state.target = pass.keep(CompositeTarget(surface: cairo_get_group_target(cr)!))
        pass.pushGroup(state.target, opacity: opacity)
        return clipBeforeGroup
    }

    /// The backdrop (what is behind the layer, for a visual effect), then the background
    /// color at `alpha`, rounded by `radius`.
    private static func drawBackground(of layer: RenderLayer, _ extras: RenderLayer.Extras?, radius: CGFloat, alpha: Double,
                                       _ state: DrawState, _ pass: CompositePass) {
        if let backdrop = extras?.drawing as? BackdropDrawing {
            drawBackdrop(of: layer, backdrop, state, pass)
        }
        if var background = layer._backgroundColor, background.alpha > 0 {
            if alpha < 1 { background = background.copy(alpha: background.alpha * alpha) ?? background }
            fill(layer._bounds, radius: radius, with: background, state, pass, under: layer)
        }
    }

    /// `masksToBounds`: narrows `state` to the bounds rounded by `radius`, in Swift when the
    /// clip stays a whole-pixel rectangle, else in Cairo; returns the Cairo clip to restore
    /// in that case (nil when Cairo's clip was left alone).
    private static func clipToBounds(_ bounds: CGRect, radius: CGFloat, placeable: Bool, _ state: inout DrawState,
                                     _ pass: CompositePass) -> CGRect?? {
        if !placeable {
            state.clip = .zero
        } else if radius == 0, state.clipIsRect, let r = state.wholePixelRect(bounds) {
            // A whole-pixel rectangle: the clip stays a rectangle, kept in Swift.
            state.clip = state.clip.intersection(r)
            if state.clip.isNull { state.clip = .zero }
        } else {
            let cr = pass.cairo(state)
            let clipBeforeMask = pass.cairoClip
            cairo_save(cr)
            roundedRect(cr, state.visiblePart(of: bounds, margin: radius), radius)
            cairo_clip(cr)
            state.clip = state.clip.intersection(state.deviceBoundingBox(of: bounds).integral)
            if state.clip.isNull { state.clip = .zero }
            state.clipIsRect = false
            return .some(clipBeforeMask)
        }
        return nil
    }

    /// What the layer draws inside its clip: its drawing (a shape, gradient or text layer's),
    /// its contents, then its sublayers (or a replicator's copies of them).
    private static func drawContent(of layer: RenderLayer, _ extras: RenderLayer.Extras?, placeable: Bool,
                                    _ state: DrawState, _ pass: CompositePass) {
        if placeable, let drawing = extras?.drawing {
            let cr = pass.cairo(state)
            cairo_save(cr)
            drawing.draw(cr, bounds: layer._bounds)
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

    /// The border, inside the bounds and rounded by `radius`; drawn with `unclipped`, as the
    /// layer's own clip does not cut it.
    private static func drawBorder(_ bounds: CGRect, _ extras: RenderLayer.Extras, radius: CGFloat, _ unclipped: DrawState,
                                   _ pass: CompositePass) {
        guard extras.borderWidth > 0, let color = extras.borderColor, color.alpha > 0 else { return }
        let cr = pass.cairo(unclipped)
        let w = min(extras.borderWidth, min(bounds.width, bounds.height) / 2)
        let inner = max(0, radius - w / 2)
        roundedRect(cr, unclipped.visiblePart(of: bounds.insetBy(dx: w / 2, dy: w / 2), margin: inner + w), inner)
        cairo_set_line_width(cr, w)
        setColor(cr, color)
        cairo_stroke(cr)
    }

    /// Ends the layer's group and paints it at `opacity`: through `mask`'s alpha, as the
    /// coverage filled with `tint`, or as it is.
    private static func paintGroup(opacity: Double, mask: RenderLayer?, tint: CGColor?, clipBeforeGroup: CGRect?,
                                   _ unclipped: DrawState, _ outer: DrawState, _ pass: CompositePass) {
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

    /// Whether a layer with these extras draws nothing between its background and its
    /// sublayers (no contents, backing store or drawing).
    static func paintsNothingOverBackground(_ e: RenderLayer.Extras) -> Bool {
        e.backingStore == nil && e.contents == nil && e.drawing == nil
    }

    /// Whether a layer with these extras paints nothing but its background (no contents,
    /// backing store, border or shadow).
    static func paintsOnlyBackground(_ e: RenderLayer.Extras) -> Bool {
        e.backingStore == nil && e.contents == nil && e.borderWidth == 0 && e.shadowOpacity == 0 && e.drawing == nil
    }

    /// Draws `sublayers` in order (by `zPosition` when some have one), culled against the
    /// clip with their extents kept from the last frame (`SublayerSlots`): only those that may
    /// touch the clip are visited. A layer with many sublayers looks them up in a grid
    /// instead of testing every slot.
    static func drawSublayers(_ sublayers: [RenderLayer], of layer: RenderLayer, _ state: DrawState, _ pass: CompositePass) {
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
        func mayDraw(_ i: Int, _ sublayer: RenderLayer, _ slots: UnsafeMutableBufferPointer<SublayerSlots.Slot>, check: Bool) -> Bool {
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
    /// A layer's background (`under` the layer) leaves out the rows its sublayers cover with
    /// their own opaque backgrounds (Compositor+Occlusion.swift).
    static func fill(_ rect: CGRect, radius: CGFloat, with color: CGColor, _ state: DrawState, _ pass: CompositePass,
                     under layer: RenderLayer? = nil) {
        if radius == 0, state.clipIsRect, let target = state.target, let device = state.wholePixelRect(rect) {
            let area = device.intersection(state.clip).intersection(target.bounds)
            let solid = SolidColor(color)
            guard !area.isNull, !area.isEmpty, !solid.isClear else { return }
            if let layer, let sublayers = layer._sublayers, layer.extras.map(paintsNothingOverBackground) ?? true,
               let rows = uncoveredRows(of: area, beneath: sublayers, state) {
                for row in rows where row.upperBound > row.lowerBound {
                    target.fill(CGRect(x: area.minX, y: row.lowerBound, width: area.width, height: row.upperBound - row.lowerBound), solid)
                }
                return
            }
            target.fill(area, solid)
            return
        }
        let shown = state.visiblePart(of: rect, margin: radius)
        guard !shown.isNull, !shown.isEmpty else { return }
        let cr = pass.cairo(state)
        roundedRect(cr, shown, radius)
        setColor(cr, color)
        cairo_fill(cr)
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
        let c = color.drawnRGBA
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
    }
}
