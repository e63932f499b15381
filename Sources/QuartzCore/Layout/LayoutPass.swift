import CoreGraphics
internal import RuntimeSupport

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

    /// One thread's pass: the main thread's commits, or another thread laying out its own
    /// layers (`layoutIfNeeded()`).
    final class State {
        /// Layers laid out in the current pass and how often; nil outside a pass.
        var layoutCounts: [ObjectIdentifier: Int]?
        /// Layers that hit the limit in the current pass, in the order they did.
        var runaway: [CALayer] = []
        var layoutCount = 0
    }
    private static let state = PerThread(mainInstance: { RenderContext.withMainThreadContext { $0.layoutPass } }) { State() }

    /// How many times `layoutSublayers()` ran on the calling thread (for tests and benchmarks).
    package static var layoutCount: Int {
        get { state.current.layoutCount }
        set { state.current.layoutCount = newValue }
    }

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
        let pass = state.current
        let outermost = pass.layoutCounts == nil
        if outermost { pass.layoutCounts = [:] }
        defer {
            if outermost { finishPass(pass) }
        }
        // Laying out `top` can mark its ancestors; they are handled by whoever lays them out
        // (the commit's pass starts at the roots).
        repeat { visit(top, pass) } while !top.flags.isDisjoint(with: [.needsLayout, .descendantNeedsLayout])
            && (pass.layoutCounts?[ObjectIdentifier(top)] ?? 0) <= maximumLayoutsPerLayer
    }

    /// Lays out `layer` if marked, then each marked path below it, until the subtree is clean.
    private static func visit(_ layer: CALayer, _ pass: State) {
        withStackRoom { visitWithRoom(layer, pass) }
    }

    private static func visitWithRoom(_ layer: CALayer, _ pass: State) {
        if layer.flags.contains(.needsLayout) {
            layer.flags.remove(.needsLayout)
            if count(layer, pass) {
                pass.layoutCount += 1
                let nested = layer.flags.contains(.layingOut)
                layer.flags.insert(.layingOut)
                layer.layoutSublayers()
                if !nested { layer.flags.remove(.layingOut) }
            }
        }
        while layer.flags.contains(.descendantNeedsLayout) {
            layer.flags.remove(.descendantNeedsLayout)
            // Over a copy: laying one sublayer out may remove or re-parent its siblings; one no
            // longer here keeps its mark for the tree it is in now.
            for sublayer in layer._sublayers ?? [] where !sublayer.flags.isDisjoint(with: [.needsLayout, .descendantNeedsLayout]) {
                guard sublayer._superlayer === layer else { continue }
                visit(sublayer, pass)
            }
            // A sublayer that re-marks its superlayer is laid out again by the caller's loop.
            if layer.flags.contains(.needsLayout) { return }
        }
    }

    /// Counts one layout of `layer`; false once it has used up its layouts in this pass.
    private static func count(_ layer: CALayer, _ pass: State) -> Bool {
        let id = ObjectIdentifier(layer)
        let n = (pass.layoutCounts?[id] ?? 0) + 1
        pass.layoutCounts?[id] = n
        if n == maximumLayoutsPerLayer + 1 { pass.runaway.append(layer) }
        return n <= maximumLayoutsPerLayer
    }

    /// Ends a pass: reports the feedback loops and drops their marks.
    private static func finishPass(_ pass: State) {
        pass.layoutCounts = nil
        guard !pass.runaway.isEmpty else { return }
        let runaway = pass.runaway
        pass.runaway.removeAll()
        let names = runaway.map { layer in
            layer.delegate.map { String(describing: $0) } ?? String(describing: layer)
        }
        for layer in runaway { layer.flags.remove(.needsLayout) }
        RuntimeIssue.report("Layout feedback loop: these views asked for layout again every time they were laid out "
            + "(\(maximumLayoutsPerLayer) times in one pass), so the pass stopped laying them out: \(names.joined(separator: ", ")). "
            + "Check what layoutSubviews() changes that calls setNeedsLayout() on the view or an ancestor.")
    }
}
