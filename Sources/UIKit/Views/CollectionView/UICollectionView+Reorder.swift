import CoreGraphics
import Foundation

/// An item dragged by its reorder grip: its cell follows the finger along the scrolling axis
/// within its section, lifted with a shadow, while the items it passes slide aside; the
/// delegate may redirect the place (`targetIndexPathForMoveFromItemAt`). On lifting, the data
/// source moves the item (`moveItemAt`, which a diffable data source turns into its
/// reordering handlers) and the layout settles every cell.
struct CollectionReorderSession {
    var source: IndexPath
    var target: IndexPath
    /// Where the finger holds the cell, from the cell's center.
    var grab: CGFloat
    /// The dragged cell's extent along the axis, and its frame when the drag began.
    var length: CGFloat
    var frame: CGRect
}

extension UICollectionView {
    static let reorderSlideDuration: TimeInterval = 0.2


    func reorderDragged(_ recognizer: UIGestureRecognizer, cell: UICollectionViewCell) {
        let point = recognizer.location(in: self)
        let along = scrollsVertically ? point.y : point.x
        switch recognizer.state {
        case .began:
            guard reorderSession == nil, isEditing, let path = indexPath(for: cell),
                  dataSource?.collectionView(self, canMoveItemAt: path) == true else { return }
            let frame = cell.frame
            let center = scrollsVertically ? frame.midY : frame.midX
            reorderSession = CollectionReorderSession(source: path, target: path, grab: along - center,
                                                      length: scrollsVertically ? frame.height : frame.width, frame: frame)
            bringSubviewToFront(cell)
            cell.layer.shadowOpacity = 0.25
            cell.layer.shadowRadius = 8
            cell.layer.shadowOffset = .zero
        case .changed:
            dragReorderedItem(to: along, cell: cell)
        case .ended:
            finishReorder(dropping: true, cell: cell)
        case .cancelled, .failed:
            finishReorder(dropping: false, cell: cell)
        default:
            break
        }
    }

    private func itemFrame(_ path: IndexPath) -> CGRect? {
        collectionViewLayout.layoutAttributesForItem(at: path)?.frame
    }

    private func dragReorderedItem(to along: CGFloat, cell: UICollectionViewCell) {
        guard var session = reorderSession else { return }
        let vertical = scrollsVertically, section = session.source.section
        let count = numberOfItems(inSection: section)
        guard count > 0, let first = itemFrame(IndexPath(item: 0, section: section)),
              let last = itemFrame(IndexPath(item: count - 1, section: section)) else { return }
        let low = (vertical ? first.minY : first.minX) + session.length / 2
        let high = (vertical ? last.maxY : last.maxX) - session.length / 2
        let center = min(max(along - session.grab, low), max(low, high))
        UIView.performWithoutAnimation {
            cell.center = vertical ? CGPoint(x: session.frame.midX, y: center) : CGPoint(x: center, y: session.frame.midY)
        }
        // An item counts as before the dragged one while the dragged one's center is past its middle.
        var proposed = 0
        for item in 0..<count where item != session.source.item {
            guard let frame = itemFrame(IndexPath(item: item, section: section)) else { continue }
            if center > (vertical ? frame.midY : frame.midX) { proposed += 1 }
        }
        let proposedPath = IndexPath(item: proposed, section: section)
        var target = collectionDelegate?.collectionView(self, targetIndexPathForMoveFromItemAt: session.source,
                                                       toProposedIndexPath: proposedPath) ?? proposedPath
        if target.section != section || target.item < 0 || target.item >= count { target = proposedPath }
        guard target != session.target else { return }
        session.target = target
        reorderSession = session
        UIView.animate(withDuration: Self.reorderSlideDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            for other in self.visibleCells where other !== cell {
                guard let path = self.indexPath(for: other), path.section == section, let frame = self.itemFrame(path) else { continue }
                other.center = CGPoint(x: frame.midX, y: frame.midY).shifted(by: self.reorderShift(of: path, session), vertical: vertical)
            }
        }
    }

    /// How far an item slides aside: the dragged item's length toward where it came from
    /// when the item lies between the source and the target.
    private func reorderShift(of path: IndexPath, _ session: CollectionReorderSession) -> CGFloat {
        let s = session.source.item, t = session.target.item, i = path.item
        if t > s && i > s && i <= t { return -session.length }
        if t < s && i >= t && i < s { return session.length }
        return 0
    }

    private func finishReorder(dropping: Bool, cell: UICollectionViewCell) {
        guard let session = reorderSession else { return }
        reorderSession = nil
        cell.layer.shadowOpacity = 0
        let target = dropping ? session.target : session.source
        if target != session.source, let dataSource {
            dataSource.collectionView(self, moveItemAt: session.source, to: target)
            moveItem(at: session.source, to: target)
        } else {
            UIView.animate(withDuration: Self.reorderSlideDuration) {
                for other in self.visibleCells {
                    guard let path = self.indexPath(for: other), let frame = self.itemFrame(path) else { continue }
                    other.center = CGPoint(x: frame.midX, y: frame.midY)
                }
            }
        }
    }
}

private extension CGPoint {
    func shifted(by amount: CGFloat, vertical: Bool) -> CGPoint {
        vertical ? CGPoint(x: x, y: y + amount) : CGPoint(x: x + amount, y: y)
    }
}
