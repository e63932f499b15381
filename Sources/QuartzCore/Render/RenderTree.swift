import CoreGraphics
internal import RuntimeSupport

/// The render tree: a copy of each shown layer that only the render server reads and writes.
///
/// Core Animation keeps the layers code changes (the model) apart from the ones it draws: at
/// each commit the model's changes are applied to the render side, animations are evaluated
/// into it, and the compositor reads nothing else. Here a model layer's render layer is a
/// `RenderLayer` (stored values, no delegate), so no app code can run while a frame renders,
/// and an animated value never has to be put into the model.
///
/// Changes reach the render side through the change list (`FramePipeline.changedLayers`): a
/// layer that has a render layer is listed by its first change in a frame, with what changed
/// (its own values, its sublayer list, or both). At the render phase the list is applied in
/// three steps, so damage is the old ∪ new screen area of each change, taken from what was
/// last composited: every old area, then every copy, then every new area.
extension CALayer {
    /// The layer's render layer, made (with its whole subtree) on first use.
    var renderLayer: RenderLayer {
        if let r = _renderLayer { return r }
        return withStackRoom {
            let r = RenderLayer()
            _renderLayer = r
            r.copyRenderValues(from: self)
            r.copyRenderSublayers(from: self)
            return r
        }
    }

    /// The flags the compositor reads.
    static let renderedFlags: Flags = [.hidden, .masksToBounds, .opaque, .doubleSided, .hasTransition, .fillsBackgroundWhenDrawing]

    /// A render layer's copy of the subtree for one drawing outside the frame (`render(in:)`,
    /// snapshots), kept apart from the render tree so the frame's damage stays right;
    /// `at` evaluates the animations into it.
    func snapshotTree(at time: Double? = nil) -> RenderLayer {
        withStackRoom { snapshotTreeWithRoom(at: time) }
    }

    private func snapshotTreeWithRoom(at time: Double?) -> RenderLayer {
        let copy = RenderLayer()
        copy.copyRenderValues(from: self, inFrameTree: false)
        if let time, flags.contains(.animating), let values = FramePipeline.current.animations.evaluate(self, at: time) {
            for entry in values.entries { entry.property.write(copy, entry.value) }
        }
        copy.adopt(mask: extras?.mask?.snapshotTree(at: time), sublayers: _sublayers?.map { $0.snapshotTree(at: time) })
        return copy
    }
}

extension RenderServer {
    /// Applies the frame's change list to the render tree, damaging old ∪ new areas.
    static func applyChanges() {
        let pipeline = FramePipeline.current
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
    static var invalidatedInBatch: [RenderLayer]?

    /// Damages the area of each changed layer's render subtree, skipping a layer whose
    /// superlayer's subtree was damaged just before (its area lies inside that one), so a
    /// chain built top-down in a shown tree maps each layer to the screen once, not once per
    /// ancestor.
    private static func damageSubtrees(of changed: [CALayer]) {
        var marked: [RenderLayer] = []
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
            guard RenderServer.replicatorCount == 0 else { continue }
            rRecord.flags.insert(.subtreeDamaged)
            marked.append(r)
        }
        for r in marked { r._renderRecord?.flags.remove(.subtreeDamaged) }
    }

    /// Adds the screen area of render layer `r`'s subtree to its screen's damage (a mask's
    /// change is a change of the layer it masks).
    static func damage(_ r: RenderLayer, extent: CGRect? = nil) {
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
    static func screen(showingRender layer: RenderLayer) -> Screen? {
        var root: RenderLayer?
        for screen in screens where !screen.roots.isEmpty {
            if root == nil { root = layer.renderRoot }
            for r in screen.roots where r._renderLayer === root { return screen }
        }
        return nil
    }
}
