import CoreGraphics
import Foundation

/// One section of a compositional layout: its group repeated until the section's items are
/// placed, spaced by `interGroupSpacing`, inside `contentInsets`, between its boundary
/// supplementary items (headers, footers), over its decoration items (backgrounds).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, NSCopying {
    open private(set) var group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Groups in one line across the scrolling axis; see `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset with the content across the scrolling axis.
    open var supplementariesFollowContentInsets = true
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called before each layout pass with the section's visible items, which it may move,
    /// fade or transform; `contentOffset` is the collection view's.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list look, when the section was made by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Space above the section's top boundary items (a list's `headerTopPadding`).
    var headerTopPadding: CGFloat = 0

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
