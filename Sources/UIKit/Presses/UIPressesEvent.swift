import Foundation

/// An event for physical buttons (keyboard keys): it goes to the key window, which hands it
/// to its first responder.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressSet: Set<UIPress> = []

    init() { super.init(type: .presses) }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { pressSet }

    /// The presses a gesture recognizer receives (none: recognizers here take touches).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
