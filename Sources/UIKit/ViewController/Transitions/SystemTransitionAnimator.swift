import CoreGraphics
import QuartzCore

/// The timing of UIKit's own controller transitions, in one place.
///
/// Apple documents neither the duration nor the curve. iOS's modal slide runs about half a
/// second on a spring that settles without overshoot; this uses exactly that: 0.5 s, a spring
/// of damping ratio 1 settling in that time (uikit-controllers-facts.md §5 lists the peers'
/// and the reverse-engineered values; none is measured).
enum SystemTransitionTiming {
    static let duration: TimeInterval = 0.5
    static let dampingRatio: CGFloat = 1

    /// `animations` on the system curve over `duration`.
    @MainActor
    static func animate(duration: TimeInterval = Self.duration, _ animations: @escaping () -> Void,
                        completion: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0,
                       options: [], animations: animations, completion: completion)
    }
}

/// UIKit's animator for a presentation or dismissal in one of the `UIModalTransitionStyle`s.
@MainActor
final class SystemTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let isPresenting: Bool

    init(style: UIModalTransitionStyle, isPresenting: Bool) {
        self.style = style
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        SystemTransitionTiming.duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let duration = transitionDuration(using: context)
        let presented = isPresenting ? context.view(forKey: .to) : context.view(forKey: .from)
        let presentedController = context.viewController(forKey: isPresenting ? .to : .from)
        let final = presentedController.map { isPresenting ? context.finalFrame(for: $0) : context.initialFrame(for: $0) } ?? container.bounds
        switch style {
        case .coverVertical:
            // Up from below the container, and back down.
            let below = final.offsetBy(dx: 0, dy: container.bounds.maxY - final.minY)
            if isPresenting, let presented {
                presented.frame = below
                container.addSubview(presented)
            }
            SystemTransitionTiming.animate(duration: duration, {
                presented?.frame = self.isPresenting ? final : below
            }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        case .crossDissolve:
            if isPresenting, let presented {
                presented.frame = final
                presented.alpha = 0
                container.addSubview(presented)
            }
            UIView.animate(withDuration: duration, animations: {
                presented?.alpha = self.isPresenting ? 1 : 0
            }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        case .partialCurl:
            let presenterView = context.view(forKey: isPresenting ? .from : .to)
            if isPresenting, let presented, let presentedController {
                PartialCurl.present(presented, of: presentedController, at: final, over: presenterView, in: container,
                                    duration: duration) { context.completeTransition(!context.transitionWasCancelled) }
            } else {
                PartialCurl.dismiss(presented, under: presenterView, in: container, duration: duration) {
                    context.completeTransition(!context.transitionWasCancelled)
                }
            }
        case .flipHorizontal:
            // The container turns over from one controller's view to the other's: the
            // presenter's view (when the presentation removes it) joins the container for the
            // turn.
            let options: UIView.AnimationOptions = isPresenting ? .transitionFlipFromRight : .transitionFlipFromLeft
            let presenterView = context.view(forKey: isPresenting ? .from : .to)
            if isPresenting, let presenterView {
                presenterView.frame = container.bounds
                container.addSubview(presenterView)
            }
            UIView.transition(with: container, duration: duration, options: options, animations: {
                if self.isPresenting, let presented {
                    presented.frame = final
                    presenterView?.removeFromSuperview()
                    container.addSubview(presented)
                } else {
                    presented?.isHidden = true
                    if let presenterView {
                        presenterView.frame = container.bounds
                        container.addSubview(presenterView)
                    }
                }
            }, completion: { _ in
                if !self.isPresenting { presented?.isHidden = false }
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }
}
