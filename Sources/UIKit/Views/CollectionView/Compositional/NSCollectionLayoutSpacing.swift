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
