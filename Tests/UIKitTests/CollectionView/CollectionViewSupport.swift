import Foundation
import UIKit
import UIKitTesting

/// A cell that counts how many were ever made and are alive, and how often it was reused
/// and asked for its preferred attributes.
final class CountingItemCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    nonisolated(unsafe) static var alive = 0
    nonisolated(unsafe) static var sizingQuestions = 0
    var reuses = 0
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        Self.made += 1
        Self.alive += 1
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Self.made += 1
        Self.alive += 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        Self.sizingQuestions += 1
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    static func resetCounts() {
        made = 0
        sizingQuestions = 0
    }

    deinit { Self.alive -= 1 }
}

/// A header or footer showing its section.
final class SectionLabelView: UICollectionReusableView {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A data source and flow-layout delegate with items of text per section, recording the
/// delegate calls it gets, in order.
final class CollectionRecorder: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[String]]
    var log: [String] = []
    /// Per-item sizes (nil: the layout's).
    var sizes: [IndexPath: CGSize] = [:]
    var refuseSelection: Set<IndexPath> = []
    nonisolated(unsafe) static var alive = 0

    init(_ sections: [[String]]) {
        self.sections = sections
        super.init()
        Self.alive += 1
    }

    deinit { Self.alive -= 1 }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! CountingItemCell
        cell.label.text = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "section", for: indexPath) as! SectionLabelView
        view.label.text = "\(kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer") \(indexPath.section)"
        return view
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)"); return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)"); return !refuseSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.item)"); return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.item)")
    }
}

/// Items named "Item 0" … for one section.
func itemNames(_ count: Int) -> [String] { (0..<count).map { "Item \($0)" } }

/// A collection view of `sections` with a flow layout filling the host's window, cells
/// registered as `CountingItemCell` under "cell" and headers/footers under "section".
@MainActor
func makeCollectionView(_ host: UITestHost, _ recorder: CollectionRecorder,
                        configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    configure(layout)
    let collectionView = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(CountingItemCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(SectionLabelView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "section")
    collectionView.register(SectionLabelView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "section")
    collectionView.dataSource = recorder
    collectionView.delegate = recorder
    host.window.addSubview(collectionView)
    host.runLoopTurn()
    return collectionView
}

extension UICollectionView {
    /// The frame of the visible cell for `item` in `section`.
    func cellFrame(_ item: Int, _ section: Int = 0) -> CGRect? {
        cellForItem(at: IndexPath(item: item, section: section))?.frame
    }
}
