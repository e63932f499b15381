import CoreGraphics
import Foundation

/// Self-sizing: elements with estimated dimensions report their fitted size; the layout
/// keeps it for the next `prepare()` and keeps what is on screen from jumping when an
/// element above it changes size.
extension UICollectionViewCompositionalLayout {
    /// Keeps the measured size along the self-sizing axes; true when it differs from the
    /// size laid out (so the layout must be solved again).
    func recordMeasurement(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) -> Bool {
        let axes = original.selfSizingAxes
        guard !axes.isEmpty else { return false }
        var size = original.size
        if axes.contains(.horizontal), preferred.size.width.isFinite, preferred.size.width >= 0 { size.width = preferred.size.width }
        if axes.contains(.vertical), preferred.size.height.isFinite, preferred.size.height >= 0 { size.height = preferred.size.height }
        switch original.representedElementCategory {
        case .cell: measuredItems[original.indexPath] = size
        case .supplementaryView: measuredSupplementaries[original.representedElementKind ?? "", default: [:]][original.indexPath] = size
        case .decorationView: return false
        }
        return abs(size.width - original.size.width) > 0.001 || abs(size.height - original.size.height) > 0.001
    }

    /// An element wholly before the visible area that grows pushes everything after it: the
    /// content offset moves with it, so what is on screen stays where it is.
    func keepVisibleContentStill(_ context: UICollectionViewLayoutInvalidationContext, preferred: UICollectionViewLayoutAttributes,
                                 original: UICollectionViewLayoutAttributes) {
        guard let collectionView else { return }
        let vertical = configuration.scrollDirection == .vertical
        let growth = vertical ? preferred.size.height - original.size.height : preferred.size.width - original.size.width
        let inset = collectionView.adjustedContentInset
        let visibleStart = vertical ? collectionView.bounds.minY + inset.top : collectionView.bounds.minX + inset.left
        let elementEnd = vertical ? original.frame.maxY : original.frame.maxX
        context.contentSizeAdjustment = vertical ? CGSize(width: 0, height: growth) : CGSize(width: growth, height: 0)
        if elementEnd <= visibleStart, growth != 0 {
            context.contentOffsetAdjustment = vertical ? CGPoint(x: 0, y: growth) : CGPoint(x: growth, y: 0)
        }
    }
}
