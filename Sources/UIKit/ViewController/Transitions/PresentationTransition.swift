import CoreGraphics
import QuartzCore

/// One presentation or dismissal while it runs: which controllers and views take part, and
/// where the presentation controller puts them.
@MainActor
final class PresentationTransition: ControllerTransition {
    enum Kind { case presentation, dismissal }

    let kind: Kind
    /// The controller being presented or dismissed, and the one it covers.
    let presented: UIViewController
    let presenter: UIViewController
    let controller: UIPresentationController

    init(kind: Kind, presented: UIViewController, presenter: UIViewController, controller: UIPresentationController,
         containerView: UIView, animated: Bool) {
        self.kind = kind
        self.presented = presented
        self.presenter = presenter
        self.controller = controller
        super.init(containerView: containerView, animated: animated)
    }

    override var presentationStyle: UIModalPresentationStyle { controller.presentationStyle }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch (kind, key) {
        case (.presentation, .from), (.dismissal, .to): presenter
        case (.presentation, .to), (.dismissal, .from): presented
        default: nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch (kind, key) {
        case (.presentation, .to), (.dismissal, .from): controller.presentedView
        case (.presentation, .from), (.dismissal, .to): controller.shouldRemovePresentersView ? presenter.viewIfLoaded : nil
        default: nil
        }
    }

    override func initialFrame(for vc: UIViewController) -> CGRect {
        switch kind {
        case .presentation: vc === presenter && controller.shouldRemovePresentersView ? containerView.bounds : .zero
        case .dismissal: vc === presented ? controller.frameOfPresentedViewInContainerView : .zero
        }
    }

    override func finalFrame(for vc: UIViewController) -> CGRect {
        switch kind {
        case .presentation: vc === presented ? controller.frameOfPresentedViewInContainerView : .zero
        case .dismissal: vc === presenter && controller.shouldRemovePresentersView ? containerView.bounds : .zero
        }
    }

    override var fallbackAnimator: any UIViewControllerAnimatedTransitioning {
        SystemTransitionAnimator(style: .coverVertical, isPresenting: kind == .presentation)
    }

    /// The controllers let go of the transition (they held it while it ran), so the
    /// presentation controller's did-end messages find it settled.
    override func releaseParticipants() {
        if controller.runningTransition === self { controller.runningTransition = nil }
        if presented.presentation.transition === self { presented.presentation.transition = nil }
        if presenter.presentation.transition === self { presenter.presentation.transition = nil }
    }
}
