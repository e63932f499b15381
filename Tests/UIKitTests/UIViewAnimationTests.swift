import Testing
@testable import QuartzCore
@testable import CoreGraphics
import UIKit
import UIKitTesting
import Foundation
import RuntimeSupport

@Suite("UIView animations", .serialized, .freshContext) @MainActor
struct UIViewAnimationTests: AnimationTestScene {

    @Test("Outside an animation block a view's layer does not animate implicitly (the view's action is NSNull)")
    func noImplicitAnimationForViews() {
        let (host, view) = scene()
        view.center = CGPoint(x: 200, y: 100)
        view.alpha = 0.5
        #expect(view.layer.animationKeys() == nil)
        #expect(view.action(for: view.layer, forKey: "position") is NSNull)
        host.runLoopTurn()
        #expect(view.layer.presentation()!.position == CGPoint(x: 200, y: 100))
    }

    @Test("animate(withDuration:): the model changes at once, the presentation follows easeInOut; completion(true) at the end")
    func basicBlock() {
        let (host, view) = scene()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 150, y: 50) }, completion: { finished.append($0) })
        #expect(view.center == CGPoint(x: 150, y: 50))
        host.runLoopTurn()
        for t in [0.25, 0.5, 0.75] {
            host.advanceTime(by: 0.25)
            let expected = 50 + 100 * ease(.easeInEaseOut, t)
            #expect(near(view.layer.presentation()!.position.x, expected), "t = \(t)")
        }
        #expect(finished.isEmpty)
        host.advanceTime(by: 0.25)
        #expect(finished == [true])
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()!.position.x == 150)
    }

    @Test("Options: curves map to Core Animation's functions; delay holds the old value; completion waits for it")
    func curvesAndDelay() {
        let (host, view) = scene()
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveEaseIn], animations: { view.alpha = 0 })
        host.advanceTime(by: 0.25)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 1))   // in the delay
        host.advanceTime(by: 0.75)                                       // 0.5 s into the animation
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 1 - ease(.easeIn, 0.5)))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.y = 150 })
        host.advanceTime(by: 0.25)
        #expect(near(view.layer.presentation()!.position.y, 75))
    }

    @Test("Nested blocks inherit duration and curve unless overridden (the guide's Listing 4-5)")
    func nesting() {
        let (host, view) = scene()
        let other = UIView(frame: CGRect(x: 200, y: 0, width: 50, height: 50))
        host.window.addSubview(other)
        host.runLoopTurn()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0
            UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: {
                #expect(UIView.inheritedAnimationDuration == 1)
                other.center.x = 325          // inherits 1 s, linear
            })
            UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear], animations: {
                other.alpha = 0               // its own 0.5 s
            })
        })
        #expect(UIView.inheritedAnimationDuration == 0)
        host.advanceTime(by: 0.25)
        #expect(near(other.layer.presentation()!.position.x, 225 + 100 * 0.25))
        #expect(near(CGFloat(other.layer.presentation()!.opacity), 0.5))
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.75))
    }

    @Test("Re-targeting an animating property continues from what is on screen; both blocks finish (additive, as UIKit since iOS 8)")
    func retargetAdditive() {
        let (host, view) = scene()
        var results: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 },
                       completion: { results.append("first \($0)") })
        host.advanceTime(by: 0.5)
        let before = view.layer.presentation()!.position.x
        #expect(near(before, 100))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 },
                       completion: { results.append("second \($0)") })
        #expect(near(view.layer.presentation()!.position.x, before))     // no jump
        #expect(view.center.x == 250)
        host.advanceTime(by: 0.5)
        // first: 150 + (50 − 150)·0 = 150 ends; second: 250 + (150 − 250)·0.5 = 200; sum of both on the model.
        #expect(near(view.layer.presentation()!.position.x, 200))
        #expect(results == ["first true"])
        host.advanceTime(by: 0.5)
        #expect(results == ["first true", "second true"])
        #expect(view.layer.presentation()!.position.x == 250)
    }

    @Test("beginFromCurrentState: starts from the presentation value and replaces the in-flight animation, whose completion gets false")
    func beginFromCurrentState() {
        let (host, view) = scene()
        var results: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 },
                       completion: { results.append("first \($0)") })
        host.advanceTime(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { view.center.x = 300 },
                       completion: { results.append("second \($0)") })
        host.runLoopTurn()
        #expect(results == ["first false"])
        #expect(near(view.layer.presentation()!.position.x, 100))
        host.advanceTime(by: 0.5)
        #expect(near(view.layer.presentation()!.position.x, 200))
        host.advanceTime(by: 0.5)
        #expect(results == ["first false", "second true"])
    }

    @Test("Removing the animations interrupts the block: completion(false); linking blocks through completion works")
    func interruptionAndChaining() {
        let (host, view) = scene()
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { log.append("fade \($0)") })
        host.advanceTime(by: 0.1)
        view.layer.removeAllAnimations()
        host.runLoopTurn()
        #expect(log == ["fade false"])
        UIView.animate(withDuration: 0.5, animations: { view.center.x = 100 }, completion: { _ in
            log.append("moved")
            UIView.animate(withDuration: 0.5, animations: { view.center.y = 100 }, completion: { log.append("down \($0)") })
        })
        host.advanceInFrames(0.5)
        #expect(log == ["fade false", "moved"])
        host.advanceTime(by: 0.25)
        #expect(near(view.layer.presentation()!.position.y, 50 + 50 * ease(.easeInEaseOut, 0.5), 1e-6))
        host.advanceTime(by: 0.25)
        #expect(log == ["fade false", "moved", "down true"])
    }

    @Test("Repeat with autoreverse and a fractional count ends on the new value (the guide's reversing animations)")
    func repeatAutoreverse() {
        let (host, view) = scene()
        var finished = false
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: {
            UIView.setAnimationRepeatCount(1.5)
            view.alpha = 0
        }, completion: { finished = $0 })
        host.advanceTime(by: 1)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0))
        host.advanceTime(by: 1)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 1))   // back
        host.advanceTime(by: 0.5)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5))
        host.advanceTime(by: 0.5)
        #expect(finished)
        #expect(view.layer.presentation()!.opacity == 0)                 // ends on the new value, no snap
    }

    @Test("The .repeat option repeats forever; the completion never runs until the animation is removed")
    func repeatForever() {
        let (host, view) = scene()
        var finished: Bool?
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .curveLinear], animations: { view.alpha = 0 }, completion: { finished = $0 })
        host.advanceTime(by: 10.25)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5))
        #expect(finished == nil)
        view.layer.removeAllAnimations()
        host.runLoopTurn()
        #expect(finished == false)
    }

    @Test("Spring animations follow the analytic damped spring and settle within the duration")
    func spring() {
        let (host, view) = scene()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                       animations: { view.center.x = 150 })
        let animation = view.layer.animation(forKey: "position") as! CASpringAnimation
        #expect(near(CGFloat(animation.settlingDuration), 1, 1e-6))
        // x(t) = e^(−ζω t)(cos ω_d t + ζω/ω_d sin ω_d t), progress 1 − x.
        let w = Double(animation.stiffness).squareRoot(), z = Double(animation.damping) / (2 * w)
        #expect(abs(z - 0.5) < 1e-12)
        for t in [0.1, 0.3, 0.6] {
            host.advanceTime(by: t - (host.currentTime))
            let wd = w * (1 - z * z).squareRoot()
            let x = exp(-z * w * t) * (cos(wd * t) + z * w / wd * sin(wd * t))
            #expect(near(view.layer.presentation()!.position.x, 50 + 100 * CGFloat(1 - x)), "t = \(t)")
        }
    }

    @Test("Keyframes: each addKeyframe's value is reached at the end of its interval and held until the next starts")
    func keyframes() {
        let (host, view) = scene()
        var finished = false
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 200 }
        }, completion: { finished = $0 })
        #expect(view.center.x == 200)
        let expected: [(Double, CGFloat)] = [(0.125, 75), (0.25, 100), (0.375, 100), (0.75, 150)]
        for (t, x) in expected {
            host.advanceTime(by: t - host.currentTime)
            #expect(near(view.layer.presentation()!.position.x, x), "t = \(t)")
        }
        host.advanceTime(by: 0.25)
        #expect(finished)
    }

    @Test("performWithoutAnimation and setAnimationsEnabled(false): no animation, completion still runs with true")
    func disabling() {
        let (host, view) = scene()
        var results: [Bool] = []
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.center.x = 120 }
            view.alpha = 0.5
        }, completion: { results.append($0) })
        #expect(view.layer.animation(forKey: "position") == nil)
        #expect(view.layer.animation(forKey: "opacity") != nil)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, animations: { view.center.y = 120 }, completion: { results.append($0) })
        #expect(view.layer.animation(forKey: "position") == nil)
        #expect(results.isEmpty)              // never synchronously
        host.runLoopTurn()
        #expect(results == [true])
        UIView.setAnimationsEnabled(true)
        host.advanceTime(by: 1)
        #expect(results == [true, true])
    }

    @Test("The begin/commit API: settings apply at commit; the delegate and closures get the ID and context")
    func beginCommit() {
        let (host, view) = scene()
        final class Delegate: UIViewAnimationDelegate {
            var log: [String] = []
            func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) { log.append("start \(animationID ?? "-")") }
            func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
                log.append("stop \(animationID ?? "-") \(finished) \(context != nil)")
            }
        }
        let delegate = Delegate()
        var token = 7
        withUnsafeMutablePointer(to: &token) { pointer in
            UIView.beginAnimations("slide", context: pointer)
            view.center.x = 150
            UIView.setAnimationDuration(2)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationDelegate(delegate)
            UIView.commitAnimations()
        }
        host.runLoopTurn()
        #expect(delegate.log == ["start slide"])
        host.advanceTime(by: 1)
        #expect(near(view.layer.presentation()!.position.x, 100))
        host.advanceTime(by: 1)
        #expect(delegate.log == ["start slide", "stop slide true true"])
        // Default duration 0.2 s; did-stop closure.
        var stopped: String?
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDidStop { id, finished, _ in stopped = "\(id ?? "nil") \(finished)" }
        view.alpha = 0
        UIView.commitAnimations()
        #expect(view.layer.animation(forKey: "opacity")?.duration == 0.2)
        host.advanceTime(by: 0.2)
        #expect(stopped == "nil true")
    }

    @Test("Touches reach an animating view only with .allowUserInteraction; hit-testing uses the model frame")
    func userInteraction() {
        let (host, view) = scene()
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 250, y: 150) })
        host.advanceTime(by: 0.1)
        #expect(host.window.hitTest(CGPoint(x: 250, y: 150), with: nil) === host.window)
        view.layer.removeAllAnimations()
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.center = CGPoint(x: 50, y: 50) })
        host.advanceTime(by: 0.1)
        // On screen the view is still near (250, 150); the model says (50, 50).
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        #expect(host.window.hitTest(CGPoint(x: 240, y: 140), with: nil) === host.window)
        host.advanceTime(by: 1)
        view.layer.removeAllAnimations()
    }

    @Test("A view and its layer's own properties animate together with one timing (Listing 4-9)")
    func viewAndLayerTogether() {
        let (host, view) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            view.layer.cornerRadius = 20
            view.layer.borderWidth = 4
            view.backgroundColor = .blue
        })
        host.advanceTime(by: 0.5)
        let p = view.layer.presentation()!
        #expect(near(p.bounds.width, 150))
        #expect(near(p.position.x, 75))
        #expect(near(p.cornerRadius, 10))
        #expect(near(p.borderWidth, 2))
        let c = p.backgroundColor!.components!
        #expect(near(c[0], 0.5) && near(c[2], 0.5))
    }
}
