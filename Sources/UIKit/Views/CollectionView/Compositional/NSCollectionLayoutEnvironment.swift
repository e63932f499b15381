import CoreGraphics
import Foundation

/// What a section provider or custom group is told about where it is laid out. iOS also
/// passes a trait collection; this project has no `UITraitCollection` yet, so there is none.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: any NSCollectionLayoutContainer { get }
}
