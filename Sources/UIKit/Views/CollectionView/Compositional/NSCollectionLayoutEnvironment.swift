import CoreGraphics
import Foundation

/// What a section provider or custom group is told about where it is laid out: the space,
/// and the collection view's traits (a provider picks columns by size class, for example).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}
