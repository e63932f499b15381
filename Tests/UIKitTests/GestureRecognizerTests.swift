import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that logs its touch messages.
private final class Pad: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// Records a recognizer's actions (target-action with a method reference).
@MainActor private final class Recorder {
    var states: [UIGestureRecognizer.State] = []
    var locations: [CGPoint] = []
    func handle(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        locations.append(recognizer.location(in: recognizer.view))
    }
}

/// Gesture recognizers as the UIGestureRecognizer reference describes them: they see touches
/// before the view, send actions on each state change, cancel the view's touches when they
/// recognize, make other recognizers of the same touches fail, and wait for the failure of
/// those they require to fail. Time runs on the virtual clock.
@Suite("Gesture recognizers", .serialized, .freshContext) @MainActor
struct GestureRecognizerTests {
    private func scene() -> (UITestHost, Pad) {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let pad = Pad(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(pad)
        return (host, pad)
    }

    @Test("Tap: recognized once on lift, with its location; the view's touches are cancelled (cancelsTouchesInView)")
    func tap() {
        let (host, pad) = scene()
        let recorder = Recorder()
        let tap = UITapGestureRecognizer(target: recorder, action: Recorder.handle)
        pad.addGestureRecognizer(tap)
        #expect(pad.gestureRecognizers?.count == 1 && tap.view === pad)
        host.tap(at: CGPoint(x: 40, y: 50))
        #expect(recorder.states == [.ended])
        #expect(recorder.locations == [CGPoint(x: 40, y: 50)])
        #expect(pad.log == ["began", "cancelled"], "delaysTouchesEnded held the end; recognition cancelled it")
        #expect(tap.state == .possible, "ready for the next gesture")
    }

    @Test("cancelsTouchesInView = false: the view gets the whole touch")
    func tapWithoutCancelling() {
        let (host, pad) = scene()
        var count = 0
        let tap = UITapGestureRecognizer { _ in count += 1 }
        tap.cancelsTouchesInView = false
        pad.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 40, y: 50))
        #expect(count == 1)
        #expect(pad.log == ["began", "ended"])
    }

    @Test("A recognizer on a superview sees touches that hit its subviews")
    func superviewRecognizer() {
        let (host, pad) = scene()
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        pad.addSubview(child)
        var hits = 0
        pad.addGestureRecognizer(UITapGestureRecognizer { _ in hits += 1 })
        host.tap(at: CGPoint(x: 15, y: 15))
        #expect(hits == 1)
    }

    @Test("Moving too far is not a tap; the view then gets its touches as usual")
    func movedTapFails() {
        let (host, pad) = scene()
        var count = 0
        pad.addGestureRecognizer(UITapGestureRecognizer { _ in count += 1 })
        host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20))
        #expect(count == 0)
        #expect(pad.log.first == "began" && pad.log.last == "ended")
    }

    @Test("Double tap with a single tap that requires its failure: a double tap fires only the double; a single tap fires after the interval")
    func doubleTapRequiresFailure() {
        let (host, pad) = scene()
        var singles = 0, doubles = 0
        let single = UITapGestureRecognizer { _ in singles += 1 }
        let double = UITapGestureRecognizer { _ in doubles += 1 }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        pad.addGestureRecognizer(single); pad.addGestureRecognizer(double)
        host.doubleTap(at: CGPoint(x: 50, y: 50))
        #expect(doubles == 1 && singles == 0)
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(singles == 0, "still waiting: the double tap may come")
        host.advanceInFrames(0.4)
        #expect(singles == 1 && doubles == 1)
    }

    @Test("A recognizer held back by require(toFail:) that fails because the other recognized starts over: the next gesture can be its")
    func heldBackRecognizerStartsOver() {
        let (host, pad) = scene()
        var outer = 0, inner = 0
        let first = UIPanGestureRecognizer { r in if r.state == .began { inner += 1 } }
        let second = UIPanGestureRecognizer { r in if r.state == .began { outer += 1 } }
        second.require(toFail: first)
        // The second sees the moves first, so it asks to begin while the first may still.
        pad.addGestureRecognizer(second); pad.addGestureRecognizer(first)
        host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20))
        #expect(inner == 1 && outer == 0)
        #expect(second.state == .possible, "it failed with the first's recognition and was reset")
        first.isEnabled = false
        host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20))
        #expect(outer == 1)
    }

    @Test("Long press: began only after minimumPressDuration on the virtual clock, changed on moves, ended on lift")
    func longPress() {
        let (host, _) = scene()
        let recorder = Recorder()
        let press = UILongPressGestureRecognizer(target: recorder, action: Recorder.handle)
        host.window.subviews[0].addGestureRecognizer(press)
        host.touchDown(at: CGPoint(x: 50, y: 50))
        host.advanceInFrames(0.45)
        #expect(recorder.states.isEmpty)
        host.advanceInFrames(0.1)
        #expect(recorder.states == [.began])
        host.touchMove(to: CGPoint(x: 80, y: 50))
        host.touchUp()
        #expect(recorder.states == [.began, .changed, .ended])
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
    }

    @Test("Long press fails when the finger moves beyond allowableMovement first")
    func longPressMoves() {
        let (host, pad) = scene()
        var count = 0
        pad.addGestureRecognizer(UILongPressGestureRecognizer { _ in count += 1 })
        host.touchDown(at: CGPoint(x: 50, y: 50))
        host.touchMove(to: CGPoint(x: 70, y: 50))
        host.advanceInFrames(0.6)
        host.touchUp()
        #expect(count == 0)
    }

    @Test("Pan: begins past the hysteresis; translation from the touch-down point; velocity in points per second; setTranslation")
    func pan() {
        let (host, pad) = scene()
        var translations: [CGPoint] = []
        var velocity = CGPoint.zero
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { r in
            let p = r as! UIPanGestureRecognizer
            states.append(p.state)
            translations.append(p.translation(in: pad))
            if p.state == .changed { velocity = p.velocity(in: pad) }
        }
        pad.addGestureRecognizer(pan)
        host.touchDown(at: CGPoint(x: 20, y: 20))
        host.advanceTime(by: 0.1)
        host.touchMove(to: CGPoint(x: 25, y: 20))
        #expect(states.isEmpty, "5 points is within the hysteresis")
        host.advanceTime(by: 0.1)
        host.touchMove(to: CGPoint(x: 40, y: 20))
        host.advanceTime(by: 0.1)
        host.touchMove(to: CGPoint(x: 60, y: 30))
        host.touchUp()
        #expect(states == [.began, .changed, .ended])
        #expect(translations[0] == CGPoint(x: 20, y: 0) && translations[1] == CGPoint(x: 40, y: 10))
        #expect(abs(velocity.x - 200) < 1e-6 && abs(velocity.y - 100) < 1e-6, "20 and 10 points in 0.1 s")
        #expect(pad.log == ["began", "moved", "cancelled"], "the view lost the touch when the pan began")

        pan.setTranslation(.zero, in: pad)
        #expect(pan.translation(in: pad) == .zero)
    }

    @Test("Pan: fingers that rest before lifting end the pan with no velocity (what a scroll view flings by)")
    func panVelocityAfterRest() {
        let (host, pad) = scene()
        var endVelocity: CGPoint?
        let pan = UIPanGestureRecognizer { r in
            let p = r as! UIPanGestureRecognizer
            if p.state == .ended { endVelocity = p.velocity(in: pad) }
        }
        pad.addGestureRecognizer(pan)
        func drag(restingFor rest: TimeInterval) {
            host.touchDown(at: CGPoint(x: 20, y: 20))
            for x in [40.0, 60.0] {
                host.advanceTime(by: 0.05)
                host.touchMove(to: CGPoint(x: x, y: 20))
            }
            host.advanceTime(by: rest)
            host.touchUp()
        }
        drag(restingFor: 0.05)
        #expect(endVelocity.map { abs($0.x - 400) < 1e-6 } == true, "lifted 50 ms after moving: 20 points per 50 ms")
        drag(restingFor: 0.3)
        #expect(endVelocity == .zero, "rested 0.3 s before lifting")
    }

    @Test("When a pan begins, a tap on the same touches fails; with simultaneous recognition allowed, both may run")
    func exclusiveAndSimultaneous() {
        final class Allow: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
        }
        let (host, pad) = scene()
        var pans = 0, presses = 0
        let pan = UIPanGestureRecognizer { r in if r.state == .began { pans += 1 } }
        let press = UILongPressGestureRecognizer { r in if r.state == .began { presses += 1 } }
        press.minimumPressDuration = 0.2
        pad.addGestureRecognizer(pan); pad.addGestureRecognizer(press)
        host.touchDown(at: CGPoint(x: 20, y: 20))
        host.advanceInFrames(0.25)
        host.touchMove(to: CGPoint(x: 28, y: 20))       // within the press's allowable movement
        host.touchMove(to: CGPoint(x: 29, y: 26))
        host.touchMove(to: CGPoint(x: 60, y: 26))
        host.touchUp()
        #expect(presses == 1 && pans == 0, "the press began first; the pan failed")
        let allow = Allow()
        pan.delegate = allow
        host.touchDown(at: CGPoint(x: 20, y: 20))
        host.advanceInFrames(0.25)
        host.touchMove(to: CGPoint(x: 25, y: 20))
        host.touchMove(to: CGPoint(x: 29, y: 26))
        host.touchMove(to: CGPoint(x: 60, y: 26))
        host.touchUp()
        #expect(presses == 2, "the press began again")
        #expect(pans == 1, "allowed to recognize simultaneously, the pan begins beside the press")
    }

    @Test("Delegate: shouldBegin false fails the recognizer; shouldReceive false keeps the touch from it")
    func delegate() {
        final class Refuse: UIGestureRecognizerDelegate {
            var begin = true, receive = true
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { begin }
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
        }
        let (host, pad) = scene()
        var count = 0
        let tap = UITapGestureRecognizer { _ in count += 1 }
        let delegate = Refuse()
        tap.delegate = delegate
        pad.addGestureRecognizer(tap)
        delegate.begin = false
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(count == 0 && pad.log == ["began", "ended"])
        delegate.begin = true
        delegate.receive = false
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(count == 0)
        delegate.receive = true
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(count == 1)
    }

    @Test("isEnabled = false and a view refusing gestureRecognizerShouldBegin stop recognition")
    func disabledAndRefused() {
        final class Refusing: UIView {
            override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
        }
        let (host, pad) = scene()
        var count = 0
        let tap = UITapGestureRecognizer { _ in count += 1 }
        tap.isEnabled = false
        pad.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(count == 0)
        let refusing = Refusing(frame: CGRect(x: 0, y: 210, width: 50, height: 50))
        host.window.addSubview(refusing)
        refusing.addGestureRecognizer(UITapGestureRecognizer { _ in count += 1 })
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 10, y: 220))
        #expect(count == 0)
    }

    @Test("Removing a recognizer from its own action is safe; targets are held weakly")
    func removalAndWeakTargets() {
        let (host, pad) = scene()
        var count = 0
        let tap = UITapGestureRecognizer { r in count += 1; r.view?.removeGestureRecognizer(r) }
        pad.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 10, y: 10))
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(count == 1 && pad.gestureRecognizers == nil)

        weak var weakRecorder: Recorder?
        let other = UITapGestureRecognizer()
        do {
            let recorder = Recorder()
            weakRecorder = recorder
            other.addTarget(recorder, action: Recorder.handle)
        }
        #expect(weakRecorder == nil, "the recognizer does not keep its target alive")
        pad.addGestureRecognizer(other)
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 10, y: 10))      // the dead target is skipped
    }
}

/// The remaining recognizer rules: delays, delegate-made failure requirements, two-finger taps.
@Suite("Recognizer delays and requirements", .serialized, .freshContext) @MainActor
struct RecognizerDelayTests {
    private func scene() -> (UITestHost, Pad) {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let pad = Pad(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        pad.isMultipleTouchEnabled = true
        host.window.addSubview(pad)
        return (host, pad)
    }

    @Test("delaysTouchesBegan: the view hears nothing until the recognizer fails, then the held began")
    func delaysBegan() {
        let (host, pad) = scene()
        let press = UILongPressGestureRecognizer { _ in }
        press.delaysTouchesBegan = true
        pad.addGestureRecognizer(press)
        host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(pad.log.isEmpty, "held while the press may still begin")
        host.touchMove(to: CGPoint(x: 90, y: 50))        // beyond allowable movement: the press fails
        #expect(pad.log.first == "began")
        host.touchUp()
        #expect(pad.log.last == "ended")
    }

    @Test("delaysTouchesEnded = false: the view hears the end at once, before the recognizer decides")
    func endedNotDelayed() {
        let (host, pad) = scene()
        let double = UITapGestureRecognizer { _ in }
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        pad.addGestureRecognizer(double)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(pad.log == ["began", "ended"])
    }

    @Test("A delegate can make one recognizer wait for another's failure")
    func delegateRequirement() {
        final class Wait: UIGestureRecognizerDelegate {
            weak var other: UIGestureRecognizer?
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool { o === other }
        }
        let (host, pad) = scene()
        var singles = 0, doubles = 0
        let single = UITapGestureRecognizer { _ in singles += 1 }
        let double = UITapGestureRecognizer { _ in doubles += 1 }
        double.numberOfTapsRequired = 2
        let wait = Wait()
        wait.other = double
        single.delegate = wait
        pad.gestureRecognizers = [single, double]
        #expect(pad.gestureRecognizers?.count == 2)
        host.doubleTap(at: CGPoint(x: 40, y: 40))
        #expect(doubles == 1 && singles == 0)
    }

    @Test("A two-finger tap needs both fingers; one finger does not do")
    func twoFingerTap() {
        let (host, pad) = scene()
        var count = 0
        var fingers = 0
        let tap = UITapGestureRecognizer { r in count += 1; fingers = r.numberOfTouches }
        tap.numberOfTouchesRequired = 2
        pad.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 40, y: 40))
        #expect(count == 0)
        host.advanceTime(by: 1)
        host.touchDown(at: CGPoint(x: 40, y: 40), finger: 0)
        host.touchDown(at: CGPoint(x: 60, y: 40), finger: 1)
        #expect(tap.numberOfTouches == 2 && tap.location(ofTouch: 1, in: pad) == CGPoint(x: 60, y: 40))
        #expect(tap.location(in: pad) == CGPoint(x: 50, y: 40), "the centroid")
        host.touchUp(finger: 0)
        host.touchUp(finger: 1)
        #expect(count == 1 && fingers == 0)
    }
}
