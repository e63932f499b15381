import CoreGraphics

/// One push or pop while it runs: the controller leaving, the one arriving, and the
/// navigation controller's transition view they move in.
@MainActor
final class NavigationTransition: ControllerTransition {
    let operation: UINavigationController.Operation
    let from: UIViewController
    let to: UIViewController
    /// Where the arriving controller's view ends, and where the leaving one's starts.
    let contentFrame: CGRect

    init(operation: UINavigationController.Operation, from: UIViewController, to: UIViewController,
         navigationController: UINavigationController, containerView: UIView, contentFrame: CGRect, animated: Bool) {
        self.operation = operation
        self.from = from
        self.to = to
        self.contentFrame = contentFrame
        super.init(containerView: containerView, animated: animated)
        container = navigationController
    }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.viewIfLoaded
        case .to: to.view
        default: nil
        }
    }

    override func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? contentFrame : .zero }
    override func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? contentFrame : .zero }

    override var defaultCompletionCurve: UIView.AnimationCurve { .easeOut }

    override var fallbackAnimator: any UIViewControllerAnimatedTransitioning { NavigationTransitionAnimator(operation: operation) }
}

/// UIKit's push and pop: the arriving view slides in from the trailing edge over the one
/// below, which moves back a third of the width under a 10 % black dimming (a pop runs it
/// backwards), on the system spring over half a second.
@MainActor
final class NavigationTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    /// How far the view underneath moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// The dimming over the view underneath at its deepest.
    static let dimmingAlpha: CGFloat = 0.1

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        SystemTransitionTiming.duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to),
              let toView = context.view(forKey: .to) else {
            context.completeTransition(false)
            return
        }
        let fromView = context.view(forKey: .from)
        let frame = context.finalFrame(for: toVC)
        let width = container.bounds.width
        let rtl = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let sign: CGFloat = rtl ? -1 : 1
        let push = operation != .pop
        // The view on top moves across the whole width; the one under it a third.
        let top = push ? toView : fromView
        let underFrame = push ? context.initialFrame(for: fromVC) : frame
        let dimming = UIView(frame: underFrame)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        toView.frame = frame
        if push {
            container.addSubview(toView)
            if let fromView { container.insertSubview(dimming, aboveSubview: fromView) }
        } else if let fromView {
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(dimming, aboveSubview: toView)
        } else {
            container.addSubview(toView)
        }
        let topOut = (top?.frame ?? frame).offsetBy(dx: sign * width, dy: 0)
        let underBack = underFrame.offsetBy(dx: -sign * width * Self.parallax, dy: 0)
        if push {
            toView.frame = topOut
            dimming.alpha = 0
        } else {
            toView.frame = underBack
            dimming.frame = underBack
            dimming.alpha = Self.dimmingAlpha
        }
        let target = fromView?.frame ?? frame
        let animations = {
            if push {
                toView.frame = frame
                fromView?.frame = underBack
                dimming.frame = underBack
                dimming.alpha = Self.dimmingAlpha
            } else {
                fromView?.frame = target.offsetBy(dx: sign * width, dy: 0)
                toView.frame = frame
                dimming.frame = frame
                dimming.alpha = 0
            }
        }
        let completion: (Bool) -> Void = { _ in
            dimming.removeFromSuperview()
            let cancelled = context.transitionWasCancelled
            if cancelled { toView.removeFromSuperview() }
            fromView?.frame = target
            if !cancelled, !push { fromView?.removeFromSuperview() }
            context.completeTransition(!cancelled)
        }
        // Under a finger the views follow it linearly; on their own they take the system spring.
        if context.isInteractive {
            UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: [.curveLinear],
                           animations: animations, completion: completion)
        } else {
            SystemTransitionTiming.animate(duration: transitionDuration(using: context), animations, completion: completion)
        }
    }
}
