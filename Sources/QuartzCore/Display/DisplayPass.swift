import CoreGraphics
internal import RuntimeSupport

/// The commit's display phase: layers marked with `setNeedsDisplay` draw, root first and
/// back to front, each once however often it was marked.
///
/// Only layers in a tree the render server shows (a visible window's) are displayed; the
/// others keep their mark and are scheduled again when they join such a tree. The queue is
/// the pipeline's (`FramePipeline.displayQueue`). Layers marked while others draw are drawn
/// in the same pass; a layer that marks itself again after it drew in this commit (from its
/// own `draw(_:)`, or a later view's) draws in the next frame, as on iOS.
@MainActor
package enum DisplayPass {

    /// What one thread's displaying keeps: the main thread's pass, or another thread
    /// displaying its own layers for `render(in:)`.
    final class State {
        var drawCount = 0
        var currentArea: CGRect?
    }
    private static let state = PerThread(mainInstance: { RenderContext.withMainThreadContext { $0.displayPass } }) { State() }

    /// How many times any layer drew its content on the calling thread (for tests and
    /// benchmarks).
    package static var drawCount: Int {
        get { state.current.drawCount }
        set { state.current.drawCount = newValue }
    }

    /// The invalid area of the layer being displayed (bounds coordinates); nil outside a
    /// pass, where `display()` redraws everything.
    static var currentArea: CGRect? { state.current.currentArea }

    static func displaying(_ area: CGRect, _ body: () -> Void) {
        let s = state.current
        let saved = s.currentArea
        s.currentArea = area
        body()
        s.currentArea = saved
    }

    static func schedule(_ layer: CALayer) {
        guard !layer.flags.contains(.scheduledForDisplay) else { return }
        layer.flags.insert(.scheduledForDisplay)
        FramePipeline.current.displayQueue.append(layer)
    }

    /// Schedules every marked layer in `layer`'s subtree (it has just joined a shown tree).
    package static func scheduleMarked(in layer: CALayer) {
        var stack = [layer]
        while let l = stack.popLast() {
            if l.flags.contains(.needsDisplay) { schedule(l) }
            stack.append(contentsOf: l._sublayers ?? [])
            if let mask = l.extras?.mask { stack.append(mask) }
        }
    }

    /// Displays every marked layer in `layer`'s subtree, masks included, now, root first (for
    /// layers rendered with `render(in:)` outside any shown tree).
    package static func displayMarked(in layer: CALayer) {
        var stack = [layer]
        while let l = stack.popLast() {
            l.displayNowIfNeeded()
            stack.append(contentsOf: (l._sublayers ?? []).reversed())
            if let mask = l.mask { stack.append(mask) }
        }
    }

    /// Runs the pass until no layer is left to draw in this commit.
    static func run(_ pipeline: FramePipeline) {
        while !pipeline.displayQueue.isEmpty {
            let layers = pipeline.displayQueue
            pipeline.displayQueue.removeAll()
            var marked: [CALayer] = []
            for layer in layers {
                if pipeline.displayedIDs.contains(ObjectIdentifier(layer)) {
                    // Drawn already in this commit: the mark is the next frame's (still scheduled).
                    pipeline.displayDeferred.append(layer)
                    continue
                }
                layer.flags.remove(.scheduledForDisplay)
                if layer.flags.contains(.needsDisplay) { marked.append(layer) }
            }
            for layer in TreeOrder.sorted(marked, screens: RenderServer.screens) {
                pipeline.displayed.append(layer)
                pipeline.displayedIDs.insert(ObjectIdentifier(layer))
                layer.displayNowIfNeeded()
            }
        }
    }
}
