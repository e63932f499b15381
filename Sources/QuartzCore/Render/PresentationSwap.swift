import CoreGraphics
import Foundation

/// Puts the presentation values of the animating layers in place for one frame, and the
/// model values back afterwards.
///
/// The compositor reads layers' stored values (as Core Animation's render tree does). While
/// a frame composites, each animating layer carries the values its animations give at the
/// frame's time; nothing but the compositor runs in between (content that follows an
/// animation, `.allowAnimatedContent`, was redrawn in the display phase:
/// `AnimationEngine.redrawAnimatedContent`), and the model values are restored before the
/// commit returns, so code (and hit-testing) only ever sees the model.
/// Damage is the old ∪ new screen area of every layer whose animations moved this frame.
@MainActor
struct PresentationSwap {
    private var saved: [(CALayer, AnimatableProperty, AnimatedValue)] = []

    static func begin(at time: Double) -> PresentationSwap {
        var swap = PresentationSwap()
        let frames = AnimationEngine.evaluateFrame(at: time)
        guard !frames.isEmpty else { return swap }
        // Where each changing layer was: what the last frame showed, else its model area.
        var shown: [(AnimationEngine.Frame, RenderServer.Screen)] = []
        // Most animating layers share a root: find each root's screen once.
        var lastRoot: CALayer?, lastScreen: RenderServer.Screen?
        func screen(showing layer: CALayer) -> RenderServer.Screen? {
            let root = layer.renderRoot
            if root !== lastRoot { lastRoot = root; lastScreen = RenderServer.screen(showing: layer) }
            return lastScreen
        }
        for frame in frames {
            guard let screen = screen(showing: frame.entry.layer) else {
                frame.entry.shownRect = nil
                continue
            }
            shown.append((frame, screen))
            if frame.changing {
                screen.addDamage(frame.entry.shownRect ?? RenderServer.screenRect(of: frame.entry.layer, on: screen))
            }
        }
        for (frame, _) in shown {
            guard let values = frame.values else { continue }
            let layer = frame.entry.layer
            for entry in values.entries {
                swap.saved.append((layer, entry.property, entry.property.value(of: layer)))
                entry.property.write(layer, entry.value)
            }
            layer.invalidateSubtreeExtents()   // once for all its properties
        }
        // Where each changing layer is now.
        for (frame, screen) in shown {
            guard frame.changing || frame.entry.shownRect == nil else { continue }
            var rect = RenderServer.screenRect(of: frame.entry.layer, on: screen)
            // A flip in perspective comes forward, beyond the layer's area.
            if frame.entry.layer.activeTransition(at: time) != nil {
                rect = rect.insetBy(dx: -rect.width / 2, dy: -rect.height / 2).intersection(screen.fullRect)
            }
            screen.addDamage(rect)
            frame.entry.shownRect = frame.values == nil ? nil : rect
        }
        return swap
    }

    /// The presentation values of every animating layer at `time`, without starting,
    /// finishing or damaging anything (for snapshots of what is on screen).
    static func snapshot(at time: Double) -> PresentationSwap {
        var swap = PresentationSwap()
        for layer in AnimationEngine.animatingLayers {
            guard let values = AnimationEngine.evaluate(layer, at: time) else { continue }
            for entry in values.entries {
                swap.saved.append((layer, entry.property, entry.property.value(of: layer)))
                entry.property.store(entry.value, in: layer)
            }
        }
        return swap
    }

    /// Restores the model values, last swapped first (forgetting each layer's cached extents
    /// once, after its last property).
    func end() {
        var last: CALayer?
        for (layer, property, value) in saved.reversed() {
            if let last, last !== layer { last.invalidateSubtreeExtents() }
            property.write(layer, value)
            last = layer
        }
        last?.invalidateSubtreeExtents()
    }
}
