import CoreGraphics

/// The edge swipe that pops: a pan from the leading edge of the screen pops the top
/// controller under the finger; released past half the width or moving on at more than
/// `completionVelocity`, the pop completes, otherwise it goes back.
@MainActor
final class InteractivePopDriver: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    /// The interaction of the pop under way (while the finger is down and until it settles).
    private(set) var interaction: UIPercentDrivenInteractiveTransition?
    /// How fast a release completes the pop whatever the distance (points per second).
    static let completionVelocity: CGFloat = 300

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func handle(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let navigation = navigationController, let view = navigation.viewIfLoaded else { return }
        let width = max(1, view.bounds.width)
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let distance = recognizer.translation(in: view).x * (rtl ? -1 : 1)
        switch recognizer.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            self.interaction = interaction
            navigation.popViewController(animated: true)
            // The interaction lives until its transition settles; a pop the stack refused
            // leaves nothing to steer.
            if let transition = navigation.runningTransition {
                transition.whenComplete { [weak self, weak interaction] in
                    if self?.interaction === interaction { self?.interaction = nil }
                }
            } else {
                self.interaction = nil
            }
        case .changed:
            interaction?.update(max(0, min(1, distance / width)))
        case .ended:
            let velocity = recognizer.velocity(in: view).x * (rtl ? -1 : 1)
            if velocity > Self.completionVelocity || (distance / width > 0.5 && velocity > -Self.completionVelocity) {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
        case .cancelled, .failed:
            interaction?.cancel()
        default:
            break
        }
    }

    /// The swipe starts only with something to pop, no transition running, the bar shown and
    /// its back button not replaced (a hidden bar or a custom left item turns it off, as on
    /// iOS).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigationController, navigation.viewControllers.count > 1, navigation.runningTransition == nil,
              navigation.presentation.presented == nil, !navigation.isNavigationBarHidden else { return false }
        let item = navigation.topViewController?.navigationItem
        if item?.hidesBackButton == true { return false }
        if item?.leftBarButtonItems?.isEmpty == false, item?.leftItemsSupplementBackButton == false { return false }
        return true
    }

    /// A scroll view's pan in the stack waits until the edge swipe fails (a touch that did
    /// not start at the edge, or does not move inward, fails it at once), so a list can be
    /// swiped back from, as on iOS.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer.isPanOfScrollView(under: gestureRecognizer.view)
    }
}

extension UINavigationController {
    var popRecognizer: UIScreenEdgePanGestureRecognizer? { barState.popRecognizer }

    func installPopRecognizer(in view: UIView) {
        guard barState.popRecognizer == nil else { return }
        let driver = InteractivePopDriver(navigationController: self)
        let recognizer = UIScreenEdgePanGestureRecognizer(target: driver, action: InteractivePopDriver.handle)
        recognizer.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        recognizer.delegate = driver
        view.addGestureRecognizer(recognizer)
        barState.popDriver = driver
        barState.popRecognizer = recognizer
    }

    /// The interaction steering a pop the edge swipe started.
    func popInteraction(for operation: Operation) -> (any UIViewControllerInteractiveTransitioning)? {
        operation == .pop ? barState.popDriver?.interaction : nil
    }
}
