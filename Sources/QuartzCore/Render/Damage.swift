import CoreGraphics
import Synchronization
internal import RuntimeSupport

extension CALayer {
    /// The root of the tree the layer is drawn in: up through superlayers and, from a mask,
    /// through the layer it masks.
    var renderRoot: CALayer {
        var root = self
        while true {
            if let s = root._superlayer { root = s } else if let owner = root.extras?.maskOwner { root = owner } else { return root }
        }
    }

    /// Records that the layer is about to change how it looks: opens the implicit
    /// transaction and, the first time in a frame, puts the layer in the change list, which
    /// the render phase applies to the render tree (damaging the old and new areas there).
    /// A layer never shown has no render layer and nothing to record: its render layer is made
    /// from its values when it is.
    ///
    /// Invalidation is not damage: a move or a fade keeps what the compositor learnt about
    /// the layer's content (its resampled pixels); only redrawing the backing store
    /// (`backingStoreWillChange()`) drops that.
    func willChange(_ member: StaticString = #function) {
        noteModelChange(apiName("\(member)"))
        guard _renderLayer != nil else { return }
        enqueueRenderChange(.changedThisFrame)
    }

    /// Records that the sublayer list is about to change (added, removed or reordered).
    func sublayersWillChange(_ member: StaticString = #function) {
        noteModelChange(apiName("\(member)"))
        guard _renderLayer != nil else { return }
        enqueueRenderChange(.sublayersChanged)
    }

    private func enqueueRenderChange(_ kind: RenderRecord.Flags) {
        let record = renderRecord
        if record.flags.isDisjoint(with: [.changedThisFrame, .sublayersChanged]) {
            FramePipeline.current.changedLayers.append(self)
        }
        record.flags.insert(kind)
    }

    /// The backing store's pixels are about to be redrawn (in the display pass): what the
    /// compositor learnt about them is stale from here on.
    func backingStoreWillChange() {
        guard let store = extras?.backingStore else { return }
        SourceImages.contentWillChange(store)
        if MainThreadChecker.isMainThread, !TransformedContentCache.isEmpty { TransformedContentCache.contentWillChange(store) }
    }
}

extension CALayer {
    /// Records that the pixels of the backing store under `rect` (bounds coordinates) are
    /// about to be redrawn, nothing else: geometry and extents stay, and only that area's
    /// screen rectangle is damaged. In a mask, it is a change of the masked layer; a layer
    /// casting a shadow from its content changes its shadow too: both damage the whole area.
    func contentWillChange(in rect: CGRect) {
        guard (extras?.shadowOpacity ?? 0) == 0 else {
            willChange()
            return
        }
        noteModelChange(apiName("setNeedsDisplay(_:)"))
        backingStoreWillChange()
        if let r = _renderLayer { RenderServer.damage(r, extent: rect) }
    }
}

extension RenderServer {
    /// The screen whose roots include model layer `layer`'s root (`screen(showingRender:)`
    /// is the render tree's).
    static func screen(showing layer: CALayer) -> Screen? {
        // Plain loops, not `contains(where:)`: display scheduling asks this per mark, and a
        // main-actor closure pays an executor check per element.
        var root: CALayer?
        for screen in screens where !screen.roots.isEmpty {
            if root == nil { root = layer.renderRoot }
            for r in screen.roots where r === root { return screen }
        }
        return nil
    }

    /// Render layer `layer`'s subtree extent on `screen`, in whole device pixels (grown by a
    /// pixel for antialiased edges).
    static func screenRect(of layer: RenderLayer, on screen: Screen, extent: CGRect? = nil) -> CGRect {
        var layer = layer, extent = extent
        // Under a replicator, a change shows in every instance: the replicator's whole area.
        if RenderServer.replicatorCount > 0, let replicator = layer.outermostReplicator {
            layer = replicator
            extent = nil
        }
        let points = layer.transformToRootSpace.boundingBox(of: extent ?? layer.subtreeExtent)
        guard !points.isNull, points.isFinite else { return screen.fullRect }
        let s = screen.scale
        let pixels = CGRect(coveringMinX: points.minX * s, minY: points.minY * s, maxX: points.maxX * s, maxY: points.maxY * s)
        // Points near 1e308 overflow to infinite pixels: the whole screen.
        guard pixels.isFinite else { return screen.fullRect }
        return pixels.integral.insetBy(dx: -1, dy: -1).intersection(screen.fullRect)
    }
}
