import CoreGraphics
import QuartzCore
internal import RuntimeSupport

extension UIView {
    // MARK: Block-based animations

    /// Animates the changes `animations` makes to animatable properties (frame, bounds,
    /// center, transform, alpha, backgroundColor, contentStretch, and the view's layer's own)
    /// over `duration` seconds after `delay`, then calls `completion` with whether every
    /// animation ran to its end.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runBlock(duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: nil)
    }

    /// A spring animation: `dampingRatio` 1 comes to rest without overshoot, smaller values
    /// oscillate; `velocity` is the initial speed in whole distances per second. The spring
    /// settles in `duration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, options: options, spring: (dampingRatio, velocity),
                 animations: animations, completion: completion)
    }

    static func runBlock(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                         spring: (CGFloat, CGFloat)?, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let group = UIViewAnimationGroup(allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        let context = UIViewAnimationContext(duration: duration, delay: delay, options: options, spring: spring, group: group)
        UIViewAnimationContext.run(context, animations)
        group.seal()
    }

    // MARK: Keyframes

    /// Animates through keyframes added by `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// inside `animations`: one keyframe animation per property, over `duration`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        // Inside a property animator's block the keyframes follow the animator: its
        // duration, curve, pausing, scrubbing and reversing.
        if let context = UIViewAnimationContext.current, let animator = context.animator, context.keyframes == nil {
            animator.recordKeyframes(mode: options.calculationMode, animations)
            if let completion { animator.addCompletion { completion($0 == .end) } }
            return
        }
        let viewOptions = AnimationOptions(rawValue: options.rawValue & 0x3FF)
        let group = UIViewAnimationGroup(allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        let context = UIViewAnimationContext(duration: duration, delay: delay, options: viewOptions.union(.curveLinear), group: group)
        context.curve = .linear
        let recorder = UIViewKeyframeRecorder()
        context.keyframes = recorder
        UIViewAnimationContext.run(context, animations)
        recorder.commit(context: context, mode: options.calculationMode)
        group.seal()
    }

    /// Inside `animateKeyframes`: the changes `animations` makes are reached between
    /// `frameStartTime` and `frameStartTime + frameDuration` (fractions of the whole).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let recorder = UIViewAnimationContext.current?.keyframes else {
            RuntimeIssue.report("UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) outside animateKeyframes; the changes are made without animation")
            performWithoutAnimation(animations)
            return
        }
        let start = frameStartTime.isFinite ? min(1, max(0, frameStartTime)) : 0
        let length = frameDuration.isFinite ? min(1 - start, max(0, frameDuration)) : 0
        let saved = recorder.current
        recorder.current = (start, length)
        animations()
        recorder.current = saved
    }

    // MARK: Turning animations off

    /// Makes the changes in `actionsWithoutAnimation` at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        UIViewAnimationContext.suppressed += 1
        actionsWithoutAnimation()
        UIViewAnimationContext.suppressed -= 1
    }

    /// Turns UIView animations on or off for the whole app (blocks still call their
    /// completion handlers).
    public class func setAnimationsEnabled(_ enabled: Bool) {
        UIViewAnimationContext.animationsEnabled = enabled
    }

    /// Whether UIView animations are on.
    public class var areAnimationsEnabled: Bool { UIViewAnimationContext.animationsEnabled }

    /// The duration of the animation block being set up now; 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        UIViewAnimationContext.isAnimating ? (UIViewAnimationContext.current?.duration ?? 0) : 0
    }

    // MARK: System animations

    /// Runs a system animation on `views` together with `parallelAnimations`: `.delete`
    /// fades the views out and removes them from their superviews at the end.
    public class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                              animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: 0.3, delay: 0, options: options, animations: {
            for view in views { view.alpha = 0 }
            parallelAnimations?()
        }, completion: { finished in
            if animation == .delete { for view in views { view.removeFromSuperview() } }
            completion?(finished)
        })
    }

    // MARK: Layer actions and touches

    /// The action of the view's own layer: no animation outside animation blocks (view-owned
    /// layers do not animate implicitly), the block's animation inside one.
    func animationAction(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard layer === self.layer else { return nil }
        return UIViewPropertyAction.action(for: layer, forKey: event)
    }

    /// Whether a running block animation without `.allowUserInteraction` keeps touches from
    /// the view (hit-testing itself uses the model values).
    var isAnimatingWithoutInteraction: Bool {
        // The layer's flag first: it is a load from memory hit-testing reads anyway, where
        // the static counter costs an access check on every view visited.
        layer.hasAttachedAnimations && hasInteractionBlockingAnimation()
    }

    @inline(never) private func hasInteractionBlockingAnimation() -> Bool {
        guard UIViewAnimationGroup.touchBlockingGroups > 0, let keys = layer.animationKeys() else { return false }
        for key in keys {
            guard let animation = layer.animation(forKey: key),
                  let group = animation.delegate as? UIViewAnimationGroup, !group.allowsUserInteraction else { continue }
            if animation.isActive(on: layer) { return true }
        }
        return false
    }
}
