import CoreGraphics
internal import RuntimeSupport

/// The render tree: a copy of each shown layer that only the render server reads and writes.
///
/// Core Animation keeps the layers code changes (the model) apart from the ones it draws: at
/// each commit the model's changes are applied to the render side, animations are evaluated
/// into it, and the compositor reads nothing else. Here a model layer's render layer is a
/// plain `CALayer` (never the model's subclass, with no delegate), so no app code can run
/// while a frame renders, and an animated value never has to be put into the model.
///
/// Changes reach the render side through the change list (`FramePipeline.changedLayers`): a
/// layer that has a render layer is listed by its first change in a frame, with what changed
/// (its own values, its sublayer list, or both). At the render phase the list is applied in
/// three steps, so damage is the old ∪ new screen area of each change, taken from what was
/// last composited: every old area, then every copy, then every new area.
extension CALayer {
    /// The layer's render layer, made (with its whole subtree) on first use.
    var renderLayer: CALayer {
        if let r = _renderLayer { return r }
        return withStackRoom {
            let r = CALayer()
            _renderLayer = r
            r.copyRenderValues(from: self)
            r.copyRenderSublayers(from: self)
            return r
        }
    }

    /// Takes the model's stored values (not its sublayers); `linkingMask` makes the model
    /// mask's render layer this one's mask (a snapshot copy makes its own instead).
    func copyRenderValues(from model: CALayer, linkingMask: Bool = true) {
        takeDrawnValues(from: model)
        flags = model.flags.intersection(Self.renderedFlags)
        guard let m = model.extras else {
            if let old = extras?.mask, old.extras?.maskOwner === self { old.extras?.maskOwner = nil }
            extras = nil
            return
        }
        let e = mutableExtras
        e.takeDrawnValues(from: m)
        // A replicator draws its delayed instances from its model's sublayers.
        if m.drawing is ReplicatorDrawing { renderRecord.model = model }
        e.backingStore = m.backingStore
        // Transitions are drawn from the render side's copies of the attached ones.
        e.transitions = model.flags.contains(.hasTransition) ? m.animations.compactMap { $0.render.isTransition ? $0.render : nil } : []
        guard linkingMask else { return }
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

    /// The flags the compositor reads.
    static let renderedFlags: Flags = [.hidden, .masksToBounds, .opaque, .doubleSided, .hasTransition, .fillsBackgroundWhenDrawing]

    /// A render layer's copy of the subtree for one drawing outside the frame (`render(in:)`,
    /// snapshots), kept apart from the render tree so the frame's damage stays right;
    /// `at` evaluates the animations into it.
    func snapshotTree(at time: Double? = nil) -> CALayer {
        withStackRoom { snapshotTreeWithRoom(at: time) }
    }

    private func snapshotTreeWithRoom(at time: Double?) -> CALayer {
        let copy = CALayer()
        copy.copyRenderValues(from: self, linkingMask: false)
        if let mask = extras?.mask {
            let m = mask.snapshotTree(at: time)
            copy.mutableExtras.mask = m
            m.mutableExtras.maskOwner = copy
        }
        if let time, flags.contains(.animating), let values = FramePipeline.shared.animations.evaluate(self, at: time) {
            for entry in values.entries { entry.property.write(copy, entry.value) }
        }
        if let sublayers = _sublayers {
            let subs = sublayers.map { $0.snapshotTree(at: time) }
            for s in subs { s._superlayer = copy }
            copy._sublayers = subs
        }
        return copy
    }
}

extension RenderServer {
    /// Applies the frame's change list to the render tree, damaging old ∪ new areas.
    static func applyChanges() {
        let pipeline = FramePipeline.shared
        let changed = pipeline.changedLayers
        pipeline.changedLayers.removeAll()
        guard !changed.isEmpty else { return }
        // Old areas: what the last frame showed.
        damageSubtrees(of: changed)
        invalidatedInBatch = []
        for model in changed {
            guard let record = model._renderRecord, let r = model._renderLayer else { continue }
            if record.flags.contains(.changedThisFrame) {
                r.copyRenderValues(from: model)
                r.invalidateSubtreeExtents()
            }
            if record.flags.contains(.sublayersChanged) { r.copyRenderSublayers(from: model) }
        }
        for layer in invalidatedInBatch ?? [] { layer._renderRecord?.flags.remove(.invalidatedInBatch) }
        invalidatedInBatch = nil
        // New areas.
        damageSubtrees(of: changed)
        for model in changed { model._renderRecord?.flags.remove([.changedThisFrame, .sublayersChanged]) }
    }

    /// While `applyChanges` copies the changes, the render layers whose extents were
    /// invalidated: a later invalidation stops where an earlier one already went up.
    static var invalidatedInBatch: [CALayer]?

    /// Damages the area of each changed layer's render subtree, skipping a layer whose
    /// superlayer's subtree was damaged just before (its area lies inside that one), so a
    /// chain built top-down in a shown tree maps each layer to the screen once, not once per
    /// ancestor.
    private static func damageSubtrees(of changed: [CALayer]) {
        var marked: [CALayer] = []
        for model in changed {
            guard let record = model._renderRecord, record.flags.contains(.changedThisFrame),
                  let r = model._renderLayer else { continue }
            let rRecord = r.renderRecord
            if let parent = r._superlayer, parent._renderRecord?.flags.contains(.subtreeDamaged) == true {
                rRecord.flags.insert(.subtreeDamaged)
                marked.append(r)
                continue
            }
            damage(r)
            // Under a replicator the area is the replicator's, not the subtree's.
            guard CAReplicatorLayer.live.load(ordering: .relaxed) == 0 else { continue }
            rRecord.flags.insert(.subtreeDamaged)
            marked.append(r)
        }
        for r in marked { r._renderRecord?.flags.remove(.subtreeDamaged) }
    }

    /// Adds the screen area of render layer `r`'s subtree to its screen's damage (a mask's
    /// change is a change of the layer it masks).
    static func damage(_ r: CALayer, extent: CGRect? = nil) {
        var layer = r
        var extent = extent
        while true {
            var root = layer
            while let s = root._superlayer { root = s }
            guard let owner = root.extras?.maskOwner else { break }
            layer = owner
            extent = nil
        }
        guard let screen = screen(showingRender: layer) else { return }
        screen.addDamage(screenRect(of: layer, on: screen, extent: extent))
    }

    /// The screen whose roots' render layers include `layer`'s root (render side).
    static func screen(showingRender layer: CALayer) -> Screen? {
        var root: CALayer?
        for screen in screens where !screen.roots.isEmpty {
            if root == nil { root = layer.renderRoot }
            for r in screen.roots where r._renderLayer === root { return screen }
        }
        return nil
    }
}
