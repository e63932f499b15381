import CoreGraphics

/// A tab switch that the tab bar controller's delegate animates: the old tab's controller
/// leaving, the new one arriving, both views filling the transition view.
@MainActor
final class TabSwitchTransition: ControllerTransition {
    let from: UIViewController
    let to: UIViewController

    init(from: UIViewController, to: UIViewController, tabBarController: UITabBarController, containerView: UIView) {
        self.from = from
        self.to = to
        super.init(containerView: containerView, animated: true)
        container = tabBarController
    }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.viewIfLoaded
        case .to: to.view
        default: nil
        }
    }

    /// Both views fill the container, before and after.
    override func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }
    override func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }
}
