import CoreGraphics
internal import RuntimeSupport

extension CALayer {
    /// True when `self` is `layer` or lies below it in the tree.
    package func isDescendant(of layer: CALayer) -> Bool {
        var l: CALayer? = self
        while let current = l {
            if current === layer { return true }
            l = current._superlayer
        }
        return false
    }

    /// Whether drawing `layer` draws this one: `layer` is this layer, or lies above it through
    /// superlayers and the layers masks belong to. Giving `layer` this one as a sublayer or a
    /// mask would make the tree a cycle.
    func isDrawn(by layer: CALayer) -> Bool {
        var l: CALayer? = self
        while let current = l {
            if current === layer { return true }
            l = current._superlayer ?? current.extras?.maskOwner
        }
        return false
    }

    func index(ofSublayer layer: CALayer?) -> Int? {
        guard let layer, layer._superlayer === self else { return nil }
        return _sublayers?.indexFromEitherEnd(of: layer)
    }

    /// The index of `sibling` among the sublayers as they are once `moving` is taken out.
    func index(ofSublayer sibling: CALayer?, ignoring moving: CALayer) -> Int? {
        guard let sibling, sibling !== moving, sibling._superlayer === self else { return nil }
        var i = 0
        for l in _sublayers ?? [] {
            if l === sibling { return i }
            if l !== moving { i += 1 }
        }
        return nil
    }

    /// Puts `layer` at `index` (its final position, clamped) among the sublayers, taking it
    /// from any superlayer first. A layer cannot become its own ancestor.
    ///
    /// A sublayer moved to where it already is changes nothing and marks nothing: otherwise
    /// a `layoutSubviews` that brings a view to the front it is already at (a table keeping
    /// its section headers over its cells) would ask for layout again on every layout, a
    /// feedback loop.
    func insert(_ layer: CALayer, at index: Int, api: String = "sublayers") {
        checkThread(apiName(api))
        layer.checkThread(apiName(api))
        precondition(layer !== self, "CALayer: cannot add a layer as a sublayer of itself (that would make a cycle)")
        // Only a layer with sublayers or a mask can draw this one; a leaf skips the walk.
        precondition((layer._sublayers == nil && layer.extras?.mask == nil) || !isDrawn(by: layer),
                     "CALayer: cannot add a layer as a sublayer of one of its own sublayers or of its mask (that would make a cycle)")
        if layer._superlayer === self, let old = self.index(ofSublayer: layer) {
            if Swift.min(Swift.max(0, index), _sublayers!.count - 1) == old { return }
            _sublayers!.remove(at: old)
        } else {
            layer._superlayer?.detach(layer, joiningAnother: true)
            if _sublayers == nil { _sublayers = [] }
            layer._superlayer = self
        }
        _sublayers!.insert(layer, at: Swift.min(Swift.max(0, index), _sublayers!.count))
        layer.setInShownTree(flags.contains(.inShownTree), removingAnimations: true)
        sublayersWillChange()
        // Joining a layer that is drawn: it is drawn too, and its area where it now appears
        // is damage (its render layer is listed as changed).
        if _renderLayer != nil { _ = layer.renderLayer }
        layer.willChange()
        setNeedsLayout()
        if !layer.flags.isDisjoint(with: [.needsLayout, .descendantNeedsLayout]) { layer.markAncestorsForLayout() }
        if RenderServer.isShown(self) {
            DisplayPass.scheduleMarked(in: layer)
            FramePipeline.current.animations.noteInserted(layer)
        }
    }

    /// Marks the subtree (sublayers and masks) as in a shown tree or not; a part already
    /// marked so is skipped with everything under it. `removingAnimations`: the subtree left
    /// its window, and Core Animation removes the animations of layers that leave the render
    /// tree (their delegates and `UIView.animate` completions hear they stopped unfinished),
    /// which also frees a view that a pending completion block holds.
    func setInShownTree(_ shown: Bool, removingAnimations: Bool = false) {
        guard flags.contains(.inShownTree) != shown else { return }
        var stack = [self]
        var animated: [CALayer] = []
        while let l = stack.popLast() {
            guard l.flags.contains(.inShownTree) != shown else { continue }
            if shown { l.flags.insert(.inShownTree) } else { l.flags.remove(.inShownTree) }
            if removingAnimations, !(l.extras?.animations.isEmpty ?? true) { animated.append(l) }
            stack.append(contentsOf: l._sublayers ?? [])
            if let mask = l.extras?.mask { stack.append(mask) }
        }
        for l in animated { l.detachAllAnimations() }
    }

    /// Removes `layer` from the sublayers. `joiningAnother`: the layer is moving to another
    /// superlayer, which sets whether it is shown (so a subtree moved within a window is not
    /// walked twice).
    func detach(_ layer: CALayer, joiningAnother: Bool = false) {
        guard let i = index(ofSublayer: layer) else { return }
        layer.willChange("removeFromSuperlayer()")   // damages the area the layer leaves
        _sublayers!.remove(at: i)
        sublayersWillChange()
        if _sublayers!.isEmpty { _sublayers = nil }
        layer._superlayer = nil
        if !joiningAnother { layer.setInShownTree(false, removingAnimations: true) }
        setNeedsLayout()
    }

    func replace(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = index(ofSublayer: oldLayer) else {
            RuntimeIssue.report("CALayer.replaceSublayer(_:with:): the layer to replace is not a sublayer of \(self); nothing was changed")
            return
        }
        if oldLayer === newLayer { return }
        detach(oldLayer)
        insert(newLayer, at: i, api: "replaceSublayer(_:with:)")
    }

    func replaceAllSublayers(with layers: [CALayer]) {
        let kept = Set(layers.map(ObjectIdentifier.init))
        for old in _sublayers ?? [] where !kept.contains(ObjectIdentifier(old)) { detach(old) }
        for (i, layer) in layers.enumerated() { insert(layer, at: i) }
    }
}
