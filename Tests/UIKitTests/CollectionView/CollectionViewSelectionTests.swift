import Foundation
import Testing
import UIKit
import UIKitTesting

/// Selection by touch, with the delegate calls in the order of Apple's collection view
/// guide, and by code (no delegate calls).
@Suite("UICollectionView selection", .serialized, .freshContext) @MainActor
struct CollectionViewSelectionTests {
    func make(_ host: UITestHost, _ recorder: CollectionRecorder) -> UICollectionView {
        let cv = makeCollectionView(host, recorder) { $0.itemSize = CGSize(width: 100, height: 100) }
        recorder.log = []
        return cv
    }

    @Test("A tap: shouldHighlight, didHighlight, then on lifting shouldSelect, didUnhighlight, didSelect; tapping another deselects the first")
    func tapOrder() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(9)])
        let cv = make(host, recorder)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(recorder.log == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0", "didSelect 0"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        recorder.log = []
        host.tap(at: CGPoint(x: 160, y: 50))
        #expect(recorder.log == ["shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "didDeselect 0", "didSelect 1"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    @Test("A finger resting on an item highlights it after the scroll view's 150 ms touch delay, not before")
    func highlightDelay() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(9)])
        let cv = make(host, recorder)
        let cell = cv.cellForItem(at: IndexPath(item: 4, section: 0))!
        host.touchDown(at: CGPoint(x: 160, y: 160))
        host.advanceTime(by: 0.1)
        #expect(!cell.isHighlighted)
        host.advanceTime(by: 0.06)
        #expect(cell.isHighlighted)
        host.touchUp()
        #expect(!cell.isHighlighted)
        #expect(cell.isSelected)
    }

    @Test("With multiple selection a tap toggles: a selected item asks shouldDeselect and is deselected; indexPathsForSelectedItems keeps the order of selection, not of index paths")
    func multipleSelection() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(9)])
        let cv = make(host, recorder)
        cv.allowsMultipleSelection = true
        host.tap(at: CGPoint(x: 160, y: 50))
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 0)])
        recorder.log = []
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(recorder.log == ["shouldHighlight 0", "didHighlight 0", "shouldDeselect 0", "didUnhighlight 0", "didDeselect 0"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("shouldSelect returning false leaves the item unselected (it still highlights and unhighlights)")
    func refusedSelection() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(9)])
        recorder.refuseSelection = [IndexPath(item: 0, section: 0)]
        let cv = make(host, recorder)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(recorder.log == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0"])
    }

    @Test("selectItem in code tells the delegate nothing, scrolls if asked, and a cell dequeued later for the item is selected")
    func selectInCode() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(300)])
        let cv = make(host, recorder)
        let far = IndexPath(item: 200, section: 0)
        cv.selectItem(at: far, animated: false, scrollPosition: [])
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: far) == nil)
        cv.scrollToItem(at: far, at: .top, animated: false)
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: far)?.isSelected == true)
        #expect(cv.cellForItem(at: IndexPath(item: 201, section: 0))?.isSelected == false)
        cv.deselectItem(at: far, animated: false)
        #expect(cv.cellForItem(at: far)?.isSelected == false)
        #expect(recorder.log.filter { $0.contains("Select") }.isEmpty)
    }

    @Test("A drag that starts on an item scrolls and neither highlights nor selects it")
    func dragDoesNotSelect() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(300)])
        let cv = make(host, recorder)
        host.drag(along: [CGPoint(x: 160, y: 300), CGPoint(x: 160, y: 250), CGPoint(x: 160, y: 150), CGPoint(x: 160, y: 100)], duration: 0.1)
        host.advanceInFrames(1)
        #expect(cv.contentOffset.y > 0)
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(!recorder.log.contains { $0.hasPrefix("didSelect") })
    }

}
