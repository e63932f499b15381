/// What the view is told while recognizers decide: `delaysTouchesBegan` holds a touch's
/// began (and moves) until its recognizers fail; `delaysTouchesEnded` holds its end until
/// they fail or recognize. A touch taken by a recognizer is never shown to the view after.
@MainActor
enum ViewTouchDelays {
    /// Whether the view has been told the touch began.
    static func viewHasSeen(_ touch: UITouch) -> Bool { touch.viewSawBegan }

    /// Whether any of the touch's recognizers, still undecided, asks for `flag`.
    private static func held(_ touch: UITouch, by flag: KeyPath<UIGestureRecognizer, Bool>) -> Bool {
        (touch.gestureRecognizers ?? []).contains { $0._state == .possible && $0[keyPath: flag] && $0.trackedTouches.contains { $0 === touch } }
    }

    /// Delivers `touches` of one view and phase, holding what the delays ask to hold.
    static func deliver(_ touches: Set<UITouch>, phase: UITouch.Phase, to view: UIView, with event: UIEvent) {
        var now: Set<UITouch> = []
        for touch in touches {
            switch phase {
            case .began:
                if held(touch, by: \.delaysTouchesBegan) { touch.heldBegan = true } else { touch.viewSawBegan = true; now.insert(touch) }
            case .moved:
                if !touch.heldBegan { now.insert(touch) }
            case .ended:
                if touch.heldBegan || held(touch, by: \.delaysTouchesEnded) { touch.heldEnded = true } else { now.insert(touch) }
            case .cancelled:
                if touch.viewSawBegan { now.insert(touch) }
                touch.heldBegan = false
                touch.heldEnded = false
            default:
                break
            }
        }
        guard !now.isEmpty else { return }
        switch phase {
        case .began: view.touchesBegan(now, with: event)
        case .moved: view.touchesMoved(now, with: event)
        case .ended: view.touchesEnded(now, with: event)
        case .cancelled: view.touchesCancelled(now, with: event)
        default: break
        }
    }

    /// `r` recognized or failed: held phases of its touches are delivered once nothing holds
    /// them any more (or dropped, when a recognizer took the touch).
    static func recognizerSettled(_ r: UIGestureRecognizer) {
        for touch in r.trackedTouches where touch.heldBegan || touch.heldEnded {
            guard touch.isDeliveredToView, let view = touch.view else {
                touch.heldBegan = false
                touch.heldEnded = false
                continue
            }
            let event = UIEvent(type: .touches)
            event.touchSet = [touch]
            let phase = touch.phase
            if touch.heldBegan, !held(touch, by: \.delaysTouchesBegan) {
                touch.heldBegan = false
                touch.viewSawBegan = true
                touch.phase = .began
                view.touchesBegan([touch], with: event)
                touch.phase = phase
            }
            if touch.heldEnded, !touch.heldBegan, !held(touch, by: \.delaysTouchesEnded) {
                touch.heldEnded = false
                touch.phase = .ended
                view.touchesEnded([touch], with: event)
                touch.phase = phase
            }
        }
    }
}
