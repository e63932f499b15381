import QuartzCore
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Custom presentations: the transitioning delegate's presentation controller and animators,
/// the context they are given, and the coordinator (uikit-controllers-facts.md §1.4, §1.5).
@Suite("Custom view controller transitions", .freshContext) @MainActor
struct CustomTransitionTests {
    /// A presentation controller that puts the presented view in the lower half and logs its lifecycle.
    final class HalfController: UIPresentationController {
        var log: [String] = []
        override var frameOfPresentedViewInContainerView: CGRect {
            let b = containerView?.bounds ?? .zero
            return CGRect(x: 0, y: b.midY, width: b.width, height: b.height / 2)
        }
        override func presentationTransitionWillBegin() { log.append("presentationTransitionWillBegin") }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.append("presentationTransitionDidEnd(\(completed))") }
        override func dismissalTransitionWillBegin() { log.append("dismissalTransitionWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissalTransitionDidEnd(\(completed))") }
    }

    /// Fades the presented view in or out over 0.4 s, or never completes (`completes` false).
    final class FadeAnimator: UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        var completes = true
        var events: [String] = []
        var seenFinalFrame: CGRect?
        var seenFromView: UIView??
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            events.append("animateTransition")
            let key: UITransitionContextViewKey = presenting ? .to : .from
            guard let view = context.view(forKey: key), let vc = context.viewController(forKey: presenting ? .to : .from) else { return }
            seenFromView = .some(context.view(forKey: .from))
            if presenting {
                seenFinalFrame = context.finalFrame(for: vc)
                view.frame = context.finalFrame(for: vc)
                view.alpha = 0
                context.containerView.addSubview(view)
            }
            UIView.animate(withDuration: 0.4, animations: { view.alpha = self.presenting ? 1 : 0 }, completion: { _ in
                guard self.completes else { return }
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
        func animationEnded(_ transitionCompleted: Bool) { events.append("animationEnded(\(transitionCompleted))") }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        var controller: HalfController?
        let present = FadeAnimator(presenting: true), dismiss = FadeAnimator(presenting: false)
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let c = HalfController(presentedViewController: presented, presenting: presenting)
            controller = c
            return c
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { present }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismiss }
    }

    /// A host whose window shows a plain root controller.
    private func shownRoot() -> (UITestHost, UIViewController) {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runLoopTurn()
        return (host, root)
    }

    @Test("A custom presentation: the delegate's presentation controller places the view, its animator runs; will-begin before the animation, did-end(true) and animationEnded(true) after completeTransition; the presenter's view is not the animator's")
    func customPresentation() {
        let (host, a) = shownRoot()
        let delegate = Delegate()
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        let controller = try! #require(delegate.controller)
        #expect(b.presentationController === controller)
        #expect(controller.log == ["presentationTransitionWillBegin"])
        #expect(delegate.present.events == ["animateTransition"])
        #expect(delegate.present.seenFinalFrame == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(delegate.present.seenFromView! == nil)   // the presenter's view stays: not the animator's
        host.advanceTime(by: 0.2)
        #expect(abs((b.view.layer.presentation()?.opacity ?? 0) - 0.5) < 0.2)
        host.advanceTime(by: 0.3)
        #expect(controller.log == ["presentationTransitionWillBegin", "presentationTransitionDidEnd(true)"])
        #expect(delegate.present.events == ["animateTransition", "animationEnded(true)"])
        #expect(a.view.window === host.window)
        b.dismiss(animated: true)
        host.advanceTime(by: 0.5)
        #expect(controller.log.suffix(2) == ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)"])
        #expect(delegate.dismiss.events == ["animateTransition", "animationEnded(true)"])
        #expect(b.viewIfLoaded?.window == nil)
    }

    @Test("The transition coordinator runs animations alongside the transition and its completion after it")
    func coordinatorAlongside() {
        let (host, a) = shownRoot()
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.view.addSubview(marker)
        let b = UIViewController()
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: true)
        var completed = false
        let queued = a.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: { _ in completed = true })
        #expect(queued == true)
        host.advanceTime(by: 0.25)
        let mid = marker.layer.presentation()?.opacity ?? 0
        #expect(mid > 0.01 && mid < 0.99)
        #expect(completed == false)
        host.advanceTime(by: 0.5)
        #expect(completed)
        #expect(marker.alpha == 0)
        #expect(a.transitionCoordinator == nil)
    }

    @Test("An animator that never calls completeTransition is reported once its duration and two seconds have passed, and the transition is completed for it: nothing is left half presented")
    func animatorThatNeverCompletes() {
        let (host, a) = shownRoot()
        let delegate = Delegate()
        delegate.present.completes = false
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        var done = false
        a.present(b, animated: true) { done = true }
        host.advanceTime(by: 2.0)
        #expect(done == false)
        let messages = RuntimeIssue.capture { host.advanceTime(by: 0.6) }
        #expect(messages.first?.contains("did not call completeTransition(_:)") == true)
        #expect(done)
        #expect(delegate.controller?.log.last == "presentationTransitionDidEnd(true)")
        #expect(a.transitionCoordinator == nil)
    }

    @Test("Over the current context: the presentation covers only the view of the ancestor that defines the context")
    func overCurrentContext() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let root = UIViewController()
        host.window.rootViewController = root
        let context = UIViewController(), inner = UIViewController()
        context.definesPresentationContext = true
        root.addChild(context)
        context.view.frame = CGRect(x: 0, y: 100, width: 320, height: 200)
        context.view.autoresizingMask = []
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        context.addChild(inner)
        context.view.addSubview(inner.view)
        inner.didMove(toParent: context)
        host.runLoopTurn()
        let b = UIViewController()
        b.modalPresentationStyle = .overCurrentContext
        inner.present(b, animated: false)
        #expect(b.presentingViewController === context)
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 0, y: 100, width: 320, height: 200))
        #expect(context.view.window === host.window)
    }

    @Test("A presented controller's preferredContentSize change reaches its presentation controller (UIContentContainer)")
    func presentedContentSize() {
        final class Watching: UIPresentationController {
            var sizes: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                sizes.append(container.preferredContentSize)
            }
        }
        final class Supplier: UIViewControllerTransitioningDelegate {
            var made: Watching?
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                made = Watching(presentedViewController: presented, presenting: presenting)
                return made
            }
        }
        let (host, a) = shownRoot()
        defer { withExtendedLifetime(host) {} }
        let supplier = Supplier()
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = supplier
        a.present(b, animated: false)
        b.preferredContentSize = CGSize(width: 200, height: 100)
        #expect(supplier.made?.sizes == [CGSize(width: 200, height: 100)])
        #expect(supplier.made?.presentingViewController === a)
        b.transitionCoordinator?.animate(alongsideTransition: { _ in })   // the completion may be left out
    }
}
