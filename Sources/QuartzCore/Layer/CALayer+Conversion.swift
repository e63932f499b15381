import CoreGraphics

extension CALayer {
    /// The transform from `source`'s coordinates to `target`'s, through their nearest common
    /// ancestor; nil stands for the space roots are positioned in (the screen, for windows).
    ///
    /// A singular step (a layer scaled to zero) has no inverse; points then map as if that
    /// step were the identity rather than to NaN.
    /// - Complexity: O(depth of both layers).
    package static func mapping(from source: CALayer?, to target: CALayer?) -> ProjectiveTransform {
        if source === target { return .identity }
        // The usual case first: the target is an ancestor of the source (or nil), one walk up.
        var up = ProjectiveTransform.identity
        var l = source
        while let current = l {
            if current === target { return up }
            up = up.concatenating(current.transformToSuperlayer)
            l = current._superlayer
        }
        if target == nil { return up }
        // Otherwise level the two paths by depth and climb together until they meet (at nil
        // for layers of different trees: the roots' common space).
        var a = source, b = target
        var down = ProjectiveTransform.identity
        up = .identity
        var depthA = a?.depth ?? -1, depthB = b?.depth ?? -1
        while depthA > depthB, let la = a {
            up = up.concatenating(la.transformToSuperlayer); a = la._superlayer; depthA -= 1
        }
        while depthB > depthA, let lb = b {
            down = down.concatenating(lb.transformToSuperlayer); b = lb._superlayer; depthB -= 1
        }
        while a !== b, let la = a, let lb = b {
            up = up.concatenating(la.transformToSuperlayer); a = la._superlayer
            down = down.concatenating(lb.transformToSuperlayer); b = lb._superlayer
        }
        return up.concatenating(down.inverted() ?? .identity)
    }

    /// The number of superlayers above this layer.
    var depth: Int {
        var d = 0
        var l = _superlayer
        while let current = l { d += 1; l = current._superlayer }
        return d
    }
}
