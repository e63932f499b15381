import CoreGraphics
import Foundation

/// Recognizes taps: `numberOfTouchesRequired` fingers touching down and lifting,
/// `numberOfTapsRequired` times, each within `maximumTapInterval` of the last and without
/// moving more than `allowableMovement`. Discrete: recognized when the last finger of the
/// last tap lifts.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// How far a finger may move and still tap (points).
    package static let allowableMovement: CGFloat = 10
    /// The longest pause between the taps of a multiple tap (seconds).
    package static let maximumTapInterval: TimeInterval = 0.35
    /// The longest a finger may stay down for a tap (seconds).
    package static let maximumPressDuration: TimeInterval = 1.5

    private var taps = 0
    private var fingersThisTap = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var timer: MediaTimers.Timer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        timer?.invalidate()
        for t in touches { starts[ObjectIdentifier(t)] = t.location(in: nil) }
        fingersThisTap += touches.count
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        // Held too long, it is not a tap.
        timer = MediaTimers.shared.schedule(after: Self.maximumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches {
            guard let start = starts[ObjectIdentifier(t)] else { continue }
            let p = t.location(in: nil)
            if hypot(p.x - start.x, p.y - start.y) > Self.allowableMovement { state = .failed; return }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 0 else { return }           // wait for every finger of the tap
        timer?.invalidate()
        guard fingersThisTap == numberOfTouchesRequired else { state = .failed; return }
        taps += 1
        fingersThisTap = 0
        starts.removeAll()
        if taps >= numberOfTapsRequired {
            state = .recognized
        } else {
            timer = MediaTimers.shared.schedule(after: Self.maximumTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    private func clear() {
        taps = 0
        fingersThisTap = 0
        starts.removeAll()
        timer?.invalidate()
        timer = nil
    }

    /// Called by the arena when the gesture is over (recognized, failed or cancelled).
    override func resetForNextGesture() { clear() }
}
