import CoreGraphics

extension CALayer {
    /// Depth in the tree: 0 for a root.
    var depth: Int {
        var d = 0
        var l = _superlayer
        while let current = l { d += 1; l = current._superlayer }
        return d
    }

    /// The transform from `source`'s coordinates to `target`'s, through their nearest common
    /// ancestor; nil stands for the space roots are positioned in (the screen, for windows).
    ///
    /// A singular step (a layer scaled to zero) has no inverse; points then map as if that
    /// step were the identity rather than to NaN.
    package func mapping(from source: CALayer?, to target: CALayer?) -> ProjectiveTransform {
        if source === target { return .identity }
        var a = source, b = target
        var up = ProjectiveTransform.identity      // source → common ancestor
        var down = ProjectiveTransform.identity    // target → common ancestor
        var da = a?.depth ?? -1, db = b?.depth ?? -1
        while da > db, let l = a { up = up.concatenating(l.transformToSuperlayer); a = l._superlayer; da -= 1 }
        while db > da, let l = b { down = down.concatenating(l.transformToSuperlayer); b = l._superlayer; db -= 1 }
        while a !== b, let la = a, let lb = b {
            up = up.concatenating(la.transformToSuperlayer); a = la._superlayer
            down = down.concatenating(lb.transformToSuperlayer); b = lb._superlayer
        }
        // In different trees both walks end together at nil: the roots' common space.
        return up.concatenating(down.inverted() ?? .identity)
    }
}
