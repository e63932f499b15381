import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Choosing the tabs and the selected one: containment for the children, the view swap, and
/// the two children's appearance callbacks.
extension UITabBarController {
    /// Sets the tabs: children that left are removed, new ones added; the selection stays on
    /// its controller if it is still a tab, else moves to the same index, else to the first.
    /// A controller given twice, the controller itself, or another tab bar controller is left
    /// out with a message (UIKit raises for these).
    func replaceTabs(with list: [UIViewController]?, animated: Bool) {
        var seen = Set<ObjectIdentifier>(), accepted: [UIViewController] = []
        for controller in list ?? [] {
            if controller === self || controller is UITabBarController {
                RuntimeIssue.report("UITabBarController.viewControllers: a tab bar controller cannot be a tab "
                    + "(\(type(of: controller)) in \(type(of: self))); it was left out")
            } else if !seen.insert(ObjectIdentifier(controller)).inserted {
                RuntimeIssue.report("UITabBarController.viewControllers: \(type(of: controller)) is in the list more than once; "
                    + "a view controller can be only one tab, so it was kept once")
            } else {
                accepted.append(controller)
            }
        }
        let oldSelected = selectedViewController, oldIndex = selectedIndex
        tabs = list == nil ? nil : accepted
        customizableViewControllers = tabs
        // The children: the tabs with a slot in the bar, and the More tab when some have none.
        let contained = barTabs + (showsMore ? [moreNavigationController] : [])
        for old in children where !contained.contains(where: { $0 === old }) { removeTab(old) }
        var added: [UIViewController] = []
        for controller in contained where controller.parent !== self {
            addChild(controller)
            added.append(controller)
        }
        if let list = moreNavigation?.viewControllers.first as? MoreListController { list.overflow = overflowTabs }
        if let more = moreNavigation, more.viewControllers.count > 1,
           !overflowTabs.contains(where: { $0 === more.viewControllers[1] }) {
            _ = more.popToRootViewController(animated: false)
        }
        updateBarItems(animated: animated)
        let next = oldSelected.flatMap { s in accepted.first { $0 === s } }
            ?? (oldIndex != NSNotFound && accepted.indices.contains(oldIndex) ? accepted[oldIndex] : accepted.first)
        if let next, overflowTabs.contains(where: { $0 === next }) {
            if selectedViewController !== next { showFromMoreList(next, animated: false) }
        } else if next !== shown || shown == nil {
            show(next, userInitiated: false)
        }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// Takes `controller` out: its view leaves (it disappears, if it was shown) and it stops
    /// being a child.
    private func removeTab(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        if let view = controller.viewIfLoaded, view.superview === transitionView { view.removeFromSuperview() }
        controller.removeFromParent()
        controller.setContainerCoveredInsets(nil)
        if controller === shown { shown = nil }
    }

    /// The bar shows the tabs' items, with the selected one's selected.
    func updateBarItems(animated: Bool) {
        tabBar.setItems(tabs.map { _ in barTabs.map(\.tabBarItem) + (showsMore ? [moreNavigationController.tabBarItem] : []) },
                        animated: animated)
        tabBar.selectedItem = shown.flatMap { s in tabBar._items.first { $0 === s.tabBarItem } }
    }

    /// A child's tab bar item was replaced: the bar shows the new one.
    func tabItemsDidChange() { updateBarItems(animated: false) }

    func selectTab(at index: Int) {
        MainThreadChecker.check("UITabBarController.selectedIndex setter")
        guard let tabs, tabs.indices.contains(index) else {
            RuntimeIssue.report("UITabBarController.selectedIndex: \(index) is not the index of a tab (there are \(tabs?.count ?? 0)); "
                + "the selection is unchanged, as in UIKit")
            return
        }
        guard tabs[index] !== selectedViewController else { return }
        if overflowTabs.contains(where: { $0 === tabs[index] }) { return showFromMoreList(tabs[index], animated: false) }
        show(tabs[index], userInitiated: false)
    }

    func selectTab(_ controller: UIViewController?) {
        MainThreadChecker.check("UITabBarController.selectedViewController setter")
        guard let controller, tabs?.contains(where: { $0 === controller }) == true || (controller === moreNavigation && showsMore) else {
            RuntimeIssue.report("UITabBarController.selectedViewController: only a view controller in the tab bar controller's list of "
                + "view controllers can be selected (\(controller.map { "\(type(of: $0))" } ?? "nil") is not one); the selection is unchanged")
            return
        }
        guard controller !== selectedViewController else { return }
        if overflowTabs.contains(where: { $0 === controller }) { return showFromMoreList(controller, animated: false) }
        show(controller, userInitiated: false)
    }

    /// The controller whose tab is `item`.
    func controller(for item: UITabBarItem) -> UIViewController? {
        if let more = moreNavigation, item === more.tabBarItem { return more }
        return barTabs.first { $0.tabBarItem === item }
    }

    /// Asked by the bar before a tap selects `item`: the delegate may refuse.
    func tabBarShouldSelect(_ item: UITabBarItem) -> Bool {
        guard let controller = controller(for: item) else { return false }
        if runningSwitch != nil { return false }
        return delegate?.tabBarController(self, shouldSelect: controller) ?? true
    }

    /// Shows `next` in place of the shown child: the delegate's animator runs the switch when
    /// it gives one, otherwise the views swap at once, with the appearance callbacks in iOS's
    /// order (old will-disappear, new will-appear, old did-disappear, new did-appear).
    func show(_ next: UIViewController?, userInitiated: Bool) {
        if runningSwitch != nil {
            RuntimeIssue.report("UITabBarController: a tab switch is still animating; the selection of "
                + "\(next.map { "\(type(of: $0))" } ?? "nil") was ignored")
            return
        }
        let old = shown
        shown = next
        tabBar.selectedItem = next.flatMap { n in tabBar._items.first { $0 === n.tabBarItem } }
        guard isViewLoaded, let next else {
            if let oldView = old?.viewIfLoaded, oldView.superview === transitionView { oldView.removeFromSuperview() }
            return
        }
        let visible = view.window.map { !$0.isHidden } ?? false
        if visible, let old, let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: next) {
            runSwitch(from: old, to: next, animator: animator)
            return
        }
        _ = next.view
        if visible, let old {
            old.beginAppearance(false, animated: false)
            next.beginAppearance(true, animated: false)
        }
        if let oldView = old?.viewIfLoaded, oldView.superview === transitionView { oldView.removeFromSuperview() }
        install(next)
        if visible, let old {
            old.endAppearance()
            next.endAppearance()
        }
        if visible { StatusBarSystem.current.ownerMayHaveChanged() }
    }

    /// Puts `child`'s view in the transition view and lays it out under the bar.
    func install(_ child: UIViewController) {
        let childView: UIView = child.view
        if childView.superview !== transitionView { transitionView.addSubview(childView) }
        childView.hasEncapsulatedLayout = true
        layoutTabs()
        childView.layoutIfNeeded()
    }

    /// Runs the delegate's animator for a switch from `old` to `next`; the callbacks' `did`
    /// halves wait for `completeTransition(_:)`, and a cancelled switch goes back to `old`.
    private func runSwitch(from old: UIViewController, to next: UIViewController, animator: any UIViewControllerAnimatedTransitioning) {
        _ = next.view
        let context = TabSwitchTransition(from: old, to: next, tabBarController: self, containerView: transitionView)
        containerItems.childTransition = context
        old.beginAppearance(false, animated: true)
        next.beginAppearance(true, animated: true)
        placeChildView(next)
        context.finish = { [weak self] completed in
            guard let self else { return }
            if completed {
                if let oldView = old.viewIfLoaded, oldView.superview === transitionView { oldView.removeFromSuperview() }
                if next.viewIfLoaded?.superview !== transitionView { install(next) }
                old.endAppearance()
                next.endAppearance()
            } else {
                // Back to where it was, in UIKit's cancelled order: the new tab disappears,
                // then the old one appears again.
                shown = old
                tabBar.selectedItem = tabBar._items.first { $0 === old.tabBarItem }
                next.beginAppearance(false, animated: true)
                if let nextView = next.viewIfLoaded, nextView.superview === transitionView { nextView.removeFromSuperview() }
                next.endAppearance()
                old.beginAppearance(true, animated: true)
                install(old)
                old.endAppearance()
            }
        }
        // The views are in place already; an animator is always there, so nothing is placed
        // without one.
        context.run(animator: animator, interaction: delegate?.tabBarController(self, interactionControllerFor: animator)) {}
    }
}
