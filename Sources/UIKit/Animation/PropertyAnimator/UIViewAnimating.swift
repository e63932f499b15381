import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Where an animator is in its life: set up, animating (running or paused), or stopped and
/// waiting for `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

/// Where the animated properties end: the end of the animations, their start, or wherever
/// they were when the animator stopped.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// An object that runs animations a caller can start, pause, scrub, stop and finish
/// (`UIViewPropertyAnimator`, or an app's own animator).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that can take more animations and completions while it runs. The three
/// methods are optional in UIKit; an animator that does not support them keeps these
/// defaults, which report the call instead of dropping it silently.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        RuntimeIssue.report("\(type(of: self)) does not implement addAnimations(_:delayFactor:); the animations are made without animation")
        UIView.performWithoutAnimation(animation)
    }
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        RuntimeIssue.report("\(type(of: self)) does not implement addCompletion(_:); the completion is not called")
    }
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        startAnimation()
    }
}
