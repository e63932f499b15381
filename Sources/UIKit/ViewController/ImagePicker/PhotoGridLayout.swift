import CoreGraphics
import Foundation

/// The Photos grid's layout: square thumbnails in a fixed number of columns that fill the
/// width, 1 to 2 points apart, each row filled from the leading edge. A flow layout would spread a
/// short last row across the width (its justified line); the Photos grid leaves it where a
/// full row would have put it.
@MainActor
final class PhotoGridLayout: UICollectionViewLayout {
    let columns: Int
    let spacing: CGFloat
    private var frames: [CGRect] = []
    private var contentSize: CGSize = .zero

    init(columns: Int, spacing: CGFloat) {
        self.columns = max(1, columns)
        self.spacing = spacing
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    /// The thumbnails' side and the pitch of columns and rows: whole-pixel squares as large
    /// as fit with at least `spacing` between them, the gaps taking up what is left so that a
    /// full row spans the width (1 to 2 points, as in Photos).
    private func grid(width: CGFloat, scale: CGFloat) -> (side: CGFloat, pitch: CGFloat) {
        let n = CGFloat(columns)
        let side = ((width - (n - 1) * spacing) / n * scale).rounded(.down) / scale
        let gap = columns > 1 ? (width - n * side) / (n - 1) : spacing
        return (max(0, side), side + gap)
    }

    override func prepare() {
        super.prepare()
        frames.removeAll()
        guard let collectionView else { contentSize = .zero; return }
        let inset = collectionView.adjustedContentInset
        let width = max(0, collectionView.bounds.width - inset.left - inset.right)
        let scale = max(1, collectionView.window?.screen.scale ?? UIScreen.main.scale)
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        let (side, pitch) = grid(width: width, scale: scale)
        func pixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        frames = (0..<count).map { item in
            CGRect(x: pixel(CGFloat(item % columns) * pitch), y: pixel(CGFloat(item / columns) * pitch), width: side, height: side)
        }
        let rows = (count + columns - 1) / columns
        contentSize = CGSize(width: width, height: rows == 0 ? 0 : pixel(CGFloat(rows - 1) * pitch) + side)
    }

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.filter { frames[$0].intersects(rect) }.map { attributes(at: $0) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.section == 0 && frames.indices.contains(indexPath.item) ? attributes(at: indexPath.item) : nil
    }

    private func attributes(at item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = frames[item]
        return attributes
    }

    /// A new width lays the grid out again.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
