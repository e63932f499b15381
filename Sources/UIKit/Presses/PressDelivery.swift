/// Delivers a window's presses to the responders they began with, by phase.
@MainActor
enum PressDelivery {
    static func deliver(_ event: UIPressesEvent, in window: UIWindow) {
        for press in event.pressSet where press.window === window {
            guard let responder = press.responder else { continue }
            switch press.phase {
            case .began: responder.pressesBegan([press], with: event)
            case .changed: responder.pressesChanged([press], with: event)
            case .ended: responder.pressesEnded([press], with: event)
            case .cancelled: responder.pressesCancelled([press], with: event)
            case .stationary: break
            }
        }
    }
}
