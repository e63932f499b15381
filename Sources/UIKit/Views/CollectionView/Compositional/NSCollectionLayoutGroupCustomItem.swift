import CoreGraphics
import Foundation

/// One item's frame (in its group's coordinates) and stacking order in a custom group.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying {
    open private(set) var frame: CGRect
    open private(set) var zIndex: Int

    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
