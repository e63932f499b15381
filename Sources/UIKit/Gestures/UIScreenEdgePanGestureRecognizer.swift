import CoreGraphics

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
