import CoreGraphics
import Foundation

/// Recognizes a quick straight stroke: `numberOfTouchesRequired` fingers moving at least
/// `minimumDistance` points in one of the permitted `direction`s within `maximumDuration`
/// seconds, with little sideways drift. Discrete.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Stroke directions; raw values are UIKit's.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions; right by default.
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    /// How far a swipe travels (points), how long it may take (seconds), and how far it may
    /// drift sideways relative to its length.
    package static let minimumDistance: CGFloat = 50
    package static let maximumDuration: TimeInterval = 0.5
    package static let maximumDrift: CGFloat = 0.5

    private var start: (point: CGPoint, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        if numberOfTouches == numberOfTouchesRequired { start = (location(in: nil), CACurrentMediaTime()) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, state == .possible else { return }
        if CACurrentMediaTime() - start.time > Self.maximumDuration { state = .failed; return }
        let p = location(in: nil)
        let dx = p.x - start.point.x, dy = p.y - start.point.y
        let (along, across, stroke): (CGFloat, CGFloat, Direction) = abs(dx) >= abs(dy)
            ? (abs(dx), abs(dy), dx >= 0 ? .right : .left)
            : (abs(dy), abs(dx), dy >= 0 ? .down : .up)
        guard along >= Self.minimumDistance else { return }
        if !direction.contains(stroke) || across > along * Self.maximumDrift { state = .failed; return }
        state = .recognized
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches == 0 { state = .failed }
    }

    override func resetForNextGesture() { start = nil }
}
