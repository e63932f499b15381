import Testing
@testable import QuartzCore
import UIKit
import UIKitTesting
import Foundation

/// `UIView.animateKeyframes` inside a property animator's block: the keyframes take the
/// animator's duration and curve, and follow it when it pauses, scrubs and reverses (Apple's
/// pattern for keyframes in an interruptible animation).
@Suite("Keyframes in property animators", .serialized, .freshContext) @MainActor
struct PropertyAnimatorKeyframeTests: AnimationTestScene {
    func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    /// Right to x = 150 in the first half, back to 50 and on to 250 in the second.
    func keyframes(_ view: UIView) -> () -> Void {
        {
            UIView.animateKeyframes(withDuration: 0, delay: 0) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 250 }
            }
        }
    }

    @Test("The keyframes run over the animator's duration, each reached at its relative time, and end at the last value")
    func followsDuration() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear, animations: keyframes(view))
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        #expect(view.center.x == 250, "the model takes the last value at once")
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        #expect(near(shownX(view), 100, 1e-3))
        host.advanceTime(by: 0.5)
        #expect(near(shownX(view), 150, 1e-3))
        host.advanceTime(by: 0.5)
        #expect(near(shownX(view), 200, 1e-3))
        host.advanceTime(by: 0.5)
        #expect(ended == [.end] && view.center.x == 250)
    }

    @Test("A paused animator scrubs the keyframes with fractionComplete; reversed, they run back to the start")
    func scrubsAndReverses() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: keyframes(view))
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        host.runLoopTurn()
        #expect(near(shownX(view), 100, 1e-3))
        animator.fractionComplete = 0.75
        host.runLoopTurn()
        #expect(near(shownX(view), 200, 1e-3))
        animator.isReversed = true
        animator.startAnimation()
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        #expect(near(shownX(view), 100, 2e-2))
        host.advanceTime(by: 0.3)
        #expect(ended == [.start] && view.center.x == 50, "reversed to the start, the model goes back to the first value")
    }

    @Test("The animator's curve paces the keyframes; the keyframe block's completion is called with the animator's")
    func curveAndCompletion() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn)
        var finished: Bool?
        animator.addAnimations {
            UIView.animateKeyframes(withDuration: 0, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
            }, completion: { finished = $0 })
        }
        animator.startAnimation()
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        let shown = CGFloat(view.layer.presentation()!.opacity)
        #expect(near(shown, 1 - ease(.easeIn, 0.5), 1e-3), "\(shown)")
        host.advanceTime(by: 0.6)
        #expect(finished == true)
    }
}
