import CoreGraphics
import Foundation

extension RenderServer {
    /// Evaluates the running animations at the frame's time into the render tree.
    ///
    /// Each animating layer's render layer takes its presentation values, evaluated from its
    /// own copies of the animations, timing and values without them (the model is never read;
    /// code and hit-testing see only the model); when its animations are over, the commit has
    /// already given it the model's values again. Damage is the old ∪ new screen area of every
    /// layer whose animations moved: where the last frame showed it, and where it is now.
    static func applyAnimations(_ tracks: [AnimationTrack], at time: Double) {
        guard !tracks.isEmpty else { return }
        // Most animating layers share a root: find each root's screen once.
        var lastRoot: RenderLayer?, lastScreen: Screen?
        func screen(showing layer: RenderLayer) -> Screen? {
            let root = layer.renderRoot
            if root !== lastRoot { lastRoot = root; lastScreen = RenderServer.screen(showingRender: layer) }
            return lastScreen
        }
        for track in tracks {
            guard let r = track.layer, let screen = screen(showing: r) else {
                track.shownRect = nil
                continue
            }
            if track.changing { screen.addDamage(track.shownRect ?? screenRect(of: r, on: screen)) }
            let values = r.evaluate(at: time)
            if let values {
                for value in values.entries { value.property.write(r, value.value) }
            }
            r.invalidateSubtreeExtents()
            guard track.changing || track.shownRect == nil else { continue }
            var rect = screenRect(of: r, on: screen)
            // A flip in perspective comes forward, beyond the layer's area.
            if r.activeTransition(at: time) != nil {
                rect = rect.insetBy(dx: -rect.width / 2, dy: -rect.height / 2).intersection(screen.fullRect)
            }
            screen.addDamage(rect)
            track.shownRect = values == nil ? nil : rect
        }
    }
}
