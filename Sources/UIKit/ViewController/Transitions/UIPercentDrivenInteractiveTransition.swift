import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// The contexts UIKit's transitions give interaction controllers: what a percent-driven
/// interaction needs beyond the public protocol to start the animator itself.
@MainActor
protocol AnimatorDrivenTransitionContext: UIViewControllerContextTransitioning {
    /// The transition's animator.
    var transitionAnimator: any UIViewControllerAnimatedTransitioning { get }
    var transitionDuration: TimeInterval { get }
    /// Runs the animator's `animateTransition(using:)` and the coordinator's animations that
    /// go along with it.
    func startAnimations()
    /// Adds the coordinator's animations that go along to `animator` (when the animator
    /// drives the transition with its own property animator).
    func addAlongsideAnimations(to animator: any UIViewImplicitlyAnimating)
    /// Calls `body` once the transition completed.
    func whenComplete(_ body: @escaping () -> Void)
    /// Set by the interaction controller: runs a coordinator block that joins the transition
    /// after it started, so its animations are held and scrubbed with the others.
    var joinAnimations: ((_ animations: @escaping () -> Void) -> Void)? { get set }
}

/// An interaction controller a gesture steers by percentages: the transition's animations
/// stand still at `percentComplete`, follow `update(_:)` linearly, and on `finish()` or
/// `cancel()` run to the end or back to the start along `completionCurve` at
/// `completionSpeed` (the time left is (1 − percent) × duration ÷ speed).
///
/// With an animator that returns a property animator from `interruptibleAnimator(using:)`,
/// that animator is paused, scrubbed and continued. Otherwise the animations the animator
/// (and the transition coordinator) attached are held and scrubbed where they are; a
/// cancelled transition leaves the views with the values they had before it.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's duration (0 before it starts).
    open private(set) var duration: CGFloat = 0
    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Replaces `completionCurve` for the completion when set.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts held for the gesture (false: it runs until `pause()`).
    open var wantsInteractiveStart = true

    private weak var context: (any AnimatorDrivenTransitionContext)?
    private enum Driver {
        case animations(InteractiveTransitionAnimations)
        case animator(any UIViewImplicitlyAnimating)
    }
    private var driver: Driver?
    private var link: CADisplayLink?

    public override init() { super.init() }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? any AnimatorDrivenTransitionContext else {
            RuntimeIssue.report("UIPercentDrivenInteractiveTransition drives UIKit's own transitions only; \(type(of: transitionContext)) is not one; the transition is completed")
            transitionContext.completeTransition(true)
            return
        }
        self.context = context
        duration = CGFloat(context.transitionDuration)
        percentComplete = 0
        let animator = context.transitionAnimator
        let interruptible = animator.interruptibleAnimator(using: context)
        if !(interruptible is NoInterruptibleAnimator) {
            context.addAlongsideAnimations(to: interruptible)
            driver = .animator(interruptible)
            interruptible.pauseAnimation()
        } else {
            let recorder = AnimationAttachRecorder()
            let start = FramePipeline.current.now
            recorder.record { context.startAnimations() }
            let animations = InteractiveTransitionAnimations(recorder, start: start)
            animations.hold(at: 0)
            driver = .animations(animations)
        }
        context.joinAnimations = { [weak self] body in self?.join(body) }
        context.whenComplete { [weak self] in
            self?.stopDriving()
            self?.driver = nil
        }
        if !wantsInteractiveStart { run(to: 1) }
    }

    /// Moves the held transition to `percentComplete` (0…1).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else {
            RuntimeIssue.report("UIPercentDrivenInteractiveTransition.update(_:): \(percentComplete) is not a finite number; ignored")
            return
        }
        stopDriving()
        show(min(1, max(0, percentComplete)))
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Runs the transition on to its end.
    open func finish() {
        context?.finishInteractiveTransition()
        run(to: 1)
    }

    /// Runs the transition back to its start; it then completes as cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
        run(to: 0)
    }

    /// Holds the transition where it is, for the gesture to take it over again.
    open func pause() {
        stopDriving()
        if case .animator(let animator) = driver, animator.isRunning {
            animator.pauseAnimation()
            percentComplete = animator.fractionComplete
        }
        context?.pauseInteractiveTransition()
    }

    // MARK: Driving

    /// Runs `body` (a coordinator block that joined late) into the transition where it is:
    /// its animations cover the rest of the transition.
    private func join(_ body: @escaping () -> Void) {
        let left = Double((1 - percentComplete) * duration)
        switch driver {
        case .animator(let animator):
            animator.addAnimations(body)
        case .animations(let animations):
            let recorder = AnimationAttachRecorder()
            // Scrubbed with the transition, the animations follow the finger: linear, as the
            // animator's own are while interactive.
            recorder.record { UIView.animate(withDuration: max(0.001, left), delay: 0, options: [.curveLinear], animations: body) }
            animations.adopt(recorder, startingAt: Double(percentComplete * duration), mediaTime: FramePipeline.current.now)
            if link == nil { animations.hold(at: Double(percentComplete * duration)) }
        case nil:
            body()
        }
    }

    private func show(_ percent: CGFloat) {
        percentComplete = percent
        switch driver {
        case .animator(let animator): animator.fractionComplete = percent
        case .animations(let animations): animations.hold(at: Double(percent * duration))
        case nil: break
        }
    }

    /// The completion: to the end (`target` 1) or the start (0), along the completion curve.
    private func run(to target: CGFloat) {
        stopDriving()
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        let parameters = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
        switch driver {
        case .animator(let animator):
            animator.isReversed = target == 0
            animator.continueAnimation(withTimingParameters: parameters, durationFactor: 1 / speed)
        case .animations(let animations):
            let from = percentComplete
            let length = Double(abs(target - from) * duration / speed)
            let curve = AnimatorCurve(parameters)
            let start = FramePipeline.current.now
            guard length > 0 else { return arrive(at: target, animations) }
            let link = CADisplayLink { [weak self] link in
                guard let self else { return link.invalidate() }
                let x = (FramePipeline.current.now - start) / length
                if x >= 1 {
                    self.arrive(at: target, animations)
                } else {
                    self.show(from + (target - from) * CGFloat(curve.progress(atFraction: x, duration: length)))
                }
            }
            link.add(to: .main, forMode: .common)
            self.link = link
        case nil:
            break
        }
    }

    /// The completion reached its end: the animations finish there (and their completions
    /// complete the transition).
    private func arrive(at target: CGFloat, _ animations: InteractiveTransitionAnimations) {
        stopDriving()
        percentComplete = target
        if target >= 1 {
            animations.run(from: Double(duration))
        } else {
            animations.hold(at: 0)
            animations.endAtStart()
        }
    }

    private func stopDriving() {
        link?.invalidate()
        link = nil
    }
}
