import UIKit

/// A delegate's animator that fades the arriving view in over `duration`, recording the
/// controllers it was given and how each transition ended.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    var ended: [Bool] = []
    var contexts: [(from: UIViewController?, to: UIViewController?, container: UIView)] = []

    init(duration: TimeInterval) { self.duration = duration }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let fromVC = transitionContext.viewController(forKey: .from), toVC = transitionContext.viewController(forKey: .to)
        contexts.append((fromVC, toVC, transitionContext.containerView))
        guard let to = transitionContext.view(forKey: .to), let toVC else { return }
        to.frame = transitionContext.finalFrame(for: toVC)
        to.alpha = 0
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: duration, animations: { to.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}
