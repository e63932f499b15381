import CoreGraphics

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
    /// transaction and, the first time in a frame, adds the screen area it covers now to the
    /// damage (the area it covers after the change is added when the frame is composited).
    ///
    /// Invalidation is not damage: a move or a fade keeps what the compositor learnt about
    /// the layer's content (its resampled pixels); only redrawing the backing store
    /// (`backingStoreWillChange()`) drops that.
    func willChange() {
        CATransaction.noteChange()
        invalidateSubtreeExtents()
        RenderServer.layerWillChange(self)
    }

    /// The backing store's pixels are about to be redrawn (in the display pass): what the
    /// compositor learnt about them is stale from here on.
    func backingStoreWillChange() {
        guard let store = extras?.backingStore else { return }
        SourceImages.contentWillChange(store)
        if !TransformedContentCache.isEmpty { TransformedContentCache.contentWillChange(store) }
    }
}

extension CALayer {
    /// Records that the pixels of the backing store under `rect` (bounds coordinates) are
    /// about to be redrawn, nothing else: geometry and extents stay, and only that area's
    /// screen rectangle is damaged. In a mask, it is a change of the masked layer; a layer
    /// casting a shadow from its content changes its shadow too: both damage the whole area.
    func contentWillChange(in rect: CGRect) {
        guard extras?.maskOwner == nil, renderRoot.extras?.maskOwner == nil, (extras?.shadowOpacity ?? 0) == 0 else {
            willChange()
            return
        }
        CATransaction.noteChange()
        backingStoreWillChange()
        if let screen = RenderServer.screen(showing: self) {
            screen.addDamage(RenderServer.screenRect(of: self, on: screen, extent: rect))
        }
    }
}

extension RenderServer {
    /// Adds the layer's current screen area to its screen's damage once per frame. A change
    /// inside a mask is a change of the masked layer, whose area bounds all it shows.
    static func layerWillChange(_ layer: CALayer) {
        var root = layer
        while let s = root._superlayer { root = s }
        if let owner = root.extras?.maskOwner {
            layerWillChange(owner)
            return
        }
        guard !layer.rendered(.changedThisFrame), let screen = screen(showing: layer) else { return }
        layer.renderRecord.flags.insert(.changedThisFrame)
        FramePipeline.shared.changedLayers.append(layer)
        // The extent before the change: not cached, since the change may alter it.
        screen.addDamage(screenRect(of: layer, on: screen, extent: layer.subtreeExtent(caching: false)))
    }

    /// The screen whose roots include `layer`'s root.
    static func screen(showing layer: CALayer) -> Screen? {
        // Plain loops, not `contains(where:)`: this runs for every change, and a main-actor
        // closure pays an executor check per element.
        var root: CALayer?
        for screen in screens where !screen.roots.isEmpty {
            if root == nil { root = layer.renderRoot }
            for r in screen.roots where r === root { return screen }
        }
        return nil
    }

    /// `layer`'s subtree extent on `screen`, in whole device pixels (grown by a pixel for
    /// antialiased edges).
    static func screenRect(of layer: CALayer, on screen: Screen, extent: CGRect? = nil) -> CGRect {
        let points = CALayer.mapping(from: layer, to: nil).boundingBox(of: extent ?? layer.subtreeExtent)
        guard !points.isNull, points.isFinite else { return screen.fullRect }
        let s = screen.scale
        return CGRect(x: points.minX * s, y: points.minY * s, width: points.width * s, height: points.height * s)
            .integral.insetBy(dx: -1, dy: -1).intersection(screen.fullRect)
    }

    /// Adds the new areas of the layers changed this frame, then forgets them.
    static func collectDamage() {
        let pipeline = FramePipeline.shared
        let layers = pipeline.changedLayers
        pipeline.changedLayers.removeAll()
        for layer in layers {
            layer._renderRecord?.flags.remove(.changedThisFrame)
            if let screen = screen(showing: layer) { screen.addDamage(screenRect(of: layer, on: screen)) }
        }
    }
}
