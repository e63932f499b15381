import CoreGraphics
import Foundation

/// What the collection view shows and where: visible views, index paths at points, and the
/// layout's attributes, plus scrolling an item into view.
extension UICollectionView {
    /// The cells shown, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.sorted().compactMap { visibleViews[.cell($0)] as? UICollectionViewCell }
    }

    /// The index paths of the cells shown, in no particular order (as on iOS).
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath)
    }

    /// The cell showing `indexPath`; nil when the item is not visible.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[.cell(indexPath)] as? UICollectionViewCell
    }

    /// The item `cell` shows, if it is one of the visible cells.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    /// The item under `point` (in the collection view's coordinates), frontmost first.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && containsItem($0.indexPath)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The supplementary view of `elementKind` shown at `indexPath`, if it is visible.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).sorted().compactMap {
            supplementaryView(forElementKind: elementKind, at: $0)
        }
    }

    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath)
    }

    /// The layout's attributes for the item, whether it is visible or not.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        guard containsItem(indexPath) else { return nil }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls so the item sits at `scrollPosition` on each axis it names (an axis it does
    /// not name scrolls as little as shows the item). An item that does not exist stops with
    /// UIKit's message.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let attributes = layoutAttributesForItem(at: indexPath) else {
            preconditionFailure("Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.count == 2 ? indexPath.item : -1)) when there are only \(counts.indices.contains(indexPath.section) ? counts[indexPath.section] : 0) items in section \(indexPath.section).")
        }
        let frame = attributes.frame
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        else if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        else { offset.y = Self.leastScroll(offset.y + inset.top, visibleHeight, frame.minY, frame.maxY) - inset.top }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        else if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        else { offset.x = Self.leastScroll(offset.x + inset.left, visibleWidth, frame.minX, frame.maxX) - inset.left }
        offset.x = scrollLimits(.horizontal).clamp(offset.x)
        offset.y = scrollLimits(.vertical).clamp(offset.y)
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    /// The start of a window of `length` that shows `min...max` with the least movement.
    private static func leastScroll(_ start: CGFloat, _ length: CGFloat, _ min: CGFloat, _ max: CGFloat) -> CGFloat {
        if min < start { return min }
        if max > start + length { return Swift.min(min, max - length) }
        return start
    }
}
