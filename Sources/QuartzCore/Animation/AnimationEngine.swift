import CoreGraphics
import Foundation

/// The animations of a context, in two halves, as Core Animation keeps the app's side apart
/// from the render server's.
///
/// The model half keeps the set of layers with animations attached (never a walk of the tree).
/// Once per commit, before the render phase (`advance(to:)`), it times every attached animation
/// at the frame's time from the copies frozen when it was attached: starts and ends are posted
/// as delegate callbacks for after the commit, finished animations leave the model's list (the
/// commit then copies their absence to the render tree), and each layer's `AnimationTrack`
/// learns whether it moves this frame. The render half (`RenderServer.applyAnimations`) reads
/// only the tracks, render layers and render animations: the compiler keeps app code out of it.
/// The frame pipeline owns the one instance (`FramePipeline.current.animations`).
@MainActor
package final class AnimationEngine {
    /// A layer with animations, on the model side.
    final class Entry {
        /// Not retained: the layer removes itself in its deinit (`layerWillDeallocate`).
        unowned(unsafe) let layer: CALayer
        /// What the render phase knows of it.
        let track = AnimationTrack()
        /// Some animation redraws the content each frame (and once more when they end).
        var redrawsContent = false
        /// The frame time the content was last redrawn at.
        var contentTime: Double?
        init(_ layer: CALayer) { self.layer = layer }
    }

    // Read for every animating layer every frame: exempt from run-time exclusivity checks
    // (every access is a plain load or store on the main actor).
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// The entries' tracks, in the same order: what the render phase evaluates each frame,
    /// kept as the entries change rather than gathered per frame.
    @exclusivity(unchecked) private(set) var liveTracks: [AnimationTrack] = []
    @exclusivity(unchecked) private var index: [ObjectIdentifier: Int] = [:]
    /// The tracks of the layers whose animations all ended by the last `advance(to:)`: shown
    /// once more by the render phase (their last animated area is damage), then forgotten.
    @exclusivity(unchecked) private(set) var endedTracks: [AnimationTrack] = []
    private var callbacks: [() -> Void] = []
    private var inserted: [CALayer] = []
    /// Whether an animation that redraws content was ever attached: until then the display
    /// phase has no animated content to look for.
    var contentFollowsAnimations = false
    /// Recorders noting the animations attached while they are installed.
    var recorders: [AnimationAttachRecorder] = []
    /// Whether some animation is inside its active interval (frames must keep coming:
    /// `FrameReason.animations`).
    package private(set) var hasRunningAnimations = false

    /// The number of layers with animations attached (for tests and benchmarks).
    package var animatingLayerCount: Int { entries.count }

    func register(_ layer: CALayer) {
        hasRunningAnimations = true
        guard !layer.flags.contains(.animating) else { return }
        layer.flags.insert(.animating)
        index[ObjectIdentifier(layer)] = entries.count
        let entry = Entry(layer)
        entries.append(entry)
        liveTracks.append(entry.track)
    }

    private func unregister(at i: Int) {
        let entry = entries[i]
        entry.layer.flags.remove(.animating)
        index[ObjectIdentifier(entry.layer)] = nil
        let last = entries.removeLast()
        let lastTrack = liveTracks.removeLast()
        if i < entries.count {
            entries[i] = last
            liveTracks[i] = lastTrack
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

    /// The model half of a frame, in the commit before the render phase: every attached
    /// animation timed at `frameTime` in its layer's time. One that starts or ends is posted
    /// for its delegate (after the commit); a finished one that is removed on completion leaves
    /// the model's list, and the layer is marked changed, so the commit copies its values
    /// without it to the render layer. A layer left without animations is forgotten, its track
    /// kept for one more render phase.
    func advance(to frameTime: Double) {
        for layer in inserted { layer.flags.remove(.insertedThisTransaction) }
        inserted.removeAll()
        endedTracks.removeAll()
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
                        // A stopped animation (speed 0, as a paused animator leaves it) shows
                        // one value: it needs a frame when retimed, not every frame.
                        if a.speed != 0 { running = true }
                        changing = true
                    }
                }
                // Finished animations leave the layer (the array is rebuilt only then).
                if finishedAndRemoved {
                    layer.willChange("animationDidStop")
                    e.animations.removeAll { $0.render.didStop && $0.render.isRemovedOnCompletion && time >= $0.render.endTime - 1e-9 }
                }
            }
            if layer.extras?.animations.isEmpty ?? true {
                entry.track.layer = layer._renderLayer
                entry.track.changing = true
                endedTracks.append(entry.track)
                unregister(at: i)
                continue
            }
            entry.track.changing = changing
            i += 1
        }
        hasRunningAnimations = running
    }

    /// The commit's copy for animations, after the change list reached the render tree: each
    /// track takes its layer's render layer (made there for a layer that joined a shown tree).
    func linkRenderLayers() {
        for entry in entries { entry.track.layer = entry.layer._renderLayer }
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
