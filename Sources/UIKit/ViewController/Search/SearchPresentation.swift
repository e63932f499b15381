import CoreGraphics
import Foundation

/// How a search controller is presented: over its context without removing it, the view
/// fading in over 0.25 s (and out when the search ends); touches on the search bar and on the
/// undimmed background reach what is below.
@MainActor
final class SearchPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { false }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView as? UITransitionView else { return }
        container.passesTouches = { [weak self, weak container] hit, point in
            guard let self, let container, let view = self.presentedViewController.viewIfLoaded as? SearchControllerView else { return false }
            return view.passesTouch(hit, at: point, in: container)
        }
    }
}

/// Fades the search controller's view in or out.
@MainActor
final class SearchTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.25
    let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { Self.duration }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let view = context.view(forKey: isPresenting ? .to : .from)
        if isPresenting, let view, let controller = context.viewController(forKey: .to) {
            view.frame = context.finalFrame(for: controller)
            view.alpha = 0
            context.containerView.addSubview(view)
        }
        UIView.animate(withDuration: Self.duration, animations: {
            view?.alpha = self.isPresenting ? 1 : 0
        }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

extension UISearchController: SystemPresentedController {
    func makeSystemPresentationController(style: UIModalPresentationStyle, presenting: UIViewController?) -> UIPresentationController {
        SearchPresentationController(presentedViewController: self, presenting: presenting)
    }

    func makeSystemAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        SearchTransitionAnimator(isPresenting: presenting)
    }

    func refusal(toPresentWith controller: UIPresentationController, from presenter: UIViewController) -> String? { nil }
}
