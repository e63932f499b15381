internal import CCairo
import CoreGraphics

extension Compositor {
    /// A replicator's sublayers, once per instance: instance `i` with the instance transform
    /// applied `i` times, its animations `i × instanceDelay` behind (a copy of the render
    /// subtree evaluated at that time), and its color multiplying what it draws.
    static func drawReplicas(_ sublayers: [RenderLayer], of layer: RenderLayer, _ replicator: ReplicatorDrawing,
                             _ state: DrawState, _ pass: CompositePass) {
        let step = replicator.step(about: layer._bounds)
        var t = CGAffineTransform.identity
        for i in 0..<replicator.instanceCount {
            defer { t = t.concatenating(step) }
            let color = replicator.color(ofInstance: i)
            guard color.a > 0 else { continue }
            let instance = state.concatenating(cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty))
            var layers = sublayers
            if i > 0, replicator.instanceDelay != 0 {
                let time = RenderServer.time - Double(i) * replicator.instanceDelay
                layers = sublayers.map { $0.copyTree(at: time) }
            }
            let tinted = color.r < 1 || color.g < 1 || color.b < 1
            guard tinted || color.a < 1 else {
                for sublayer in layers { draw(sublayer, instance, pass) }
                continue
            }
            // Drawn into a group, multiplied by the color, painted at its alpha.
            var cr = pass.cairo(instance)
            let clipBefore = pass.cairoClip
            cairo_push_group(cr)
            var group = instance
            group.target = pass.keep(CompositeTarget(surface: cairo_get_group_target(cr)!))
            for sublayer in layers { draw(sublayer, group, pass) }
            cr = pass.cairo(instance)
            var content = cairo_pop_group(cr)!
            pass.cairoClip = clipBefore
            if tinted {
                // Multiply the colors, then keep only where the instance drew (its alpha).
                cairo_push_group(cr)
                cairo_set_source(cr, content)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
                cairo_set_source_rgba(cr, Double(color.r), Double(color.g), Double(color.b), 1)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
                cairo_set_source(cr, content)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                let multiplied = cairo_pop_group(cr)!
                cairo_pattern_destroy(content)
                content = multiplied
            }
            cairo_set_source(cr, content)
            cairo_paint_with_alpha(cr, Double(color.a))
            cairo_pattern_destroy(content)
        }
    }
}
