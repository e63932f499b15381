import CoreGraphics
import Foundation

/// Recognizes a finger (or `numberOfTouchesRequired` fingers) held still for
/// `minimumPressDuration` seconds, moving less than `allowableMovement` until then;
/// `numberOfTapsRequired` taps may come first. Continuous: began when the time is up,
/// changed as the fingers move, ended when they lift.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10

    private var start: CGPoint?
    private var tapsSoFar = 0
    private var timer: MediaTimers.Timer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        timer?.invalidate()
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        start = location(in: nil)
        guard tapsSoFar >= numberOfTapsRequired else { return }
        timer = MediaTimers.shared.schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            state = .changed
            return
        }
        guard let start else { return }
        let p = location(in: nil)
        if hypot(p.x - start.x, p.y - start.y) > allowableMovement {
            timer?.invalidate()
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            if numberOfTouches == 0 { state = .ended }
            return
        }
        timer?.invalidate()
        if numberOfTouches == 0, tapsSoFar < numberOfTapsRequired {
            tapsSoFar += 1                     // a leading tap; wait for the next touch
            timer = MediaTimers.shared.schedule(after: UITapGestureRecognizer.maximumTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
            return
        }
        state = .failed
    }

    override func resetForNextGesture() {
        timer?.invalidate()
        timer = nil
        start = nil
        tapsSoFar = 0
    }
}
