import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// One scroll report from a backend (or a test host): where the pointer is, in the screen's
/// coordinates (points), and how far the content should move, in points.
///
/// `delta` has the sign of a finger dragging the content: content follows the fingers, so
/// turning a wheel to see what lies further down (or pushing two fingers up a trackpad)
/// is a negative `dy`. A `.discrete` report is one wheel step (its `phase` is not used); a
/// `.continuous` sequence starts with `.began`, moves with `.changed` and stops with
/// `.ended` or `.cancelled`.
package struct ScrollInput: Sendable {
    package enum Phase: Sendable { case began, changed, ended, cancelled }

    /// How far one notch of a mouse wheel moves content (points): about three lines of body
    /// text, what desktop toolkits scroll a notch. Backends whose devices report notches (or
    /// fractions of one) multiply by this.
    package static let pointsPerWheelStep: CGFloat = 40

    package var location: CGPoint
    package var delta: CGVector
    package var type: UIScrollType
    package var phase: Phase

    package init(location: CGPoint, delta: CGVector, type: UIScrollType, phase: Phase = .changed) {
        self.location = location
        self.delta = delta
        self.type = type
        self.phase = phase
    }
}

/// What a `.scroll` `UIEvent` carries on its way through `UIApplication.sendEvent` and
/// `UIWindow.sendEvent`: the pointer in the window's coordinates and the report.
struct ScrollEventData {
    weak var window: UIWindow?
    var location: CGPoint
    var delta: CGPoint
    var type: UIScrollType
    var phase: ScrollInput.Phase
    /// Which sequence of reports the event belongs to.
    var sequence: Int
}

/// Turns scroll reports into pans, as iPadOS and Mac Catalyst do for mice and trackpads.
///
/// - A sequence of reports goes to one window and one recognizer, chosen when it starts (a
///   pointer that wanders off the view meanwhile keeps scrolling it, as on the Mac): the
///   frontmost visible window under the pointer, the view its `hitTest` finds there, and the
///   first `UIPanGestureRecognizer` on that view or an ancestor whose
///   `allowedScrollTypesMask` allows the kind of scroll, that is enabled and idle, receives
///   the event (`shouldReceive`) and may begin (`gestureRecognizerShouldBegin`, delegate's
///   and view's). A refusal passes the scroll on up the chain.
/// - The pan begins with the first report, changes with each that follows, and ends when a
///   trackpad's fingers lift (`.ended`) or, for a wheel, once `discreteIdleInterval` passes
///   on the media clock without another step.
/// - Reports with non-finite numbers are dropped with a diagnostic; a sequence whose window
///   went away, or whose view left that window, is cancelled and the rest of it ignored.
@MainActor
final class ScrollDispatcher {
    /// How long a wheel must rest before its pan ends (seconds). A wheel spun by hand sends
    /// steps a few tens of milliseconds apart; a pause longer than this is a new scroll.
    static let discreteIdleInterval: TimeInterval = 0.15

    private struct Sequence {
        let id: Int
        let type: UIScrollType
        weak var window: UIWindow?
        weak var recognizer: UIPanGestureRecognizer?
        /// The recognizer was chosen (or none was found): later reports do not look again.
        var isTargeted = false
    }

    private var current: Sequence?
    private var nextID = 0
    private var idleTimer: MediaTimers.Timer?

    /// Applies one report.
    func handle(_ input: ScrollInput, application: UIApplication) {
        guard input.location.x.isFinite, input.location.y.isFinite else {
            RuntimeIssue.report("UIApplication: a scroll at a non-finite location (\(input.location)) was dropped")
            return
        }
        guard input.delta.dx.isFinite, input.delta.dy.isFinite else {
            RuntimeIssue.report("UIApplication: a scroll by a non-finite amount (\(input.delta.dx), \(input.delta.dy)) was dropped")
            return
        }
        let startsSequence: Bool
        switch input.type {
        case .continuous: startsSequence = input.phase == .began
        case .discrete: startsSequence = current?.type != .discrete || current?.recognizer?.isScrolling != true
        }
        if startsSequence {
            finish(cancelled: false)
            start(input, application: application)
        }
        guard let sequence = current, sequence.type == input.type else { return }
        guard let window = sequence.window, application.visibleWindows.contains(where: { $0 === window }) else {
            // The window went away: what it was scrolling is cancelled and the rest ignored.
            finish(cancelled: true)
            return
        }
        let event = UIEvent(type: .scroll)
        event.timestamp = CACurrentMediaTime()
        event.scrollData = ScrollEventData(window: window, location: CGPoint(x: input.location.x - window.frame.minX,
                                                                             y: input.location.y - window.frame.minY),
                                           delta: CGPoint(x: input.delta.dx, y: input.delta.dy),
                                           type: input.type, phase: input.phase, sequence: sequence.id)
        application.sendEvent(event)
        if input.type == .continuous, input.phase == .ended || input.phase == .cancelled { current = nil }
    }

    private func start(_ input: ScrollInput, application: UIApplication) {
        nextID += 1
        let window = application.windows.reversed().first { w in
            w.screen === UIScreen.main && w.isHittable && w.frame.contains(input.location)
        }
        current = Sequence(id: nextID, type: input.type, window: window)
    }

    /// Delivers a scroll event that reached `window` (from `UIWindow.sendEvent`).
    func deliver(_ event: UIEvent, in window: UIWindow) {
        guard let data = event.scrollData, data.window === window, var sequence = current, sequence.id == data.sequence else { return }
        if !sequence.isTargeted {
            sequence.isTargeted = true
            sequence.recognizer = Self.begin(event, data: data, in: window)
            current = sequence
            if sequence.recognizer != nil { finishIfEnding(data) }
            scheduleIdleEnd(data)
            return
        }
        guard let recognizer = sequence.recognizer else { return }
        guard recognizer.isScrolling, recognizer.view?.window === window else {
            // Cancelled or disabled meanwhile, or its view left the window.
            finish(cancelled: true)
            return
        }
        if data.phase == .cancelled {
            recognizer.endScroll(cancelled: true)
            return
        }
        if data.delta != .zero || data.phase == .changed { recognizer.continueScroll(by: data.delta, at: data.location) }
        finishIfEnding(data)
        scheduleIdleEnd(data)
    }

    /// The recognizer a new sequence pans: the first willing one from the hit view up.
    private static func begin(_ event: UIEvent, data: ScrollEventData, in window: UIWindow) -> UIPanGestureRecognizer? {
        guard data.phase != .ended, data.phase != .cancelled else { return nil }
        var view = window.hitTest(data.location, with: event)
        while let v = view {
            for case let pan as UIPanGestureRecognizer in v._gestureRecognizers where pan.acceptsScroll(data.type, event: event) {
                if pan.beginScroll(data.type, delta: data.delta, at: data.location) { return pan }
            }
            view = v._superview
        }
        return nil
    }

    private func finishIfEnding(_ data: ScrollEventData) {
        guard data.type == .continuous else { return }
        if data.phase == .ended { current?.recognizer?.endScroll() }
        if data.phase == .cancelled { current?.recognizer?.endScroll(cancelled: true) }
    }

    /// A wheel's pan ends after it rests for `discreteIdleInterval`.
    private func scheduleIdleEnd(_ data: ScrollEventData) {
        guard data.type == .discrete else { return }
        idleTimer?.invalidate()
        let id = data.sequence
        idleTimer = MediaTimers.shared.schedule(after: Self.discreteIdleInterval) { [weak self] in
            guard let self, self.current?.id == id else { return }
            let window = self.current?.window
            let gone = window == nil || !(UIApplication.existing?.visibleWindows.contains { $0 === window } ?? false)
                || self.current?.recognizer?.view?.window !== window
            self.finish(cancelled: gone)
        }
    }

    /// Ends the sequence in progress, if any.
    private func finish(cancelled: Bool) {
        idleTimer?.invalidate()
        idleTimer = nil
        current?.recognizer?.endScroll(cancelled: cancelled)
        current = nil
    }

    /// `view` is leaving its window: a scroll panning a recognizer in its subtree is cancelled.
    func cancelScroll(inSubtreeOf view: UIView) {
        guard let recognizerView = current?.recognizer?.view, recognizerView.isDescendant(of: view) else { return }
        finish(cancelled: true)
    }
}

extension UIApplication {
    /// `view` is leaving its window: its touches and a scroll panning it are cancelled.
    func cancelInput(inSubtreeOf view: UIView) {
        touchDispatcher.cancelTouches(inSubtreeOf: view)
        scrollDispatcher.cancelScroll(inSubtreeOf: view)
    }

    /// A backend's (or test host's) scroll report: a mouse-wheel step or a moment of a
    /// trackpad scroll.
    package func handleScroll(_ input: ScrollInput) {
        scrollDispatcher.handle(input, application: self)
    }
}
