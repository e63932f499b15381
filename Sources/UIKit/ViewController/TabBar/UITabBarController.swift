import CoreGraphics
import Foundation
internal import RuntimeSupport

/// A container that shows one of its children at a time, chosen with the tab bar along its
/// bottom edge.
///
/// Each child's `tabBarItem` is its tab. Only the selected child's view is in the hierarchy;
/// switching tabs swaps the views, and the two children get their appearance callbacks in
/// iOS's order (old `viewWillDisappear`, new `viewWillAppear`, old `viewDidDisappear`, new
/// `viewDidAppear`). The selected child's view reaches under the bar, and its bottom safe
/// area grows by the bar (49 pt, 83 on a phone with a home indicator). The delegate hears of
/// the user's taps only, never of selections made in code, as Apple documents.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The bar; its delegate is the controller, and its items are the children's.
    public let tabBar: UITabBar
    /// Asked and told about the user's tab changes; supplies custom switch animations.
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The children shown as tabs, in tab order.
    var tabs: [UIViewController]?
    /// The child shown (a tab, or the More list's navigation controller).
    weak var shown: UIViewController?
    /// The view the children's views are in, under the bar (a switch's container view).
    let transitionView = UIView()
    /// A custom switch that is running.
    var runningSwitch: TabSwitchTransition? { containerItems.childTransition as? TabSwitchTransition }
    /// The More tab's navigation controller, once made (UITabBarController+More.swift).
    var moreNavigation: UINavigationController?
    /// The scroll view behind the bar whose end decides the bar's look.
    weak var edgeScrollView: UIScrollView?
    /// The tabs the user may rearrange with the More list's Edit button; the tabs by default
    /// (reset when the tabs are set). Empty or nil: the More list has no Edit button.
    open var customizableViewControllers: [UIViewController]? {
        didSet { (moreNavigation?.viewControllers.first as? MoreListController)?.updateEditButton() }
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tabBar = UITabBar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.managingController = self
        tabBar.delegate = self
    }

    /// From a storyboard: the bar's settings come from the scene's `<tabBar key="tabBar">`;
    /// the tabs from its `viewControllers` relationship.
    public required init?(coder: NSCoder) {
        let nib = coder as? UINibDecoder
        tabBar = nib?.child(key: "tabBar").flatMap { nib?.session.instantiate($0) as? UITabBar } ?? UITabBar()
        super.init(coder: coder)
        tabBar.managingController = self
        tabBar.delegate = self
    }

    /// The tabs' controllers, in order; setting them keeps the selected one if it is still
    /// there (else the one at its index, else the first).
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the bar's items change at once (see `UITabBar.setItems(_:animated:)`).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        MainThreadChecker.check("UITabBarController.setViewControllers(_:animated:)")
        replaceTabs(with: viewControllers, animated: animated)
    }

    /// The index of the selected tab; `NSNotFound` while the More list is shown or there are no
    /// tabs. Setting an index out of range changes nothing.
    open var selectedIndex: Int {
        get {
            guard let selected = selectedViewController, let index = tabs?.firstIndex(where: { $0 === selected }) else { return NSNotFound }
            return index
        }
        set { selectTab(at: newValue) }
    }

    /// The selected tab's controller (or the More list's navigation controller). Setting one
    /// that is not a tab changes nothing.
    open var selectedViewController: UIViewController? {
        get {
            // A tab chosen from the More list is the selected one while it is pushed there.
            if let more = moreNavigation, shown === more, more.viewControllers.count > 1,
               let pushed = tabs?.first(where: { $0 === more.viewControllers[1] }) { return pushed }
            return shown
        }
        set { selectTab(newValue) }
    }

    /// The view: the selected child's view under the tab bar.
    open override func loadView() {
        let container = TabBarControllerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.frame = container.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(transitionView)
        container.addSubview(tabBar)
        view = container
        if let shown { install(shown) }
    }

    /// The user selected `item` on the bar: its controller becomes the selected one, then the
    /// delegate hears of it (also when the tab was selected already).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard tabBar === self.tabBar, let controller = controller(for: item) else { return }
        if controller === shown {
            popToRootOnReselect(controller)
        } else {
            show(controller, userInitiated: true)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// The customizing sheet is about to show: the delegate hears which tabs it offers.
    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        guard tabBar === self.tabBar else { return }
        delegate?.tabBarController(self, willBeginCustomizing: tabs(for: items))
    }

    /// Done: the delegate hears the tabs' new order before the sheet goes.
    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        guard tabBar === self.tabBar else { return }
        delegate?.tabBarController(self, willEndCustomizing: customizedTabOrder, changed: changed)
    }

    /// The sheet is gone: the tabs take the order the bar shows, then the delegate hears of it.
    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        guard tabBar === self.tabBar else { return }
        let order = customizedTabOrder
        if changed { applyCustomizedOrder(order) }
        delegate?.tabBarController(self, didEndCustomizing: order, changed: changed)
    }

    /// A change of width class may move tabs into or out of the More list.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass, let tabs {
            replaceTabs(with: tabs, animated: false)
        }
    }

    /// An unwind segue looks for its destination in the selected tab first, then the others.
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let allowed = super.allowedChildrenForUnwinding(from: source)
        return allowed.filter { $0 === shown } + allowed.filter { $0 !== shown }
    }

    /// An unwind towards a controller in another tab selects that tab.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard let tabs, tabs.contains(where: { $0 === subsequentVC }), shown !== subsequentVC else { return }
        selectedViewController = subsequentVC
    }

    /// The selected child decides the status bar and the home indicator.
    open override var childForStatusBarStyle: UIViewController? { shown }
    open override var childForStatusBarHidden: UIViewController? { shown }
    open override var childForHomeIndicatorAutoHidden: UIViewController? { shown }
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { shown }

    /// The orientations all tabs support.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        (tabs ?? []).reduce(super.supportedInterfaceOrientations) { $0.intersection($1.supportedInterfaceOrientations) }
    }
}

/// The tab bar controller's view: it places the selected child's view and the bar whenever it
/// lays out.
@MainActor
final class TabBarControllerView: UIView, RuntimeClassNamed {
    nonisolated static let runtimeClassName = "UILayoutContainerView"

    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutTabs()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}
