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

/// See `NSCollectionLayoutSection.visibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A visible element handed to a section's `visibleItemsInvalidationHandler`; changes made
/// to it show in the attributes the layout returns.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionViewLayoutAttributes.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// The visible item over one attributes object.
@MainActor
final class CompositionalVisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }

    var alpha: CGFloat { get { attributes.alpha } set { attributes.alpha = newValue } }
    var zIndex: Int { get { attributes.zIndex } set { attributes.zIndex = newValue } }
    var isHidden: Bool { get { attributes.isHidden } set { attributes.isHidden = newValue } }
    var center: CGPoint { get { attributes.center } set { attributes.center = newValue } }
    var transform: CGAffineTransform { get { attributes.transform } set { attributes.transform = newValue } }
    var name: String { attributes.representedElementKind ?? "cell" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionViewLayoutAttributes.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
