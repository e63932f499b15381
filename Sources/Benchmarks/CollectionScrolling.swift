// Collection view scrolling benchmark: a 10,000-item flow-layout list of self-sizing cells
// (estimatedItemSize; a wrapping label of one to five lines pinned by Auto Layout inside a
// content view of fixed width) flung upward at 120 Hz on the virtual clock (ScrollFling.swift).
// Each new cell is dequeued, configured, measured with the layout engine, and the flow
// layout flows again around its size. The same run over 1,000 items shows the cost per
// frame does not follow the item count.
import Foundation
import QuartzCore
import UIKit

@MainActor private final class BenchItemCell: UICollectionViewCell {
    let body = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 17)
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            contentView.widthAnchor.constraint(equalToConstant: 390),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor private final class BenchItems: NSObject, UICollectionViewDataSource {
    let texts: [String]
    init(items: Int) {
        let words = ["collection", "item", "cell", "scroll", "flow", "label", "wraps", "over", "several", "lines", "of", "text"]
        texts = (0..<items).map { i in
            let count = 3 + (i * 7919) % 40   // three to forty-two words: one to five lines
            return (0..<count).map { words[($0 + i) % words.count] }.joined(separator: " ")
        }
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "bench", for: indexPath) as! BenchItemCell
        cell.body.text = texts[indexPath.item]
        return cell
    }
}

@MainActor private func flingFrameTimes(items: Int, frames: Int) -> [Double] {
    flingFrameTimes(frames: frames) { bounds in
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 390, height: 80)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: bounds, collectionViewLayout: layout)
        collectionView.register(BenchItemCell.self, forCellWithReuseIdentifier: "bench")
        let source = BenchItems(items: items)
        collectionView.dataSource = source
        return (collectionView, source)
    }
}

@MainActor func runCollectionBenchmarks() {
    let frames = 1200
    let large = flingFrameTimes(items: 10_000, frames: frames)
    let small = flingFrameTimes(items: 1_000, frames: frames)
    recordFlingFrames("collection 10k self-sizing flow fling", large, smaller: small, smallerName: "1,000 items")
}
