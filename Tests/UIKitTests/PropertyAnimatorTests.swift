import Testing
@testable import QuartzCore
@testable import CoreGraphics
import UIKit
import UIKitTesting
import Foundation
import RuntimeSupport

@Suite("UIViewPropertyAnimator", .serialized, .freshContext) @MainActor
struct PropertyAnimatorTests: AnimationTestScene {
    func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    /// A started linear (or `curve`) animator moving the view's center to x = 150, and the
    /// positions its completions were called with.
    func started(_ view: UIView, duration: TimeInterval = 1, curve: UIView.AnimationCurve = .linear)
        -> (UIViewPropertyAnimator, Positions) {
        let positions = Positions()
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve) { view.center.x = 150 }
        animator.addCompletion { positions.list.append($0) }
        animator.startAnimation()
        return (animator, positions)
    }

    final class Positions { var list: [UIViewAnimatingPosition] = [] }

    @Test("The blocks run when the animator starts: until then the model keeps its values and the animator is inactive")
    func blocksRunAtStart() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.center.x == 50)
        animator.startAnimation()
        #expect(view.center.x == 150)
        #expect(animator.state == .active && animator.isRunning)
        withExtendedLifetime(host) {}
    }

    @Test("A running animator follows its curve frame by frame and ends with completion(.end), inactive")
    func runsAlongCurve() {
        let (host, view) = scene()
        let (animator, positions) = started(view, curve: .easeInOut)
        host.runLoopTurn()
        for t in [0.25, 0.5, 0.75] {
            host.advanceTime(by: 0.25)
            #expect(near(shownX(view), 50 + 100 * ease(.easeInEaseOut, t)), "t = \(t)")
            #expect(near(animator.fractionComplete, ease(.easeInEaseOut, t), 1e-6))
        }
        #expect(positions.list.isEmpty)
        host.advanceTime(by: 0.25)
        #expect(positions.list == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.layer.animationKeys() == nil)
        #expect(shownX(view) == 150)
    }

    @Test("pauseAnimation holds the views where they are; time passing moves nothing; continuing runs the rest of the curve")
    func pauseAndContinue() {
        let (host, view) = scene()
        let (animator, positions) = started(view, curve: .easeIn)
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        let held = shownX(view)
        #expect(near(held, 50 + 100 * ease(.easeIn, 0.5)))
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        host.advanceTime(by: 2)
        #expect(near(shownX(view), held))
        #expect(positions.list.isEmpty)
        // Continuing without new timing resumes the same curve (no jump), for the time left.
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        host.advanceTime(by: 0.25)
        #expect(near(shownX(view), 50 + 100 * ease(.easeIn, 0.75), 1e-4))
        host.advanceTime(by: 0.25)
        #expect(positions.list == [.end])
        #expect(shownX(view) == 150)
    }

    @Test("scrubsLinearly (the default): setting fractionComplete on a paused animator moves the values linearly, whatever the curve")
    func linearScrubbing() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        animator.fractionComplete = 0.3           // an inactive animator becomes active and paused
        #expect(animator.state == .active && !animator.isRunning)
        host.runLoopTurn()
        #expect(near(shownX(view), 80, 1e-3))
        for f in [0.1, 0.6, 0.9] as [CGFloat] {
            animator.fractionComplete = f
            host.runLoopTurn()
            #expect(near(shownX(view), 50 + 100 * f, 1e-3), "f = \(f)")
            #expect(near(animator.fractionComplete, f, 1e-6))
        }
        animator.stopAnimation(true)
    }

    @Test("scrubsLinearly false: fractionComplete is the fraction of the time, and the values follow the curve")
    func curvedScrubbing() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
        animator.scrubsLinearly = false
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        host.runLoopTurn()
        #expect(near(shownX(view), 50 + 100 * ease(.easeIn, 0.5), 1e-4))
        #expect(animator.fractionComplete == 0.5)
        animator.stopAnimation(true)
    }

    @Test("Setting fractionComplete on a running animator does nothing (it can be set only while paused)")
    func fractionIgnoredWhileRunning() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        animator.fractionComplete = 0.1
        #expect(near(animator.fractionComplete, 0.5))
        host.advanceTime(by: 0.25)
        #expect(near(shownX(view), 125))
        withExtendedLifetime(animator) {}
    }

    @Test("Reversing a running animator turns it around where it is; it ends at .start with the start values restored in the model")
    func reverseWhileRunning() {
        let (host, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150; view.alpha = 0.2 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        #expect(near(shownX(view), 100))
        animator.isReversed = true
        host.advanceTime(by: 0.25)
        #expect(near(shownX(view), 75))
        #expect(near(animator.fractionComplete, 0.25))
        host.advanceTime(by: 0.25)
        #expect(positions == [.start])
        #expect(view.center.x == 50)
        #expect(view.alpha == 1)
        #expect(shownX(view) == 50)
    }

    @Test("pausesOnCompletion: the animator stays active and paused at the end without calling completions, and can run back")
    func pausesOnCompletion() {
        let (host, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.runLoopTurn()
        host.advanceTime(by: 1.5)
        #expect(positions.isEmpty)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        host.advanceTime(by: 0.5)
        #expect(near(shownX(view), 100))
        host.advanceTime(by: 0.6)
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 0)
        #expect(shownX(view) == 50)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(positions == [.start])
        #expect(view.center.x == 50)
    }

    @Test("stopAnimation(false) leaves the views where they are shown and waits; finishAnimation(at:) sets the end, start or current values and calls the completions")
    func stopAndFinish() {
        for (position, expected) in [(UIViewAnimatingPosition.end, CGFloat(150)), (.start, 50), (.current, 100)] {
            let (host, view) = scene()
            let (animator, positions) = started(view)
            host.runLoopTurn()
            host.advanceTime(by: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped && !animator.isRunning)
            #expect(near(view.center.x, 100))
            #expect(view.layer.animationKeys() == nil)
            #expect(positions.list.isEmpty)
            animator.finishAnimation(at: position)
            #expect(animator.state == .inactive)
            #expect(positions.list == [position])
            #expect(near(view.center.x, expected), "\(position)")
        }
    }

    @Test("stopAnimation(true) ends at the current values, goes straight to inactive and never calls the completions")
    func stopWithoutFinishing() {
        let (host, view) = scene()
        var called = false
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        host.runLoopTurn()
        host.advanceTime(by: 0.25)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(near(view.center.x, 75))
        host.advanceTime(by: 2)
        #expect(!called)
    }

    @Test("finishAnimation(at:) on an animator that is not stopped is a programmer error: reported, nothing changes")
    func finishRequiresStopped() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        let messages = RuntimeIssue.capture { animator.finishAnimation(at: .end) }
        #expect(messages.contains { $0.contains("finishAnimation(at:) may be called only on a stopped animator") })
        #expect(animator.state == .active && animator.isRunning)
        host.advanceTime(by: 1.1)
        #expect(animator.state == .inactive)
    }

    @Test("Animations added to a running animator start now and end with the others, over the remaining time")
    func addAnimationsWhileRunning() {
        let (host, view) = scene()
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
        host.window.addSubview(other)
        host.runLoopTurn()
        let (animator, positions) = started(view)
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        animator.addAnimations { other.alpha = 0 }
        #expect(other.alpha == 0)
        host.advanceTime(by: 0.25)
        #expect(near(CGFloat(other.layer.presentation()!.opacity), 0.5, 1e-4))
        host.advanceTime(by: 0.25)
        #expect(positions.list == [.end])
        #expect(other.layer.presentation()!.opacity == 0)
    }

    @Test("addAnimations(_:delayFactor:) before starting: those changes wait for that fraction of the duration, then run in the rest")
    func delayFactor() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        host.runLoopTurn()
        host.advanceTime(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 1)
        host.advanceTime(by: 0.5)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5, 1e-4))
        host.advanceTime(by: 0.3)
        #expect(view.layer.presentation()!.opacity == 0)
        #expect(animator.state == .inactive)
    }

    @Test("runningPropertyAnimator starts at once, takes its curve from the options and holds the old values through the delay")
    func runningPropertyAnimator() {
        let (host, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: [.curveEaseOut],
                                                                      animations: { view.center.x = 150 },
                                                                      completion: { positions.append($0) })
        #expect(animator.state == .active && animator.isRunning && animator.delay == 0.5)
        host.runLoopTurn()
        host.advanceTime(by: 0.25)
        #expect(shownX(view) == 50)
        host.advanceTime(by: 0.75)
        #expect(near(shownX(view), 50 + 100 * ease(.easeOut, 0.5), 1e-4))
        host.advanceTime(by: 0.5)
        #expect(positions == [.end])
    }

    @Test("A damping-ratio spring below 1 overshoots and settles within the animator's duration")
    func springOvershoots() {
        let (host, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 150 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.runLoopTurn()
        var peak: CGFloat = 0
        for _ in 0..<20 {
            host.advanceTime(by: 0.05)
            peak = max(peak, shownX(view))
        }
        #expect(peak > 155)
        host.advanceTime(by: 0.05)
        #expect(positions == [.end])
        #expect(shownX(view) == 150)
    }

    @Test("continueAnimation with new timing parameters runs the rest with that curve; durationFactor scales the time left")
    func continueWithNewTiming() {
        let (host, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        animator.addCompletion { positions.append($0) }
        animator.fractionComplete = 0.5
        host.runLoopTurn()
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
        // Half the distance is left; at twice the duration it takes 1 s, linearly.
        host.advanceTime(by: 0.5)
        #expect(near(shownX(view), 125, 1e-3))
        #expect(near(animator.fractionComplete, 0.75, 1e-3))
        host.advanceTime(by: 0.5)
        #expect(positions == [.end])
        #expect(shownX(view) == 150)
    }

    @Test("A started animator nobody keeps still finishes (UIKit keeps running animators alive), then goes away")
    func forgottenAnimatorFinishes() {
        let (host, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        weak var weakAnimator: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 150 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            weakAnimator = animator
        }
        host.runLoopTurn()
        #expect(weakAnimator != nil)
        host.advanceTime(by: 0.6)
        #expect(positions == [.end])
        #expect(weakAnimator == nil)
    }

    @Test("Releasing a paused animator is an error UIKit names; its animations are removed and the views keep the model values")
    func releasingPausedAnimator() {
        let (host, view) = scene()
        let messages = RuntimeIssue.capture {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
            animator.fractionComplete = 0.5
            host.runLoopTurn()
        }
        #expect(messages.contains { $0.contains("It is an error to release a paused or stopped UIViewPropertyAnimator") })
        #expect(view.layer.animationKeys() == nil)
        host.runLoopTurn()
        #expect(shownX(view) == 150)
    }

    @Test("isUserInteractionEnabled and isInterruptible can be set only on an inactive animator; a non-interruptible one cannot be paused")
    func inactiveOnlySettings() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 150 }
        animator.isInterruptible = false
        animator.startAnimation()
        let messages = RuntimeIssue.capture {
            animator.isUserInteractionEnabled = false
            animator.pauseAnimation()
        }
        #expect(messages.count == 2)
        #expect(animator.isUserInteractionEnabled)
        #expect(animator.isRunning)
        host.advanceTime(by: 0.6)
        #expect(animator.state == .inactive)
    }

    @Test("layoutIfNeeded inside the animator's block animates the frames Auto Layout changes")
    func autoLayoutChanges() {
        let (host, view) = scene()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 20),
                                     box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: view.topAnchor)])
        host.runLoopTurn()
        width.constant = 60
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.layoutIfNeeded() }
        animator.startAnimation()
        #expect(box.frame.width == 60)
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        #expect(near(box.layer.presentation()!.bounds.width, 40, 1e-3))
        host.advanceTime(by: 0.6)
        #expect(animator.state == .inactive)
    }

    @Test("A paused animator needs no frames: the render loop goes idle until it is scrubbed")
    func pausedNeedsNoFrames() {
        let (host, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        host.runLoopTurn()
        host.advanceTime(by: 0.25)
        animator.pauseAnimation()
        host.runLoopTurn()
        host.runLoopTurn()
        #expect(!FramePipeline.current.animations.hasRunningAnimations)
        animator.stopAnimation(true)
    }

    @Test("copy() gives a new inactive animator with the same duration, curve and settings")
    func copying() {
        let animator = UIViewPropertyAnimator(duration: 0.7, dampingRatio: 0.5)
        animator.scrubsLinearly = false
        let copy = animator.copy() as! UIViewPropertyAnimator
        #expect(copy !== animator)
        #expect(copy.duration == 0.7 && copy.state == .inactive && !copy.scrubsLinearly)
        #expect(copy.timingParameters?.springTimingParameters != nil)
    }
}
