import CoreGraphics
import Foundation

/// Where a supplementary item attaches to its item or group: the edges it is pinned to
/// (none: centered on that axis), moved by an offset in points or in fractions of the
/// supplementary's own size (`(0.5, -0.5)` with `[.top, .trailing]` puts a badge's center on
/// the item's top-trailing corner).
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject, NSCopying {
    open private(set) var edges: NSDirectionalRectEdge
    open private(set) var offset: CGPoint
    open private(set) var isAbsoluteOffset: Bool
    open var isFractionalOffset: Bool { !isAbsoluteOffset }

    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, absoluteOffset: .zero) }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        self.offset = absoluteOffset
        self.isAbsoluteOffset = true
        super.init()
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        self.offset = fractionalOffset
        self.isAbsoluteOffset = false
        super.init()
    }

    /// The frame of an element of `size` anchored by this anchor to `container`.
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2, y = container.midY - size.height / 2
        if edges.contains(.leading) { x = container.minX } else if edges.contains(.trailing) { x = container.maxX - size.width }
        if edges.contains(.top) { y = container.minY } else if edges.contains(.bottom) { y = container.maxY - size.height }
        let shift = isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
        return CGRect(x: x + shift.x, y: y + shift.y, width: size.width, height: size.height)
    }

    /// The anchored point of `rect` (its edge, or its middle on an axis with no edge), moved by
    /// the offset (fractions are of `offsetScale`).
    func point(in rect: CGRect, offsetScale: CGSize) -> CGPoint {
        let x = edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        let shift = isAbsoluteOffset ? offset : CGPoint(x: offset.x * offsetScale.width, y: offset.y * offsetScale.height)
        return CGPoint(x: x + shift.x, y: y + shift.y)
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
