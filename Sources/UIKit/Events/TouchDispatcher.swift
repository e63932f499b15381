import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// One finger's report from a backend (or a test host): which finger, what happened, and
/// where, in the screen's coordinates (points).
package struct TouchInput: Sendable {
    package var finger: Int
    package var phase: UITouch.Phase
    package var location: CGPoint

    package init(finger: Int, phase: UITouch.Phase, location: CGPoint) {
        self.finger = finger
        self.phase = phase
        self.location = location
    }
}

/// Turns fingers into `UITouch`es and `UIEvent`s and hands them to `UIApplication.sendEvent`.
///
/// - A touch's window is the frontmost visible window under it that takes user interaction
///   and whose `hitTest` finds a view (a window finding none lets the touch through, as iOS's
///   pass-through windows do); its view is that result, decided when it begins and kept to
///   the end.
/// - A view that is not `isMultipleTouchEnabled` gets only its first touch; while a view with
///   `isExclusiveTouch` has a touch no other view in the window gets one, and it gets none
///   while others have touches.
/// - A touch down within `multipleTapInterval` and `multipleTapDistance` of where the
///   previous touch lifted counts the next tap (`tapCount`).
@MainActor
final class TouchDispatcher {
    /// The longest pause between taps that still counts them together (seconds).
    static let multipleTapInterval: TimeInterval = 0.35
    /// How far apart taps may be and still count together (points).
    static let multipleTapDistance: CGFloat = 45

    private var active: [Int: UITouch] = [:]
    /// Touches in the order they began, for a stable delivery order.
    private var order: [UITouch] = []
    private let event = UIEvent(type: .touches)
    private var lastTap: (location: CGPoint, window: UIWindow?, time: TimeInterval, count: Int)?
    var ignoreCount = 0

    /// Applies the fingers' reports as one event.
    func handle(_ inputs: [TouchInput], application: UIApplication) {
        let now = CACurrentMediaTime()
        var changed = false
        for input in inputs {
            guard input.location.x.isFinite, input.location.y.isFinite else {
                RuntimeIssue.report("UIApplication: a touch at a non-finite location (\(input.location)) was dropped")
                continue
            }
            if input.phase == .began {
                if let stale = active[input.finger] { finish(stale) }
                guard ignoreCount == 0, let touch = begin(input, at: now, application: application) else { continue }
                active[input.finger] = touch
                order.append(touch)
                changed = true
            } else if let touch = active[input.finger] {
                let location = touch.window.map { CGPoint(x: input.location.x - $0.frame.minX, y: input.location.y - $0.frame.minY) } ?? input.location
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = location
                touch.phase = input.phase
                touch.timestamp = now
                changed = true
            }
        }
        guard changed else { return }
        send(at: now, application: application)
        // Touches that ended or were cancelled leave; the others become stationary.
        for touch in order where touch.phase == .ended || touch.phase == .cancelled {
            if touch.phase == .ended, touch.isDeliveredToView || touch.view == nil {
                lastTap = (touch.locationInWindow, touch.window, touch.timestamp, touch.tapCount)
            }
            finish(touch)
        }
        for touch in order where touch.phase == .began || touch.phase == .moved { touch.phase = .stationary }
    }

    private func begin(_ input: TouchInput, at now: TimeInterval, application: UIApplication) -> UITouch? {
        let touch = UITouch(identifier: input.finger)
        touch.timestamp = now
        // The frontmost window under the touch whose hit-testing finds a view takes it; a
        // window that finds none (returns nil from `hitTest`) lets it through to those below.
        var window: UIWindow?, view: UIView?
        for w in application.windows.reversed() where w.screen === UIScreen.main && w.isHittable && w.frame.contains(input.location) {
            let hit = w.hitTest(CGPoint(x: input.location.x - w.frame.minX, y: input.location.y - w.frame.minY), with: event)
            if window == nil || hit != nil { window = w; view = hit }
            if hit != nil { break }
        }
        touch.window = window
        let location = window.map { CGPoint(x: input.location.x - $0.frame.minX, y: input.location.y - $0.frame.minY) } ?? input.location
        touch.locationInWindow = location
        touch.previousLocationInWindow = location
        if let last = lastTap, last.window === window, now - last.time <= Self.multipleTapInterval,
           hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multipleTapDistance {
            touch.tapCount = last.count + 1
        }
        guard let window else { return touch }
        touch.view = view
        if let view {
            let recognizers = GestureArena.recognizers(for: touch, view: view)
            touch.gestureRecognizers = recognizers
            for r in recognizers { r.trackedTouches.append(touch) }
            let others = order.filter { $0.window === window && $0.isDeliveredToView && $0.phase != .ended && $0.phase != .cancelled }
            if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) { touch.isDeliveredToView = false }
            if others.contains(where: { $0.view?.isExclusiveTouch == true && $0.view !== view }) { touch.isDeliveredToView = false }
            if view.isExclusiveTouch, others.contains(where: { $0.view !== view }) { touch.isDeliveredToView = false }
        }
        return touch
    }

    private func send(at now: TimeInterval, application: UIApplication) {
        event.timestamp = now
        event.touchSet = Set(order)
        application.sendEvent(event)
    }

    private func finish(_ touch: UITouch) {
        active = active.filter { $0.value !== touch }
        order.removeAll { $0 === touch }
        event.touchSet.remove(touch)
    }

    /// `view` is leaving its window: touches delivered to it or its subviews are cancelled
    /// (their views get `touchesCancelled`) and stay silent until the fingers lift.
    func cancelTouches(inSubtreeOf view: UIView) {
        let affected = order.filter { t in
            t.isDeliveredToView && t.phase != .ended && t.phase != .cancelled && (t.view?.isDescendant(of: view) ?? false)
        }
        guard !affected.isEmpty else { return }
        var byView: [(UIView, Set<UITouch>)] = []
        for touch in affected {
            touch.phase = .cancelled
            touch.timestamp = CACurrentMediaTime()
            guard let v = touch.view else { continue }
            if let i = byView.firstIndex(where: { $0.0 === v }) { byView[i].1.insert(touch) } else { byView.append((v, [touch])) }
        }
        event.touchSet = Set(order)
        for (v, touches) in byView { v.touchesCancelled(touches.filter(\.viewSawBegan), with: event) }
        for touch in affected {
            touch.isDeliveredToView = false
            touch.phase = .stationary
        }
    }

    /// Whether any finger is down.
    var hasActiveTouches: Bool { !order.isEmpty }
}

/// Delivers one window's share of a touch event: first to the touches' recognizers, then to
/// the views (as the recognizers allow).
@MainActor
enum TouchDelivery {
    static func deliver(_ event: UIEvent, in window: UIWindow) {
        GestureArena.deliver(event, in: window)
        // Group by view in the order the views got their first touch, then by phase.
        var groups: [(view: UIView, began: Set<UITouch>, moved: Set<UITouch>, ended: Set<UITouch>, cancelled: Set<UITouch>)] = []
        let touches = event.touchSet.filter { $0.window === window && $0.isDeliveredToView && $0.view != nil }
            .sorted { $0.identifier < $1.identifier }
        for touch in touches {
            guard let view = touch.view else { continue }
            var i = groups.firstIndex { $0.view === view }
            if i == nil {
                groups.append((view, [], [], [], []))
                i = groups.count - 1
            }
            switch touch.phase {
            case .began: groups[i!].began.insert(touch)
            case .moved: groups[i!].moved.insert(touch)
            case .ended: groups[i!].ended.insert(touch)
            case .cancelled: groups[i!].cancelled.insert(touch)
            default: break
            }
        }
        for g in groups {
            if !g.began.isEmpty { ViewTouchDelays.deliver(g.began, phase: .began, to: g.view, with: event) }
            if !g.moved.isEmpty { ViewTouchDelays.deliver(g.moved, phase: .moved, to: g.view, with: event) }
            if !g.ended.isEmpty { ViewTouchDelays.deliver(g.ended, phase: .ended, to: g.view, with: event) }
            if !g.cancelled.isEmpty { ViewTouchDelays.deliver(g.cancelled, phase: .cancelled, to: g.view, with: event) }
        }
        GestureArena.resetFinished(in: event)
    }
}
