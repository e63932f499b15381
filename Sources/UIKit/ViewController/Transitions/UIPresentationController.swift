import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Manages a presented controller from its presentation to its dismissal: where its view
/// goes in the container, what else the container shows (dimming), and how the presentation
/// adapts. UIKit makes one for every presentation; `.custom` presentations may supply their
/// own subclass through the transitioning delegate.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
    /// The presented controller (it owns this object).
    public unowned let presentedViewController: UIViewController
    /// The controller whose context the presentation covers (set when the presentation
    /// begins; before that, the one named at creation, else the key window's root).
    public var presentingViewController: UIViewController {
        presenting ?? UIApplication.shared.keyWindow?.rootViewController ?? presentedViewController
    }
    weak var presenting: UIViewController?
    /// The style the presentation runs with, after adaptation.
    var style: UIModalPresentationStyle = .fullScreen
    /// The view the presentation's views live in, made when the presentation begins.
    public internal(set) var containerView: UIView?
    /// Adaptation by size class, and whether the user may dismiss.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenting = presentingViewController
        super.init()
    }

    /// The view that is animated and placed: the presented controller's view by default (a
    /// subclass may return a view that wraps it).
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view goes in the container: all of it by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the window once the presentation ends (only the
    /// full-screen styles remove it); false by default.
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the screen; true by default.
    open var shouldPresentInFullscreen: Bool { true }

    /// The style the presentation runs with.
    open var presentationStyle: UIModalPresentationStyle { style }

    /// The style this presentation adapts to in compact width: none for most.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .none }

    /// The style to use for `traitCollection`: the delegate's answer, else `.none`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
    }

    /// The traits the presented controller sees: the container's (the window's).
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presenting?.traitCollection ?? UIScreen.main.traitCollection
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the presentation's animations start: add views to the container here.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animations start.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out its views.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its views.
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    /// The presented controller's preferred size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    /// The presented controller's preferred size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size the presented controller's view gets: the container's by default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The transition running now (presentation or dismissal), for its coordinator.
    weak var runningTransition: PresentationTransition?
    /// The style the presentation adapted to, `.none` when it kept its own.
    var adaptedStyle: UIModalPresentationStyle = .none
    /// The style asked for, before adaptation (what a presentation adapted while shown
    /// returns to).
    var ownStyle: UIModalPresentationStyle = .fullScreen

    /// The presentation's style changed while shown (`UIViewController+Readaptation.swift`):
    /// the presented view takes its new place.
    func presentationStyleDidChange() {
        guard let view = presentedView, view.superview === containerView else { return }
        view.frame = frameOfPresentedViewInContainerView
    }
}

/// How a presentation adapts to the size class, and whether the user may dismiss it.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use for `traitCollection` (`.none`: keep the presentation's own); asks
    /// `adaptivePresentationStyle(for:)` unless implemented.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The style to use in compact width (iOS 8's form, still the one most code implements).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// A controller to present instead, in the adapted `style`.
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// Whether a swipe may dismiss the presentation.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called after a dismissal the user made (not after `dismiss(animated:)`).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when the user tried to dismiss a presentation that refuses it.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// Called before the presentation runs with `style`, the style it adapted to (`.none`:
    /// it keeps its own).
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
}

/// The full-screen styles' presentation controller: the presenter's view leaves once the
/// presented view covers it (`.fullScreen`, `.currentContext`), or stays behind it
/// (`.overFullScreen`, `.overCurrentContext`).
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { style.removesPresentersView }
}
