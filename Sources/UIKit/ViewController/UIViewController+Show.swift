import Foundation

extension UIEditAction {
    /// `show(_:sender:)`, for `targetViewController(forAction:sender:)` (iOS code passes
    /// `#selector(show(_:sender:))`).
    public static let show = UIEditAction(rawValue: "showViewController:sender:")
    /// `showDetailViewController(_:sender:)`.
    public static let showDetailViewController = UIEditAction(rawValue: "showDetailViewController:sender:")
}

extension UIViewController {
    /// `targetViewController(forAction:sender:)`'s default: this controller when it can
    /// (`canPerformAction(_:withSender:)`), else the first up its parents and then its
    /// presenters that can; nil when none can.
    func defaultTarget(forAction action: UIEditAction, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        while let c = current {
            if c.canPerformAction(action, withSender: sender) { return c }
            current = c._parent ?? c.presentingViewController
        }
        return nil
    }

    /// `show(_:sender:)`'s default: the container that takes `.show` shows `vc` (a navigation
    /// controller pushes it); with none, it is presented modally.
    func showInContext(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: .show, sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// `showDetailViewController(_:sender:)`'s default: the container that takes
    /// `.showDetailViewController` shows `vc` (a split controller's secondary column); with
    /// none, it is presented modally.
    func showDetailInContext(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: .showDetailViewController, sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }
}

extension UIViewController {
    /// Posted when what `show(_:sender:)` and `showDetailViewController(_:sender:)` would do
    /// changes (a split view controller collapses or expands); the object is the container.
    public static let showDetailTargetDidChangeNotification = Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")
}
