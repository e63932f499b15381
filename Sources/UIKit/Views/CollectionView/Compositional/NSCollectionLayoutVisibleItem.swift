import CoreGraphics
import Foundation

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
