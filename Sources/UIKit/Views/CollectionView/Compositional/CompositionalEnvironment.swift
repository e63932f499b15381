import CoreGraphics
import Foundation

/// The container the layout hands out.
@MainActor
final class CompositionalContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }
}

/// The environment the layout hands out.
@MainActor
final class CompositionalEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection
    /// Laid out during the collection view's layout, whose traits are then current.
    init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection = .current) {
        self.container = container
        self.traitCollection = traitCollection
    }
}
