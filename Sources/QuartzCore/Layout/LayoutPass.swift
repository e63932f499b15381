import CoreGraphics

extension CALayer {
    /// Flags every ancestor so the layout pass finds this layer by descending only through
    /// flagged layers; stops at the first ancestor already flagged (its own ancestors are).
    func markAncestorsForLayout() {
        var l = _superlayer
        while let p = l, !p.flags.contains(.descendantNeedsLayout) {
            p.flags.insert(.descendantNeedsLayout)
            l = p._superlayer
        }
    }
}

/// The commit's layout phase: lays out marked layers top-down, a superlayer before its
/// sublayers, visiting only the paths that lead to marked layers (never the whole tree).
///
/// Laying out may mark more layers (a view resizing its subviews marks them); the pass goes
/// on until nothing in the tree is marked. A layer that marks itself (or an ancestor) again
/// every time it is laid out would never let the pass end: after `maximumLayoutsPerLayer`
/// layouts of one layer in one pass its mark is dropped, and the layers that kept
/// invalidating are reported together, naming their delegates (the views).
@MainActor
package enum LayoutPass {
    /// How often one layer may be laid out in one pass before it counts as a feedback loop.
    package static let maximumLayoutsPerLayer = 64

    /// Layers laid out in the current pass and how often; nil outside a pass.
    private static var layoutCounts: [ObjectIdentifier: Int]?
    /// Layers that hit the limit in the current pass, in the order they did.
    private static var runaway: [CALayer] = []

    /// How many times `layoutSublayers()` ran (for tests and benchmarks).
    package static var layoutCount = 0

    /// Whether a layer in a shown tree is marked for layout (the roots carry the marks of
    /// everything below them).
    static var hasWork: Bool {
        for screen in RenderServer.screens {
            for root in screen.roots where !root.flags.isDisjoint(with: [.needsLayout, .descendantNeedsLayout]) { return true }
        }
        return false
    }

    /// The commit's layout phase: every shown tree, from its root.
    package static func run() {
        for screen in RenderServer.screens {
            for root in screen.roots { layOutNow(from: root) }
        }
    }

    /// `layoutIfNeeded()`: lays out from the highest of the unbroken chain of marked ancestors.
    static func layOutNow(from layer: CALayer) {
        var top = layer
        while let s = top._superlayer, s.flags.contains(.needsLayout) { top = s }
        guard !top.flags.isDisjoint(with: [.needsLayout, .descendantNeedsLayout]) else { return }
        let outermost = layoutCounts == nil
        if outermost { layoutCounts = [:] }
        defer {
            if outermost { finishPass() }
        }
        // Laying out `top` can mark its ancestors; they are handled by whoever lays them out
        // (the commit's pass starts at the roots).
        repeat { visit(top) } while !top.flags.isDisjoint(with: [.needsLayout, .descendantNeedsLayout])
            && !isRunaway(top)
    }

    /// Lays out `layer` if marked, then each marked path below it, until the subtree is clean.
    private static func visit(_ layer: CALayer) {
        withStackRoom { visitWithRoom(layer) }
    }

    private static func visitWithRoom(_ layer: CALayer) {
        if layer.flags.contains(.needsLayout) {
            layer.flags.remove(.needsLayout)
            if count(layer) {
                layoutCount += 1
                let nested = layer.flags.contains(.layingOut)
                layer.flags.insert(.layingOut)
                layer.layoutSublayers()
                if !nested { layer.flags.remove(.layingOut) }
            }
        }
        while layer.flags.contains(.descendantNeedsLayout) {
            layer.flags.remove(.descendantNeedsLayout)
            for sublayer in layer._sublayers ?? [] where !sublayer.flags.isDisjoint(with: [.needsLayout, .descendantNeedsLayout]) {
                visit(sublayer)
            }
            // A sublayer that re-marks its superlayer is laid out again by the caller's loop.
            if layer.flags.contains(.needsLayout) { return }
        }
    }

    /// Counts one layout of `layer`; false once it has used up its layouts in this pass.
    private static func count(_ layer: CALayer) -> Bool {
        let id = ObjectIdentifier(layer)
        let n = (layoutCounts?[id] ?? 0) + 1
        layoutCounts?[id] = n
        if n == maximumLayoutsPerLayer + 1 { runaway.append(layer) }
        return n <= maximumLayoutsPerLayer
    }

    private static func isRunaway(_ layer: CALayer) -> Bool {
        (layoutCounts?[ObjectIdentifier(layer)] ?? 0) > maximumLayoutsPerLayer
    }

    /// Ends a pass: reports the feedback loops and drops their marks.
    private static func finishPass() {
        layoutCounts = nil
        guard !runaway.isEmpty else { return }
        let names = runaway.map { layer in
            layer.delegate.map { String(describing: $0) } ?? String(describing: layer)
        }
        for layer in runaway { layer.flags.remove(.needsLayout) }
        runaway.removeAll()
        RuntimeIssue.report("Layout feedback loop: these views asked for layout again every time they were laid out "
            + "(\(maximumLayoutsPerLayer) times in one pass), so the pass stopped laying them out: \(names.joined(separator: ", ")). "
            + "Check what layoutSubviews() changes that calls setNeedsLayout() on the view or an ancestor.")
    }

    package static func resetForTesting() {
        layoutCounts = nil
        runaway.removeAll()
        layoutCount = 0
    }
}
