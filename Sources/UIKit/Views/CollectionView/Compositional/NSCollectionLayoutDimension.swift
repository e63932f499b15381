import CoreGraphics
import Foundation

/// One axis of a compositional layout element's size: a fraction of its container's width
/// or height, a fixed number of points, or an estimate the element's content replaces once
/// it is measured (self-sizing).
///
/// A fraction is of the container's *effective* size: a group's size for its items, the
/// section's width (less its content insets) for its groups.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject, NSCopying {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind

    /// The fraction, the points, or the estimate.
    open private(set) var dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        precondition(dimension.isFinite, "NSCollectionLayoutDimension: the \(kind) dimension \(dimension) is not a finite number")
        precondition(dimension >= 0, "NSCollectionLayoutDimension: the \(kind) dimension \(dimension) is negative; sizes cannot be")
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth) }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight) }
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension) }
    /// The size to assume until the element is measured; the element then sizes itself.
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension) }

    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    open var isAbsolute: Bool { kind == .absolute }
    open var isEstimated: Bool { kind == .estimated }

    /// The points this dimension stands for in a container of `container` size.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<NSCollectionLayoutDimension \(kind) \(dimension)>" }
    }
}
