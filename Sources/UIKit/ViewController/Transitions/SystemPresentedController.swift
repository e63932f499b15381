/// A controller UIKit presents its own way whatever its style says (`UIAlertController`):
/// it supplies the presentation controller and the animators, and may refuse a presentation
/// that UIKit would raise on. A transitioning delegate's animators still come first.
@MainActor
protocol SystemPresentedController: UIViewController {
    /// The presentation controller for a presentation in `style`.
    func makeSystemPresentationController(style: UIModalPresentationStyle, presenting: UIViewController?) -> UIPresentationController
    /// The animator of the presentation (`presenting`) or the dismissal.
    func makeSystemAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning
    /// UIKit's message when the controller cannot be presented with `controller` from
    /// `presenter`; nil when it can.
    func refusal(toPresentWith controller: UIPresentationController, from presenter: UIViewController) -> String?
}
