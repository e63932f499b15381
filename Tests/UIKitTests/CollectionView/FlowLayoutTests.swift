import Foundation
import Testing
import UIKit
import UIKitTesting

/// Flow layout geometry to the point: lines, justification, spacing, insets, headers and
/// footers, both scroll directions, pinned headers, and cheap rect queries.
@Suite("UICollectionViewFlowLayout geometry", .serialized, .freshContext) @MainActor
struct FlowLayoutTests {
    @Test("Defaults are UIKit's: 50 × 50 items, 10 pt line and interitem spacing, no insets, vertical")
    func defaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.sectionInsetReference == .fromContentInset)
    }

    @Test("A full line is justified: first item at the leading edge, last at the trailing edge, spare space shared between items; the last line keeps the columns")
    func justification() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(12)])
        let cv = makeCollectionView(host, recorder)
        // 5 items of 50 fit in 320 with 10 pt spacing; the spare 70 pt makes 17.5 pt gaps.
        #expect((0..<5).map { cv.cellFrame($0)?.minX } == [0, 67.5, 135, 202.5, 270])
        #expect((0..<5).map { cv.cellFrame($0 + 5)?.minY } == [60, 60, 60, 60, 60])
        #expect(cv.cellFrame(10) == CGRect(x: 0, y: 120, width: 50, height: 50))
        #expect(cv.cellFrame(11) == CGRect(x: 67.5, y: 120, width: 50, height: 50))
        #expect(cv.contentSize == CGSize(width: 320, height: 170))
    }

    @Test("A section of one item centers it on its line; a one-line section of two pushes them to the edges")
    func singleItemCentered() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([["a"], ["b", "c"]])
        let cv = makeCollectionView(host, recorder) { $0.itemSize = CGSize(width: 100, height: 40) }
        #expect(cv.cellFrame(0, 0) == CGRect(x: 110, y: 0, width: 100, height: 40))
        #expect(cv.cellFrame(0, 1) == CGRect(x: 0, y: 40, width: 100, height: 40))
        #expect(cv.cellFrame(1, 1) == CGRect(x: 220, y: 40, width: 100, height: 40))
    }

    @Test("Section insets inset the lines; headers span the width above the inset, footers below it, sections follow one another")
    func insetsHeadersFooters() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(3), itemNames(3)])
        let cv = makeCollectionView(host, recorder) {
            $0.itemSize = CGSize(width: 80, height: 80)
            $0.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
            $0.headerReferenceSize = CGSize(width: 999, height: 44)
            $0.footerReferenceSize = CGSize(width: 0, height: 20)
        }
        #expect((0..<3).map { cv.cellFrame($0)?.minX } == [20, 120, 220])
        #expect(cv.cellFrame(0)?.minY == 54)
        let header = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 184, width: 320, height: 44))
        let footer = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 164, width: 320, height: 20))
        #expect(cv.cellFrame(0, 1)?.minY == 238)
        #expect(cv.contentSize.height == 368)
        // The views exist and show their section.
        let headerView = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) as? SectionLabelView
        #expect(headerView?.label.text == "Header 1")
        #expect(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).count == 2)
    }

    @Test("Items of different heights are centered across their line, which is as thick as its thickest item")
    func centeredAcrossLine() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(4)])
        recorder.sizes = [IndexPath(item: 0, section: 0): CGSize(width: 50, height: 20),
                          IndexPath(item: 1, section: 0): CGSize(width: 50, height: 60),
                          IndexPath(item: 2, section: 0): CGSize(width: 50, height: 40),
                          IndexPath(item: 3, section: 0): CGSize(width: 300, height: 30)]
        let cv = makeCollectionView(host, recorder)
        #expect([0, 1, 2].map { cv.cellFrame($0)?.minY } == [20, 0, 10])
        // The wide item does not fit on the first line (150 + 20 + 300 > 320): it starts the next.
        #expect(cv.cellFrame(3) == CGRect(x: 0, y: 70, width: 300, height: 30))
    }

    @Test("Scrolling horizontally, lines are columns: items flow top to bottom, columns left to right, a header is a column of its reference width")
    func horizontal() {
        let host = UITestHost(size: CGSize(width: 320, height: 200), scale: 2)
        let recorder = CollectionRecorder([itemNames(7)])
        let cv = makeCollectionView(host, recorder) {
            $0.scrollDirection = .horizontal
            $0.headerReferenceSize = CGSize(width: 30, height: 999)
        }
        // 3 items of 50 fit in 200: 25 pt gaps.
        #expect((0..<3).map { cv.cellFrame($0)?.minY } == [0, 75, 150])
        #expect([0, 3, 6].map { cv.cellFrame($0)?.minX } == [30, 90, 150])
        #expect(cv.cellFrame(6)?.minY == 0)
        let header = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 30, height: 200))
        #expect(cv.contentSize == CGSize(width: 200, height: 200))
    }

    @Test("Pinned headers stay at the top of the visible area over the items until their section's end pushes them up")
    func pinnedHeaders() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(20), itemNames(20)])
        let cv = makeCollectionView(host, recorder) {
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        let kind = UICollectionView.elementKindSectionHeader
        let first = IndexPath(item: 0, section: 0)
        cv.contentOffset = CGPoint(x: 0, y: 300)
        cv.layoutIfNeeded()
        #expect(cv.supplementaryView(forElementKind: kind, at: first)?.frame.minY == 300)
        #expect(cv.supplementaryView(forElementKind: kind, at: first)?.layer.zPosition == 1024)
        // Section 0's items end at 40 + 7 × 100 + 6 × 10 = 800.
        cv.contentOffset = CGPoint(x: 0, y: 780)
        cv.layoutIfNeeded()
        #expect(cv.supplementaryView(forElementKind: kind, at: first)?.frame.minY == 760)
        #expect(cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 800)
    }

    @Test("Asking for a rect's attributes in 10,000 items returns only that rect's items (a binary search over lines)")
    func rectQuery() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(10_000)])
        let cv = makeCollectionView(host, recorder)
        let attributes = cv.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 6000, width: 320, height: 480)) ?? []
        // Lines are 60 pt apart: lines 100 (y 6000) to 107 (y 6420) meet the rect.
        #expect(attributes.count == 8 * 5)
        #expect(attributes.map(\.indexPath.item).min() == 500)
        #expect(attributes.map(\.indexPath.item).max() == 539)
        // 2,000 lines of 50 with 10 between them.
        #expect(cv.contentSize.height == 119_990)
    }

    @Test("A NaN or negative size from the delegate is replaced by zero with a report, not a crash")
    func badDelegateSizes() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(3)])
        recorder.sizes = [IndexPath(item: 0, section: 0): CGSize(width: CGFloat.nan, height: 10),
                          IndexPath(item: 1, section: 0): CGSize(width: -5, height: 10)]
        let cv = makeCollectionView(host, recorder)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size == .zero)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.size == CGSize(width: 50, height: 50))
    }
}
