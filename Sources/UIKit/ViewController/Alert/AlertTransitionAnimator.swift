import CoreGraphics
import QuartzCore

/// UIKit's animations for alerts (timings in `AlertMetrics`): an alert grows in from 1.2× its
/// size while fading in, and fades out; an action sheet slides up from below the container
/// and back down. (In a popover, an action sheet fades as every popover does:
/// `PopoverTransitionAnimator`.)
@MainActor
final class AlertTransitionAnimator: UIViewControllerAnimatedTransitioning {
    enum Motion { case alert, sheet }

    let motion: Motion
    let isPresenting: Bool

    init(motion: Motion, isPresenting: Bool) {
        self.motion = motion
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        switch motion {
        case .alert: isPresenting ? AlertMetrics.alertAppearDuration : AlertMetrics.alertDisappearDuration
        case .sheet: AlertMetrics.sheetSlideDuration
        }
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let alert = context.viewController(forKey: key), let view = context.view(forKey: isPresenting ? .to : .from) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let duration = transitionDuration(using: context)
        let final = isPresenting ? context.finalFrame(for: alert) : context.initialFrame(for: alert)
        let below = final.offsetBy(dx: 0, dy: container.bounds.maxY - final.minY)
        if isPresenting {
            view.frame = motion == .sheet ? below : final
            if motion == .alert {
                view.alpha = 0
                view.transform = CGAffineTransform(scaleX: AlertMetrics.alertAppearScale, y: AlertMetrics.alertAppearScale)
            }
            container.addSubview(view)
        }
        let animations = {
            switch (self.motion, self.isPresenting) {
            case (.sheet, _): view.frame = self.isPresenting ? final : below
            case (_, true):
                view.alpha = 1
                view.transform = .identity
            case (_, false): view.alpha = 0
            }
        }
        let completion: (Bool) -> Void = { _ in
            let completed = !context.transitionWasCancelled
            // A view that left stays whole for the next presentation of the same alert.
            if !self.isPresenting, completed {
                view.alpha = 1
                view.transform = .identity
            }
            context.completeTransition(completed)
        }
        if isPresenting {
            SystemTransitionTiming.animate(duration: duration, animations, completion: completion)
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: animations, completion: completion)
        }
    }
}
