import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor private var freedUnshown = 0

private final class CountedView: UIView {
    isolated deinit { freedUnshown += 1 }
}

private final class CountedSegmentedControl: UISegmentedControl {
    isolated deinit { freedUnshown += 1 }
}

private final class CountedTextView: UITextView {
    isolated deinit { freedUnshown += 1 }
}

/// UIKit animates only views in a window. A change made in an animation block to a view that
/// is not in one takes effect at once and the completion runs after the commit (finished),
/// so no animation, completion or block outlives a view that is never shown.
@Suite("Animations of views never shown", .serialized, .freshContext) @MainActor
struct UnshownAnimationTests {
    @Test("UIView.animate on a view that is in no window: the value is set at once, no animation is attached, the completion runs after the commit with finished == true, and the view is freed")
    func animateWithoutWindow() {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        freedUnshown = 0
        var finished: Bool?
        do {
            let view = CountedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1, animations: {
                view.alpha = 0.5
                view.center = CGPoint(x: 40, y: 40)
            }, completion: { finished = $0; _ = view.bounds })
            #expect(view.layer.animationKeys() == nil)
            #expect(view.layer.presentation()?.opacity ?? view.layer.opacity == 0.5)
            #expect(finished == nil, "the completion never runs synchronously")
            UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.2 }
            })
            #expect(view.layer.animationKeys() == nil)
            host.runLoopTurn()
        }
        #expect(finished == true)
        #expect(freedUnshown == 1)
    }

    @Test("Segmented controls and text views that are never shown, changed with animation many times, are all freed (their animated part changes hold nothing)")
    func controlsNeverShown() {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        freedUnshown = 0
        do {
            for i in 0..<50 {
                let control = CountedSegmentedControl(items: ["A", "B"])
                control.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
                control.insertSegment(withTitle: "C\(i)", at: 1, animated: true)
                control.selectedSegmentIndex = 1
                control.removeSegment(at: 0, animated: true)
                control.setTitle("D", forSegmentAt: 0)
                let text = CountedTextView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
                text.text = "Hello \(i)\nworld"
                text.layoutIfNeeded()
                text.text = String(repeating: "long line ", count: 20)
                text.layoutIfNeeded()
                // Shown once, then taken away: what it started while shown ends with it.
                if i % 10 == 0 {
                    host.window.addSubview(control)
                    control.insertSegment(withTitle: "E", at: 0, animated: true)
                    control.removeFromSuperview()
                }
            }
            host.runLoopTurn()
        }
        host.runLoopTurn()
        #expect(freedUnshown == 100)
    }
}
