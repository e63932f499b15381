import CoreGraphics

/// A shown presentation adapts again when its size classes change (an iPad split view
/// resized, a phone turned): Apple's modal presentation guide — "it can change whilst a view
/// controller is presented if the horizontal size class changes". The delegate is asked again
/// with the new traits and hears `willPresentWithAdaptiveStyle` with the size change's
/// coordinator; a popover becomes the sheet (or the delegate's style and controller) in
/// compact width and a popover again in regular width; a sheet and a full-screen style trade
/// places. The presenter's view leaves or comes back as the new style asks, with its
/// appearance callbacks, so that the dismissal finds it as the style expects.
extension UIViewController {
    func readaptPresentation(to traits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let presented = presentation.presented, let controller = presented.presentation.controller,
              controller.containerView != nil, controller.runningTransition == nil else { return }
        if let popover = presented.presentation.adaptedPopover {
            // A popover shown as a sheet: back to a popover in regular width.
            if traits.horizontalSizeClass == .regular { restorePopover(popover, replacing: presented, with: coordinator) }
            return
        }
        if let popover = controller as? UIPopoverPresentationController {
            if traits.horizontalSizeClass != .regular { adaptPopover(popover, to: traits, with: coordinator) }
            return
        }
        guard controller is UISheetPresentationController || controller is FullScreenPresentationController else { return }
        var style = traits.isCompactInEitherDimension
            ? controller.delegate?.adaptivePresentationStyle(for: controller, traitCollection: traits) ?? .none : .none
        if style == .none || style == .popover || style == .custom || style == .automatic { style = controller.ownStyle }
        guard style != controller.style else { return }
        let removed = controller.shouldRemovePresentersView
        controller.style = style
        controller.adaptedStyle = style == controller.ownStyle ? .none : style
        controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: controller.adaptedStyle,
                                                    transitionCoordinator: coordinator)
        presenterView(leaves: controller.shouldRemovePresentersView, removedBefore: removed, under: controller, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in controller.presentationStyleDidChange() }, completion: nil)
    }

    /// The presenter's view leaves the window (`leaves`) or comes back, when the new style
    /// asks otherwise than the old one did.
    private func presenterView(leaves: Bool, removedBefore: Bool, under controller: UIPresentationController,
                               with coordinator: any UIViewControllerTransitionCoordinator) {
        guard leaves != removedBefore, let view = viewIfLoaded, let container = controller.containerView else { return }
        beginAppearance(!leaves, animated: false)
        if leaves {
            if let superview = view.superview {
                presentation.removedViewSuperview = superview
                presentation.removedViewIndex = superview.subviews.firstIndex { $0 === view } ?? 0
            }
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                view.removeFromSuperview()
                self?.endAppearance()
            }
        } else {
            if let superview = presentation.removedViewSuperview ?? container.superview {
                view.frame = container.frame
                superview.insertSubview(view, belowSubview: container)
            }
            presentation.removedViewSuperview = nil
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.endAppearance() }
        }
    }

    /// A popover in compact width: its adaptation (a sheet by default) takes over the
    /// container, around the controller the delegate supplies, if any.
    private func adaptPopover(_ popover: UIPopoverPresentationController, to traits: UITraitCollection,
                              with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let container = popover.containerView as? UITransitionView,
              let (controller, style, shown) = popover.adaptation(to: traits, presenting: self) else { return }
        popover.delegate?.presentationController(popover, willPresentWithAdaptiveStyle: style, transitionCoordinator: coordinator)
        // The views change once the window has its new size.
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            popover.leaveContainer()
            controller.style = style
            controller.ownStyle = .popover
            controller.adaptedStyle = style
            self.swapPresented(popover.presentedViewController, for: shown, controller: controller, in: container)
            shown.presentation.adaptedPopover = popover
            controller.presentationTransitionWillBegin()
            controller.presentationTransitionDidEnd(true)
        }, completion: nil)
    }

    /// A popover shown as a sheet, back in regular width: the popover takes the container
    /// again, showing the controller presented as a popover.
    private func restorePopover(_ popover: UIPopoverPresentationController, replacing shown: UIViewController,
                                with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let controller = shown.presentation.controller, let container = controller.containerView as? UITransitionView else { return }
        popover.delegate?.presentationController(popover, willPresentWithAdaptiveStyle: .none, transitionCoordinator: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            let original = popover.presentedViewController
            controller.dismissalTransitionWillBegin()
            controller.dismissalTransitionDidEnd(true)
            controller.containerView = nil
            if original !== shown {
                // The controller the delegate wrapped it in lets it go.
                if let navigation = shown as? UINavigationController {
                    navigation.setViewControllers(navigation.viewControllers.filter { $0 !== original }, animated: false)
                } else if original.parent === shown {
                    original.willMove(toParent: nil)
                    original.viewIfLoaded?.removeFromSuperview()
                    original.removeFromParent()
                }
            }
            shown.presentation.adaptedPopover = nil
            popover.style = .popover
            popover.adaptedStyle = .none
            self.swapPresented(shown, for: original, controller: popover, in: container)
            popover.presentationTransitionWillBegin()
            popover.presentationTransitionDidEnd(true)
        }, completion: nil)
    }

    /// `new` takes `old`'s place as the presented controller, shown by `controller` in
    /// `container`: the links move, and the one that leaves the screen disappears while the
    /// one that comes appears.
    private func swapPresented(_ old: UIViewController, for new: UIViewController, controller: UIPresentationController,
                               in container: UITransitionView) {
        container.presentationController = controller
        controller.containerView = container
        controller.presenting = self
        if new !== old {
            old.beginAppearance(false, animated: false)
            if let view = old.viewIfLoaded, view.superview === container { view.removeFromSuperview() }
            old.presentation.presenting = nil
            old.endAppearance()
            presentation.presented = new
            new.presentation.presenting = self
        }
        // (A wrapper's view takes the wrapped controller's in when it loads.)
        _ = new.view
        new.presentation.controller = controller
        if new !== old { new.beginAppearance(true, animated: false) }
        if let view = controller.presentedView {
            view.frame = controller.frameOfPresentedViewInContainerView
            container.addSubview(view)
            view.hasEncapsulatedLayout = true
        }
        if new !== old { new.endAppearance() }
    }
}
