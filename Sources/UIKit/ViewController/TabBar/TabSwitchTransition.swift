import CoreGraphics
import QuartzCore
internal import RuntimeSupport

/// A tab switch that the tab bar controller's delegate animates: the context its animator
/// (and interaction controller) is given. The animator puts the new child's view in
/// `containerView` and calls `completeTransition(_:)`; the controller finishes the switch
/// there (or, cancelled, goes back). An animator that never calls it is reported and the
/// switch is completed for it once its duration and a grace period have passed.
@MainActor
final class TabSwitchTransition: AnimatorDrivenTransitionContext {
    let from: UIViewController
    let to: UIViewController
    let containerView: UIView
    var isAnimated: Bool { true }
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }
    var transitionDuration: TimeInterval = 0
    var joinAnimations: ((_ animations: @escaping () -> Void) -> Void)?
    /// The controller's bookkeeping, run once on completion.
    var finish: (Bool) -> Void = { _ in }
    private var animator: (any UIViewControllerAnimatedTransitioning)?
    private var isComplete = false
    private var completions: [() -> Void] = []
    private var watchdog: MediaTimers.Timer?

    init(from: UIViewController, to: UIViewController, containerView: UIView) {
        self.from = from
        self.to = to
        self.containerView = containerView
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.viewIfLoaded
        case .to: to.view
        default: nil
        }
    }

    /// Both views fill the container, before and after.
    func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { endInteraction(cancelled: false) }
    func cancelInteractiveTransition() { endInteraction(cancelled: true) }
    func pauseInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = true
        watchdog?.invalidate()
        watchdog = nil
    }

    private func endInteraction(cancelled: Bool) {
        guard !isComplete, isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        if let animator { watch(animator) }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else {
            RuntimeIssue.report("completeTransition(_:) was called more than once for the same tab switch; the calls after the first are ignored")
            return
        }
        isComplete = true
        joinAnimations = nil
        watchdog?.invalidate()
        watchdog = nil
        finish(didComplete)
        animator?.animationEnded(didComplete)
        for completion in completions { completion() }
        completions.removeAll()
    }

    /// Hands the switch to `interaction` when there is one, else starts `animator`.
    func run(animator: any UIViewControllerAnimatedTransitioning, interaction: (any UIViewControllerInteractiveTransitioning)?) {
        self.animator = animator
        transitionDuration = max(0, animator.transitionDuration(using: self))
        if let interaction {
            isInteractive = interaction.wantsInteractiveStart
            interaction.startInteractiveTransition(self)
            if !isInteractive, !isComplete { watch(animator) }
            return
        }
        startAnimations()
        if !isComplete { watch(animator) }
    }

    // MARK: AnimatorDrivenTransitionContext

    var transitionAnimator: any UIViewControllerAnimatedTransitioning { animator! }
    func startAnimations() { animator?.animateTransition(using: self) }
    /// A tab switch has no coordinator animations to add.
    func addAlongsideAnimations(to animator: any UIViewImplicitlyAnimating) {}
    func whenComplete(_ body: @escaping () -> Void) {
        guard !isComplete else { return body() }
        completions.append(body)
    }

    /// Completes the switch for an animator that does not, after its duration and the grace
    /// period presentations allow.
    private func watch(_ animator: any UIViewControllerAnimatedTransitioning) {
        watchdog?.invalidate()
        let limit = transitionDuration + PresentationTransition.completionGrace
        watchdog = MediaTimers.shared.schedule(after: limit) { [weak self] in
            guard let self, !isComplete else { return }
            RuntimeIssue.report("\(type(of: animator)) did not call completeTransition(_:) within \(limit) s of starting its tab switch; "
                + "it is completed now so the hierarchy stays whole")
            completeTransition(!transitionWasCancelled)
        }
    }
}
