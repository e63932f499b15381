import CoreGraphics
import QuartzCore
internal import RuntimeSupport

/// How a presented controller is shown (raw values are UIKit's).
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice: a page sheet here (as on iPhone).
    case automatic = -2
    case none = -1
    /// Covers the screen; the presenter's view leaves the window.
    case fullScreen = 0
    /// A sheet from the bottom over a dimmed presenter.
    case pageSheet = 1
    /// A sheet (as a page sheet in compact width).
    case formSheet = 2
    /// Covers the context controller's view, which leaves the window.
    case currentContext = 3
    /// Shown by the transitioning delegate's presentation controller and animators.
    case custom = 4
    /// Covers the screen; the presenter's view stays behind it.
    case overFullScreen = 5
    /// Covers the context controller's view, which stays behind it.
    case overCurrentContext = 6
    /// A popover (a sheet in compact width).
    case popover = 7
}

extension UIModalPresentationStyle {
    /// Whether the style shows a sheet (a popover is one in compact width).
    var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .popover }
    /// Whether the presenter's view leaves the window once the presentation ends.
    var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }
}

/// The animation UIKit's own presentations run.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

/// A controller's presentation links: what it presents, what presents it, with which controller.
struct PresentationLinks {
    var style = UIModalPresentationStyle.automatic
    var transitionStyle = UIModalTransitionStyle.coverVertical
    /// The controller this one presents (held: the presenter owns its presentation).
    var presented: UIViewController?
    weak var presenting: UIViewController?
    /// The presented controller's presentation controller.
    var controller: UIPresentationController?
    /// The popover controller of a popover shown as a sheet in compact width (the sheet is
    /// `controller`), so that `popoverPresentationController` stays the one the app set up.
    var adaptedPopover: UIPopoverPresentationController?
    /// The transition running for this controller, as presenter or presented (held until it
    /// completes, so an animator that lets go of its context cannot end it early).
    var transition: PresentationTransition?
    /// Where a removed presenter's view was, to put it back on dismissal.
    weak var removedViewSuperview: UIView?
    var removedViewIndex = 0
}

extension UIViewController {
    /// The controller this one (or its nearest ancestor that presents) presents.
    public var presentedViewController: UIViewController? { nearestInParentChain { $0.presentation.presented } }

    /// The controller that presented this one, or its nearest presented ancestor.
    public var presentingViewController: UIViewController? { nearestInParentChain { $0.presentation.presenting } }

    /// The controller's presentation controller; asked for before a presentation, it is made
    /// for the controller's style then (so its delegate can be set), as on iOS.
    func ownPresentationController() -> UIPresentationController? {
        if let controller = presentation.controller { return controller }
        guard modalPresentationStyle != .none else { return nil }
        let style = resolvedStyle(of: self)
        let made = Self.makePresentationController(for: self, style: style, presenting: nil, source: self)
        made.style = style
        presentation.controller = made
        return made
    }

    /// UIKit's presentation controller for `style` (the delegate's for `.custom`).
    private static func makePresentationController(for vc: UIViewController, style: UIModalPresentationStyle,
                                                   presenting: UIViewController?, source: UIViewController) -> UIPresentationController {
        if let system = vc as? any SystemPresentedController {
            return system.makeSystemPresentationController(style: style, presenting: presenting)
        }
        if style == .custom, let custom = vc.transitioningDelegate?.presentationController(forPresented: vc, presenting: presenting, source: source) {
            return custom
        }
        if style == .popover { return UIPopoverPresentationController(presentedViewController: vc, presenting: presenting) }
        return style.isSheet ? UISheetPresentationController(presentedViewController: vc, presenting: presenting)
            : FullScreenPresentationController(presentedViewController: vc, presenting: presenting)
    }

    /// Whether a presentation controller made earlier can run a presentation in `style`.
    private static func presentationController(_ controller: UIPresentationController, fits style: UIModalPresentationStyle) -> Bool {
        switch controller {
        case is UIPopoverPresentationController: style == .popover
        case is UISheetPresentationController: style.isSheet && style != .popover
        case is FullScreenPresentationController: !style.isSheet && style != .custom
        default: style == .custom
        }
    }

    func runningTransition() -> (any UIViewControllerTransitionCoordinator)? {
        nearestInParentChain { c -> (any UIViewControllerTransitionCoordinator)? in
            if let t = c.presentation.transition, !t.isComplete { return t }
            if let t = c.containerItems.childTransition, !t.isComplete { return t }
            return nil
        }
    }

    /// The first non-nil `value` of this controller or, going up, its ancestors.
    func nearestInParentChain<T>(_ value: (UIViewController) -> T?) -> T? {
        var c: UIViewController? = self
        while let current = c {
            if let found = value(current) { return found }
            c = current._parent
        }
        return nil
    }

    /// The root of the containment tree the controller is in.
    private var containmentRoot: UIViewController {
        var root = self
        while let parent = root._parent { root = parent }
        return root
    }

    /// The style `vc` asks for: `.automatic` is a page sheet (a popover adapts to the size
    /// class when it is presented).
    private func resolvedStyle(of vc: UIViewController) -> UIModalPresentationStyle {
        guard vc.modalPresentationStyle == .automatic else { return vc.modalPresentationStyle }
        // The partial curl works only full screen, so that is what it asks for.
        return vc.modalTransitionStyle == .partialCurl ? .fullScreen : .pageSheet
    }

    // MARK: Presenting

    func presentController(_ vc: UIViewController, animated: Bool, completion: (() -> Void)?) {
        MainThreadChecker.check("UIViewController.present(_:animated:completion:)")
        if let refusal = refusesPresentation(of: vc) {
            RuntimeIssue.report(refusal)
            return
        }
        let traits = viewIfLoaded?.window?.traitCollection ?? UIScreen.main.traitCollection
        var style = resolvedStyle(of: vc)
        // The controller that carries out the presentation: for a context style the nearest
        // ancestor that defines the context, otherwise the root of the containment tree.
        var presenter = containmentRoot
        if style == .currentContext || style == .overCurrentContext {
            presenter = contextPresenter(for: vc)
            // A context definer's transition style replaces the presented one's.
            if presenter.providesPresentationContextTransitionStyle { vc.modalTransitionStyle = presenter.modalTransitionStyle }
        }
        // The controller made when the app first asked for it (to set its delegate), if it
        // fits the style; otherwise a new one.
        var controller: UIPresentationController
        if let made = vc.presentation.controller, made.containerView == nil, Self.presentationController(made, fits: style) {
            controller = made
            controller.presenting = presenter
        } else {
            controller = Self.makePresentationController(for: vc, style: style, presenting: presenter, source: self)
            if let made = vc.presentation.controller { controller.delegate = made.delegate }
        }
        // A custom presentation that does not cover the screen covers the current context
        // (Apple: return false from shouldPresentInFullscreen "to force the presentation to
        // display only in the current context").
        if style == .custom, !controller.shouldPresentInFullscreen {
            presenter = contextPresenter(for: vc)
            controller.presenting = presenter
        }
        // Adaptation: a popover in compact width becomes a sheet (or what its delegate says,
        // perhaps around another controller); other styles follow their delegate, asked only
        // in a compact environment (Apple: the style "to use when transitioning to a
        // horizontally compact environment"; since iOS 8.3 also a vertically compact one).
        var presented = vc
        let ownStyle = style
        if let popover = controller as? UIPopoverPresentationController {
            if traits.horizontalSizeClass != .regular, let adapted = popover.adaptation(to: traits, presenting: presenter) {
                (controller, style, presented) = adapted
                presented.presentation.adaptedPopover = popover
                controller.adaptedStyle = style
            }
        } else if traits.isCompactInEitherDimension,
                  let adapted = controller.delegate?.adaptivePresentationStyle(for: controller, traitCollection: traits), adapted != .none {
            style = adapted
            // The delegate may show another controller in the adapted style (often a
            // navigation controller holding this one).
            if let replacement = controller.delegate?.presentationController(controller, viewControllerForAdaptivePresentationStyle: adapted),
               replacement !== vc {
                let made = Self.makePresentationController(for: replacement, style: style, presenting: presenter, source: self)
                made.delegate = controller.delegate
                controller = made
                presented = replacement
            }
            controller.adaptedStyle = adapted
        }
        controller.style = style
        controller.ownStyle = ownStyle
        if vc.modalTransitionStyle == .partialCurl, style != .fullScreen {
            preconditionFailure("Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller "
                + "\(type(of: vc)) (presentation style \(style)); the partial curl requires UIModalPresentationStyle.fullScreen")
        }
        guard presenter.viewIfLoaded?.window != nil else { return }
        if let popover = controller as? UIPopoverPresentationController {
            popover.popoverDelegate?.prepareForPopoverPresentation(popover)
        }
        if let refusal = (vc as? any SystemPresentedController)?.refusal(toPresentWith: controller, from: self) {
            RuntimeIssue.report(refusal)
            return
        }
        if let popover = controller as? UIPopoverPresentationController, !popover.hasSource {
            RuntimeIssue.report(popover.missingSourceMessage)
            return
        }
        run(presentationOf: presented, by: presenter, with: controller, style: style, animated: animated, completion: completion)
    }

    /// Presents `vc` from `presenter` with `controller`, once everything is decided: the links,
    /// the container, the callbacks and the transition.
    private func run(presentationOf vc: UIViewController, by presenter: UIViewController, with controller: UIPresentationController,
                     style: UIModalPresentationStyle, animated: Bool, completion: (() -> Void)?) {
        guard let window = presenter.viewIfLoaded?.window else { return }
        // The links, then the container over the presenter's context.
        presenter.presentation.presented = vc
        vc.presentation.presenting = presenter
        vc.presentation.controller = controller
        let container = UITransitionView(frame: .zero)
        container.presentationController = controller
        let inContext = style == .currentContext || style == .overCurrentContext || (style == .custom && !controller.shouldPresentInFullscreen)
        let context = presenter.viewIfLoaded.flatMap { inContext ? $0 : nil }
        if let context, let superview = context.superview {
            container.frame = context.frame
            superview.insertSubview(container, aboveSubview: context)
        } else {
            container.frame = window.bounds
            window.addSubview(container)
        }
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.containerView = container
        let transition = PresentationTransition(kind: .presentation, presented: vc, presenter: presenter, controller: controller,
                                                containerView: container, animated: animated)
        presenter.presentation.transition = transition
        vc.presentation.transition = transition
        controller.runningTransition = transition

        // The callbacks: the presented controller appears; the presenter disappears only when
        // its view will leave the window.
        _ = vc.view
        let removesPresenter = controller.shouldRemovePresentersView
        // Where the presenter's view goes back to on dismissal (an animator may move it into
        // the container meanwhile).
        if removesPresenter, let view = presenter.viewIfLoaded, let superview = view.superview {
            presenter.presentation.removedViewSuperview = superview
            presenter.presentation.removedViewIndex = superview.subviews.firstIndex { $0 === view } ?? 0
        }
        vc.appearance.isBeingPresented = true
        if removesPresenter { presenter.beginAppearance(false, animated: animated) }
        vc.beginAppearance(true, animated: animated)
        controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: controller.adaptedStyle,
                                                    transitionCoordinator: transition)
        controller.presentationTransitionWillBegin()

        transition.finish = { [weak presenter] completed in
            guard let presenter else { return }
            controller.presentationTransitionDidEnd(completed)
            if completed {
                if removesPresenter { presenter.viewIfLoaded?.removeFromSuperview() }
                vc.sendIsAppearingIfOwed()
                if removesPresenter { presenter.endAppearance() }
                vc.endAppearance()
            } else {
                // Cancelled: everything goes back as it was.
                vc.beginAppearance(false, animated: animated)
                if removesPresenter { presenter.beginAppearance(true, animated: animated) }
                container.removeFromSuperview()
                presenter.presentation.presented = nil
                vc.presentation.presenting = nil
                vc.presentation.controller = nil
                vc.presentation.adaptedPopover = nil
                vc.endAppearance()
                if removesPresenter { presenter.endAppearance() }
            }
            // The completion follows a presentation or dismissal that happened; a cancelled
            // interactive one did not.
            if completed { completion?() }
        }
        let custom = vc.transitioningDelegate?.animationController(forPresented: vc, presenting: presenter, source: self)
        let animator = custom ?? (vc as? any SystemPresentedController)?.makeSystemAnimator(presenting: true)
            ?? Self.ownAnimator(for: vc, controller: controller, presenting: true)
        let interaction = custom.flatMap { vc.transitioningDelegate?.interactionControllerForPresentation(using: $0) }
        transition.run(animator: animator, interaction: interaction) {
            guard let view = controller.presentedView else { return }
            if custom == nil, vc.modalTransitionStyle == .partialCurl {
                // Without animation the page is curled at once.
                PartialCurl.present(view, of: vc, at: controller.frameOfPresentedViewInContainerView, over: presenter.viewIfLoaded,
                                    in: container, duration: 0) {}
            } else {
                view.frame = controller.frameOfPresentedViewInContainerView
                container.addSubview(view)
                view.hasEncapsulatedLayout = true
            }
        }
    }

    /// The controller whose context a context presentation of `vc` covers: the nearest one
    /// up the containment chain that defines a presentation context, else the root.
    private func contextPresenter(for vc: UIViewController) -> UIViewController {
        var c: UIViewController? = self
        while let current = c {
            // A search controller shown in a navigation item is presented over that item's
            // controller, so its results go under the navigation bar.
            if current.definesPresentationContext || (vc as? UISearchController)?.presentsInContext(of: current) == true {
                return current
            }
            c = current._parent
        }
        return containmentRoot
    }

    /// UIKit's message when `vc` cannot be presented from this controller now; nil when it can.
    private func refusesPresentation(of vc: UIViewController) -> String? {
        if vc === self || vc.presentation.presenting != nil || vc.viewIfLoaded?.window != nil {
            return "Application tried to present modally a view controller \(type(of: vc)) that is already being presented or is on "
                + "screen (presenting: \(vc.presentingViewController.map { "\(type(of: $0))" } ?? "none")); nothing was presented"
        }
        if vc.modalPresentationStyle == .none {
            return "The specified modal presentation style (.none) doesn't have a corresponding presentation controller; nothing was presented"
        }
        if vc._parent != nil {
            return "Application tried to present modally a view controller \(type(of: vc)) that is a child of \(type(of: vc._parent!)); "
                + "remove it from its parent first; nothing was presented"
        }
        let presenter = containmentRoot
        if presenter.presentation.controller != nil, presenter.modalTransitionStyle == .partialCurl {
            return "Attempt to present \(type(of: vc)) on \(type(of: presenter)), which was presented with a partial curl: "
                + "a controller presented with UIModalTransitionStyle.partialCurl cannot present others; nothing was presented"
        }
        if runningTransition() != nil || presenter.presentation.transition.map({ !$0.isComplete }) == true {
            return "Attempt to present \(type(of: vc)) on \(type(of: presenter)) while a presentation is in progress; nothing was presented"
        }
        if let already = presenter.presentation.presented {
            return "Attempt to present \(type(of: vc)) on \(type(of: presenter)) which is already presenting \(type(of: already)); nothing was presented"
        }
        if presenter.viewIfLoaded?.window == nil {
            return "Attempt to present \(type(of: vc)) on \(type(of: presenter)) whose view is not in the window hierarchy; nothing was presented"
        }
        return nil
    }

    /// UIKit's animator for `vc`'s presentation or dismissal: a popover fades; the others run
    /// their modal transition style.
    static func ownAnimator(for vc: UIViewController, controller: UIPresentationController, presenting: Bool,
                                    style: UIModalTransitionStyle? = nil) -> any UIViewControllerAnimatedTransitioning {
        controller is UIPopoverPresentationController ? PopoverTransitionAnimator(isPresenting: presenting)
            : SystemTransitionAnimator(style: style ?? vc.modalTransitionStyle, isPresenting: presenting)
    }

    /// The last controller in the chain of presentations above this one.
    var topmostPresented: UIViewController? {
        var top = presentation.presented
        while let next = top?.presentation.presented { top = next }
        return top
    }
}

extension UITraitCollection {
    /// Whether either size class is compact: where presentations adapt.
    var isCompactInEitherDimension: Bool { horizontalSizeClass == .compact || verticalSizeClass == .compact }
}
