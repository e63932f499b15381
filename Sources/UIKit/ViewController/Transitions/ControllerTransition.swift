import CoreGraphics
import QuartzCore
internal import RuntimeSupport

/// One transition between controllers while it runs (a presentation, a dismissal, a push or
/// a pop): the context its animator is given, and the coordinator that animations going with
/// it join (`transitionCoordinator`). Subclasses say which controllers and views take part
/// and where they go.
///
/// The transition ends only through `completeTransition(_:)`; the container's bookkeeping
/// (views leaving, the `did` callbacks, the completion) happens there, in `finish`. An
/// animator that never calls it is reported, and the transition is completed for it once its
/// duration and `completionGrace` have passed, so the hierarchy is never left half done.
@MainActor
class ControllerTransition: AnimatorDrivenTransitionContext, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    /// Whether a gesture steers the transition now (between the interaction controller's
    /// start or `pauseInteractiveTransition()` and its finish or cancel).
    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    /// The percentage the interaction controller last reported.
    private var interactivePercent: CGFloat = 0
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The animator (nil until the transition runs animated).
    private(set) var animator: (any UIViewControllerAnimatedTransitioning)?
    var joinAnimations: ((_ animations: @escaping () -> Void) -> Void)?
    /// Whether `completeTransition(_:)` was called.
    private(set) var isComplete = false
    var transitionDuration: TimeInterval = 0
    /// Runs the container's own bookkeeping when the transition completes.
    var finish: (Bool) -> Void = { _ in }
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var watchdog: MediaTimers.Timer?
    /// When the animator started; nil before.
    private var startTime: CFTimeInterval?

    /// How long past its duration a transition may wait for `completeTransition(_:)`.
    static let completionGrace: TimeInterval = 2

    init(containerView: UIView, animated: Bool) {
        self.containerView = containerView
        self.isAnimated = animated
    }

    // MARK: What subclasses say

    var presentationStyle: UIModalPresentationStyle { .none }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { .zero }
    /// The animator an interaction controller falls back to when the transition has none.
    var fallbackAnimator: any UIViewControllerAnimatedTransitioning {
        SystemTransitionAnimator(style: .crossDissolve, isPresenting: true)
    }
    /// The container whose children the transition moves (a push, a pop, a tab switch); it
    /// holds the transition as its `childTransition` while it runs.
    weak var container: UIViewController?

    /// Called first in `completeTransition(_:)`: the controllers let go of the transition.
    func releaseParticipants() {
        if let container, container.containerItems.childTransition === self { container.containerItems.childTransition = nil }
    }

    // MARK: UIViewControllerContextTransitioning

    var targetTransform: CGAffineTransform { .identity }
    var isInterruptible: Bool { initiallyInteractive }
    var isCancelled: Bool { transitionWasCancelled }
    var percentComplete: CGFloat {
        if isComplete { return transitionWasCancelled ? 0 : 1 }
        return interactivePercent
    }
    /// The interaction controller's completion speed and curve (those of an interactive
    /// transition's end), else UIKit's.
    var completionVelocity: CGFloat { interaction?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interaction?.completionCurve ?? defaultCompletionCurve }
    /// The curve reported when no interaction controller drives the transition.
    var defaultCompletionCurve: UIView.AnimationCurve { .easeInOut }
    /// The interaction controller steering the transition, if any.
    private(set) weak var interaction: (any UIViewControllerInteractiveTransitioning)?

    // The interaction controller reports what the gesture does; the coordinator's handlers
    // hear when the interactive part ends (or resumes).
    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !isComplete else { return }
        interactivePercent = percentComplete.isFinite ? min(1, max(0, percentComplete)) : interactivePercent
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }
    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    func pauseInteractiveTransition() {
        guard !isComplete, !isInteractive else { return }
        isInteractive = true
        watchdog?.invalidate()
        watchdog = nil
        for handler in interactionHandlers { handler(self) }
    }

    private func endInteraction(cancelled: Bool) {
        guard !isComplete, isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        for handler in interactionHandlers { handler(self) }
        if let animator { watch(animator, for: transitionDuration) }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else {
            RuntimeIssue.report("completeTransition(_:) was called more than once for the same transition; the calls after the first are ignored")
            return
        }
        isComplete = true
        joinAnimations = nil
        watchdog?.invalidate()
        watchdog = nil
        releaseParticipants()
        finish(didComplete)
        StatusBarSystem.current.ownerMayHaveChanged()
        for completion in completions { completion(self) }
        completions.removeAll()
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isComplete else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if let join = joinAnimations {
            // An interaction controller holds the transition: it takes the animations in.
            join { animation(self) }
        } else if let started = startTime {
            // The animations started already: this one joins them for the time left.
            let left = max(0, transitionDuration - (CACurrentMediaTime() - started))
            SystemTransitionTiming.animate(duration: left) { animation(self) }
        } else {
            alongside.append(animation)
        }
        return true
    }

    /// `handler` is called each time the interactive part ends or resumes; a transition that
    /// is not interactive never calls it, as on iOS.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !isComplete else { return }
        interactionHandlers.append(handler)
    }

    // MARK: Running

    /// Starts `animator` (nil: no animation, the views go straight to their final frames with
    /// `placeWithoutAnimation`), or hands the transition to `interaction`, runs the
    /// coordinator's animations alongside, and watches for the completion.
    func run(animator: (any UIViewControllerAnimatedTransitioning)?, interaction: (any UIViewControllerInteractiveTransitioning)? = nil,
             placeWithoutAnimation: () -> Void) {
        guard let animator, isAnimated else {
            placeWithoutAnimation()
            for block in alongside { block(self) }
            alongside.removeAll()
            completeTransition(true)
            return
        }
        self.animator = animator
        transitionDuration = max(0, animator.transitionDuration(using: self))
        completions.insert({ [animator] context in animator.animationEnded(!context.isCancelled) }, at: 0)
        if let interaction {
            self.interaction = interaction
            isInteractive = interaction.wantsInteractiveStart
            initiallyInteractive = isInteractive
            startTime = CACurrentMediaTime()
            interaction.startInteractiveTransition(self)
            // Held by a gesture, the transition may take as long as the user likes: the
            // completion is watched for once the interactive part ends.
            if !isInteractive, !isComplete { watch(animator, for: transitionDuration) }
            return
        }
        startAnimations()
        guard !isComplete else { return }
        watch(animator, for: transitionDuration)
    }

    // MARK: AnimatorDrivenTransitionContext

    var transitionAnimator: any UIViewControllerAnimatedTransitioning { animator ?? fallbackAnimator }

    func startAnimations() {
        guard let animator else { return }
        animator.animateTransition(using: self)
        startTime = CACurrentMediaTime()
        if !alongside.isEmpty, !isComplete {
            let blocks = alongside
            alongside.removeAll()
            let run = { for block in blocks { block(self) } }
            // A gesture scrubs the transition: the coordinator's animations follow it linearly,
            // as the animator's do, so what goes alongside keeps pace with the finger.
            if isInteractive {
                UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveLinear], animations: run)
            } else {
                SystemTransitionTiming.animate(duration: transitionDuration, run)
            }
        }
    }

    func addAlongsideAnimations(to animator: any UIViewImplicitlyAnimating) {
        let blocks = alongside
        alongside.removeAll()
        guard !blocks.isEmpty else { return }
        animator.addAnimations { [self] in for block in blocks { block(self) } }
    }

    func whenComplete(_ body: @escaping () -> Void) {
        guard !isComplete else { return body() }
        completions.append { _ in body() }
    }

    /// Reports an animator that does not call `completeTransition(_:)` within `duration` and
    /// `completionGrace`, and completes the transition for it.
    private func watch(_ animator: any UIViewControllerAnimatedTransitioning, for duration: TimeInterval) {
        watchdog?.invalidate()
        let limit = duration + Self.completionGrace
        watchdog = MediaTimers.shared.schedule(after: limit) { [weak self] in
            guard let self, !isComplete else { return }
            RuntimeIssue.report("\(type(of: animator)) did not call completeTransition(_:) within \(limit) s of starting its transition "
                + "(\(transitionDuration) s long); UIKit would leave the transition unfinished. It is completed now so the hierarchy stays whole.")
            completeTransition(!transitionWasCancelled)
        }
    }
}
