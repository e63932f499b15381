import CoreGraphics
internal import RuntimeSupport

extension UINavigationController {
    /// Whether a stack change is seen: the view is in a window and the controller has
    /// appeared (off screen the views are swapped with no animation and no callbacks; the
    /// top controller appears with the navigation controller).
    private var isOnScreen: Bool {
        guard let window = viewIfLoaded?.window, !window.isHidden else { return false }
        return appearance.phase == .appeared
    }

    func push(_ vc: UIViewController, animated: Bool) {
        MainThreadChecker.check("UINavigationController.pushViewController(_:animated:)")
        if vc is UINavigationController {
            RuntimeIssue.report("Pushing a navigation controller is not supported (\(type(of: vc)) onto \(type(of: self))); nothing was pushed")
            return
        }
        if vc is UITabBarController {
            RuntimeIssue.report("Pushing a tab bar controller is not supported (\(type(of: vc)) onto \(type(of: self))); nothing was pushed")
            return
        }
        if vc === self || stack.contains(where: { $0 === vc }) {
            RuntimeIssue.report("Pushing the same view controller instance (\(type(of: vc))) more than once is not supported; nothing was pushed")
            return
        }
        if deferWhileTransitioning({ [weak self, vc] in self?.push(vc, animated: animated) }) { return }
        let from = stack.last
        addChild(vc)
        stack.append(vc)
        show(vc, from: from, operation: .push, popped: [], animated: animated)
    }

    func pop(animated: Bool) -> UIViewController? {
        MainThreadChecker.check("UINavigationController.popViewController(animated:)")
        guard stack.count > 1 else { return nil }
        if runningTransition != nil {
            let top = stack.last
            _ = deferWhileTransitioning { [weak self] in _ = self?.pop(animated: animated) }
            return top
        }
        return pop(to: stack[stack.count - 2], animated: animated)?.first
    }

    func pop(to vc: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === vc }) else {
            RuntimeIssue.report("Tried to pop to a view controller (\(type(of: vc))) that doesn't exist in the navigation stack; nothing was popped")
            return nil
        }
        guard index < stack.count - 1 else { return [] }
        if runningTransition != nil {
            let popped = Array(stack[(index + 1)...])
            _ = deferWhileTransitioning { [weak self, weak vc] in if let vc { _ = self?.pop(to: vc, animated: animated) } }
            return popped
        }
        let from = stack.last
        let popped = Array(stack[(index + 1)...])
        for c in popped { c.willMove(toParent: nil) }
        stack.removeSubrange((index + 1)...)
        show(vc, from: from, operation: .pop, popped: popped.reversed(), animated: animated)
        return popped
    }

    func replaceStack(with controllers: [UIViewController], animated: Bool) {
        MainThreadChecker.check("UINavigationController.setViewControllers(_:animated:)")
        var unique: [UIViewController] = []
        for c in controllers {
            if c is UINavigationController || c === self {
                RuntimeIssue.report("Pushing a navigation controller is not supported (\(type(of: c)) in setViewControllers); it was left out")
            } else if c is UITabBarController {
                RuntimeIssue.report("Pushing a tab bar controller is not supported (\(type(of: c)) in setViewControllers); it was left out")
            } else if unique.contains(where: { $0 === c }) {
                RuntimeIssue.report("setViewControllers: \(type(of: c)) appears more than once; only its first place is kept")
            } else {
                unique.append(c)
            }
        }
        if deferWhileTransitioning({ [weak self] in self?.replaceStack(with: unique, animated: animated) }) { return }
        let old = stack, from = stack.last, newTop = unique.last
        let removed = old.filter { c in !unique.contains { $0 === c } }
        for c in removed { c.willMove(toParent: nil) }
        for c in unique where c._parent !== self { addChild(c) }
        stack = unique
        let operation: Operation = newTop === from ? .none : (old.contains { $0 === newTop } ? .pop : .push)
        guard let newTop else {
            from?.viewIfLoaded?.removeFromSuperview()
            finishContainment(arrived: nil, removed: removed)
            navigationBar.setItems([], animated: false)
            return
        }
        show(newTop, from: from, operation: operation, popped: removed, animated: animated && operation != .none)
    }

    /// Queues `operation` to run when the push or pop under way completes; false (and nothing
    /// queued) when none is under way. UIKit finishes one transition before starting the next,
    /// so a change asked for meanwhile is never half shown.
    private func deferWhileTransitioning(_ operation: @escaping () -> Void) -> Bool {
        guard let transition = runningTransition else { return false }
        transition.whenComplete { operation() }
        return true
    }

    /// Shows `to` in place of `from`: the bar and toolbar follow, and, on screen, the
    /// controllers get their appearance callbacks around the animator's transition (the
    /// delegate's, or UIKit's slide).
    private func show(_ to: UIViewController, from: UIViewController?, operation: Operation, popped: [UIViewController], animated: Bool) {
        let arriving = operation == .push ? [to] : []
        let removed = operation == .push ? [] : popped
        guard isOnScreen, let from, from !== to, let container = containerView else {
            // Off screen: the views swap at once and the callbacks come with the next appearance.
            _ = bottomBarOwner?.bottomBarRide(animated: false)
            navigationBar.setItems(stack.map(\.navigationItem), animated: false)
            toolbarStorage?.setItems(to.toolbarItems, animated: false)
            if let container = containerView, from !== to {
                from?.viewIfLoaded?.removeFromSuperview()
                container.transitionView.addSubview(to.view)
                to.view.hasEncapsulatedLayout = true
                container.setNeedsLayout()
            }
            finishContainment(arrived: arriving.first, removed: removed)
            return
        }
        let animator = animated ? (delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
            ?? NavigationTransitionAnimator(operation: operation)) : nil
        let interaction = animator.flatMap { a in delegate?.navigationController(self, interactionControllerFor: a) ?? popInteraction(for: operation) }
        container.layoutIfNeeded()
        _ = to.view  // loads before the callbacks, as on iOS
        delegate?.navigationController(self, willShow: to, animated: animated)
        let transition = NavigationTransition(operation: operation, from: from, to: to, navigationController: self,
                                              containerView: container.transitionView, contentFrame: contentFrame(for: to), animated: animated)
        containerItems.childTransition = transition
        // A tab bar that `hidesBottomBarWhenPushed` takes away (or brings back) goes first, so
        // the arriving view is laid out with the safe area it ends with.
        let tabs = bottomBarOwner
        let barRide = tabs?.bottomBarRide(animated: animated)
        to.setContainerCoveredInsets(coveredInsets(for: to))
        to.view.frame = contentFrame(for: to)
        to.view.layoutIfNeeded()
        barRide?.attach(leaving: from.viewIfLoaded, arriving: to.view, in: container.transitionView)
        from.beginAppearance(false, animated: animated)
        to.beginAppearance(true, animated: animated)
        let oldItems = navigationBar.items ?? []
        navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
        toolbarStorage?.setItems(to.toolbarItems, animated: animated)
        transition.finish = { [weak self, weak tabs] completed in
            barRide?.end()
            guard let self else { return }
            defer { if !completed { _ = tabs?.bottomBarRide(animated: false) } }
            if completed {
                from.viewIfLoaded?.removeFromSuperview()
                if to.view.superview !== container.transitionView { container.transitionView.addSubview(to.view) }
                to.view.hasEncapsulatedLayout = true
                to.view.frame = contentFrame(for: to)
                from.endAppearance()
                to.endAppearance()
                finishContainment(arrived: arriving.first, removed: removed)
                delegate?.navigationController(self, didShow: to, animated: animated)
            } else {
                // A cancelled pop: the controllers go back as they were (the arriving one's
                // disappearance first, then the leaving one's return, as iOS orders them).
                to.viewIfLoaded?.removeFromSuperview()
                to.beginAppearance(false, animated: animated)
                to.endAppearance()
                from.beginAppearance(true, animated: animated)
                from.endAppearance()
                stack.append(contentsOf: removed.reversed())
                for c in removed { c.didMove(toParent: self) }
                navigationBar.setItems(oldItems, animated: false)
                toolbarStorage?.setItems(from.toolbarItems, animated: false)
            }
            container.setNeedsLayout()
        }
        transition.run(animator: animator, interaction: interaction) {
            container.transitionView.addSubview(to.view)
            to.view.hasEncapsulatedLayout = true
            to.view.frame = contentFrame(for: to)
            from.viewIfLoaded?.removeFromSuperview()
        }
        // The arriving view is in the window now: its scroll view starts below the bar, and
        // the bar takes the look its scroll position calls for.
        if !transition.isComplete { updateScrollEdge() }
    }

    /// The containment calls that end a stack change: the arriving controller's
    /// `didMove(toParent:)`, the removed ones' `removeFromParent()`.
    private func finishContainment(arrived: UIViewController?, removed: [UIViewController]) {
        arrived?.didMove(toParent: self)
        for c in removed where c._parent === self {
            c.setContainerCoveredInsets(nil)
            c.removeFromParent()
        }
    }
}
