import Foundation
import Testing
import UIKit
import UIKitTesting

/// Only visible elements exist; the others wait in reuse queues. Registration by class,
/// nib and iOS 14 registrations; UIKit's message for an unregistered identifier.
@Suite("UICollectionView reuse and queries", .serialized, .freshContext) @MainActor
struct CollectionViewReuseTests {
    @Test("Scrolling through 10,000 items makes only about a screenful of cells: cells scrolling out are reused, after prepareForReuse")
    func scrollingReusesCells() {
        CountingItemCell.resetCounts()
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(10_000)])
        let cv = makeCollectionView(host, recorder)
        // 480 pt show 8 lines of 5 (lines every 60 pt; a partial ninth).
        #expect(cv.visibleCells.count == 40)
        var y: CGFloat = 0
        while y < cv.contentSize.height - 480 {
            y += 137
            cv.contentOffset = CGPoint(x: 0, y: min(y, cv.contentSize.height - 480))
            cv.layoutIfNeeded()
        }
        #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 9_999, section: 0)))
        #expect(CountingItemCell.made <= 60)
        #expect(cv.subviews.filter { $0 is UICollectionViewCell }.count == cv.visibleCells.count)
        let last = cv.cellForItem(at: IndexPath(item: 9_999, section: 0)) as? CountingItemCell
        #expect(last?.label.text == "Item 9999")
        #expect((last?.reuses ?? 0) > 0)
    }

    @Test("willDisplay comes as a cell is shown, didEndDisplaying as it leaves")
    func displayDelegateCalls() {
        let host = UITestHost(size: CGSize(width: 320, height: 100), scale: 2)
        let recorder = CollectionRecorder([itemNames(20)])
        let cv = makeCollectionView(host, recorder) { $0.itemSize = CGSize(width: 320, height: 50) }
        #expect(recorder.log == ["willDisplay 0", "willDisplay 1"])
        recorder.log = []
        cv.contentOffset = CGPoint(x: 0, y: 70)
        cv.layoutIfNeeded()
        #expect(recorder.log == ["didEndDisplaying 0", "willDisplay 2"])
    }

    @Test("Queries: indexPathForItem(at:), indexPath(for:), cellForItem(at:) and layout attributes, for visible and invisible items")
    func queries() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(100)])
        let cv = makeCollectionView(host, recorder)
        #expect(cv.indexPathForItem(at: CGPoint(x: 70, y: 65)) == IndexPath(item: 6, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 55, y: 5)) == nil)
        let cell = cv.cellForItem(at: IndexPath(item: 6, section: 0))!
        #expect(cv.indexPath(for: cell) == IndexPath(item: 6, section: 0))
        #expect(cv.cellForItem(at: IndexPath(item: 90, section: 0)) == nil)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 90, section: 0))?.frame == CGRect(x: 0, y: 1080, width: 50, height: 50))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 100, section: 0)) == nil)
        #expect(cv.numberOfSections == 1)
        #expect(cv.numberOfItems(inSection: 0) == 100)
    }

    @Test("scrollToItem puts the item at the top, centered or at the bottom, clamped to the content")
    func scrollToItem() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(100)])
        let cv = makeCollectionView(host, recorder)
        cv.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == 600)
        cv.scrollToItem(at: IndexPath(item: 50, section: 0), at: .centeredVertically, animated: false)
        // Item 50 is centered: its middle (625) at the middle of the 480 pt bounds.
        #expect(cv.contentOffset.y == 385)
        cv.scrollToItem(at: IndexPath(item: 99, section: 0), at: .bottom, animated: false)
        #expect(cv.contentOffset.y == cv.contentSize.height - 480)
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: IndexPath(item: 99, section: 0)) != nil)
    }

    @Test("iOS 14 registrations: dequeueConfiguredReusableCell runs the handler with the item; supplementary registrations by kind")
    func registrations() {
        final class Source: NSObject, UICollectionViewDataSource {
            let cells = UICollectionView.CellRegistration<CountingItemCell, String> { cell, path, item in
                cell.label.text = "\(item) at \(path.item)"
            }
            let headers = UICollectionView.SupplementaryRegistration<SectionLabelView>(elementKind: UICollectionView.elementKindSectionHeader) { view, kind, path in
                view.label.text = "Section \(path.section)"
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: "Fruit")
            }
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                at indexPath: IndexPath) -> UICollectionReusableView {
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
        }
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let cv = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        let source = Source()
        cv.dataSource = source
        host.window.addSubview(cv)
        host.runLoopTurn()
        #expect((cv.cellForItem(at: IndexPath(item: 2, section: 0)) as? CountingItemCell)?.label.text == "Fruit at 2")
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((header as? SectionLabelView)?.label.text == "Section 0")
    }

    @Test("A nib-registered cell is loaded from the nib: its class, outlets, content view and constraints")
    func nibRegisteredCell() {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
                cell.tagLabel.text = "Tag \(indexPath.item)"
                return cell
            }
        }
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 40)
        let cv = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        cv.register(UINib(nibName: "TagCell", bundle: .module), forCellWithReuseIdentifier: "tag")
        let source = Source()
        cv.dataSource = source
        host.window.addSubview(cv)
        host.runLoopTurn()
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? TagCell
        #expect(cell?.reuseIdentifier == "tag")
        #expect(cell?.tagLabel.text == "Tag 1")
        #expect(cell?.tagLabel.superview === cell?.contentView)
        cell?.layoutIfNeeded()
        // The label is pinned 8 pt inside the 120 × 40 cell.
        #expect(cell?.tagLabel.frame == CGRect(x: 8, y: 8, width: 104, height: 24))
    }

    @Test("Dequeuing a cell identifier nobody registered stops with UIKit's message naming the identifier")
    func unregisteredCell() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
                _ = cv.dequeueReusableCell(withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test("Dequeuing a supplementary identifier not registered for its kind stops with UIKit's message naming kind and identifier")
    func unregisteredSupplementary() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
                cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Head")
                _ = cv.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Head", for: IndexPath(item: 0, section: 0))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier Head"))
    }

    @Test("A background view fills the visible bounds behind the cells, staying put while the content scrolls")
    func backgroundView() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(200)])
        let cv = makeCollectionView(host, recorder)
        let background = UIView()
        cv.backgroundView = background
        cv.contentOffset = CGPoint(x: 0, y: 300)
        cv.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 300, width: 320, height: 480))
        #expect(cv.subviews.first === background)
    }
}

/// A cell class loaded from Nib/Fixtures/TagCell.xib.
final class TagCell: UICollectionViewCell {
    @Outlet var tagLabel: UILabel!
}
