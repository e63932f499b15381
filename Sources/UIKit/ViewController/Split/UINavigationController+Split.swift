import Foundation

/// A navigation controller as a split's primary: the secondary joins its stack when the split
/// collapses and leaves it when the split expands.
extension UINavigationController {
    /// A navigation controller's controllers move over (they go back to it on expanding);
    /// another controller is pushed.
    func collapseSplitSecondary(_ secondary: UIViewController, for split: UISplitViewController) {
        guard let record = split.collapseRecord, record.stack === self else { return }
        if let navigation = secondary as? UINavigationController {
            let controllers = navigation.viewControllers
            navigation.setViewControllers([], animated: false)
            record.replace(column: .secondary, with: controllers, source: navigation, in: split)
        } else {
            record.replace(column: .secondary, with: [secondary], in: split)
        }
    }

    /// The controllers above the stack's own, back in the navigation controller they came from
    /// (or alone, or several in a new navigation controller).
    func separateSplitSecondary(for split: UISplitViewController) -> UIViewController? {
        guard let record = split.collapseRecord, record.stack === self, let last = record.separate().last else { return nil }
        if let source = last.source {
            source.setViewControllers(last.controllers, animated: false)
            return source
        }
        if last.controllers.count == 1 { return last.controllers[0] }
        let navigation = UINavigationController(nibName: nil, bundle: nil)
        navigation.setViewControllers(last.controllers, animated: false)
        return navigation
    }
}
