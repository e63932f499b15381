import CoreGraphics
import Foundation

/// One finger on the screen, from the moment it touches down until it lifts or is cancelled.
///
/// The same object stands for the finger for its whole life; its view and window are decided
/// when it begins and kept to the end, even when the finger moves outside the view.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life; raw values are UIKit's.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What made the touch; raw values are UIKit's.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    open internal(set) var phase: Phase = .began
    /// Media time (`CACurrentMediaTime`) of the last change.
    open internal(set) var timestamp: TimeInterval = 0
    /// Taps at this place in quick succession: 1 for a single tap, 2 for the second of a
    /// double tap…
    open internal(set) var tapCount = 1
    open internal(set) var type: TouchType = .direct
    /// The view the touch was delivered to when it began (nil when no view took it).
    open internal(set) var view: UIView?
    open internal(set) var window: UIWindow?
    /// The radius of the contact, in points.
    open internal(set) var majorRadius: CGFloat = 20
    open internal(set) var majorRadiusTolerance: CGFloat = 5
    open internal(set) var force: CGFloat = 0
    open internal(set) var maximumPossibleForce: CGFloat = 0

    /// The recognizers the touch is delivered to, decided when it began.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []

    /// The view has been told the touch began; a began or end held back for recognizers.
    var viewSawBegan = false
    var heldBegan = false
    var heldEnded = false

    /// Location in the window, now and before the last move.
    var locationInWindow = CGPoint.zero
    var previousLocationInWindow = CGPoint.zero
    /// The backend's identifier for the finger.
    let identifier: Int
    /// Whether the view gets this touch's touches…(with:) messages (the multiple-touch and
    /// exclusive-touch rules may withhold them).
    var isDeliveredToView = true

    init(identifier: Int) {
        self.identifier = identifier
        super.init()
    }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        convert(locationInWindow, to: view)
    }

    /// The location before the last move, in `view`'s coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousLocationInWindow, to: view)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return view.convert(point, from: window)
    }

    open override var description: String {
        MainActor.assumeIsolated {
            "<\(Swift.type(of: self)): \(objectAddress(self)); phase: \(phase); tap count: \(tapCount); "
                + "location in window: \(NSCoder.string(for: locationInWindow)); view: \(view.map { "<\(Swift.type(of: $0)): \(objectAddress($0))>" } ?? "nil")>"
        }
    }
}
