extension UIViewController {
    /// The controller's popover presentation controller when its style is `.popover` (made
    /// on first use, so its source and delegate can be set before presenting); it stays the
    /// same while the popover shows as a sheet in compact width. Nil for other styles.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController ?? presentation.adaptedPopover
    }
}
