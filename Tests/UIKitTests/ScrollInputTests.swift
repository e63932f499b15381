import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

/// What a pan's action saw at each call.
@MainActor private final class PanLog {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []
    var locations: [CGPoint] = []
    var touchCounts: [Int] = []
    var times: [CFTimeInterval] = []

    func record(_ recognizer: UIGestureRecognizer) {
        let pan = recognizer as! UIPanGestureRecognizer
        states.append(pan.state)
        translations.append(pan.translation(in: pan.view))
        velocities.append(pan.velocity(in: pan.view))
        locations.append(pan.location(in: pan.view))
        touchCounts.append(pan.numberOfTouches)
        times.append(CACurrentMediaTime())
    }
}

/// Scroll input as iPadOS and Mac Catalyst deliver it (UIPanGestureRecognizer
/// `allowedScrollTypesMask`, UIScrollType): a mouse wheel or two fingers on a trackpad pan a
/// recognizer that allows that kind of scroll, found from the view under the pointer up the
/// superview chain. Time runs on the virtual clock.
@Suite("Scroll input (wheel and trackpad)", .serialized, .freshContext) @MainActor
struct ScrollInputTests {
    private func scene(mask: UIScrollTypeMask = .all) -> (UITestHost, UIView, UIPanGestureRecognizer, PanLog) {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let pad = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        host.window.addSubview(pad)
        let log = PanLog()
        let pan = UIPanGestureRecognizer(target: log, action: PanLog.record)
        pan.allowedScrollTypesMask = mask
        pad.addGestureRecognizer(pan)
        return (host, pad, pan, log)
    }

    @Test("UIScrollType and UIScrollTypeMask have UIKit's raw values: one mask bit per type, .all is both")
    func rawValues() {
        #expect(UIScrollType.discrete.rawValue == 0 && UIScrollType.continuous.rawValue == 1)
        #expect(UIScrollTypeMask.discrete.rawValue == 1 && UIScrollTypeMask.continuous.rawValue == 2)
        #expect(UIScrollTypeMask.all == [.discrete, .continuous] && UIScrollTypeMask.all.rawValue == 3)
    }

    @Test("A plain pan ignores scroll input: allowedScrollTypesMask is empty by default, as on iOS")
    func plainPanIgnoresScrolls() {
        let (host, _, pan, log) = scene(mask: [])
        #expect(UIPanGestureRecognizer().allowedScrollTypesMask == [])
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: 3)
        host.trackpadScroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: -100))
        host.advanceTime(by: 1)
        #expect(log.states.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test("Wheel: each notch moves the pan at once (began, then changed); content follows the fingers, so rolling down the page is a negative y translation; the pan ends after the wheel rests 0.15 s")
    func wheelNotches() {
        let (host, pad, pan, log) = scene()
        host.turnWheel(at: CGPoint(x: 100, y: 120), steps: 3)
        #expect(log.states == [.began, .changed, .changed])
        #expect(log.translations == [CGPoint(x: 0, y: -40), CGPoint(x: 0, y: -80), CGPoint(x: 0, y: -120)])
        #expect(log.touchCounts == [0, 0, 0], "no fingers touch the screen")
        #expect(log.locations.allSatisfy { $0 == CGPoint(x: 50, y: 70) }, "the pointer, in the pad's coordinates")
        #expect(abs(log.velocities[2].y - -40 / 0.03) < 1e-6, "40 points in the 30 ms between the last notches")
        #expect(pad.gestureRecognizers?.first === pan)

        host.advanceTime(by: 0.1)
        #expect(log.states.count == 3, "0.1 s of rest is still the same scroll")
        host.advanceTime(by: 0.06)
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(log.translations.last == CGPoint(x: 0, y: -120))
        #expect(pan.state == .possible, "the recognizer starts over once its pan ended")

        host.turnWheel(at: CGPoint(x: 100, y: 120), steps: -1)
        #expect(log.states.suffix(1) == [.began], "after the rest, the next notch is a new pan")
        #expect(log.translations.last == CGPoint(x: 0, y: 40), "rolling up the page moves content down")
        host.turnWheel(at: CGPoint(x: 100, y: 120), steps: 2, horizontal: true)
        #expect(log.translations.last == CGPoint(x: -80, y: 40))
    }

    @Test("A single wheel notch has no velocity: one report is no motion over time")
    func singleNotchVelocity() {
        let (host, _, _, log) = scene()
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: 1)
        host.advanceTime(by: 0.2)
        #expect(log.states == [.began, .ended])
        #expect(log.velocities == [.zero, .zero])
    }

    @Test("Trackpad: the pan begins when the fingers touch, changes as they move, ends when they lift; translation adds the moves; velocity from the last reports in points per second")
    func trackpadPhases() {
        let (host, _, pan, log) = scene()
        host.beginTrackpadScroll(at: CGPoint(x: 100, y: 100))
        #expect(log.states == [.began])
        #expect(log.translations == [.zero])
        host.advanceTime(by: 0.02)
        host.moveTrackpadScroll(by: CGVector(dx: 3, dy: -10))
        host.advanceTime(by: 0.02)
        host.moveTrackpadScroll(by: CGVector(dx: 3, dy: -14))
        host.advanceTime(by: 5)
        #expect(log.states == [.began, .changed, .changed], "a trackpad scroll lasts until the fingers lift, however long they rest")
        #expect(log.translations.last == CGPoint(x: 6, y: -24))
        #expect(abs(log.velocities.last!.x - 150) < 1e-6 && abs(log.velocities.last!.y - -700) < 1e-6)
        pan.setTranslation(CGPoint(x: 1, y: 1), in: pan.view)
        host.moveTrackpadScroll(by: CGVector(dx: 0, dy: -4))
        #expect(log.translations.last == CGPoint(x: 1, y: -3), "setTranslation resets the sum; later moves add to it")
        host.endTrackpadScroll()
        #expect(log.states == [.began, .changed, .changed, .changed, .ended])
        #expect(log.touchCounts.allSatisfy { $0 == 0 })
        #expect(pan.state == .possible)
    }

    @Test("A cancelled trackpad scroll cancels the pan")
    func trackpadCancelled() {
        let (host, _, _, log) = scene()
        host.beginTrackpadScroll(at: CGPoint(x: 100, y: 100))
        host.moveTrackpadScroll(by: CGVector(dx: 0, dy: 10))
        host.cancelTrackpadScroll()
        #expect(log.states == [.began, .changed, .cancelled])
    }

    @Test("The mask filters by kind: a pan allowing only .continuous ignores the wheel, which goes on up to an ancestor's pan that allows .discrete")
    func maskByKindAndAncestor() {
        let (host, pad, _, log) = scene(mask: .continuous)
        let outerLog = PanLog()
        let outer = UIPanGestureRecognizer(target: outerLog, action: PanLog.record)
        outer.allowedScrollTypesMask = .discrete
        host.window.addGestureRecognizer(outer)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        pad.addSubview(child)

        host.turnWheel(at: CGPoint(x: 70, y: 70), steps: 1)        // over the child, inside the pad
        #expect(log.states.isEmpty)
        #expect(outerLog.states == [.began])
        host.advanceTime(by: 0.2)
        host.trackpadScroll(at: CGPoint(x: 70, y: 70), by: CGVector(dx: 0, dy: -30), steps: 3)
        #expect(log.states == [.began, .changed, .changed, .changed, .ended], "the nearest pan allowing trackpads")
        #expect(outerLog.states == [.began, .ended])
    }

    @Test("Refusals pass the scroll up the chain: delegate shouldReceive(event) false, gestureRecognizerShouldBegin false, or disabled")
    func refusalsGoUpTheChain() {
        final class Refuse: UIGestureRecognizerDelegate {
            var receive = true, begin = true
            var events: [UIEvent.EventType] = []
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
                events.append(event.type)
                return receive
            }
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { begin }
        }
        let (host, _, pan, log) = scene()
        let outerLog = PanLog()
        let outer = UIPanGestureRecognizer(target: outerLog, action: PanLog.record)
        outer.allowedScrollTypesMask = .all
        host.window.addGestureRecognizer(outer)
        let delegate = Refuse()
        pan.delegate = delegate

        delegate.receive = false
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: 1)
        host.advanceTime(by: 0.2)
        #expect(delegate.events == [.scroll], "the delegate is asked with the scroll event")
        delegate.receive = true
        delegate.begin = false
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: 1)
        host.advanceTime(by: 0.2)
        #expect(pan.state == .possible, "a refused begin leaves the recognizer ready for the next gesture")
        delegate.begin = true
        pan.isEnabled = false
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: 1)
        host.advanceTime(by: 0.2)
        #expect(log.states.isEmpty)
        #expect(outerLog.states == [.began, .ended, .began, .ended, .began, .ended])

        pan.isEnabled = true
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: 1)
        #expect(log.states == [.began])
    }

    @Test("A pan that would have to wait for another recognizer's failure does not take the scroll (nothing would end its pan), and does not begin later on its own")
    func panWaitingForFailureRefusesScroll() {
        let (host, _, pan, log) = scene()
        let other = UIView(frame: CGRect(x: 0, y: 260, width: 300, height: 40))
        host.window.addSubview(other)
        let press = UILongPressGestureRecognizer { _ in }
        other.addGestureRecognizer(press)
        pan.require(toFail: press)
        host.touchDown(at: CGPoint(x: 10, y: 280))                // the long press is undecided
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: 1)
        host.advanceTime(by: 0.1)
        host.touchUp()                                             // too short: the long press fails
        host.advanceTime(by: 0.5)
        #expect(log.states.isEmpty)
        #expect(pan.state == .possible)
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: 1)
        #expect(log.states == [.began], "with nothing to wait for, the next scroll pans it")
    }

    @Test("Disabling the pan mid-scroll cancels it; the rest of that trackpad scroll is ignored")
    func disabledMidScroll() {
        let (host, _, pan, log) = scene()
        host.beginTrackpadScroll(at: CGPoint(x: 100, y: 100))
        host.moveTrackpadScroll(by: CGVector(dx: 0, dy: -10))
        pan.isEnabled = false
        pan.isEnabled = true
        host.moveTrackpadScroll(by: CGVector(dx: 0, dy: -10))
        host.endTrackpadScroll()
        #expect(log.states == [.began, .changed, .cancelled])
    }

    @Test("Touch pans work as before beside scroll input; a pan moved by a trackpad does not take new fingers until it ends")
    func touchesBesideScrolls() {
        let (host, _, pan, log) = scene()
        host.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 60, y: 160))
        #expect(log.states.first == .began && log.states.last == .ended)
        #expect(log.translations.last == CGPoint(x: 0, y: 100))
        #expect(log.touchCounts.first == 1)
        log.states = []

        host.beginTrackpadScroll(at: CGPoint(x: 100, y: 100))
        host.touchDown(at: CGPoint(x: 60, y: 60))
        host.touchMove(to: CGPoint(x: 60, y: 120))
        #expect(pan.numberOfTouches == 0, "the finger is not the scrolling pan's")
        host.touchUp()
        host.moveTrackpadScroll(by: CGVector(dx: 0, dy: 5))
        host.endTrackpadScroll()
        #expect(log.states == [.began, .changed, .ended])
        #expect(log.translations.last == CGPoint(x: 0, y: 5))
    }

    @Test("Scroll reports with NaN or infinite numbers are dropped with a diagnostic, as touches are")
    func nonFiniteReportsDropped() {
        let (host, _, _, log) = scene()
        let issues = RuntimeIssue.capture {
            host.scroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: CGFloat.nan))
            host.scroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: CGFloat.infinity, dy: 0))
            host.scroll(at: CGPoint(x: CGFloat.nan, y: 100), by: CGVector(dx: 0, dy: -40))
        }
        #expect(issues.filter { $0.contains("non-finite") }.count == 3)
        #expect(log.states.isEmpty)
        host.scroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: -40))
        #expect(log.translations == [CGPoint(x: 0, y: -40)], "a bad report leaves nothing behind")
    }

    @Test("A scroll for a window that went away is ignored; its pan is cancelled")
    func windowWentAway() {
        let (host, _, _, log) = scene()
        host.beginTrackpadScroll(at: CGPoint(x: 100, y: 100))
        host.moveTrackpadScroll(by: CGVector(dx: 0, dy: -10))
        host.window.isHidden = true
        host.moveTrackpadScroll(by: CGVector(dx: 0, dy: -10))
        host.endTrackpadScroll()
        #expect(log.states == [.began, .changed, .cancelled])

        host.window.isHidden = false
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: 1)
        host.window.isHidden = true
        host.advanceTime(by: 0.2)
        #expect(log.states.suffix(2) == [.began, .cancelled], "a wheel's pan on a hidden window is cancelled, not ended")
    }

    @Test("A view leaving its window cancels the scroll panning it, as it cancels touches")
    func viewLeavesWindow() {
        let (host, pad, _, log) = scene()
        host.turnWheel(at: CGPoint(x: 100, y: 100), steps: 2)
        pad.removeFromSuperview()
        #expect(log.states == [.began, .changed, .cancelled])
        host.advanceTime(by: 0.2)
        #expect(log.states.count == 3)
    }

    @Test("Nothing under the pointer, or a point outside every window: the scroll goes nowhere")
    func nothingUnderPointer() {
        let (host, _, _, log) = scene()
        host.turnWheel(at: CGPoint(x: 10, y: 10), steps: 1)         // the window, no pan there
        host.turnWheel(at: CGPoint(x: 500, y: 500), steps: 1)       // off every window
        host.advanceTime(by: 0.2)
        #expect(log.states.isEmpty)
    }
}
