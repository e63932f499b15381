import Foundation

/// A scroll view's pan: it tells the scroll view when fingers first touch its content (a
/// decelerating scroll view stops under the finger, and `isTracking` turns on) and when the
/// last one lifts, whether or not a drag followed.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    /// UIKit raises when another object is made the delegate: the scroll view's own answers
    /// (which subclasses override) are what decide the pan.
    override var delegate: (any UIGestureRecognizerDelegate)? {
        get { super.delegate }
        set {
            if let scrollView, newValue !== scrollView {
                preconditionFailure("UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate.")
            }
            super.delegate = newValue
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == touches.count { scrollView?.contentTouched() }
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if numberOfTouches == 0 { scrollView?.contentReleased() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if numberOfTouches == 0 { scrollView?.contentReleased() }
    }

    /// A pan that failed (or finished) without `touchesEnded` reaching it still lets go.
    override func reset() {
        super.reset()
        scrollView?.contentReleased()
    }
}
