import CoreGraphics
import Foundation

/// The width and height of a compositional layout element.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject, NSCopying {
    open private(set) var widthDimension: NSCollectionLayoutDimension
    open private(set) var heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in a container of `container` size, before any measurement.
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }

    /// The axes whose dimension is an estimate (the element sizes itself along them).
    var selfSizingAxes: UICollectionViewLayoutAttributes.SelfSizingAxes {
        var axes: UICollectionViewLayoutAttributes.SelfSizingAxes = []
        if widthDimension.isEstimated { axes.insert(.horizontal) }
        if heightDimension.isEstimated { axes.insert(.vertical) }
        return axes
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
