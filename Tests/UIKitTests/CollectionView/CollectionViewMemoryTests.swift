import Foundation
import Testing
import UIKit
import UIKitTesting

/// A collection view holds its data source and delegate weakly and lets go of its cells,
/// layout and registrations when it goes.
@Suite("UICollectionView memory", .serialized, .freshContext) @MainActor
struct CollectionViewMemoryTests {
    @Test("No retain cycles: collection view, layout, cells, data source and delegate are all freed")
    func noRetainCycles() {
        CountingItemCell.resetCounts()
        let cellsBefore = CountingItemCell.alive
        let recordersBefore = CollectionRecorder.alive
        weak var weakCollectionView: UICollectionView?
        weak var weakLayout: UICollectionViewLayout?
        do {
            let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
            let recorder = CollectionRecorder([itemNames(200)])
            let cv = makeCollectionView(host, recorder) { $0.headerReferenceSize = CGSize(width: 0, height: 30) }
            cv.contentOffset = CGPoint(x: 0, y: 500)
            cv.layoutIfNeeded()
            recorder.sections[0].remove(at: 0)
            cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
            host.advanceInFrames(0.4)
            weakCollectionView = cv
            weakLayout = cv.collectionViewLayout
            #expect(CountingItemCell.alive > cellsBefore)
            cv.removeFromSuperview()
        }
        #expect(weakCollectionView == nil)
        #expect(weakLayout == nil)
        #expect(CountingItemCell.alive == cellsBefore)
        #expect(CollectionRecorder.alive == recordersBefore)
    }

    @Test("A diffable data source and its registrations do not keep the collection view alive")
    func diffableNoCycle() {
        weak var weakCollectionView: UICollectionView?
        weak var weakSource: AnyObject?
        do {
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
            let cells = UICollectionView.CellRegistration<CountingItemCell, Int> { cell, _, item in cell.label.text = "\(item)" }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, path, item in
                cv.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<20))
            source.apply(snapshot, animatingDifferences: false)
            cv.layoutIfNeeded()
            weakCollectionView = cv
            weakSource = source
        }
        #expect(weakCollectionView == nil)
        #expect(weakSource == nil)
    }
}
