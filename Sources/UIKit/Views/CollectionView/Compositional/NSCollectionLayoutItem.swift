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
