import CoreGraphics

/// Touches outside the popover: through to the passthrough views, or a request to dismiss.
extension UIPopoverPresentationController {
    /// Whether a touch at `point` (in the container) whose hit-testing found `hit` goes through
    /// to the views under the container: only touches outside the popover that land in one of
    /// `passthroughViews`.
    func passesTouch(on hit: UIView, at point: CGPoint) -> Bool {
        guard hit === backdrop || hit === containerView, let container = containerView, let views = passthroughViews else { return false }
        return views.contains { view in
            guard view.window != nil, view.window === container.window else { return false }
            return view.hitTest(container.convert(point, to: view), with: nil) != nil
        }
    }

    /// A tap outside the popover. An action sheet decides for itself (its cancel action). A
    /// popover that is modal in presentation, or whose delegate says no (the current
    /// `presentationControllerShouldDismiss(_:)`, then the deprecated
    /// `popoverPresentationControllerShouldDismissPopover(_:)`), stays, and the delegate hears
    /// of the attempt; otherwise it is dismissed between will and did dismiss (the deprecated
    /// did-dismiss-popover last). A dismissal in code sends none of these.
    func tappedOutside() {
        if let alert = presentedViewController as? UIAlertController {
            alert.tappedOutside(isPopover: true)
            return
        }
        guard runningTransition == nil, presentedViewController.transitionCoordinator == nil else { return }
        if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false
            || popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            delegate?.presentationControllerDidDismiss(self)
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
        }
    }
}
