import CoreGraphics
import Foundation

/// The smallest piece of a compositional layout: the blueprint of one cell (or, through the
/// subclasses, of a group, a supplementary or a decoration view).
///
/// Its `layoutSize` is resolved against the group holding it; `edgeSpacing` then moves it
/// away from its neighbours, and last `contentInsets` shrink the frame inside that size
/// (ignored along an axis whose dimension is estimated, as on iOS).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, NSCopying {
    open private(set) var layoutSize: NSCollectionLayoutSize
    open private(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// Items are configured once and then shared by the layout, as on iOS; a copy is the same
    /// blueprint.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The 2-D directional edges: leading and trailing follow the layout direction.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a boundary supplementary item sits on its section or layout; raw values are UIKit's.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
