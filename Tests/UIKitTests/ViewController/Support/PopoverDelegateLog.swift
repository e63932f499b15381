import UIKit

/// A popover delegate that writes what it hears and answers as told.
@MainActor final class PopoverDelegateLog: UIPopoverPresentationControllerDelegate {
    var log: [String] = []
    var allowsDismiss = true
    /// The style to answer in compact width; nil: UIKit's default (a form sheet).
    var adaptiveStyle: UIModalPresentationStyle?
    /// Makes the controller to show in the adapted style, from the presented one.
    var replacement: ((UIViewController) -> UIViewController?)?
    var onPrepare: ((UIPopoverPresentationController) -> Void)?
    var reposition: ((inout CGRect, inout UIView) -> Void)?

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        log.append("prepare")
        onPrepare?(popoverPresentationController)
    }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptiveStyle ?? controller.adaptivePresentationStyle
    }
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        replacement?(controller.presentedViewController)
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("shouldDismiss")
        return allowsDismiss
    }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        log.append("shouldDismissPopover")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("didDismiss") }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        log.append("didDismissPopover")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.append("didAttemptToDismiss") }
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: inout CGRect, in view: inout UIView) {
        log.append("willReposition")
        reposition?(&rect, &view)
    }
}
