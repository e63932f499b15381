import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Hears of the controllers a navigation controller shows, and may supply the animator and
/// interaction controller of its pushes and pops.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before the transition to `viewController` starts.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After the transition completed.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        .all
    }
}

/// A stack of controllers shown one at a time under a navigation bar: a push slides the new
/// one in from the trailing edge over the old one (which moves back a third and dims), a pop
/// slides it back out, on the system spring; the bar shows the top controller's
/// `navigationItem` and a back button, the optional toolbar its `toolbarItems`.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, StoryboardRelationshipContainer {
    public enum Operation: Int, Sendable {
        case none, push, pop
    }

    /// How long the bars take to hide or show (`setNavigationBarHidden(_:animated:)`).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// The stack, bottom first.
    var stack: [UIViewController] = []
    /// The push or pop under way.
    var runningTransition: NavigationTransition? { containerItems.childTransition as? NavigationTransition }
    let navigationBarStorage: UINavigationBar
    var toolbarStorage: UIToolbar?
    let toolbarClass: UIToolbar.Type
    var barState = NavigationBarState()

    open weak var delegate: (any UINavigationControllerDelegate)?

    public init(rootViewController: UIViewController) {
        navigationBarStorage = UINavigationBar()
        toolbarClass = UIToolbar.self
        super.init(nibName: nil, bundle: nil)
        setUp()
        pushViewController(rootViewController, animated: false)
    }

    /// A navigation controller with custom bar classes.
    public init(navigationBarClass: UINavigationBar.Type?, toolbarClass: UIToolbar.Type?) {
        navigationBarStorage = (navigationBarClass ?? UINavigationBar.self).init(frame: .zero)
        self.toolbarClass = toolbarClass ?? UIToolbar.self
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBarStorage = UINavigationBar()
        toolbarClass = UIToolbar.self
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    public required init?(coder: NSCoder) {
        let nib = coder as? UINibDecoder
        navigationBarStorage = nib?.object(key: "navigationBar") as? UINavigationBar ?? UINavigationBar()
        toolbarClass = UIToolbar.self
        super.init(coder: coder)
        if let nib { decodeNavigationAttributes(nib) }
        setUp()
    }

    private func setUp() {
        navigationBarStorage.navigationController = self
    }

    // MARK: The stack

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    open var topViewController: UIViewController? { stack.last }
    /// The controller on screen: what the top controller presents, else the top controller.
    open var visibleViewController: UIViewController? {
        guard let top = stack.last else { return nil }
        var shown = top
        while let presented = shown.presentation.presented, !presented.isBeingDismissed { shown = presented }
        return shown
    }

    /// Pushes `viewController` on the stack and shows it; it becomes a child.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { push(viewController, animated: animated) }

    /// Pops the top controller and returns it; nil at the root (which stays).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { pop(animated: animated) }

    /// Pops down to `viewController` and returns the controllers popped.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        pop(to: viewController, animated: animated)
    }

    /// Pops down to the root and returns the controllers popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return pop(to: root, animated: animated)
    }

    /// Replaces the stack; animated, it pushes when the new top was not in the stack and pops
    /// when it was.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        replaceStack(with: viewControllers, animated: animated)
    }

    // MARK: Bars

    open var navigationBar: UINavigationBar { navigationBarStorage }

    /// The toolbar at the bottom, hidden by default.
    open var toolbar: UIToolbar! { toolbarView }

    open var isNavigationBarHidden: Bool {
        get { barState.navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { setBar(.navigation, hidden: hidden, animated: animated) }

    open var isToolbarHidden: Bool {
        get { barState.toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { setBar(.toolbar, hidden: hidden, animated: animated) }

    /// Hide the bars on a tap in the content, show them on the next.
    open var hidesBarsOnTap = false { didSet { updateBarHidingRecognizers() } }
    /// Hide the bars when the content is swiped up, show them when swiped down.
    open var hidesBarsOnSwipe = false { didSet { updateBarHidingRecognizers() } }
    /// Hide the bars in a vertically compact place; a tap in the content shows them again there.
    open var hidesBarsWhenVerticallyCompact = false {
        didSet {
            updateBarHidingRecognizers()
            viewIfLoaded?.setNeedsLayout()
        }
    }
    open var hidesBarsWhenKeyboardAppears = false { didSet { observeKeyboardIfNeeded() } }
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barState.tapRecognizer(for: self) }
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barState.swipeRecognizer(for: self) }

    /// The edge pan that pops the top controller.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }

    // MARK: UIViewController

    open override func loadView() {
        let container = NavigationContainerView(controller: self)
        view = container
        installPopRecognizer(in: container)
        updateBarHidingRecognizers()
        if let top = topViewController {
            container.transitionView.addSubview(top.view)
            top.view.hasEncapsulatedLayout = true
        }
    }

    open override var childForStatusBarStyle: UIViewController? { topViewController }
    open override var childForStatusBarHidden: UIViewController? { topViewController }
    open override var childForHomeIndicatorAutoHidden: UIViewController? { topViewController }
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { topViewController }

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self) ?? topViewController?.supportedInterfaceOrientations ?? .all
    }

    /// A navigation controller shows controllers by pushing them.
    open override func canPerformAction(_ action: UIEditAction, withSender sender: Any?) -> Bool {
        action == .show || super.canPerformAction(action, withSender: sender)
    }

    open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }

    /// An unwind towards a controller in the stack pops to it.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard stack.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC else { return }
        popToViewController(subsequentVC, animated: true)
    }

    /// A collapsing split's secondary goes on top of the stack (UINavigationController+Split.swift).
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                                       for splitViewController: UISplitViewController) {
        collapseSplitSecondary(secondaryViewController, for: splitViewController)
    }

    /// An expanding split takes back what its collapse put on the stack.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        separateSplitSecondary(for: splitViewController)
    }

    package func setStoryboardRelationship(_ relationship: String, controllers: [UIViewController]) throws {
        guard relationship == "rootViewController" else {
            throw NibSegueRelationshipError(container: "UINavigationController", relationship: relationship)
        }
        setViewControllers(controllers, animated: false)
    }
}

/// A relationship a container does not have (a storyboard edited by hand, or for another class).
struct NibSegueRelationshipError: Error, CustomStringConvertible {
    let container: String
    let relationship: String
    var description: String { "\(container) has no '\(relationship)' relationship" }
}
