import Testing
@testable import QuartzCore
import CoreGraphics
import RuntimeSupport

@Suite("CABasicAnimation", .freshRenderContext) @MainActor
struct CABasicAnimationTests {
    func opacityAnimation(from: Any? = nil, to: Any? = nil, by: Any? = nil) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = from; a.toValue = to; a.byValue = by
        a.duration = 1
        return a
    }

    @Test("The model takes the new value at once; presentation() interpolates at the media time (linear)")
    func modelAndPresentation() {
        startAnimationClock()
        let layer = shownLayer()
        layer.position = CGPoint(x: 100, y: 0)
        let a = CABasicAnimation(keyPath: "position")
        a.fromValue = CGPoint(x: 0, y: 0); a.toValue = CGPoint(x: 100, y: 0); a.duration = 1
        layer.add(a, forKey: "move")
        for t in [0.0, 0.25, 0.5, 0.75] {
            setMediaTime(t)
            #expect(layer.position == CGPoint(x: 100, y: 0))
            #expect(near(layer.presentation()!.position, CGPoint(x: 100 * t, y: 0)), "t = \(t)")
        }
        #expect(layer.presentation()!.model() === layer)
    }

    @Test("from/to/by rules of CABasicAnimation")
    func fromToByRules() {
        startAnimationClock()
        let layer = shownLayer()
        layer.opacity = 0.2        // the current value
        setMediaTime(0)
        func value(_ a: CABasicAnimation) -> CGFloat {
            layer.removeAllAnimations()
            layer.add(a, forKey: "o")
            return CGFloat(layer.presentation()!.opacity)
        }
        // Sampled at t = 0.5 of 1 s, linear.
        MediaClock.current.useVirtualTime(startingAt: 0)
        func at(_ a: CABasicAnimation) -> CGFloat {
            MediaClock.current.useVirtualTime(startingAt: 0)
            layer.removeAllAnimations()
            layer.add(a, forKey: "o")
            MediaClock.current.useVirtualTime(startingAt: 0.5)
            return CGFloat(layer.presentation()!.opacity)
        }
        _ = value
        #expect(near(at(opacityAnimation(from: 0.0, to: 1.0)), 0.5))               // from, to
        #expect(near(at(opacityAnimation(from: 0.4, by: 0.4)), 0.6))               // from → from + by
        #expect(near(at(opacityAnimation(to: 1.0, by: 0.4)), 0.8))                 // to − by → to
        #expect(near(at(opacityAnimation(from: 1.0)), 0.6, 1e-6))                  // from → current (0.2)
        #expect(near(at(opacityAnimation(to: 1.0)), 0.6, 1e-6))                    // current → to
        #expect(near(at(opacityAnimation(by: 0.4)), 0.4, 1e-6))                    // current → current + by
    }

    @Test("fillMode: backwards holds the from value before a delayed begin; forwards holds the end when kept")
    func fillModes() {
        startAnimationClock()
        let layer = shownLayer()
        layer.opacity = 1
        let a = opacityAnimation(from: 0.0, to: 0.5)
        a.beginTime = 1            // starts at t = 1
        a.fillMode = .removed
        layer.add(a, forKey: "removed")
        setMediaTime(0.5)
        #expect(layer.presentation()!.opacity == 1)      // not yet begun: no effect
        layer.removeAllAnimations()
        a.fillMode = .backwards
        layer.add(a, forKey: "backwards")
        #expect(layer.presentation()!.opacity == 0)      // holds fromValue
        layer.removeAllAnimations()
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        layer.add(a, forKey: "forwards")
        setMediaTime(3)
        commitFrame()
        #expect(layer.animationKeys() == ["forwards"])  // kept
        #expect(near(CGFloat(layer.presentation()!.opacity), 0.5))
    }

    @Test("repeatCount and autoreverses: phase at each boundary; fractional counts end where they stop")
    func repeatAndAutoreverse() {
        startAnimationClock()
        let layer = shownLayer()
        let a = opacityAnimation(from: 0.0, to: 1.0)
        a.autoreverses = true
        a.repeatCount = 2.5
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        layer.add(a, forKey: "o")
        // Cycle = 2 s (1 forward, 1 back); active = 5 s.
        let expected: [(Double, CGFloat)] = [(0, 0), (0.5, 0.5), (1, 1), (1.5, 0.5), (2, 0), (2.25, 0.25),
                                             (3, 1), (4, 0), (4.5, 0.5), (5, 1), (6, 1)]
        for (t, v) in expected {
            setMediaTime(t)
            #expect(near(CGFloat(layer.presentation()!.opacity), v), "t = \(t)")
        }
        // A whole number of reversing cycles ends on the start value.
        startAnimationClock()
        let b = opacityAnimation(from: 0.0, to: 1.0)
        b.autoreverses = true; b.repeatCount = 2; b.fillMode = .forwards; b.isRemovedOnCompletion = false
        layer.removeAllAnimations()
        layer.add(b, forKey: "o")
        setMediaTime(4)
        #expect(near(CGFloat(layer.presentation()!.opacity), 0))
    }

    @Test("speed and timeOffset map the parent's time: (t − beginTime) × speed + timeOffset")
    func speedAndOffset() {
        startAnimationClock()
        let layer = shownLayer()
        let a = opacityAnimation(from: 0.0, to: 1.0)
        a.speed = 2
        a.timeOffset = 0.25
        layer.add(a, forKey: "o")
        setMediaTime(0.125)
        #expect(near(CGFloat(layer.presentation()!.opacity), 0.5))
        let paused = opacityAnimation(from: 0.0, to: 1.0)
        paused.speed = 0; paused.timeOffset = 0.75
        layer.add(paused, forKey: "o")
        setMediaTime(10)
        #expect(near(CGFloat(layer.presentation()!.opacity), 0.75))
    }

    @Test("Timing functions pace each cycle: easeIn at half time is the Bézier's value")
    func timingFunction() {
        startAnimationClock()
        let layer = shownLayer()
        let a = opacityAnimation(from: 0.0, to: 1.0)
        a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(a, forKey: "o")
        setMediaTime(0.5)
        let expected = CAMediaTimingFunction(name: .easeIn).evaluate(0.5)
        #expect(near(CGFloat(layer.presentation()!.opacity), CGFloat(expected)))
        #expect(expected < 0.5)
    }

    @Test("add(_:forKey:) attaches a copy; the key replaces; delegate hears start and stop(finished)")
    func layerAPI() {
        startAnimationClock()
        let layer = shownLayer()
        let delegate = RecordingDelegate()
        let a = opacityAnimation(from: 0.0, to: 1.0)
        a.delegate = delegate
        layer.add(a, forKey: "fade")
        #expect(layer.animation(forKey: "fade") !== a)
        a.duration = 100    // changing the original does not change the attached copy
        #expect(layer.animation(forKey: "fade")?.duration == 1)
        #expect(layer.animationKeys() == ["fade"])
        commitFrame()
        #expect(delegate.log == ["start"])
        layer.add(opacityAnimation(from: 1.0, to: 0.0), forKey: "fade")   // replaces: the first stops unfinished
        commitFrame()
        #expect(delegate.log == ["start", "stop false"])
        let d2 = RecordingDelegate()
        let b = opacityAnimation(from: 0.0, to: 1.0)
        b.delegate = d2
        layer.add(b, forKey: "other")
        commitFrame()
        setMediaTime(1)
        commitFrame()
        #expect(d2.log == ["start", "stop true"])
        #expect(layer.animation(forKey: "other") == nil)      // removed on completion
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
    }

    @Test("Key paths map to typed accessors: bounds.size.width, position.x, transform.rotation.z, colors")
    func keyPaths() {
        startAnimationClock()
        let layer = shownLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        func add(_ path: String, _ from: Any, _ to: Any) {
            let a = CABasicAnimation(keyPath: path)
            a.fromValue = from; a.toValue = to; a.duration = 1
            layer.add(a, forKey: path)
        }
        add("bounds.size.width", 10.0, 30.0)
        add("position.x", 0.0, 50.0)
        add("transform.rotation.z", 0.0, CGFloat.pi)
        add("backgroundColor", CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        setMediaTime(0.5)
        let p = layer.presentation()!
        #expect(near(p.bounds.width, 20))
        #expect(near(p.position.x, 25))
        #expect(near(p.value(forKeyPath: "transform.rotation.z") as! CGFloat, .pi / 2))
        let c = p.backgroundColor!.components!
        #expect(near(c[0], 0.5) && near(c[1], 0.25) && near(c[3], 1))
        #expect(layer.bounds.width == 10)       // the model is untouched
    }

    @Test("Bad input does not crash: NaN duration, unknown key paths, values of the wrong type")
    func badInput() {
        startAnimationClock()
        let layer = shownLayer()
        layer.opacity = 0.5
        let messages = RuntimeIssue.capture {
            let a = CABasicAnimation(keyPath: "opacity")
            a.duration = .nan
            a.fromValue = 0.0; a.toValue = 1.0
            layer.add(a, forKey: "nan")
            #expect(layer.animation(forKey: "nan")?.duration == 0.25)
            let unknown = CABasicAnimation(keyPath: "noSuchProperty")
            unknown.toValue = 1.0
            layer.add(unknown, forKey: "unknown")
            let wrong = CABasicAnimation(keyPath: "position")
            wrong.fromValue = "left"; wrong.toValue = nil
            layer.add(wrong, forKey: "wrong")
            setMediaTime(0.125)
            _ = layer.presentation()
        }
        #expect(messages.contains { $0.contains("duration") })
        #expect(messages.contains { $0.contains("noSuchProperty") })
        #expect(messages.contains { $0.contains("does not fit") })
        #expect(near(CGFloat(layer.presentation()!.opacity), 0.5))
    }
}

@Suite("CALayer timing (CAMediaTiming)", .freshRenderContext) @MainActor
struct CALayerTimingTests {
    @Test("Pausing and resuming a layer's animations: speed 0 with timeOffset holds them; beginTime resumes where they stopped")
    func pauseAndResume() {
        startAnimationClock()
        let layer = shownLayer()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0.0; a.toValue = 1.0; a.duration = 1
        layer.add(a, forKey: "fade")
        setMediaTime(0.5)
        // Apple's pause recipe.
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        setMediaTime(3)
        #expect(near(CGFloat(layer.presentation()!.opacity), 0.5))
        commitFrame()
        #expect(layer.animationKeys() == ["fade"])          // not finished while paused
        // Apple's resume recipe.
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        setMediaTime(3.25)
        #expect(near(CGFloat(layer.presentation()!.opacity), 0.75))
        setMediaTime(3.5)
        commitFrame()
        #expect(layer.animationKeys() == nil)
        layer.beginTime = 0          // back to media time, for the tests that follow
    }

    @Test("A sublayer's animations run in its superlayer's time; convertTime maps both ways")
    func hierarchy() {
        startAnimationClock()
        let parent = shownLayer(), child = CALayer()
        parent.addSublayer(child)
        commitFrame()
        parent.speed = 2
        #expect(near(CGFloat(child.convertTime(1, from: nil)), 2))
        #expect(near(CGFloat(child.convertTime(2, to: nil)), 1))
        #expect(near(CGFloat(parent.convertTime(4, to: child)), 4))
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0.0; a.toValue = 100.0; a.duration = 1
        child.add(a, forKey: "move")
        setMediaTime(0.25)
        #expect(near(child.presentation()!.position.x, 50))     // twice as fast
        parent.speed = 1
    }

    @Test("A layer's timing refuses NaN and infinity (reported, the old value kept), as its geometry does")
    func layerTimingRejectsNonFinite() {
        let layer = shownLayer()
        layer.speed = 2
        layer.speed = .nan
        layer.beginTime = .infinity
        layer.timeOffset = -.infinity
        layer.duration = .nan
        #expect(layer.speed == 2 && layer.beginTime == 0 && layer.timeOffset == 0 && layer.duration == 0)
    }
}
