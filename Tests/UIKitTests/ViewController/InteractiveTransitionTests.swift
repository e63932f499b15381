import QuartzCore
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Interactive transitions: `UIPercentDrivenInteractiveTransition` holding, scrubbing,
/// finishing and cancelling a custom dismissal or presentation, with an animator that uses
/// `UIView.animate` or one that returns a property animator from `interruptibleAnimator(using:)`
/// (uikit-controllers-facts.md §1.5), all on the virtual clock.
@Suite("Interactive view controller transitions", .freshContext) @MainActor
struct InteractiveTransitionTests {
    /// Slides the presented view down off the screen (dismissal) or up from below it
    /// (presentation) over 0.5 s, linearly, and logs `animationEnded`.
    protocol Slide: UIViewControllerAnimatedTransitioning {
        var presenting: Bool { get }
        var ended: [Bool] { get }
    }

    /// The slide with `UIView.animate`; completes with `!transitionWasCancelled`.
    final class SlideAnimator: Slide {
        let presenting: Bool
        var ended: [Bool] = []
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: slideChange(context, presenting)) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    /// The same slide run by one property animator for the whole transition.
    final class InterruptibleSlideAnimator: Slide {
        let presenting: Bool
        var ended: [Bool] = []
        private var animator: UIViewPropertyAnimator?
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: context).startAnimation()
        }
        func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
            if let animator { return animator }
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear, animations: slideChange(context, presenting))
            animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
            self.animator = animator
            return animator
        }
        func animationEnded(_ transitionCompleted: Bool) {
            ended.append(transitionCompleted)
            animator = nil
        }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        let present: any Slide, dismiss: any Slide
        let interactor = UIPercentDrivenInteractiveTransition()
        var interactivePresentation = false, interactiveDismissal = true
        init(interruptible: Bool) {
            present = interruptible ? InterruptibleSlideAnimator(presenting: true) : SlideAnimator(presenting: true)
            dismiss = interruptible ? InterruptibleSlideAnimator(presenting: false) : SlideAnimator(presenting: false)
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { present }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismiss }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interactivePresentation ? interactor : nil }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interactiveDismissal ? interactor : nil }
    }

    /// A 320 × 480 window whose root `a` presents `b` (full screen, custom animators) without
    /// interaction; returns them with the delegate.
    private func presented(interruptible: Bool = false) -> (UITestHost, UIViewController, UIViewController, Delegate) {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let a = UIViewController()
        host.window.rootViewController = a
        host.runLoopTurn()
        let delegate = Delegate(interruptible: interruptible)
        let b = UIViewController()
        b.view.backgroundColor = .blue
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        return (host, a, b, delegate)
    }

    private func shownY(_ view: UIView) -> CGFloat { view.layer.presentation()!.frame.origin.y }

    @Test("Held for the gesture: the dismissal's animations stand still at 0 until update(_:), which moves them linearly; the coordinator reports interactive and the percentage", arguments: [false, true])
    func heldAndScrubbed(interruptible: Bool) {
        let (host, a, b, delegate) = presented(interruptible: interruptible)
        b.dismiss(animated: true)
        host.advanceTime(by: 1)
        #expect(shownY(b.view) == 0)
        let coordinator = b.transitionCoordinator
        #expect(coordinator?.isInteractive == true && coordinator?.initiallyInteractive == true)
        delegate.interactor.update(0.5)
        host.runLoopTurn()
        #expect(abs(shownY(b.view) - 240) < 0.01)
        #expect(coordinator?.percentComplete == 0.5)
        delegate.interactor.update(0.25)
        host.advanceTime(by: 2)
        #expect(abs(shownY(b.view) - 120) < 0.01)
        #expect(a.presentedViewController === b)
        delegate.interactor.cancel()
        host.advanceTime(by: 1)
    }

    @Test("finish(): the rest runs along the completion curve in (1 − percent) × duration ÷ completionSpeed, then the dismissal completes; interaction-change handlers hear it once, not cancelled", arguments: [false, true])
    func finishCompletesDismissal(interruptible: Bool) {
        let (host, a, b, delegate) = presented(interruptible: interruptible)
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        var changes: [Bool] = []
        b.transitionCoordinator?.notifyWhenInteractionChanges { changes.append($0.isCancelled) }
        delegate.interactor.update(0.5)
        delegate.interactor.completionSpeed = 2
        delegate.interactor.finish()
        #expect(changes == [false])
        // Half of 0.5 s left, at twice the speed: 0.125 s.
        host.advanceTime(by: 0.0625)
        let middle = shownY(b.view)
        #expect(middle > 240 && middle < 480)
        host.advanceTime(by: 0.0625)
        host.runLoopTurn()
        #expect(dismissed)
        #expect(a.presentedViewController == nil)
        #expect(b.viewIfLoaded?.window == nil)
        #expect(delegate.dismiss.ended == [true])
        #expect(changes == [false])
    }

    @Test("The coordinator reports the interaction controller's completion curve and speed (completionCurve, completionVelocity)")
    func coordinatorReportsCompletion() {
        let (host, _, b, delegate) = presented()
        delegate.interactor.completionCurve = .linear
        delegate.interactor.completionSpeed = 1.5
        b.dismiss(animated: true)
        var reported: [(UIView.AnimationCurve, CGFloat)] = []
        b.transitionCoordinator?.notifyWhenInteractionChanges { reported.append(($0.completionCurve, $0.completionVelocity)) }
        delegate.interactor.update(0.4)
        delegate.interactor.finish()
        host.advanceTime(by: 1)
        #expect(reported.count == 1 && reported.first?.0 == .linear && reported.first?.1 == 1.5)
    }

    @Test("cancel(): the animations run back to the start, the transition completes cancelled: still presented, the view where it was (model and screen), no dismiss completion, animationEnded(false)", arguments: [false, true])
    func cancelRestores(interruptible: Bool) {
        let (host, a, b, delegate) = presented(interruptible: interruptible)
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        var changes: [Bool] = []
        b.transitionCoordinator?.notifyWhenInteractionChanges { changes.append($0.isCancelled) }
        delegate.interactor.update(0.6)
        host.runLoopTurn()
        delegate.interactor.cancel()
        #expect(changes == [true])
        host.advanceTime(by: 0.15)
        let back = shownY(b.view)
        #expect(back > 0 && back < 288)
        host.advanceTime(by: 0.2)
        host.runLoopTurn()
        #expect(!dismissed)
        #expect(a.presentedViewController === b)
        #expect(b.view.window != nil)
        #expect(b.view.frame.origin.y == 0)
        #expect(shownY(b.view) == 0)
        #expect(delegate.dismiss.ended == [false])
        #expect(b.transitionCoordinator == nil)
        // A later dismissal works.
        delegate.interactiveDismissal = false
        b.dismiss(animated: true)
        host.advanceTime(by: 0.6)
        #expect(a.presentedViewController == nil)
    }

    @Test("A cancelled interactive dismissal reverses the appearance callbacks: the presented controller will-disappears, then will- and did-appear again, never did-disappear (facts §1.1, cancelled pop)")
    func cancelledDismissalCallbacks() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let log = CallbackLog()
        let a = LoggingController("A", log: log)
        host.window.rootViewController = a
        host.runLoopTurn()
        let delegate = Delegate(interruptible: false)
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        log.clear()
        b.dismiss(animated: true)
        delegate.interactor.update(0.3)
        delegate.interactor.cancel()
        host.advanceTime(by: 0.5)
        let appearance = log.entries.filter { $0.contains("Will") && $0.contains("ppear") || $0.contains("Did") && $0.contains("ppear") }
        #expect(appearance == ["B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"])
    }

    @Test("An interactive presentation: held at the start, scrubbed, finished; the presented controller appears when it completes")
    func interactivePresentation() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let a = UIViewController()
        host.window.rootViewController = a
        host.runLoopTurn()
        let delegate = Delegate(interruptible: false)
        delegate.interactivePresentation = true
        let b = UIViewController()
        b.transitioningDelegate = delegate
        var presentedDone = false
        a.present(b, animated: true) { presentedDone = true }
        host.advanceTime(by: 0.3)
        #expect(shownY(b.view) == 480)
        delegate.interactor.update(0.5)
        host.runLoopTurn()
        #expect(abs(shownY(b.view) - 240) < 0.01)
        delegate.interactor.finish()
        host.advanceTime(by: 0.3)
        host.runLoopTurn()
        #expect(presentedDone)
        #expect(shownY(b.view) == 0)
        #expect(a.presentedViewController === b)
    }

    @Test("wantsInteractiveStart false: the transition runs on its own from the start; the gesture may still pause it")
    func notInteractiveAtStart() {
        let (host, a, b, delegate) = presented()
        delegate.interactor.wantsInteractiveStart = false
        b.dismiss(animated: true)
        #expect(b.transitionCoordinator?.isInteractive == false)
        host.advanceTime(by: 0.25)
        delegate.interactor.pause()
        #expect(b.transitionCoordinator?.isInteractive == true)
        let held = shownY(b.view)
        host.advanceTime(by: 1)
        #expect(shownY(b.view) == held)
        delegate.interactor.finish()
        host.advanceTime(by: 0.6)
        host.runLoopTurn()
        #expect(a.presentedViewController == nil)
    }

    @Test("Animations the coordinator runs alongside are held and scrubbed with the transition, even on views outside the container")
    func alongsideScrubbed() {
        let (host, a, b, delegate) = presented()
        b.dismiss(animated: true)
        b.transitionCoordinator?.animate(alongsideTransition: { _ in a.view.alpha = 0.2 })
        #expect(abs(a.view.alpha - 0.2) < 1e-6)
        delegate.interactor.update(0.5)
        host.runLoopTurn()
        // The system curve of the alongside block, halfway through its time.
        let shown = CGFloat(a.view.layer.presentation()!.opacity)
        #expect(shown < 1 && shown > 0.2)
        host.advanceTime(by: 1)
        #expect(CGFloat(a.view.layer.presentation()!.opacity) == shown)
        delegate.interactor.cancel()
        host.advanceTime(by: 0.6)
        host.runLoopTurn()
        #expect(a.view.alpha == 1)
    }
}

/// Puts the slide's views in place; returns the change it animates.
@MainActor
private func slideChange(_ context: any UIViewControllerContextTransitioning, _ presenting: Bool) -> () -> Void {
    let view = context.view(forKey: presenting ? .to : .from)!
    let height = context.containerView.bounds.height
    if presenting {
        view.frame = context.containerView.bounds.offsetBy(dx: 0, dy: height)
        context.containerView.addSubview(view)
    }
    return { view.frame.origin.y = presenting ? 0 : height }
}
