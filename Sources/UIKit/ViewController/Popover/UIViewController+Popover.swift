extension UIViewController {
    /// The controller's presentation controller when it is presented as a popover (an action
    /// sheet in regular width); nil otherwise, as on iOS in compact width.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }
}
