import CoreGraphics
import Foundation

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
