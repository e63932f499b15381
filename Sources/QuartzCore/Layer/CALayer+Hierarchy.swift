import CoreGraphics

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

    func index(ofSublayer layer: CALayer?) -> Int? {
        guard let layer, layer._superlayer === self else { return nil }
        return _sublayers?.firstIndex { $0 === layer }
    }

    /// Moves `layer` to position `index` among the sublayers (clamped), taking it from any
    /// other superlayer first. A layer cannot become its own ancestor.
    func insert(_ layer: CALayer, at index: Int) {
        // Only a layer with sublayers can be an ancestor of this one; a leaf skips the walk.
        precondition(layer === self || layer._sublayers == nil || !isDescendant(of: layer),
                     "CALayer: cannot add a layer as a sublayer of itself or of one of its sublayers (that would make a cycle)")
        if layer._superlayer === self, let old = self.index(ofSublayer: layer) {
            _sublayers!.remove(at: old)
            let i = Swift.min(Swift.max(0, old < index ? index - 1 : index), _sublayers!.count)
            _sublayers!.insert(layer, at: i)
        } else {
            layer._superlayer?.detach(layer)
            if _sublayers == nil { _sublayers = [] }
            _sublayers!.insert(layer, at: Swift.min(Swift.max(0, index), _sublayers!.count))
            layer._superlayer = self
        }
        CATransaction.noteChange()
    }

    /// Removes `layer` from the sublayers.
    func detach(_ layer: CALayer) {
        guard let i = index(ofSublayer: layer) else { return }
        _sublayers!.remove(at: i)
        if _sublayers!.isEmpty { _sublayers = nil }
        layer._superlayer = nil
        CATransaction.noteChange()
    }

    func replace(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = index(ofSublayer: oldLayer) else {
            RuntimeIssue.report("CALayer.replaceSublayer(_:with:): the layer to replace is not a sublayer of \(self); nothing was changed")
            return
        }
        if oldLayer === newLayer { return }
        detach(oldLayer)
        insert(newLayer, at: i)
    }

    func replaceAllSublayers(with layers: [CALayer]) {
        for old in _sublayers ?? [] where !layers.contains(where: { $0 === old }) { detach(old) }
        for (i, layer) in layers.enumerated() { insert(layer, at: i) }
    }
}
