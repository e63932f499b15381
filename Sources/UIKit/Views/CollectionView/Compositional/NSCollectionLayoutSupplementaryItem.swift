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

/// A supplementary view (a badge, a label) attached to an item or a group; it takes no room
/// in the layout.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    open private(set) var elementKind: String
    open private(set) var containerAnchor: NSCollectionLayoutAnchor
    open private(set) var itemAnchor: NSCollectionLayoutAnchor?
    /// Stacking order against the cells (0). The default 1 puts it in front (an estimate).
    open var zIndex = 1

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frame when attached to `container`. Without an item anchor the supplementary's
    /// own edges go on the container's anchored edges; with one, the item anchor's point of
    /// the supplementary goes on the container anchor's point of the container.
    func frame(of size: CGSize, attachedTo container: CGRect) -> CGRect {
        guard let itemAnchor else { return containerAnchor.frame(of: size, in: container) }
        let target = containerAnchor.point(in: container, offsetScale: container.size)
        let own = itemAnchor.point(in: CGRect(origin: .zero, size: size), offsetScale: size)
        return CGRect(x: target.x - own.x, y: target.y - own.y, width: size.width, height: size.height)
    }
}

/// A header or footer of a section (or of the whole layout): placed on one side by
/// `alignment`, taking room from the content when `extendsBoundary`, and staying in view
/// while its section scrolls by when `pinToVisibleBounds`.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    open private(set) var alignment: NSRectAlignment
    open private(set) var offset: CGPoint
    /// Whether the item takes room at its side of the section (true) or overlaps the content.
    open var extendsBoundary = true
    /// Whether the item stays on screen while any of its section is visible.
    open var pinToVisibleBounds = false

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
    }

    /// The edges of the section the item sits on.
    var edges: NSDirectionalRectEdge {
        switch alignment {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}

/// A view behind (or over) a whole section, such as its background; registered with the
/// layout by `elementKind` (`register(_:forDecorationViewOfKind:)`), never asked of the
/// data source. It covers the section's content area, content insets included, less its own
/// `contentInsets`.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    open private(set) var elementKind: String
    /// Stacking order against the cells (0).
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        let full = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        super.init(layoutSize: full, supplementaryItems: [])
    }

    /// A section background; its zIndex is -1 so it stays behind the cells (an estimate of
    /// iOS's value, which puts backgrounds behind cells too).
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        let item = NSCollectionLayoutDecorationItem(elementKind: elementKind)
        item.zIndex = -1
        return item
    }
}
