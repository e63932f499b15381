import Testing
import UIKit
import UIKitTesting

/// Touches and property animators (UIViewPropertyAnimator `isUserInteractionEnabled`: true by
/// default, so the views being animated receive touches; false keeps touches from them
/// while the animations run, paused or not).
@Suite("UIViewPropertyAnimator touches", .freshContext) @MainActor
struct PropertyAnimatorTouchTests: AnimationTestScene {
    /// Counts taps the view's recognizer sees.
    @MainActor final class Taps {
        var count = 0
        func tapped(_ recognizer: UITapGestureRecognizer) { count += 1 }
    }

    private func tappable(_ view: UIView) -> Taps {
        let taps = Taps()
        view.addGestureRecognizer(UITapGestureRecognizer(target: taps, action: Taps.tapped))
        return taps
    }

    @Test("By default the animating view takes touches while the animator runs")
    func interactiveByDefault() {
        let (host, view) = scene()
        let taps = tappable(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        animator.startAnimation()
        host.advanceTime(by: 0.2)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps.count == 1)
    }

    @Test("isUserInteractionEnabled = false keeps touches from the view while it runs and while paused; they come back when it ends")
    func blocksTouches() {
        let (host, view) = scene()
        let taps = tappable(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        host.advanceTime(by: 0.2)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps.count == 0)
        animator.pauseAnimation()
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps.count == 0)
        animator.startAnimation()
        host.advanceTime(by: 1)
        #expect(animator.state == .inactive)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps.count == 1)
    }

    @Test("A moving view is hit-tested where it is seen (isManualHitTestingEnabled false, the default); with manual hit testing, at its model frame")
    func hitTestsWhereSeen() {
        let (host, view) = scene()
        let taps = tappable(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 350 }
        animator.startAnimation()
        host.advanceTime(by: 0.5)
        host.tap(at: CGPoint(x: 330, y: 50))   // the model frame, where nothing is seen yet
        #expect(taps.count == 0)
        host.tap(at: CGPoint(x: 200, y: 50))   // where the view is on screen
        #expect(taps.count == 1)
        animator.stopAnimation(true)

        let manual = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 50 }
        manual.isManualHitTestingEnabled = true
        manual.startAnimation()
        host.advanceTime(by: 0.5)
        host.tap(at: CGPoint(x: 200, y: 50))
        #expect(taps.count == 1)
        host.tap(at: CGPoint(x: 60, y: 50))
        #expect(taps.count == 2)
    }
}
