import CoreGraphics

/// What a popover's delegate hears besides the adaptive delegate's messages (which it also
/// gets: `adaptivePresentationStyle(for:traitCollection:)` returning `.none` keeps the popover
/// in compact width). Every method is optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called before the popover shows: the last moment to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (asked after `presentationControllerShouldDismiss(_:)`).
    @available(iOS, deprecated: 13.0, message: "Use presentationControllerShouldDismiss(_:)")
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// Called after a tap outside dismissed the popover (after `presentationControllerDidDismiss(_:)`).
    @available(iOS, deprecated: 13.0, message: "Use presentationControllerDidDismiss(_:)")
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    /// Called when the container changed size and the popover is placed again: `rect` (in
    /// `view`'s coordinates) and `view` are where it will point; change them to point elsewhere.
    /// (UIKit passes pointers; Swift's `inout` is the portable form.)
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: inout CGRect, in view: inout UIView)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        true
    }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: inout CGRect, in view: inout UIView) {}
}

/// Something a popover can point at (iOS 16): a view here (bar button items come with bars).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {
    /// The item's frame in `referenceView`'s coordinates; nil when it has none there.
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView`; nil when the two are not in the same window.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard window != nil, window === referenceView.window else { return nil }
        return convert(bounds, to: referenceView)
    }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// The item's button in its bar, in `referenceView`; nil when no bar shows the item.
    public func frame(in referenceView: UIView) -> CGRect? {
        shownView?.frame(in: referenceView)
    }
}
