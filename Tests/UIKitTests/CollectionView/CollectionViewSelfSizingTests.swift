import Foundation
import Testing
import UIKit
import UIKitTesting

/// A cell whose content view holds a label pinned 10 pt inside, at a fixed width: its
/// height follows its text.
final class NoteItemCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            contentView.widthAnchor.constraint(equalToConstant: 300),
        ])
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Items of a flow layout with `estimatedItemSize` size themselves from their content.
@Suite("UICollectionView self-sizing", .serialized, .freshContext) @MainActor
struct CollectionViewSelfSizingTests {
    final class Notes: NSObject, UICollectionViewDataSource {
        var notes: [String]
        init(_ notes: [String]) { self.notes = notes }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { notes.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteItemCell
            cell.label.text = notes[indexPath.item]
            return cell
        }
    }

    func make(_ host: UITestHost, _ notes: Notes, estimated: CGSize) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = estimated
        layout.minimumLineSpacing = 0
        let cv = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(NoteItemCell.self, forCellWithReuseIdentifier: "note")
        cv.dataSource = notes
        host.window.addSubview(cv)
        host.runLoopTurn()
        return cv
    }

    @Test("With estimatedItemSize each cell is measured with Auto Layout when shown and the items below move to make room, in the same pass")
    func cellsSizeThemselves() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let long = "A much longer note that wraps onto several lines because the cell is only three hundred points wide, and its label must grow to show every word of it"
        let notes = Notes(["Short", long, "Short"])
        let cv = make(host, notes, estimated: CGSize(width: 300, height: 44))
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! NoteItemCell
        let third = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(first.frame.width == 300)
        let oneLine = first.frame.height
        #expect(oneLine > 20 && oneLine < 44)
        #expect(second.frame.height > 2 * oneLine)
        #expect(second.frame.minY == first.frame.maxY)
        #expect(third.frame.minY == second.frame.maxY)
        #expect(cv.contentSize.height == third.frame.maxY)
        // The label inside fits the measured cell.
        second.layoutIfNeeded()
        #expect(second.label.frame.maxY == second.contentView.bounds.height - 10)
    }

    @Test("automaticSize sizes items from their content in both directions: a label pinned 10 pt inside gives its own size plus 20")
    func automaticSize() {
        final class Pill: UICollectionViewCell {
            let label = UILabel()
            required init(frame: CGRect) {
                super.init(frame: frame)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                ])
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "pill", for: indexPath) as! Pill
                cell.label.text = indexPath.item == 0 ? "A" : "A much wider pill"
                return cell
            }
        }
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let cv = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        cv.register(Pill.self, forCellWithReuseIdentifier: "pill")
        let source = Source()
        cv.dataSource = source
        host.window.addSubview(cv)
        host.runLoopTurn()
        let small = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! Pill
        let wide = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! Pill
        let label = small.label.intrinsicContentSize
        #expect(small.frame.size == CGSize(width: label.width + 20, height: label.height + 20))
        #expect(wide.frame.width > small.frame.width + 50)
        #expect(wide.frame.height == small.frame.height)
    }

    @Test("Without estimated sizes a cell is never asked for its preferred attributes")
    func fixedSizesAreNotMeasured() {
        CountingItemCell.resetCounts()
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(50)])
        let cv = makeCollectionView(host, recorder)
        #expect(cv.visibleCells.count > 0)
        #expect(CountingItemCell.sizingQuestions == 0)
    }

    @Test("With estimated sizes each shown cell is asked once, not at every layout pass")
    func askedOncePerDisplay() {
        CountingItemCell.resetCounts()
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let recorder = CollectionRecorder([itemNames(8)])
        let cv = makeCollectionView(host, recorder) { $0.estimatedItemSize = CGSize(width: 50, height: 50) }
        let asked = CountingItemCell.sizingQuestions
        #expect(asked == cv.visibleCells.count)
        cv.setNeedsLayout()
        cv.layoutIfNeeded()
        #expect(CountingItemCell.sizingQuestions == asked)
    }

    @Test("After a batch update the shown cells are measured again: an inserted long note pushes the next one down by its measured height")
    func updatesKeepMeasuredSizes() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let notes = Notes(["Short", "Short too"])
        let cv = make(host, notes, estimated: CGSize(width: 300, height: 100))
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        notes.notes.insert("An inserted note long enough to wrap onto a second line", at: 1)
        UIView.performWithoutAnimation { cv.insertItems(at: [IndexPath(item: 1, section: 0)]) }
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let inserted = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === second)
        #expect(first.frame.height < 44)
        #expect(inserted.frame.minY == first.frame.maxY)
        #expect(inserted.frame.height > first.frame.height)
        #expect(second.frame.minY == inserted.frame.maxY)
        #expect(second.frame.height == first.frame.height)
    }

    @Test("Scrolling down a self-sizing list does not move the item the user is looking at when items above change size")
    func scrollingKeepsAnchor() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let notes = Notes((0..<200).map { $0 % 3 == 0 ? "A note long enough to wrap onto a second line in this cell" : "Short \($0)" })
        let cv = make(host, notes, estimated: CGSize(width: 300, height: 100))
        var y: CGFloat = 0
        for _ in 0..<30 {
            y += 97
            cv.contentOffset = CGPoint(x: 0, y: y)
            cv.layoutIfNeeded()
            // Every shown cell abuts the next: no gaps or overlaps from stale estimates.
            let frames = cv.indexPathsForVisibleItems.sorted().compactMap { cv.cellForItem(at: $0)?.frame }
            for (a, b) in zip(frames, frames.dropFirst()) { #expect(abs(a.maxY - b.minY) < 0.001) }
            y = cv.contentOffset.y
        }
    }
}
