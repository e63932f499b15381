import CoreGraphics

extension CALayer {
    /// The transform from `source`'s coordinates to `target`'s, through their nearest common
    /// ancestor; nil stands for the space roots are positioned in (the screen, for windows).
    ///
    /// A singular step (a layer scaled to zero) has no inverse; points then map as if that
    /// step were the identity rather than to NaN.
    /// - Complexity: O(depth of both layers).
    package func mapping(from source: CALayer?, to target: CALayer?) -> ProjectiveTransform {
        if source === target { return .identity }
        // Walk up from the source; done when the target is an ancestor (the usual case).
        // The walks use unowned(unsafe) cursors: the tree cannot change during them, and
        // skipping a retain and release per step is most of their cost.
        var up = ProjectiveTransform.identity
        unowned(unsafe) var l = source
        while let current = l {
            if current === target { return up }
            up = up.concatenating(current.transformToSuperlayer)
            l = current._superlayer
        }
        // Otherwise remember the source's ancestors and what maps into each.
        var chain: [(layer: CALayer, toLayer: ProjectiveTransform)] = []
        var partial = ProjectiveTransform.identity
        l = source
        while let current = l {
            chain.append((current, partial))
            partial = partial.concatenating(current.transformToSuperlayer)
            l = current._superlayer
        }
        // Walk up from the target until it meets the source's chain (or reaches the top).
        var down = ProjectiveTransform.identity
        unowned(unsafe) var t = target
        while let current = t {
            if let meeting = chain.firstIndex(where: { $0.layer === current }) {
                return chain[meeting].toLayer.concatenating(down.inverted() ?? .identity)
            }
            down = down.concatenating(current.transformToSuperlayer)
            t = current._superlayer
        }
        return up.concatenating(down.inverted() ?? .identity)
    }
}
