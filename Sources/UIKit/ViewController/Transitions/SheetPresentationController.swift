import CoreGraphics
import QuartzCore

/// The sheet styles' presentation controller (`.pageSheet`, `.formSheet`, and a popover in
/// compact width): the presented view rises to the top of the safe area over the presenter,
/// which stays and is dimmed. Adapted by its delegate to a full-screen style, it presents as
/// that style does.
///
/// Geometry and dimming are iOS 26's, as measured on an iPhone 16 (uikit-controllers-facts.md
/// §5): the large sheet's top is the safe area's top, and the presenter is dimmed with black at
/// 20 % opacity.
class SheetPresentationController: UIPresentationController {
    /// The dimming's opacity at full strength.
    static let dimmingAlpha: CGFloat = 0.2
    let dimmingView = UIView()

    /// Whether the presentation runs as a sheet (its delegate may adapt it to a full-screen style).
    private var isSheet: Bool { style.isSheet }

    override var shouldRemovePresentersView: Bool { style.removesPresentersView }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        guard isSheet else { return container.bounds }
        let top = container.window?.safeAreaInsets.top ?? 0
        let b = container.bounds
        return CGRect(x: b.minX, y: b.minY + top, width: b.width, height: max(0, b.height - top))
    }

    override var shouldPresentInFullscreen: Bool { !isSheet }

    override func presentationTransitionWillBegin() {
        guard isSheet, let container = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        } else {
            dimmingView.alpha = 0
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() } else { dimmingView.alpha = 1 }
    }
}
