import CoreGraphics
import Foundation

/// What a compositional layout does across all its sections: the scrolling axis, the space
/// between sections, headers and footers of the whole layout, and the default content
/// insets reference.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (index path item 0 of section 0).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// `.automatic` means the safe area.
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    public override init() { super.init() }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) var result: Any = ()
        MainActor.assumeIsolated {
            let copy = UICollectionViewCompositionalLayoutConfiguration()
            copy.scrollDirection = scrollDirection
            copy.interSectionSpacing = interSectionSpacing
            copy.boundarySupplementaryItems = boundarySupplementaryItems
            copy.contentInsetsReference = contentInsetsReference
            result = copy
        }
        return result
    }
}
