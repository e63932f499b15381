// Table scrolling benchmark: a table of self-sizing cells (a wrapping label of one to five
// lines pinned by Auto Layout to the content view's margins) in a 390 × 844-point window at
// 3×, flung upward again and again on the virtual clock at 120 Hz. Each frame is one run-loop
// turn: touch or deceleration, retiling (new rows dequeue a cell, configure it, measure it
// with the layout engine), layout, display of new labels, composite. The goals are a mean frame
// of 4 ms and none over the 8.33 ms a frame has at 120 Hz; the same run over 1,000 rows shows
// the cost per frame does not follow the row count.
import Foundation
import QuartzCore
import UIKit

@MainActor private final class BenchCell: UITableViewCell {
    let body = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 17)
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: margins.topAnchor),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor private final class BenchSource: NSObject, UITableViewDataSource {
    let texts: [String]
    init(rows: Int) {
        let words = ["table", "row", "cell", "scroll", "layout", "label", "wraps", "over", "several", "lines", "of", "text"]
        texts = (0..<rows).map { i in
            let count = 3 + (i * 7919) % 40   // three to forty-two words: one to five lines
            return (0..<count).map { words[($0 + i) % words.count] }.joined(separator: " ")
        }
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "bench", for: indexPath) as! BenchCell
        cell.body.text = texts[indexPath.row]
        return cell
    }
}

/// Per-frame wall times (ms) of `frames` frames of repeated flings over a table of `rows`.
@MainActor private func flingFrameTimes(rows: Int, frames: Int) -> [Double] {
    flingFrameTimes(frames: frames) { bounds in
        let table = UITableView(frame: bounds)
        table.register(BenchCell.self, forCellReuseIdentifier: "bench")
        let source = BenchSource(rows: rows)
        table.dataSource = source
        return (table, source)
    }
}

@MainActor func runTableBenchmarks() {
    let frames = 1200
    let large = flingFrameTimes(rows: 10_000, frames: frames)
    let small = flingFrameTimes(rows: 1_000, frames: frames)
    recordFlingFrames("table 10k self-sizing fling", large, smaller: small, smallerName: "1,000 rows")
}
