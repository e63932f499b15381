import Foundation
import Testing
import UIKit
import UIKitTesting

/// Reordering list rows by their reorder accessory (Apple: `UICellAccessory.reorder`, shown
/// while editing; a diffable data source's `reorderingHandlers` decide which items move and
/// hear the move as a transaction).
@Suite("List reordering", .freshContext) @MainActor
struct ListReorderTests {
    final class Log {
        var will: [String] = []
        var did: [[String]] = []
    }

    func make(_ host: UITestHost, log: Log) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let cv = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
        }
        source.reorderingHandlers.canReorderItem = { $0 != "Fixed" }
        source.reorderingHandlers.willReorder = { log.will.append($0.initialSnapshot.itemIdentifiers.joined(separator: ",")) }
        source.reorderingHandlers.didReorder = { log.did.append($0.finalSnapshot.itemIdentifiers) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C", "D", "Fixed"])
        source.apply(snapshot, animatingDifferences: false)
        host.window.addSubview(cv)
        host.runLoopTurn()
        return (cv, source)
    }

    func grip(of cell: UICollectionViewCell?) -> UIView? {
        cell?.subviews.first { String(describing: type(of: $0)) == "ReorderControlView" }
    }

    @Test("The grip shows only while editing")
    func gripWhileEditing() throws {
        let host = UITestHost(size: CGSize(width: 320, height: 400), scale: 2)
        let (cv, _) = make(host, log: Log())
        let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(grip(of: cell)?.isHidden ?? true)
        cv.isEditing = true
        host.advanceInFrames(0.5)
        #expect(grip(of: cell)?.isHidden == false)
    }

    /// Drags item `item`'s grip by `rows` row heights (down when positive) in ten steps.
    func drag(_ item: Int, by rows: CGFloat, in cv: UICollectionView, host: UITestHost) throws {
        cv.isEditing = true
        host.advanceInFrames(0.5)
        let cell = try #require(cv.cellForItem(at: IndexPath(item: item, section: 0)))
        let handle = try #require(grip(of: cell))
        let start = handle.convert(CGPoint(x: handle.bounds.midX, y: handle.bounds.midY), to: nil)
        host.touchDown(at: start)
        for step in 1...10 {
            host.touchMove(to: CGPoint(x: start.x, y: start.y + cell.frame.height * rows * CGFloat(step) / 10))
            host.advanceInFrames(1 / 60)
        }
        host.touchUp()
        host.advanceInFrames(0.5)
    }

    @Test("Dragging a grip down past two rows moves the item; the handlers get the transaction and the snapshot has the new order")
    func dragMovesItem() throws {
        let host = UITestHost(size: CGSize(width: 320, height: 400), scale: 2)
        let log = Log()
        let (cv, source) = make(host, log: log)
        try drag(0, by: 2.2, in: cv, host: host)
        #expect(source.snapshot().itemIdentifiers == ["B", "C", "A", "D", "Fixed"])
        #expect(log.will == ["A,B,C,D,Fixed"])
        #expect(log.did == [["B", "C", "A", "D", "Fixed"]])
        let texts = (0..<5).map { (cv.cellForItem(at: IndexPath(item: $0, section: 0)) as? UICollectionViewListCell)
            .flatMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text } }
        #expect(texts == ["B", "C", "A", "D", "Fixed"])
    }

    @Test("An item canReorderItem refuses does not move")
    func refusedItem() throws {
        let host = UITestHost(size: CGSize(width: 320, height: 400), scale: 2)
        let log = Log()
        let (cv, source) = make(host, log: log)
        try drag(4, by: -3, in: cv, host: host)
        #expect(source.snapshot().itemIdentifiers == ["A", "B", "C", "D", "Fixed"])
        #expect(log.did.isEmpty)
    }
}
