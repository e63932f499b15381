import CoreGraphics
import QuartzCore
internal import RuntimeSupport

/// Dismissing what a controller presented: the chain above goes with it, the presentation
/// controller's will/did messages frame the transition, and a cancelled interactive one puts
/// everything back.
extension UIViewController {
    func dismissController(animated: Bool, completion: (() -> Void)?) {
        MainThreadChecker.check("UIViewController.dismiss(animated:completion:)")
        // A presenter dismisses what it presents; a presented controller asks its presenter.
        let presenter: UIViewController
        if let owner = nearestInParentChain({ $0.presentation.presented != nil ? $0 : nil }) {
            presenter = owner
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            return
        }
        guard let presented = presenter.presentation.presented else { return }
        if presenter.presentation.transition.map({ !$0.isComplete }) == true {
            RuntimeIssue.report("Attempt to dismiss from view controller \(type(of: presenter)) while a presentation or dismiss is in progress; "
                + "nothing was dismissed")
            return
        }
        // Controllers presented above the one dismissed go first, without animation; when the
        // dismissal animates, the top-most one is what the user sees leave (Apple: only the
        // top-most view is dismissed in an animated fashion, with its own transition style),
        // so its image rides on the view that animates away.
        var topmost: (image: UIView, frameInWindow: CGRect, style: UIModalTransitionStyle)?
        if presented.presentation.presented != nil {
            if animated, let top = presented.topmostPresented, let topContainer = top.presentation.controller?.containerView,
               topContainer.window != nil, let image = topContainer.snapshotView(afterScreenUpdates: false) {
                // (A partial curl belongs to its own container: the rest leave as the one dismissed does.)
                let style = top.modalTransitionStyle == .partialCurl ? presented.modalTransitionStyle : top.modalTransitionStyle
                topmost = (image, topContainer.convert(topContainer.bounds, to: nil), style)
            }
            presented.dismissController(animated: false, completion: nil)
        }
        guard let controller = presented.presentation.controller, let container = controller.containerView else { return }
        let transition = PresentationTransition(kind: .dismissal, presented: presented, presenter: presenter, controller: controller,
                                                containerView: container, animated: animated)
        presenter.presentation.transition = transition
        presented.presentation.transition = transition
        controller.runningTransition = transition
        let removedPresenter = controller.shouldRemovePresentersView
        presented.appearance.isBeingDismissed = true
        presented.beginAppearance(false, animated: animated)
        // The presenter's view comes back under the container.
        if removedPresenter, let view = presenter.viewIfLoaded, let superview = presenter.presentation.removedViewSuperview {
            presenter.beginAppearance(true, animated: animated)
            view.frame = container.frame
            superview.insertSubview(view, belowSubview: container)
        }
        controller.dismissalTransitionWillBegin()
        if let topmost, let view = controller.presentedView {
            topmost.image.frame = view.convert(topmost.frameInWindow, from: nil)
            topmost.image.isUserInteractionEnabled = false
            view.addSubview(topmost.image)
        }
        transition.finish = { [weak presenter] completed in
            topmost?.image.removeFromSuperview()
            guard let presenter else { return }
            controller.dismissalTransitionDidEnd(completed)
            if completed {
                // The presenter's view is where it was before the presentation (an animator
                // may have moved it into the container).
                if removedPresenter, let view = presenter.viewIfLoaded, let superview = presenter.presentation.removedViewSuperview,
                   view.superview !== superview {
                    superview.insertSubview(view, at: presenter.presentation.removedViewIndex)
                }
                container.removeFromSuperview()
                controller.presentedView?.removeFromSuperview()
                presenter.presentation.presented = nil
                presenter.presentation.removedViewSuperview = nil
                presented.presentation.presenting = nil
                presented.presentation.controller = nil
                presented.presentation.adaptedPopover = nil
                if removedPresenter { presenter.sendIsAppearingIfOwed() }
                presented.endAppearance()
                if removedPresenter { presenter.endAppearance() }
            } else {
                presented.beginAppearance(true, animated: animated)
                if removedPresenter {
                    presenter.beginAppearance(false, animated: animated)
                    presenter.viewIfLoaded?.removeFromSuperview()
                    presenter.endAppearance()
                }
                presented.endAppearance()
            }
            // The completion follows a presentation or dismissal that happened; a cancelled
            // interactive one did not.
            if completed { completion?() }
        }
        // A sheet the user drags away is moved by the drag.
        if let dragged = (controller as? UISheetPresentationController)?.drag?.dismissal {
            return transition.run(animator: SheetDismissalAnimator(), interaction: dragged) {}
        }
        let custom = presented.transitioningDelegate?.animationController(forDismissed: presented)
        let animator = custom ?? (presented as? any SystemPresentedController)?.makeSystemAnimator(presenting: false)
            ?? Self.ownAnimator(for: presented, controller: controller, presenting: false, style: topmost?.style)
        let interaction = custom.flatMap { presented.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        transition.run(animator: animator, interaction: interaction) {}
    }
}
