extension UICollectionView {
    /// The axis a layout scrolls along; raw values are UIKit's.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}

extension UICollectionView {
    /// Whether the layout scrolls up and down: what prefetching looks ahead along and
    /// reordered items are dragged along.
    var scrollsVertically: Bool {
        switch collectionViewLayout {
        case let flow as UICollectionViewFlowLayout: return flow.scrollDirection == .vertical
        case let compositional as UICollectionViewCompositionalLayout: return compositional.configuration.scrollDirection == .vertical
        default:
            let size = collectionViewLayout.collectionViewContentSize
            return size.width <= bounds.width || size.height > bounds.height
        }
    }
}
