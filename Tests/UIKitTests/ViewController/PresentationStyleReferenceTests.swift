import Testing
import UIKit
import UIKitTesting

/// The middle of the presentations `PresentationReferenceTests` leaves out, and of the
/// dismissals, frozen on the virtual clock with the same colours: a blue presenter with a
/// white square at the top left, an orange presented controller with a dark square at the
/// bottom right. The cards and the popover are shown on a 768 × 1024 iPad, the alert on a
/// 320 × 480 phone, the others on a 160 × 240 one.
@Suite("Presentation styles and dismissals (reference images)", .serialized, .freshContext) @MainActor
struct PresentationStyleReferenceTests {
    typealias Colored = PresentationReferenceTests.Colored
    private static let blue = UIColor(red: 0.15, green: 0.35, blue: 0.8, alpha: 1)
    private static let orange = UIColor(red: 1, green: 0.55, blue: 0.1, alpha: 1)

    private static let iPad = CGSize(width: 768, height: 1024)
    private static let phone = CGSize(width: 160, height: 240)
    private static let alertPhone = CGSize(width: 320, height: 480)

    /// A host showing the presenter; the controller that presents (the presenter, or a child
    /// of it that defines the context over its right half when `context`); a source for
    /// popovers at the presenter's top left.
    private func scene(_ size: CGSize, context: Bool = false) -> (UITestHost, UIViewController, UIView) {
        let host = UITestHost(size: size, scale: 1)
        if size == Self.iPad { host.window.screenSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0) }
        let presenter = Colored(Self.blue, mark: .white, top: true)
        host.window.rootViewController = presenter
        let source = UIView(frame: CGRect(x: 100, y: 120, width: 80, height: 40))
        source.backgroundColor = .yellow
        presenter.view.addSubview(source)
        var from: UIViewController = presenter
        if context {
            let definer = Colored(UIColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 1), mark: .white, top: true)
            definer.definesPresentationContext = true
            presenter.addChild(definer)
            definer.view.frame = CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height)
            presenter.view.addSubview(definer.view)
            definer.didMove(toParent: presenter)
            from = definer
        }
        host.runLoopTurn()
        return (host, from, source)
    }

    private func presented(_ style: UIModalPresentationStyle) -> UIViewController {
        let vc = Colored(Self.orange, mark: UIColor(white: 0.15, alpha: 1), top: false)
        vc.modalPresentationStyle = style
        return vc
    }

    /// The screen `time` into presenting `vc` (or, with `dismissing`, into dismissing it).
    private func frame(_ host: UITestHost, from presenter: UIViewController, _ vc: UIViewController, at time: Double,
                       dismissing: Bool = false) -> CGImage {
        presenter.present(vc, animated: !dismissing)
        host.runLoopTurn()
        if dismissing {
            host.advanceTime(by: 1)
            vc.dismiss(animated: true)
            host.runLoopTurn()
        }
        host.advanceTime(by: time)
        return host.renderScreen()
    }

    private func check(_ image: CGImage, _ name: String) {
        let diff = ReferenceImage.compare(image, named: name)
        #expect(diff == nil, "\(diff!)")
    }

    @Test("Form sheet on an iPad at 0.1 s: the 540 × 620 card rising from below the screen to the middle, the presenter being dimmed")
    func formSheet() {
        let (host, from, _) = scene(Self.iPad)
        check(frame(host, from: from, presented(.formSheet), at: 0.1), "present-form-sheet-ipad-0.1")
    }

    @Test("Page sheet on an iPad at 0.1 s: the page-sized card (704 points wide) rising to the middle")
    func pageCard() {
        let (host, from, _) = scene(Self.iPad)
        check(frame(host, from: from, presented(.pageSheet), at: 0.1), "present-page-card-ipad-0.1")
    }

    @Test("Popover on an iPad at 0.05 s: the popover, its body and arrow fading in under the source")
    func popover() {
        let (host, from, source) = scene(Self.iPad)
        let vc = presented(.popover)
        vc.preferredContentSize = CGSize(width: 300, height: 200)
        vc.popoverPresentationController?.sourceView = source
        check(frame(host, from: from, vc, at: 0.05), "present-popover-ipad-0.05")
    }

    @Test("Current context at 0.1 s: the presented view rising over the green context (the right half) only")
    func currentContext() {
        let (host, from, _) = scene(Self.phone, context: true)
        check(frame(host, from: from, presented(.currentContext), at: 0.1), "present-current-context-0.1")
    }

    @Test("Over current context at 0.1 s: the same motion over the right half; the context stays under it")
    func overCurrentContext() {
        let (host, from, _) = scene(Self.phone, context: true)
        check(frame(host, from: from, presented(.overCurrentContext), at: 0.1), "present-over-current-context-0.1")
    }

    @Test("Custom at 0.25 s: a presentation controller's inset frame and its dimming, the animator's zoom half done")
    func custom() {
        let (host, from, _) = scene(Self.phone)
        let delegate = ZoomPresentation()
        let vc = presented(.custom)
        vc.transitioningDelegate = delegate
        check(frame(host, from: from, vc, at: 0.25), "present-custom-zoom-0.25")
    }

    @Test("Alert at 0.1 s: the alert growing in from 1.2× while fading in, over the dimming fading in")
    func alert() {
        let (host, from, _) = scene(Self.alertPhone)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        check(frame(host, from: from, alert, at: 0.1), "present-alert-0.1")
    }

    @Test("Dismissing full screen (cover vertical) at 0.1 s: the presented view on its way down, the presenter back under it")
    func dismissCoverVertical() {
        let (host, from, _) = scene(Self.phone)
        check(frame(host, from: from, presented(.fullScreen), at: 0.1, dismissing: true), "dismiss-cover-vertical-0.1")
    }

    @Test("Dismissing a page sheet at 0.1 s: the sheet on its way down, the dimming fading out")
    func dismissPageSheet() {
        let (host, from, _) = scene(Self.phone)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        check(frame(host, from: from, presented(.pageSheet), at: 0.1, dismissing: true), "dismiss-page-sheet-0.1")
    }

    @Test("Dismissing a cross dissolve at 0.1 s: the presented view fading out over the presenter")
    func dismissCrossDissolve() {
        let (host, from, _) = scene(Self.phone)
        let vc = presented(.fullScreen)
        vc.modalTransitionStyle = .crossDissolve
        check(frame(host, from: from, vc, at: 0.1, dismissing: true), "dismiss-cross-dissolve-0.1")
    }

    @Test("Dismissing a form sheet on an iPad at 0.1 s: the card on its way down, the dimming fading out")
    func dismissFormSheet() {
        let (host, from, _) = scene(Self.iPad)
        check(frame(host, from: from, presented(.formSheet), at: 0.1, dismissing: true), "dismiss-form-sheet-ipad-0.1")
    }

    @Test("Dismissing a popover at 0.1 s: the popover fading out under the source")
    func dismissPopover() {
        let (host, from, source) = scene(Self.iPad)
        let vc = presented(.popover)
        vc.preferredContentSize = CGSize(width: 300, height: 200)
        vc.popoverPresentationController?.sourceView = source
        check(frame(host, from: from, vc, at: 0.1, dismissing: true), "dismiss-popover-ipad-0.1")
    }

    @Test("Dismissing an alert at 0.05 s: the alert and the dimming fading out")
    func dismissAlert() {
        let (host, from, _) = scene(Self.alertPhone)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        check(frame(host, from: from, alert, at: 0.05, dismissing: true), "dismiss-alert-0.05")
    }
}

/// A custom presentation: the presented view inset 20 points over a black dimming at 40 %,
/// zooming in from half its size over 0.5 s, linearly.
@MainActor private final class ZoomPresentation: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        InsetPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let view = context.view(forKey: .to), let vc = context.viewController(forKey: .to) else { return }
        view.frame = context.finalFrame(for: vc)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        context.containerView.addSubview(view)
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.transform = .identity }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

@MainActor private final class InsetPresentationController: UIPresentationController {
    let dimming = UIView()
    override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds.insetBy(dx: 20, dy: 20) ?? .zero }
    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.frame = container.bounds
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 }, completion: nil)
    }
}
