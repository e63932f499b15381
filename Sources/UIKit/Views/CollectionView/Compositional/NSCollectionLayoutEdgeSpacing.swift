import CoreGraphics
import Foundation

/// The space an item keeps from its neighbours and its group's edges, one spacing per edge;
/// applied before the item's content insets.
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying {
    open private(set) var leading: NSCollectionLayoutSpacing?
    open private(set) var top: NSCollectionLayoutSpacing?
    open private(set) var trailing: NSCollectionLayoutSpacing?
    open private(set) var bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
