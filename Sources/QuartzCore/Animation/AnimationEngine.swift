import CoreGraphics
import Foundation

/// The render server's animation side: the set of layers with animations attached (never a
/// walk of the tree), evaluated once per frame at the frame's media time into presentation
/// values, and the delegate callbacks, delivered after the commit. The frame pipeline owns
/// the one instance (`FramePipeline.current.animations`).
@MainActor
package final class AnimationEngine {
    /// A layer with animations and what the last frame showed of it.
    final class Entry {
        /// Not retained: the layer removes itself in its deinit (`layerWillDeallocate`).
        unowned(unsafe) let layer: CALayer
        /// Its screen area (device pixels) in the last frame it was drawn animated.
        var shownRect: CGRect?
        /// Some animation redraws the content each frame (and once more when they end).
        var redrawsContent = false
        /// The frame time the content was last redrawn at.
        var contentTime: Double?
        init(_ layer: CALayer) { self.layer = layer }
    }

    // Read for every animating layer every frame: exempt from run-time exclusivity checks
    // (every access is a plain load or store on the main actor).
    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var index: [ObjectIdentifier: Int] = [:]
    private var callbacks: [() -> Void] = []
    private var inserted: [CALayer] = []
    /// Whether an animation that redraws content was ever attached: until then the display
    /// phase has no animated content to look for.
    var contentFollowsAnimations = false
    /// Whether some animation is inside its active interval (frames must keep coming:
    /// `FrameReason.animations`).
    package private(set) var hasRunningAnimations = false

    /// The layers with animations attached.
    var animatingLayers: [CALayer] { entries.map(\.layer) }

    /// The number of layers with animations attached (for tests and benchmarks).
    package var animatingLayerCount: Int { entries.count }

    func register(_ layer: CALayer) {
        hasRunningAnimations = true
        guard !layer.flags.contains(.animating) else { return }
        layer.flags.insert(.animating)
        index[ObjectIdentifier(layer)] = entries.count
        entries.append(Entry(layer))
    }

    private func unregister(at i: Int) {
        let entry = entries[i]
        entry.layer.flags.remove(.animating)
        index[ObjectIdentifier(entry.layer)] = nil
        let last = entries.removeLast()
        if i < entries.count {
            entries[i] = last
            index[ObjectIdentifier(last.layer)] = i
        }
    }

    /// A layer going away takes its animations with it; their delegates hear they stopped.
    func layerWillDeallocate(_ layer: CALayer) {
        if let i = index[ObjectIdentifier(layer)] { unregister(at: i) }
        for entry in layer.extras?.animations ?? [] { stopped(entry, finished: false) }
    }

    /// Posts `animationDidStop` for an attached animation (once) and the release of the
    /// transaction completion groups waiting for it, to run after the commit: the render
    /// side marks its own copy, and only the callback touches the app's animation.
    func stopped(_ attached: AttachedAnimation, finished: Bool) {
        guard !attached.render.didStop else { return }
        attached.render.didStop = true
        let animation = attached.animation
        callbacks.append {
            animation.delegate?.animationDidStop(animation, finished: finished)
            for group in animation.completionGroups { group.animationStopped() }
            animation.completionGroups = []
        }
    }

    /// Runs the queued delegate callbacks (after a commit, as Core Animation tells delegates
    /// on the main thread after the frame).
    func deliverCallbacks() {
        while !callbacks.isEmpty {
            let queued = callbacks
            callbacks.removeAll()
            for callback in queued { callback() }
        }
    }

    /// A layer joined a shown tree: it gets no implicit animation until the commit.
    func noteInserted(_ layer: CALayer) {
        guard !layer.flags.contains(.insertedThisTransaction) else { return }
        layer.flags.insert(.insertedThisTransaction)
        inserted.append(layer)
    }

    /// The layers' animations evaluated at `time`, with the model's values where none
    /// applies; nil when the layer has no animations.
    func evaluate(_ layer: CALayer, at time: Double) -> PresentationValues? {
        guard let list = layer.extras?.animations, !list.isEmpty else { return nil }
        var values = PresentationValues(layer: layer)
        let local = layer.localTime(atMediaTime: time).time
        for entry in list { entry.render.apply(at: local, to: &values) }
        return values
    }

    /// A layer's timing changed: its animations (and its sublayers') may run again.
    func timingChanged() {
        if !entries.isEmpty { hasRunningAnimations = true }
    }

    /// One layer's evaluated frame.
    struct Frame {
        let entry: Entry
        var values: PresentationValues?
        /// Something on it moved this frame (or just stopped): its old and new areas are damage.
        var changing: Bool
    }

    /// Evaluates every animating layer at `time`: starts and finishes animations (queuing
    /// their callbacks, removing finished ones), and returns the values to show. Layers left
    /// without animations are returned once more (so their last animated area is damaged),
    /// then forgotten.
    func evaluateFrame(at frameTime: Double) -> [Frame] {
        for layer in inserted { layer.flags.remove(.insertedThisTransaction) }
        inserted.removeAll()
        var frames: [Frame] = []
        frames.reserveCapacity(entries.count)
        var running = false
        var i = 0
        while i < entries.count {
            let entry = entries[i]
            let layer = entry.layer
            var changing = false
            if let e = layer.extras, !e.animations.isEmpty {
                // The layer's own time; a stopped (paused) layer needs no frames.
                let (time, rate) = layer.localTime(atMediaTime: frameTime)
                var finishedAndRemoved = false
                for attached in e.animations {
                    let a = attached.render
                    if !a.didStart && a.localTime(fromParent: time) >= -1e-9 {
                        a.didStart = true
                        let animation = attached.animation
                        callbacks.append { animation.delegate?.animationDidStart(animation) }
                    }
                    if time >= a.endTime - 1e-9 {
                        changing = changing || !a.didStop
                        if !a.didStop { stopped(attached, finished: true) }
                        if a.isRemovedOnCompletion { finishedAndRemoved = true }
                    } else if rate != 0 {
                        running = true
                        changing = true
                    }
                }
                // Finished animations leave the layer (the array is rebuilt only then).
                if finishedAndRemoved {
                    e.animations.removeAll { $0.render.didStop && $0.render.isRemovedOnCompletion && time >= $0.render.endTime - 1e-9 }
                }
            }
            let values = renderValues(of: layer, at: frameTime)
            if values == nil {
                frames.append(Frame(entry: entry, values: nil, changing: true))
                unregister(at: i)
                continue
            }
            frames.append(Frame(entry: entry, values: values, changing: changing || entry.shownRect == nil))
            i += 1
        }
        hasRunningAnimations = running
        return frames
    }

    /// The frame's values for `layer`, evaluated on the render side: its render layer's copies
    /// of the animations (which drop the finished ones as the model's list does), of its values
    /// without them and of its timing. Nil when the layer has no animations left.
    private func renderValues(of layer: CALayer, at time: Double) -> PresentationValues? {
        guard let list = layer.extras?.animations, !list.isEmpty else { return nil }
        guard let r = layer._renderLayer else { return evaluate(layer, at: time) }
        let e = r.mutableExtras
        if e.animations.count != list.count { e.animations = list.map(\.render) }
        if e.base == nil { e.base = RenderLayer(values: layer) }
        return r.evaluate(at: time)
    }

    /// The display phase's part of animations: content that follows an animation
    /// (`.allowAnimatedContent`) is drawn at the presentation values of `time` — the only
    /// app drawing that sees them — and once more at the model's when the animations end.
    /// Layers not shown, or already drawn for `time`, are skipped.
    func redrawAnimatedContent(at time: Double) {
        guard contentFollowsAnimations else { return }
        for entry in entries {
            let layer = entry.layer
            var animated = false
            for attached in layer.extras?.animations ?? [] where attached.render.redrawsContent { animated = true; break }
            guard animated || entry.redrawsContent, entry.contentTime != time, RenderServer.isShown(layer) else { continue }
            entry.contentTime = time
            entry.redrawsContent = animated
            var saved: [(AnimatableProperty, AnimatedValue)] = []
            if animated, let values = evaluate(layer, at: time) {
                for value in values.entries {
                    saved.append((value.property, value.property.value(of: layer)))
                    value.property.store(value.value, in: layer)
                }
            }
            layer.redrawContent()
            for (property, value) in saved.reversed() { property.store(value, in: layer) }
        }
    }
}
