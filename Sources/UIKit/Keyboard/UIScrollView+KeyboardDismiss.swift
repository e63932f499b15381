import CoreGraphics

extension UIScrollView {
    /// How dragging a scroll view's content sends the keyboard away.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard.
        case none = 0
        /// The keyboard goes as soon as a drag begins.
        case onDrag = 1
        /// The keyboard follows a finger dragged down into it and goes if the finger is
        /// moving down when it lifts; else it comes back up.
        case interactive = 2
        /// `onDrag`, the accessory view going too.
        case onDragWithAccessory = 3
        /// `interactive`, the accessory view going too.
        case interactiveWithAccessory = 4
    }

    private var dismissesInteractively: Bool { keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory }

    func keyboardDragBegan() {
        guard keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory else { return }
        window?.endEditing(true)
    }

    func keyboardDragMoved() {
        guard dismissesInteractively, let window else { return }
        SoftwareKeyboard.current.follow(fingerAt: panGestureRecognizer.location(in: window).y + window.frame.minY)
    }

    func keyboardDragEnded(cancelled: Bool) {
        guard dismissesInteractively else { return }
        let movingDown = !cancelled && panGestureRecognizer.velocity(in: window).y > 0
        SoftwareKeyboard.current.release(dismissing: movingDown)
    }
}
