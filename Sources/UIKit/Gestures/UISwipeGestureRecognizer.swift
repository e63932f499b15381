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

/// The edges of a rectangle; raw values are UIKit's.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the screen (within `edgeWidth` points of one of `edges`)
/// and moves away from it.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []

    /// How close to the edge the finger must come down (points).
    package static let edgeWidth: CGFloat = 20

    private var startEdge: UIRectEdge?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startEdge == nil, let window = view?.window {
            let p = location(in: nil), b = window.bounds, w = Self.edgeWidth
            var near: UIRectEdge = []
            if p.x - b.minX <= w { near.insert(.left) }
            if b.maxX - p.x <= w { near.insert(.right) }
            if p.y - b.minY <= w { near.insert(.top) }
            if b.maxY - p.y <= w { near.insert(.bottom) }
            let usable = near.intersection(edges)
            if usable.isEmpty { state = .failed; return }
            startEdge = usable
        }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let edge = startEdge {
            let t = translation(in: nil)
            let inward = (edge.contains(.left) && t.x > 0) || (edge.contains(.right) && t.x < 0)
                || (edge.contains(.top) && t.y > 0) || (edge.contains(.bottom) && t.y < 0)
            if hypot(t.x, t.y) > UIPanGestureRecognizer.hysteresis && !inward { state = .failed; return }
        }
        super.touchesMoved(touches, with: event)
    }

    override func resetForNextGesture() {
        super.resetForNextGesture()
        startEdge = nil
    }
}
