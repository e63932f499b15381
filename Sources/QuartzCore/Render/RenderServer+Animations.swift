import CoreGraphics
import Foundation

extension RenderServer {
    /// Evaluates the running animations at the frame's time into the render tree.
    ///
    /// Each animating layer's render layer takes its presentation values (the model is never
    /// touched; code and hit-testing see only the model); when its animations are over it
    /// takes the model's values again. Damage is the old ∪ new screen area of every layer
    /// whose animations moved: where the last frame showed it, and where it is now.
    static func applyAnimations(at time: Double) {
        let frames = FramePipeline.current.animations.evaluateFrame(at: time)
        guard !frames.isEmpty else { return }
        // Most animating layers share a root: find each root's screen once.
        var lastRoot: RenderLayer?, lastScreen: Screen?
        func screen(showing layer: RenderLayer) -> Screen? {
            let root = layer.renderRoot
            if root !== lastRoot { lastRoot = root; lastScreen = RenderServer.screen(showingRender: layer) }
            return lastScreen
        }
        for frame in frames {
            let entry = frame.entry
            guard let r = entry.layer._renderLayer, let screen = screen(showing: r) else {
                entry.shownRect = nil
                continue
            }
            if frame.changing { screen.addDamage(entry.shownRect ?? screenRect(of: r, on: screen)) }
            if let values = frame.values {
                for value in values.entries { value.property.write(r, value.value) }
            } else {
                r.copyRenderValues(from: entry.layer)
            }
            r.invalidateSubtreeExtents()
            guard frame.changing || entry.shownRect == nil else { continue }
            var rect = screenRect(of: r, on: screen)
            // A flip in perspective comes forward, beyond the layer's area.
            if r.activeTransition(at: time) != nil {
                rect = rect.insetBy(dx: -rect.width / 2, dy: -rect.height / 2).intersection(screen.fullRect)
            }
            screen.addDamage(rect)
            entry.shownRect = frame.values == nil ? nil : rect
        }
    }
}
