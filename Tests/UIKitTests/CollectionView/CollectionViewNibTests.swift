import Foundation
import Testing
import UIKit
import UIKitTesting

/// The controller of Nib/Fixtures/Grid.storyboard: swatches from the storyboard's "swatch"
/// prototype under headers from its section header prototype.
final class GridViewController: UICollectionViewController {
    var selected: [IndexPath] = []

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        (cell.contentView.viewWithTag(7) as? UILabel)?.text = "Swatch \(indexPath.item)"
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

@Suite("UICollectionView from nibs and storyboards", .serialized, .freshContext) @MainActor
struct CollectionViewNibTests {
    @Test("A storyboard's <collectionViewController> loads its collection view with the flow layout IB describes, is its data source and delegate, and registers the prototype cell and header by identifier")
    func storyboardController() throws {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let storyboard = UIStoryboard(name: "Grid", bundle: .module)
        let controller = try #require(storyboard.instantiateInitialViewController() as? GridViewController)
        let cv = try #require(controller.collectionView)
        let layout = try #require(cv.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.itemSize == CGSize(width: 60, height: 70))
        #expect(layout.minimumLineSpacing == 4)
        #expect(layout.minimumInteritemSpacing == 6)
        #expect(layout.headerReferenceSize == CGSize(width: 30, height: 0))
        #expect(layout.sectionInset == UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8))
        #expect(cv.allowsMultipleSelection)
        #expect(cv.dataSource === controller)
        #expect(cv.delegate === controller)
        cv.contentInsetAdjustmentBehavior = .never
        host.window.addSubview(cv)
        cv.frame = host.window.bounds
        host.runLoopTurn()
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.reuseIdentifier == "swatch")
        #expect((cell.contentView.viewWithTag(7) as? UILabel)?.text == "Swatch 0")
        // The header column is 30 wide, then the 8 pt left inset.
        #expect(cell.frame.origin == CGPoint(x: 38, y: 12))
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.reuseIdentifier == "header")
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 30, height: 480))
        // Two cells from the same prototype are two objects.
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) !== cell)
    }
}
