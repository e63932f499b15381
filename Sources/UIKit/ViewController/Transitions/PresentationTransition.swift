import CoreGraphics
import QuartzCore
internal import RuntimeSupport

/// One presentation or dismissal while it runs: the context its animator is given, and the
/// coordinator that animations going with it join (`transitionCoordinator`).
///
/// The transition ends only through `completeTransition(_:)`; the presentation's bookkeeping
/// (the presenter's view leaving, the `did` callbacks, the completion) happens there. An
/// animator that never calls it is reported, and the transition is completed for it once its
/// duration and `completionGrace` have passed, so the hierarchy is never left half presented.
@MainActor
final class PresentationTransition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    enum Kind { case presentation, dismissal }

    let kind: Kind
    /// The controller being presented or dismissed, and the one it covers.
    let presented: UIViewController
    let presenter: UIViewController
    let controller: UIPresentationController
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    /// Whether `completeTransition(_:)` was called.
    private(set) var isComplete = false
    var transitionDuration: TimeInterval = 0
    /// Runs the presentation's own bookkeeping when the transition completes.
    var finish: (Bool) -> Void = { _ in }
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var watchdog: MediaTimers.Timer?
    /// When the animator started; nil before.
    private var startTime: CFTimeInterval?

    /// How long past its duration a transition may wait for `completeTransition(_:)`.
    static let completionGrace: TimeInterval = 2

    init(kind: Kind, presented: UIViewController, presenter: UIViewController, controller: UIPresentationController,
         containerView: UIView, animated: Bool) {
        self.kind = kind
        self.presented = presented
        self.presenter = presenter
        self.controller = controller
        self.containerView = containerView
        self.isAnimated = animated
    }

    // MARK: UIViewControllerContextTransitioning

    var presentationStyle: UIModalPresentationStyle { controller.presentationStyle }
    var targetTransform: CGAffineTransform { .identity }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isCancelled: Bool { transitionWasCancelled }
    var percentComplete: CGFloat { isComplete ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch (kind, key) {
        case (.presentation, .from), (.dismissal, .to): presenter
        case (.presentation, .to), (.dismissal, .from): presented
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch (kind, key) {
        case (.presentation, .to), (.dismissal, .from): controller.presentedView
        case (.presentation, .from), (.dismissal, .to): controller.shouldRemovePresentersView ? presenter.viewIfLoaded : nil
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        switch kind {
        case .presentation: vc === presenter && controller.shouldRemovePresentersView ? containerView.bounds : .zero
        case .dismissal: vc === presented ? controller.frameOfPresentedViewInContainerView : .zero
        }
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        switch kind {
        case .presentation: vc === presented ? controller.frameOfPresentedViewInContainerView : .zero
        case .dismissal: vc === presenter && controller.shouldRemovePresentersView ? containerView.bounds : .zero
        }
    }

    // No transition runs interactively yet: interaction controllers are not asked for, so an
    // animator never has an interactive part to steer and these calls have nothing to act on.
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else {
            RuntimeIssue.report("completeTransition(_:) was called more than once for the same transition; the calls after the first are ignored")
            return
        }
        isComplete = true
        watchdog?.invalidate()
        watchdog = nil
        // The controllers let go of the transition (they held it while it ran).
        if presented.presentation.transition === self { presented.presentation.transition = nil }
        if presenter.presentation.transition === self { presenter.presentation.transition = nil }
        finish(didComplete)
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
        if let started = startTime {
            // The animations started already: this one joins them for the time left.
            let left = max(0, transitionDuration - (CACurrentMediaTime() - started))
            SystemTransitionTiming.animate(duration: left) { animation(self) }
        } else {
            alongside.append(animation)
        }
        return true
    }

    /// A transition that is never interactive never changes its interaction: the handler is
    /// not called, as on iOS for a non-interactive transition.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    // MARK: Running

    /// Starts `animator` (nil: no animation, the views go straight to their final frames with
    /// `placeWithoutAnimation`), runs the coordinator's animations alongside, and watches for
    /// the completion.
    func run(animator: (any UIViewControllerAnimatedTransitioning)?, placeWithoutAnimation: () -> Void) {
        guard let animator, isAnimated else {
            placeWithoutAnimation()
            for block in alongside { block(self) }
            alongside.removeAll()
            completeTransition(true)
            return
        }
        transitionDuration = max(0, animator.transitionDuration(using: self))
        animator.animateTransition(using: self)
        startTime = CACurrentMediaTime()
        if !alongside.isEmpty, !isComplete {
            let blocks = alongside
            alongside.removeAll()
            SystemTransitionTiming.animate(duration: transitionDuration) { for block in blocks { block(self) } }
        }
        guard !isComplete else {
            animator.animationEnded(!transitionWasCancelled)
            return
        }
        completions.insert({ [animator] context in animator.animationEnded(!context.isCancelled) }, at: 0)
        let limit = transitionDuration + Self.completionGrace
        watchdog = MediaTimers.shared.schedule(after: limit) { [weak self] in
            guard let self, !isComplete else { return }
            RuntimeIssue.report("\(type(of: animator)) did not call completeTransition(_:) within \(limit) s of starting its transition "
                + "(\(transitionDuration) s long); UIKit would leave the transition unfinished. It is completed now so the hierarchy stays whole.")
            completeTransition(!transitionWasCancelled)
        }
    }
}
