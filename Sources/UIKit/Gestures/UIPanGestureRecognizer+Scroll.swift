import CoreGraphics
import Foundation
import QuartzCore

/// A pan moved by scroll input rather than fingers: how far it has gone.
struct ScrollTracking {
    let type: UIScrollType
    /// What `translation(in: nil)` reads: the deltas so far, less any `setTranslation`.
    var translation: CGPoint = .zero
    /// Every delta added up, untouched by `setTranslation`: what velocity is measured on.
    var travelled: CGPoint = .zero
}

/// Scroll input panning a recognizer (UIPanGestureRecognizer on iPadOS and Mac Catalyst):
/// `Events/ScrollDispatcher.swift` finds the recognizer and calls these. Each delta moves the
/// translation as a finger would move it — content follows the fingers, so scrolling to see
/// what is further down gives a negative `y` — while `location(in:)` stays at the pointer and
/// `numberOfTouches` is 0.
extension UIPanGestureRecognizer {
    /// Whether scroll input is panning this recognizer now.
    var isScrolling: Bool { scroll != nil }

    /// Whether a scroll of `type` in `event` may start a pan here: enabled, idle, allowed by
    /// `allowedScrollTypesMask`, and willing to receive the event (itself and its delegate).
    func acceptsScroll(_ type: UIScrollType, event: UIEvent) -> Bool {
        isEnabled && _state == .possible && trackedTouches.isEmpty && !isScrolling
            && allowedScrollTypesMask.contains(UIScrollTypeMask(type))
            && shouldReceive(event) && delegate?.gestureRecognizer(self, shouldReceive: event) != false
    }

    /// Starts a pan with the scroll's first `delta` (window points, content direction) with the
    /// pointer at `location` (window coordinates). False when the delegate or the view
    /// refused to begin, or it would have to wait for another recognizer to fail (the
    /// recognizer is then possible again).
    func beginScroll(_ type: UIScrollType, delta: CGPoint, at location: CGPoint) -> Bool {
        scroll = ScrollTracking(type: type)
        samples.removeAll()
        lastLocation = location
        recordScroll(.zero)
        recordScroll(delta)
        state = .began
        guard _state == .began else {
            // Refused, or held until a recognizer it must wait for fails: a scroll cannot wait
            // (nothing would end the pan), so it goes elsewhere.
            pendingState = nil
            scroll = nil
            return false
        }
        return true
    }

    /// Moves the pan by `delta` with the pointer at `location`.
    func continueScroll(by delta: CGPoint, at location: CGPoint) {
        guard isScrolling, _state == .began || _state == .changed else { return }
        lastLocation = location
        recordScroll(delta)
        state = .changed
    }

    /// Ends (or cancels) the pan; the recognizer starts over afterwards.
    func endScroll(cancelled: Bool = false) {
        guard isScrolling, _state == .began || _state == .changed else { return }
        state = cancelled ? .cancelled : .ended
    }

    /// Adds `delta` and samples the distance travelled; reports at one media time are one sample.
    private func recordScroll(_ delta: CGPoint) {
        guard var s = scroll else { return }
        s.translation.x += delta.x; s.translation.y += delta.y
        s.travelled.x += delta.x; s.travelled.y += delta.y
        scroll = s
        let now = CACurrentMediaTime()
        if let last = samples.last, last.time == now { samples.removeLast() }
        samples.append((s.travelled, now))
        if samples.count > 3 { samples.removeFirst() }
    }
}
