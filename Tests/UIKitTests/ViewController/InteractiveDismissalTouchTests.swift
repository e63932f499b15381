import Testing
import UIKit
import UIKitTesting

/// An interactive dismissal driven by the user's finger through the test host, as apps write
/// it: a pan recognizer on the presented view starts `dismiss(animated:)`, moves a
/// `UIPercentDrivenInteractiveTransition` with the finger and finishes or cancels it on
/// release (UIPercentDrivenInteractiveTransition; uikit-controllers-facts.md §1.5).
@Suite("Interactive dismissal by touch", .freshContext) @MainActor
struct InteractiveDismissalTouchTests {
    /// Pulls the presented controller down: the distance over the window's height is the
    /// transition's progress; past half (or a flick) finishes it, otherwise it cancels.
    @MainActor final class PullDown {
        let interactor: UIPercentDrivenInteractiveTransition
        weak var controller: UIViewController?
        var dismissed = false
        init(interactor: UIPercentDrivenInteractiveTransition) { self.interactor = interactor }

        func panned(_ pan: UIPanGestureRecognizer) {
            guard let controller else { return }
            let progress = max(0, min(1, pan.translation(in: nil).y / 480))
            switch pan.state {
            case .began: controller.dismiss(animated: true) { self.dismissed = true }
            case .changed: interactor.update(progress)
            case .ended: progress > 0.5 || pan.velocity(in: nil).y > 1000 ? interactor.finish() : interactor.cancel()
            case .cancelled, .failed: interactor.cancel()
            default: break
            }
        }
    }

    private func presented(interruptible: Bool) -> (UITestHost, UIViewController, UIViewController, PullDown, InteractiveTransitionTests.Delegate) {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let a = UIViewController()
        host.window.rootViewController = a
        host.runLoopTurn()
        let delegate = InteractiveTransitionTests.Delegate(interruptible: interruptible)
        let b = UIViewController()
        b.view.backgroundColor = .blue
        b.transitioningDelegate = delegate
        let pull = PullDown(interactor: delegate.interactor)
        pull.controller = b
        b.view.addGestureRecognizer(UIPanGestureRecognizer(target: pull, action: PullDown.panned))
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        return (host, a, b, pull, delegate)
    }

    /// Moves the finger from (160, 100) down by `distance` in 30 steps, a frame apart.
    private func pull(_ host: UITestHost, by distance: CGFloat) {
        host.touchDown(at: CGPoint(x: 160, y: 100))
        for step in 1...30 {
            host.advanceTime(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 160, y: 100 + distance * CGFloat(step) / 30))
        }
        host.advanceTime(by: 1.0 / 60)
    }

    @Test("The view follows the finger while it drags; released past half the height it finishes: dismissed, completion called", arguments: [false, true])
    func dragPastHalfFinishes(interruptible: Bool) {
        let (host, a, b, pull, delegate) = presented(interruptible: interruptible)
        self.pull(host, by: 300)
        let shown = b.view.layer.presentation()!.frame.minY
        // The recognizer starts after the finger moved 10 points, so the view lags by as much.
        #expect(shown > 280 && shown <= 300)
        #expect(a.presentedViewController === b)
        host.touchUp()
        host.advanceTime(by: 1)
        #expect(pull.dismissed)
        #expect(a.presentedViewController == nil)
        #expect(delegate.dismiss.ended == [true])
    }

    @Test("Released before half the height it cancels: the view slides back and stays presented, no completion", arguments: [false, true])
    func shortDragCancels(interruptible: Bool) {
        let (host, a, b, pull, delegate) = presented(interruptible: interruptible)
        self.pull(host, by: 150)
        host.touchUp()
        host.advanceTime(by: 1)
        #expect(!pull.dismissed)
        #expect(a.presentedViewController === b)
        #expect(b.view.frame.minY == 0)
        #expect(b.view.layer.presentation()!.frame.minY == 0)
        #expect(delegate.dismiss.ended == [false])
    }
}
