import CoreGraphics
import QuartzCore

/// A popover's animation: it fades in where it is placed (on the system spring) and fades
/// out (easing out); its body, arrow and shadow fade with it through the coordinator. iOS
/// documents no motion for popovers; the timings are in `PopoverMetrics`.
@MainActor
final class PopoverTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        isPresenting ? PopoverMetrics.fadeInDuration : PopoverMetrics.fadeOutDuration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let controller = context.viewController(forKey: isPresenting ? .to : .from),
              let view = context.view(forKey: isPresenting ? .to : .from) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        if isPresenting {
            view.frame = context.finalFrame(for: controller)
            view.alpha = 0
            context.containerView.addSubview(view)
        }
        let duration = transitionDuration(using: context)
        let completion: (Bool) -> Void = { _ in
            let completed = !context.transitionWasCancelled
            // A view that left stays whole for its next presentation.
            if !self.isPresenting, completed { view.alpha = 1 }
            context.completeTransition(completed)
        }
        if isPresenting {
            SystemTransitionTiming.animate(duration: duration, { view.alpha = 1 }, completion: completion)
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: { view.alpha = 0 }, completion: completion)
        }
    }
}
