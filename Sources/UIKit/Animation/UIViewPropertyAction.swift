import CoreGraphics
import QuartzCore

/// The action a view's layer runs for a property change inside an animation block: it
/// knows the value on screen before the change and, once the model holds the new value,
/// adds the animation between them with the block's timing.
///
/// Re-targeting (UIKit since iOS 8): an animation of a property that is already animating
/// does not jump or stop the earlier one. By default each block's animation is *additive*,
/// running from (old − new) to zero on top of the model, so animations of the same property
/// sum and the motion stays continuous; every block's completion then reports `true`. With
/// `.beginFromCurrentState` the new animation starts from the presentation value and
/// replaces the in-flight ones, whose blocks report `finished == false`.
@MainActor
final class UIViewPropertyAction: CAAction {
    let context: UIViewAnimationContext
    let presented: Any?
    let oldModel: Any?

    init(context: UIViewAnimationContext, presented: Any?, oldModel: Any?) {
        self.context = context
        self.presented = presented
        self.oldModel = oldModel
    }

    /// The layer keys UIView animation blocks animate: the view properties of the guide's
    /// Table 4-1 (frame, bounds, center, transform, alpha, backgroundColor, contentStretch)
    /// and the layer's own animatable properties, so a view and its layer animate together.
    static let animatableKeys: Set<String> = [
        "bounds", "position", "transform", "opacity", "backgroundColor", "contentsCenter", "contentsRect",
        "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowOffset",
        "shadowRadius", "anchorPoint", "zPosition", "anchorPointZ",
        // A visual effect view's backdrop: its effect animates in and out.
        "blurRadius", "saturation",
    ]

    /// The "no animation" answer, made once (a property change outside a block must not allocate).
    static let noAction = NSNull()

    /// What a view answers for its layer's `action(forKey:)`: no animation (`NSNull`) outside
    /// animation blocks, as on iOS; inside one, this action.
    static func action(for layer: CALayer, forKey key: String) -> (any CAAction)? {
        // A zero duration changes the property at once (the block still completes).
        guard UIViewAnimationContext.isAnimating, let context = UIViewAnimationContext.current,
              context.duration > 0 || context.legacy != nil, animatableKeys.contains(key) else { return noAction }
        let model = layer.value(forKeyPath: key)
        let presented = layer.animationKeys() != nil ? layer.presentation()?.value(forKeyPath: key) : model
        if let recorder = context.keyframes {
            return UIViewKeyframeAction(recorder: recorder, presented: presented)
        }
        return UIViewPropertyAction(context: context, presented: presented, oldModel: model)
    }

    nonisolated func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        nonisolated(unsafe) let object = anObject
        MainActor.assumeIsolated {
            guard let layer = object as? CALayer else { return }
            if let legacy = context.legacy {
                legacy.deferred.append((self, layer, event))
            } else {
                add(to: layer, key: event)
            }
        }
    }

    /// Adds the animation from the value shown before the change to the layer's value now.
    func add(to layer: CALayer, key: String) {
        let context = self.context
        guard context.duration > 0 else { return }
        // UIKit animates only views in a window: a view that is not in one takes the new value
        // at once, and the block's completion runs after the commit, finished. No animation
        // is left on a layer that is never rendered, holding the block and so its views.
        if let view = layer.delegate as? UIView, view.window == nil, context.animator == nil { return }
        let newModel = layer.value(forKeyPath: key)
        if let animator = context.animator {
            animator.record(layer: layer, keyPath: key, from: presented ?? oldModel, to: newModel)
            if let view = layer.delegate as? UIView { context.changedViews.append(view) }
            return
        }
        let animation = Self.makeAnimation(context: context, keyPath: key)
        let existing = (layer.animationKeys() ?? []).filter { $0 == key || $0.hasPrefix(key + "-") }
        var animationKey = key
        if !context.beginsFromCurrentState, let old = oldModel, let new = newModel, let delta = Self.difference(from: new, to: old) {
            animation.isAdditive = true
            animation.fromValue = delta
            animation.toValue = Self.zero(like: delta)
            var n = 2
            while existing.contains(animationKey) { animationKey = "\(key)-\(n)"; n += 1 }
        } else {
            // From what is on screen, replacing the in-flight animations of the property.
            for k in existing { layer.removeAnimation(forKey: k) }
            animation.fromValue = presented ?? oldModel
            animation.toValue = newModel
        }
        context.group.track(animation)
        layer.add(animation, forKey: animationKey)
        if let view = layer.delegate as? UIView { context.changedViews.append(view) }
    }

    /// A basic or spring animation of `keyPath` with the context's timing.
    static func makeAnimation(context: UIViewAnimationContext, keyPath: String) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring = context.spring {
            let s = CASpringAnimation(keyPath: keyPath)
            UIViewSpring.configure(s, duration: context.duration, dampingRatio: spring.damping, velocity: spring.velocity)
            animation = s
        } else {
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = context.curve.timingFunction
        }
        animation.duration = context.duration
        if context.delay > 0 {
            animation.beginTime = FramePipeline.current.now + context.delay
            animation.fillMode = .backwards
        }
        animation.repeatCount = context.repeatCount
        animation.autoreverses = context.autoreverses
        animation.redrawsContent = context.options.contains(.allowAnimatedContent)
        return animation
    }

    /// `old − new` for values that subtract (numbers, geometry, colors; transforms compose
    /// as new⁻¹ · old); nil for the rest.
    static func difference(from new: Any, to old: Any) -> Any? {
        switch (new, old) {
        case let (n as CGFloat, o as CGFloat): return o - n
        case let (n as CGPoint, o as CGPoint): return CGPoint(x: o.x - n.x, y: o.y - n.y)
        case let (n as CGSize, o as CGSize): return CGSize(width: o.width - n.width, height: o.height - n.height)
        case let (n as CGRect, o as CGRect):
            return CGRect(x: o.origin.x - n.origin.x, y: o.origin.y - n.origin.y,
                          width: o.size.width - n.size.width, height: o.size.height - n.size.height)
        case let (n as CATransform3D, o as CATransform3D):
            // Composed on top of the new transform: new · (new⁻¹ · old) = old. A singular
            // transform has no inverse and animates absolutely instead.
            let inverse = CATransform3DInvert(n)
            let check = CATransform3DConcat(n, inverse)
            let identity = CATransform3DIdentity
            let entries = [check.m11 - identity.m11, check.m12, check.m21, check.m22 - 1, check.m33 - 1, check.m41, check.m42, check.m44 - 1]
            guard entries.allSatisfy({ abs($0) < 1e-9 }) else { return nil }
            return CATransform3DConcat(inverse, o)
        case let (n as CGColor, o as CGColor):
            guard let a = rgba(n), let b = rgba(o) else { return nil }
            return CGColor(red: b[0] - a[0], green: b[1] - a[1], blue: b[2] - a[2], alpha: b[3] - a[3])
        default:
            return nil
        }
    }

    static func zero(like value: Any) -> Any {
        switch value {
        case is CGFloat: return CGFloat(0)
        case is CGPoint: return CGPoint.zero
        case is CGSize: return CGSize.zero
        case is CGRect: return CGRect.zero
        case is CATransform3D: return CATransform3DIdentity
        case is CGColor: return CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        default: return value
        }
    }

    private static func rgba(_ c: CGColor) -> [CGFloat]? {
        guard let comps = c.components else { return nil }
        if comps.count == 2 { return [comps[0], comps[0], comps[0], comps[1]] }
        return comps.count >= 4 ? Array(comps.prefix(4)) : nil
    }
}

/// UIKit's spring: a damping ratio and a duration in which the spring comes to rest.
enum UIViewSpring {
    /// Sets `s`'s stiffness and damping (mass 1) so that a spring with `dampingRatio` settles
    /// (within 0.1%) in `duration`, starting at `velocity` (whole distances per second).
    @MainActor
    static func configure(_ s: CASpringAnimation, duration: TimeInterval, dampingRatio: CGFloat, velocity: CGFloat) {
        let ratio = Double(min(1, max(0.01, dampingRatio.isFinite ? dampingRatio : 1)))
        let d = duration > 0 && duration.isFinite ? duration : 0.5
        // The settling time of the unit-frequency spring scales as 1/ω.
        let unit = CASpringAnimation()
        unit.mass = 1; unit.stiffness = 1; unit.damping = CGFloat(2 * ratio)
        let omega = unit.settlingDuration / d
        s.mass = 1
        s.stiffness = CGFloat(omega * omega)
        s.damping = CGFloat(2 * ratio * omega)
        s.initialVelocity = velocity.isFinite ? velocity : 0
    }
}
