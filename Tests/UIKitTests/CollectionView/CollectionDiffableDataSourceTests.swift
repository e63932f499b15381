import Foundation
import Testing
import UIKit
import UIKitTesting

/// Snapshots applied to a collection view as batch updates.
@Suite("UICollectionViewDiffableDataSource", .serialized, .freshContext) @MainActor
struct CollectionDiffableDataSourceTests {
    enum Section: Hashable, Sendable { case main, extra }

    func make(_ host: UITestHost) -> (UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let cv = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<CountingItemCell, String> { cell, _, item in cell.label.text = item }
        let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: cv) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
        }
        let headers = UICollectionView.SupplementaryRegistration<SectionLabelView>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, path in
            view.label.text = "Section \(path.section)"
        }
        source.supplementaryViewProvider = { cv, _, path in cv.dequeueConfiguredReusableSupplementary(using: headers, for: path) }
        host.window.addSubview(cv)
        return (cv, source)
    }

    func texts(_ cv: UICollectionView) -> [String?] {
        cv.indexPathsForVisibleItems.sorted().map { (cv.cellForItem(at: $0) as? CountingItemCell)?.label.text }
    }

    @Test("apply computes the difference: kept items keep their cells, a moved item moves, new items get cells, deleted ones go; identifiers map to index paths")
    func applyDifference() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let (cv, source) = make(host)
        var first = NSDiffableDataSourceSnapshot<Section, String>()
        first.appendSections([.main])
        first.appendItems(["one", "two", "three", "four"])
        source.apply(first, animatingDifferences: false)
        host.runLoopTurn()
        #expect(texts(cv) == ["one", "two", "three", "four"])
        let two = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        let four = cv.cellForItem(at: IndexPath(item: 3, section: 0))
        var second = source.snapshot()
        second.deleteItems(["one"])
        second.moveItem("four", beforeItem: "two")
        second.appendSections([.extra])
        second.appendItems(["five"], toSection: .extra)
        var done = false
        source.apply(second) { done = true }
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === four)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === two)
        host.advanceInFrames(0.4)
        #expect(done)
        #expect(texts(cv) == ["four", "two", "three", "five"])
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "five")
        #expect(source.indexPath(for: "three") == IndexPath(item: 2, section: 0))
        #expect(source.sectionIdentifier(for: 1) == .extra)
        #expect(source.snapshot().itemIdentifiers == ["four", "two", "three", "five"])
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((header as? SectionLabelView)?.label.text == "Section 1")
    }

    @Test("applySnapshotUsingReloadData replaces everything without animation")
    func reloadDataApply() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let (cv, source) = make(host)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["x", "y"])
        var done = false
        source.applySnapshotUsingReloadData(snapshot) { done = true }
        #expect(done)
        cv.layoutIfNeeded()
        #expect(texts(cv) == ["x", "y"])
    }
}
