import Foundation
import UIKit

/// A data source that only gives counts: enough for a layout to be prepared and queried
/// directly.
final class CountsSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}

/// A collection view of `size` showing `counts` through `layout`, the layout prepared.
@MainActor final class LayoutFixture {
    let source: CountsSource
    let collectionView: UICollectionView
    let layout: UICollectionViewLayout

    init(_ layout: UICollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 320, height: 480)) {
        source = CountsSource(counts)
        self.layout = layout
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.dataSource = source
        layout.prepare()
    }

    /// Every element's attributes in the whole content, in a stable order.
    var all: [UICollectionViewLayoutAttributes] {
        let size = layout.collectionViewContentSize
        return (layout.layoutAttributesForElements(in: CGRect(x: -1000, y: -1000, width: size.width + 2000, height: size.height + 2000)) ?? [])
            .sorted { ($0.representedElementCategory.rawValue, $0.representedElementKind ?? "", $0.indexPath) < ($1.representedElementCategory.rawValue, $1.representedElementKind ?? "", $1.indexPath) }
    }

    var cells: [UICollectionViewLayoutAttributes] { all.filter { $0.representedElementCategory == .cell } }

    func item(_ item: Int, _ section: Int = 0) -> CGRect {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    func supplementary(_ kind: String, _ section: Int = 0) -> CGRect {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame ?? .null
    }

    /// Scrolls and re-prepares as the collection view would on a bounds change.
    func scroll(to y: CGFloat) {
        var bounds = collectionView.bounds
        bounds.origin.y = y
        if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            let context = layout.invalidationContext(forBoundsChange: bounds)
            collectionView.bounds = bounds
            layout.invalidateLayout(with: context)
        } else {
            collectionView.bounds = bounds
        }
        layout.prepare()
    }
}

@MainActor func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A section of one horizontal group of `item`, the group `height` points tall, full width.
@MainActor func rowSection(_ item: NSCollectionLayoutItem, height: CGFloat) -> NSCollectionLayoutSection {
    NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: [item]))
}
