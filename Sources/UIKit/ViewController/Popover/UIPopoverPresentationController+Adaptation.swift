/// A popover in compact width.
extension UIPopoverPresentationController {
    /// How the popover is shown in `traits` (compact width): nil when it stays a popover (its
    /// delegate's `adaptivePresentationStyle(for:traitCollection:)` said `.none`); otherwise
    /// the controller, style and presented controller to use: `adaptiveSheetPresentationController`
    /// in the adapted style (a form sheet by default, which is a sheet in compact width), around
    /// the controller the delegate's `presentationController(_:viewControllerForAdaptivePresentationStyle:)`
    /// supplies if it does (often a navigation controller holding the presented one).
    func adaptation(to traits: UITraitCollection, presenting presenter: UIViewController)
        -> (controller: UIPresentationController, style: UIModalPresentationStyle, presented: UIViewController)? {
        var style = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? adaptivePresentationStyle
        if style == .none { return nil }
        // A popover cannot adapt to itself; a custom style has no controller to run it.
        if style == .popover || style == .custom || style == .automatic { style = .formSheet }
        let replacement = delegate?.presentationController(self, viewControllerForAdaptivePresentationStyle: style)
        let sheet: UISheetPresentationController
        if let replacement, replacement !== presentedViewController {
            sheet = UISheetPresentationController(presentedViewController: replacement, presenting: presenter)
        } else {
            sheet = adaptiveSheetPresentationController
            sheet.presenting = presenter
        }
        if sheet.delegate == nil { sheet.delegate = delegate }
        if sheet.sourceView == nil { sheet.sourceView = sourceView }
        return (sheet, style, replacement ?? presentedViewController)
    }
}
