import CoreGraphics
import Foundation

/// Space between items of a group, or at one edge of an item: a fixed number of points, or a
/// flexible minimum that grows to share out the group's room left over.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject, NSCopying {
    open private(set) var spacing: CGFloat
    open private(set) var isFlexibleSpacing: Bool
    open var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        precondition(spacing.isFinite, "NSCollectionLayoutSpacing: spacing \(spacing) is not a finite number")
        self.spacing = spacing
        self.isFlexibleSpacing = flexible
        super.init()
    }

    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) }
    /// At least `flexibleSpacing`, more when the group has room to spare.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true) }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

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
