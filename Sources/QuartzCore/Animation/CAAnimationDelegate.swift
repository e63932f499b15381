import Foundation

/// Hears when an animation starts and stops (Objective-C's informal delegate methods).
///
/// `CAAnimation.delegate` is a strong reference, as in Core Animation: an animation keeps its
/// delegate alive until the animation is gone, so a delegate must not hold the animation.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active interval began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed
    /// (replaced, `removeAnimation(forKey:)`, …) first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
