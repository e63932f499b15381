import Foundation
import Testing
import UIKit
import UIKitTesting

/// Batch updates: validated against the data source, animated on the media clock from the
/// old attributes to the new ones.
@Suite("UICollectionView updates", .serialized, .freshContext) @MainActor
struct CollectionViewUpdateTests {
    /// One item per 100 pt line, so positions are easy to follow.
    func make(_ host: UITestHost, _ recorder: CollectionRecorder) -> UICollectionView {
        makeCollectionView(host, recorder) {
            $0.itemSize = CGSize(width: 320, height: 90)
        }
    }

    @Test("insertItems: the new cell fades in at its place while the cells below slide down, frame by frame over 0.3 s; the completion runs at the end")
    func insertAnimates() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(3)])
        let cv = make(host, recorder)
        let below = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        recorder.sections[0].insert("New", at: 1)
        var completed = false
        cv.performBatchUpdates({
            cv.insertItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: { completed = $0 })
        let inserted = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! CountingItemCell
        #expect(inserted.label.text == "New")
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === below)
        // Model values are final at once; the presentation moves on the clock.
        #expect(below.frame.minY == 200)
        host.runLoopTurn()
        var last: (y: CGFloat, alpha: Float) = (100, 0)
        for _ in 0..<5 {
            host.advanceTime(by: 0.05)
            let y = (below.layer.presentation()?.position.y ?? 0) - 45
            let alpha = inserted.layer.presentation()?.opacity ?? 0
            #expect(y > last.y && y < 200)
            #expect(alpha > last.alpha && alpha < 1)
            last = (y, alpha)
        }
        #expect(!completed)
        host.advanceTime(by: 0.1)
        host.runLoopTurn()
        #expect(completed)
        #expect(below.layer.presentation()?.position.y == 245)
        #expect(cv.contentSize.height == 390)
    }

    @Test("deleteItems: the cell fades out in place (the layout gives no final attributes), then goes to the reuse queue; cells below move up")
    func deleteFadesOut() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(4)])
        let cv = make(host, recorder)
        let leaving = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let next = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        recorder.sections[0].remove(at: 0)
        cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === next)
        #expect(leaving.superview === cv)
        host.runLoopTurn()
        host.advanceTime(by: 0.15)
        let alpha = leaving.layer.presentation()?.opacity ?? 1
        #expect(alpha > 0 && alpha < 1)
        #expect(leaving.layer.presentation()?.position.y == 45)
        let y = next.layer.presentation()?.position.y ?? 0
        #expect(y > 45 && y < 145)
        host.advanceTime(by: 0.2)
        host.runLoopTurn()
        #expect(leaving.superview == nil)
        #expect(next.frame.minY == 0)
    }

    @Test("moveItem: the moved cell slides from its old place to its new one; the layout hears of the move in prepare(forCollectionViewUpdates:)")
    func moveSlides() {
        final class Layout: UICollectionViewFlowLayout {
            var heard: [UICollectionViewUpdateItem.Action] = []
            var finalized = 0
            override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                heard += updateItems.map(\.updateAction)
            }
            override func finalizeCollectionViewUpdates() { finalized += 1 }
        }
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(4)])
        let layout = Layout()
        layout.itemSize = CGSize(width: 320, height: 90)
        let cv = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        cv.register(CountingItemCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = recorder
        host.window.addSubview(cv)
        host.runLoopTurn()
        let moving = cv.cellForItem(at: IndexPath(item: 3, section: 0))!
        recorder.sections[0].insert(recorder.sections[0].remove(at: 3), at: 0)
        cv.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
        #expect(layout.heard == [.move])
        #expect(layout.finalized == 1)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === moving)
        host.runLoopTurn()
        host.advanceTime(by: 0.15)
        let y = moving.layer.presentation()?.position.y ?? 0
        #expect(y > 45 && y < 345)
        host.advanceInFrames(0.3)
        #expect(moving.layer.presentation()?.position.y == 45)
    }

    @Test("A data source whose new count does not add up stops with UIKit's \"Invalid update: invalid number of items in section\" message")
    func invalidUpdate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
                let recorder = CollectionRecorder([itemNames(3)])
                let cv = makeCollectionView(host, recorder)
                // Two items added, one announced.
                recorder.sections[0] += ["Announced", "Unannounced"]
                cv.performBatchUpdates({ cv.insertItems(at: [IndexPath(item: 3, section: 0)]) })
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."))
    }

    @Test("insertSections and deleteSections move the following sections' items and headers; reloadItems gives the item a fresh cell")
    func sectionsAndReloads() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([["a"], ["b"]])
        let cv = makeCollectionView(host, recorder) {
            $0.itemSize = CGSize(width: 320, height: 50)
            $0.headerReferenceSize = CGSize(width: 0, height: 20)
        }
        let b = cv.cellForItem(at: IndexPath(item: 0, section: 1))!
        recorder.sections.insert(["new1", "new2"], at: 1)
        UIView.performWithoutAnimation { cv.insertSections([1]) }
        #expect(cv.numberOfSections == 3)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 2)) === b)
        // Header, a, header, new1, new2, header.
        #expect(b.frame.minY == 220)
        recorder.sections.remove(at: 0)
        UIView.performWithoutAnimation { cv.deleteSections([0]) }
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1)) === b)
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) as? SectionLabelView
        #expect(header?.frame.minY == 130)
        let old = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        recorder.sections[0][0] = "fresh"
        UIView.performWithoutAnimation { cv.reloadItems(at: [IndexPath(item: 0, section: 0)]) }
        host.runLoopTurn()
        let fresh = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingItemCell
        #expect(fresh !== old)
        #expect(fresh?.label.text == "fresh")
    }

    @Test("reloadData asks for everything again and clears the selection")
    func reloadData() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(5)])
        let cv = makeCollectionView(host, recorder)
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        recorder.sections[0] = itemNames(2)
        cv.reloadData()
        cv.layoutIfNeeded()
        #expect(cv.numberOfItems(inSection: 0) == 2)
        #expect(cv.visibleCells.count == 2)
        #expect(cv.indexPathsForSelectedItems == nil)
    }

    @Test("setCollectionViewLayout animated moves every cell from its old attributes to the new layout's")
    func layoutChange() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(4)])
        let cv = makeCollectionView(host, recorder)
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(cell.frame.minX == 90)
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 320, height: 40)
        var done = false
        cv.setCollectionViewLayout(list, animated: true) { done = $0 }
        #expect(cell.frame == CGRect(x: 0, y: 50, width: 320, height: 40))
        host.runLoopTurn()
        host.advanceTime(by: 0.15)
        let x = cell.layer.presentation()?.position.x ?? 0
        #expect(x > 115 && x < 160)
        host.advanceInFrames(0.3)
        #expect(done)
        #expect(list.collectionView === cv)
    }
}
