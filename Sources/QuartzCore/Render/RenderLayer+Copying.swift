import CoreGraphics

/// The commit's copy of model values into render layers (RenderTree.swift applies the change
/// list with it).
extension RenderLayer {
    /// Takes the model's stored values (not its sublayers). In the frame's render tree the
    /// model mask's render layer becomes this one's mask and the tree's replicators and
    /// emitters are kept track of; a snapshot copy (`inFrameTree` false) makes its own mask.
    func copyRenderValues(from model: CALayer, inFrameTree: Bool = true) {
        takeDrawnValues(from: model)
        flags = model.flags.intersection(CALayer.renderedFlags)
        defer { if inFrameTree { noteDrawingKind() } }
        guard let m = model.extras else {
            if let old = extras?.mask, old.extras?.maskOwner === self { old.extras?.maskOwner = nil }
            extras = nil
            return
        }
        let e = mutableExtras
        e.takeDrawnValues(from: m)
        e.backingStore = m.backingStore
        // Transitions are drawn from the render side's copies of the attached ones.
        e.transitions = model.flags.contains(.hasTransition) ? m.animations.compactMap { $0.render.isTransition ? $0.render : nil } : []
        e.animations = m.animations.map(\.render)
        e.timing = m.timing
        e.base = e.animations.isEmpty ? nil : RenderLayer(values: model)
        guard inFrameTree else { return }
        let mask = m.mask?.renderLayer
        if let old = e.mask, old !== mask, old.extras?.maskOwner === self { old.extras?.maskOwner = nil }
        e.mask = mask
        mask?.mutableExtras.maskOwner = self
    }

    /// Takes the model's sublayer list, as render layers.
    func copyRenderSublayers(from model: CALayer) {
        let new = model._sublayers?.map { $0.renderLayer }
        let kept = Set((new ?? []).map(ObjectIdentifier.init))
        for old in _sublayers ?? [] where old._superlayer === self && !kept.contains(ObjectIdentifier(old)) {
            old._superlayer = nil
        }
        for layer in new ?? [] { layer._superlayer = self }
        _sublayers = new
        sublayersDidChange()
        invalidateSubtreeExtents()
    }

    /// Keeps the frame's render tree's facts about drawings current: how many replicators
    /// it holds (`RenderServer.replicatorCount`) and which emitters (`RenderServer.emitters`).
    private func noteDrawingKind() {
        let drawing = extras?.drawing
        let replicates = drawing is ReplicatorDrawing
        if replicates != (replicatorTally != nil) {
            if replicates {
                let state = RenderServer.state
                state.replicatorCount += 1
                replicatorTally = state
            } else {
                replicatorTally?.replicatorCount -= 1
                replicatorTally = nil
            }
        }
        if drawing is EmitterDrawing { RenderServer.noteEmitter(self) }
    }

    /// A render layer holding only `model`'s drawn values and flags (an animated layer's
    /// values without its animations).
    convenience init(values model: CALayer) {
        self.init()
        takeDrawnValues(from: model)
        flags = model.flags.intersection(CALayer.renderedFlags)
        if let m = model.extras { mutableExtras.takeDrawnValues(from: m) }
    }

    /// Makes `mask` this copy's mask and `sublayers` its sublayers: a copy made for one
    /// drawing, whose parts are copies too.
    func adopt(mask: RenderLayer?, sublayers: [RenderLayer]?) {
        if let mask {
            mutableExtras.mask = mask
            mask.mutableExtras.maskOwner = self
        }
        guard let sublayers else { return }
        for s in sublayers { s._superlayer = self }
        _sublayers = sublayers
    }
}
