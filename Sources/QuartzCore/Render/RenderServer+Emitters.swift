import CoreGraphics

extension RenderServer {
    /// An emitter of the frame's render tree and what the render server keeps of it between
    /// frames: where its particles were last drawn. (Particles themselves are computed from
    /// the drawing's epochs at the frame's time, so there is no other simulation state.)
    final class ShownEmitter {
        weak var layer: RenderLayer?
        /// The screen area the particles covered in the last frame.
        var shownExtent = CGRect.null
        init(_ layer: RenderLayer) { self.layer = layer }
    }

    /// The emitters of the current context's render tree (made from the model's at commit),
    /// which ask for frames while active and damage where their particles move.
    static var emitters: [ShownEmitter] {
        get { state.emitters }
        _modify { yield &state.emitters }
    }

    /// Notes that render layer `layer` draws an emitter (once).
    static func noteEmitter(_ layer: RenderLayer) {
        emitters.removeAll { $0.layer == nil }
        if !emitters.contains(where: { $0.layer === layer }) { emitters.append(ShownEmitter(layer)) }
    }

    /// Whether a shown emitter has particles alive or is emitting: the run loop keeps making
    /// frames while one does.
    static var anyEmitterActive: Bool {
        let time = FramePipeline.current.now
        for emitter in emitters {
            guard let r = emitter.layer, screen(showingRender: r) != nil,
                  let drawing = r.drawing(EmitterDrawing.self) else { continue }
            if drawing.isActive(at: time) { return true }
        }
        return false
    }

    /// Damages where each shown emitter's particles were and are (the render phase).
    static func damageEmitterParticles() {
        emitters.removeAll { $0.layer == nil }
        for emitter in emitters {
            guard let r = emitter.layer, let screen = screen(showingRender: r),
                  let drawing = r.drawing(EmitterDrawing.self) else { continue }
            let extent = drawing.extent(in: r._bounds)
            if !emitter.shownExtent.isNull { screen.addDamage(emitter.shownExtent) }
            let now = extent.isNull ? CGRect.null : screenRect(of: r, on: screen, extent: extent)
            if !now.isNull { screen.addDamage(now) }
            emitter.shownExtent = now
            if !extent.isNull || !now.isNull { r.invalidateSubtreeExtents() }
        }
    }
}
