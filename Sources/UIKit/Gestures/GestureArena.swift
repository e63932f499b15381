import CoreGraphics
import Foundation
internal import RuntimeSupport

/// The rules between recognizers, the views they watch and the touches they share: which
/// recognizer gets a touch, who may recognize, who fails because another recognized, and
/// what the view is told meanwhile.
@MainActor
enum GestureArena {
    // MARK: Attaching touches

    /// The recognizers a new touch is delivered to: those of its view and every ancestor up
    /// to the window, enabled, not finished, not being moved by scroll input, and willing
    /// (`shouldReceive`).
    static func recognizers(for touch: UITouch, view: UIView) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var v: UIView? = view
        while let current = v {
            for r in current._gestureRecognizers where r.isEnabled && (r._state == .possible || r._state == .began || r._state == .changed) {
                // A pan that scroll input is moving keeps to it until the scroll ends.
                if (r as? UIPanGestureRecognizer)?.isScrolling == true { continue }
                if r.delegate?.gestureRecognizer(r, shouldReceive: touch) == false { continue }
                result.append(r)
            }
            v = current._superview
        }
        return result
    }

    // MARK: Delivering to recognizers

    /// Gives each recognizer its share of the event's changed touches, before the views.
    static func deliver(_ event: UIEvent, in window: UIWindow) {
        for r in recognizers(of: event.touchSet.filter { $0.window === window }) {
            let mine = event.touchSet.filter { t in r.trackedTouches.contains { $0 === t } }
            let active = r._state == .possible || r._state == .began || r._state == .changed
            guard active, r.isEnabled else { continue }
            let began = mine.filter { $0.phase == .began }, moved = mine.filter { $0.phase == .moved }
            let ended = mine.filter { $0.phase == .ended }, cancelled = mine.filter { $0.phase == .cancelled }
            if !began.isEmpty { r.touchesBegan(began, with: event) }
            if !moved.isEmpty, isActive(r) { r.touchesMoved(moved, with: event) }
            if !ended.isEmpty, isActive(r) {
                r.lastLocation = r.location(in: nil)
                r.touchesEnded(ended, with: event)
            }
            if !cancelled.isEmpty, isActive(r) { r.touchesCancelled(cancelled, with: event) }
        }
    }

    private static func isActive(_ r: UIGestureRecognizer) -> Bool {
        r._state == .possible || r._state == .began || r._state == .changed
    }

    /// After an event: recognizers that finished and whose touches all lifted start over.
    static func resetFinished(in event: UIEvent) {
        for r in recognizers(of: event.touchSet) {
            r.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
            // A recognizer holding a recognition until another fails keeps it.
            if r.trackedTouches.isEmpty, r._state != .possible, r.pendingState == nil { reset(r) }
        }
    }

    static func reset(_ r: UIGestureRecognizer) {
        r._state = .possible
        r.pendingState = nil
        r.trackedTouches.removeAll()
        r.resetForNextGesture()
        r.reset()
    }

    // MARK: State changes

    static func setState(_ new: UIGestureRecognizer.State, of r: UIGestureRecognizer) {
        let old = r._state
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            tryToRecognize(r, as: new)
        case (.possible, .failed):
            fail(r)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            r._state = new
            r.sendActions()
            if new == .ended || new == .cancelled { finishIfIdle(r) }
        case (.possible, .possible):
            break
        case (_, .possible):
            reset(r)
        default:
            RuntimeIssue.report("UIGestureRecognizer: \(r) cannot go from \(old) to \(new); the change is ignored")
        }
    }

    /// A recognizer whose gesture is over and has no touches down starts over at once (with
    /// touches down it waits for them to lift: see `resetFinished`).
    private static func finishIfIdle(_ r: UIGestureRecognizer) {
        if r.trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) { reset(r) }
    }

    /// Whether a view between a touch of `r` and `r`'s view handles that gesture itself (a
    /// button's single tap): its default action wins over an ancestor's recognizer. A
    /// recognizer attached to the control itself is not overridden.
    private static func controlOwnsGesture(_ r: UIGestureRecognizer) -> Bool {
        guard let owner = r.view else { return false }
        for touch in r.trackedTouches {
            var view = touch.view
            while let v = view, v !== owner {
                if v.defaultActionOverlaps(r) { return true }
                view = v.superview
            }
        }
        return false
    }

    /// The recognizers sharing at least one touch with `r`.
    private static func others(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        recognizers(of: r.trackedTouches).filter { $0 !== r }
    }

    /// Each recognizer of `touches` once, in the touches' order: linear however many
    /// recognizers a touch has.
    private static func recognizers(of touches: some Sequence<UITouch>) -> [UIGestureRecognizer] {
        var seen = Set<ObjectIdentifier>(), result: [UIGestureRecognizer] = []
        for touch in touches {
            for r in touch.gestureRecognizers ?? [] where seen.insert(ObjectIdentifier(r)).inserted { result.append(r) }
        }
        return result
    }

    /// Whether `r` must wait for `o` to fail.
    private static func requiresFailure(_ r: UIGestureRecognizer, of o: UIGestureRecognizer) -> Bool {
        if r.failureRequirements.contains(where: { $0.recognizer === o }) { return true }
        if r.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: r) { return true }
        if r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: o) == true { return true }
        if o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: r) == true { return true }
        return false
    }

    private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// `r` wants to begin (continuous) or recognize (discrete).
    private static func tryToRecognize(_ r: UIGestureRecognizer, as new: UIGestureRecognizer.State) {
        let shouldBegin = !controlOwnsGesture(r) && (r.delegate?.gestureRecognizerShouldBegin(r) ?? true)
            && (r.view?.gestureRecognizerShouldBegin(r) ?? true)
        guard shouldBegin else { fail(r); return }
        // Waiting on others' failure.
        var requirements = r.failureRequirements.compactMap(\.recognizer)
        var required = Set(requirements.map(ObjectIdentifier.init))
        for o in others(of: r) where requiresFailure(r, of: o) && required.insert(ObjectIdentifier(o)).inserted { requirements.append(o) }
        if requirements.contains(where: { $0._state == .began || $0._state == .changed || $0._state == .ended }) {
            fail(r)
            return
        }
        if requirements.contains(where: { $0._state == .possible && ($0.pendingState != nil || !$0.trackedTouches.isEmpty) }) {
            r.pendingState = new
            waiting.removeAll { $0.recognizer == nil || $0.recognizer === r }
            waiting.append(WeakRecognizer(r))
            return
        }
        recognize(r, as: new)
    }

    private static func recognize(_ r: UIGestureRecognizer, as new: UIGestureRecognizer.State) {
        r.pendingState = nil
        r._state = new
        // Others still possible on the same touches fail, unless both may run together.
        for o in others(of: r) where o._state == .possible && !simultaneous(r, o) && r.canPrevent(o) && o.canBePrevented(by: r) {
            fail(o)
        }
        if r.cancelsTouchesInView { cancelViewTouches(of: r) }
        r.sendActions()
        if new == .ended { finishIfIdle(r) }
        ViewTouchDelays.recognizerSettled(r)
    }

    /// `r` failed: recognizers waiting on it may now recognize.
    private static func fail(_ r: UIGestureRecognizer) {
        guard r._state == .possible else { return }
        r._state = .failed
        // A recognition it was holding back for another's failure is void: it starts over
        // once its touches lift.
        r.pendingState = nil
        let waiting = allPending(near: r)
        for w in waiting {
            guard let pending = w.pendingState else { continue }
            w.pendingState = nil
            tryToRecognize(w, as: pending)
        }
        ViewTouchDelays.recognizerSettled(r)
        finishIfIdle(r)
    }

    /// Recognizers holding a recognition until others fail (the current context's).
    private static var waiting: [WeakRecognizer] {
        get { ApplicationContext.current.waitingRecognizers }
        _modify { yield &ApplicationContext.current.waitingRecognizers }
    }

    /// Recognizers with a pending recognition that share touches with `r` or named it in
    /// `require(toFail:)`. Only the waiting ones are looked at, so a failure costs the same
    /// however many recognizers share the touch.
    private static func allPending(near r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        waiting.removeAll { $0.recognizer?.pendingState == nil }
        return waiting.compactMap(\.recognizer).filter { w in
            w !== r && (w.failureRequirements.contains { $0.recognizer === r }
                || w.trackedTouches.contains { t in r.trackedTouches.contains { $0 === t } })
        }
    }

    /// A recognizer that recognized takes its touches from the view: the view hears
    /// `touchesCancelled` for those it was told about and nothing more.
    private static func cancelViewTouches(of r: UIGestureRecognizer) {
        var byView: [(UIView, Set<UITouch>)] = []
        for touch in r.trackedTouches where touch.isDeliveredToView {
            touch.isDeliveredToView = false
            guard let view = touch.view, ViewTouchDelays.viewHasSeen(touch) else { continue }
            if let i = byView.firstIndex(where: { $0.0 === view }) { byView[i].1.insert(touch) } else { byView.append((view, [touch])) }
        }
        for (view, touches) in byView {
            let event = UIEvent(type: .touches)
            event.touchSet = touches
            let phases = touches.map(\.phase)
            for t in touches { t.phase = .cancelled }
            view.touchesCancelled(touches, with: event)
            for (t, p) in zip(touches, phases) { t.phase = p }
        }
    }
}
