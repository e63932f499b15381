import CoreGraphics
import Synchronization

extension CALayer {
    /// Takes `other`'s properties (not its sublayers, superlayer, delegate or animations).
    func copyProperties(from other: CALayer) {
        takeDrawnValues(from: other)
        flags = other.flags.subtracting([.needsDisplay, .scheduledForDisplay, .partialDisplay, .needsLayout, .descendantNeedsLayout,
                                         .animating, .insertedThisTransaction, .hasTransition, .layingOut, .inShownTree])
        if let e = other.extras {
            let copy = Extras()
            copy.takeDrawnValues(from: e)
            copy.name = e.name
            copy.actions = e.actions; copy.style = e.style
            copy.timing = e.timing
            if let timing = e.timing, !timing.isIdentity { LayerTiming.retimedLayers.add(1, ordering: .relaxed) }   // undone by the deinit
            extras = copy
        } else {
            extras = nil
        }
        if extras?.drawing == nil, let drawing = type(of: self).initialDrawing { mutableExtras.drawing = drawing }
    }
}
