import CoreGraphics
import Foundation
internal import RuntimeSupport

/// An animation attached to a layer under a key (nil for an anonymous one): the app's copy,
/// which `animation(forKey:)` hands back and whose delegate hears the callbacks after the
/// commit, and what the render server runs, read from it when attached.
struct AttachedAnimation {
    let key: String?
    let animation: CAAnimation
    let render: RenderAnimation
}

extension CALayer {
    /// Attaches a copy of `anim` under `key`, replacing (and stopping, unfinished) any
    /// animation already there. An animation whose `beginTime` is 0 starts now; one whose
    /// `duration` is 0 lasts the transaction's animation duration (0.25 s by default).
    func attach(_ anim: CAAnimation, forKey key: String?) {
        // Animations run in the main thread's render server, whatever layer they are on.
        MainThreadChecker.check("CALayer.add(_:forKey:)")
        let copy = anim.copy() as! CAAnimation
        if !copy.duration.isFinite || copy.duration < 0 {
            RuntimeIssue.report("CALayer.add(_:forKey:): duration \(copy.duration) is not a finite, non-negative number; using the transaction's duration")
            copy.duration = 0
        }
        if copy.duration == 0 {
            let d = CATransaction.animationDuration()
            copy.duration = d.isFinite && d >= 0 ? d : 0.25
        }
        if !copy.beginTime.isFinite {
            RuntimeIssue.report("CALayer.add(_:forKey:): beginTime \(copy.beginTime) is not finite; the animation starts now")
            copy.beginTime = 0
        }
        // "Now" in the layer's own time (which differs from media time on a retimed layer).
        if copy.beginTime == 0 { copy.beginTime = localTime(atMediaTime: FramePipeline.current.now).time }
        if !copy.speed.isFinite { copy.speed = 1 }
        if let transition = copy as? CATransition {
            flags.insert(.hasTransition)
            if transition.outgoingImage == nil {
                // What the screen showed of the layer (so a change made earlier in this
                // transaction is on the incoming side), else the layer drawn as it is now.
                if let (image, scale) = RenderServer.lastShownImage(of: self) {
                    transition.outgoingImage = image
                    transition.outgoingScale = scale
                } else {
                    transition.outgoingScale = _contentsScale
                    transition.outgoingImage = snapshotSubtree(scale: _contentsScale)
                }
            }
        }
        if let key { detachAnimation(forKey: key) }
        copy.completionGroups = CATransaction.openCompletionGroups()
        for group in copy.completionGroups { group.pending += 1 }
        let render = RenderAnimation(freezing: copy)
        willChange()
        mutableExtras.animations.append(AttachedAnimation(key: key, animation: copy, render: render))
        let engine = FramePipeline.current.animations
        engine.register(self)
        for recorder in engine.recorders { recorder.note(self, copy) }
        if render.redrawsContent { engine.contentFollowsAnimations = true }
    }

    /// The attached animation under `key` (the copy that runs, which should not be changed).
    func attachedAnimation(forKey key: String) -> CAAnimation? {
        extras?.animations.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added; nil when none.
    func attachedAnimationKeys() -> [String]? {
        let keys = (extras?.animations ?? []).compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Detaches the animation under `key`; its delegate hears it stopped unfinished.
    func detachAnimation(forKey key: String) {
        guard let list = extras?.animations, list.contains(where: { $0.key == key }) else { return }
        MainThreadChecker.check("CALayer.removeAnimation(forKey:)")
        willChange()
        extras!.animations.removeAll { entry in
            guard entry.key == key else { return false }
            FramePipeline.current.animations.stopped(entry, finished: false)
            return true
        }
    }

    /// Detaches every animation; their delegates hear they stopped unfinished.
    func detachAllAnimations() {
        guard let list = extras?.animations, !list.isEmpty else { return }
        MainThreadChecker.check("CALayer.removeAllAnimations()")
        willChange()
        extras!.animations.removeAll()
        for entry in list { FramePipeline.current.animations.stopped(entry, finished: false) }
    }

    /// A copy of the layer as it appears now, as Core Animation's header puts it: the
    /// properties as they were at the start of the current transaction (the values last
    /// committed to the render tree), with the active animations applied at the current media
    /// time; nil when the layer has never been committed. Sublayers are not copied.
    func makePresentation() -> CALayer? {
        if extras?.modelLayer != nil { return self }
        // Committed: its render layer is in a shown render tree (one made when the layer joined
        // a shown tree is linked in only at the next commit).
        guard let committed = _renderLayer, RenderServer.screen(showingRender: committed) != nil else { return nil }
        let copy = type(of: self).init()
        copy.copyProperties(from: self)
        // A change not yet committed is not on screen yet: take the committed values back.
        if rendered(.changedThisFrame) { copy.takeCommittedValues(from: committed) }
        copy.mutableExtras.modelLayer = self
        if let values = FramePipeline.current.animations.evaluate(self, at: CACurrentMediaTime()) {
            for entry in values.entries { entry.property.store(entry.value, in: copy) }
        }
        return copy
    }

    /// Takes the values a render layer holds (what was last committed), leaving the rest.
    private func takeCommittedValues(from r: RenderLayer) {
        takeDrawnValues(from: r)
        flags = flags.subtracting(Self.renderedFlags).union(r.flags.intersection(Self.renderedFlags))
        mutableExtras.takeDrawnValues(from: r.extras ?? RenderLayer.Extras())
    }

    /// The model layer: `self`, or for a presentation copy the layer it was made from.
    var modelForPresentation: CALayer { extras?.modelLayer ?? self }

    /// The value of an animatable property by key path (`"position.x"`,
    /// `"transform.rotation.z"`), as key-value coding gives it; nil for unknown paths.
    func animatableValue(forKeyPath keyPath: String) -> Any? {
        AnimatableProperty.named(keyPath)?.value(of: self).anyValue
    }

    /// Sets an animatable property by key path, through its setter (so actions run); unknown
    /// paths and values of the wrong type are reported and ignored.
    func setAnimatableValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let property = AnimatableProperty.named(keyPath), let v = AnimatedValue(value, as: property.kind) else {
            RuntimeIssue.report("CALayer.setValue(_:forKeyPath:): cannot set \"\(keyPath)\" to \(String(describing: value))")
            return
        }
        changeAnimatable(keyPath) { property.store(v, in: self) }
    }

    /// The presentation value of `property` now (the model's when nothing animates it).
    func presentationValue(of property: AnimatableProperty) -> AnimatedValue {
        guard flags.contains(.animating), let values = FramePipeline.current.animations.evaluate(self, at: CACurrentMediaTime()) else {
            return property.value(of: self)
        }
        return values.value(of: property)
    }
}

extension CALayer {
    /// The layer's subtree drawn in its own bounds at `scale` (what a transition starts from).
    package func snapshotSubtree(scale: CGFloat) -> PixelBuffer? {
        DisplayPass.displayMarked(in: self)
        return RenderServer.rendering { Compositor.snapshot(snapshotTree(), scale: scale) }
    }

    /// Whether the layer is in the render server's set of layers with animations (a flag
    /// test, for hit-testing's fast path; a layer stays in it until the next frame after its
    /// last animation is removed).
    @inlinable package var hasAttachedAnimations: Bool { flags.contains(.animating) }
}

extension CAAnimation {
    /// Whether the attached animation is inside its active interval at `time` (delays count
    /// as active: the animation has been set up and will run).
    package func isActive(at time: CFTimeInterval) -> Bool { time < endTime - 1e-9 }

    /// Whether the animation attached to `layer` is inside its active interval now.
    package func isActive(on layer: CALayer) -> Bool {
        isActive(at: layer.localTime(atMediaTime: CACurrentMediaTime()).time)
    }
}
