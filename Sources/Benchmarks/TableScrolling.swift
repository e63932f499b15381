// Table scrolling benchmark: a table of self-sizing cells (a wrapping label of one to five
// lines pinned by Auto Layout to the content view's margins) in a 390 × 844-point window at
// 3×, flung upward again and again on the virtual clock at 120 Hz. Each frame is one run-loop
// turn: touch or deceleration, retiling (new rows dequeue a cell, configure it, measure it
// with the layout engine), layout, display of new labels, composite. The baseline is the
// 8.33 ms a frame has at 120 Hz; the same run over 1,000 rows shows the cost per frame does not
// follow the row count.
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
    let size = CGSize(width: 390, height: 844)
    HeadlessBackend.install(size: size, scale: 3)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.makeKeyAndVisible()
    let table = UITableView(frame: window.bounds)
    table.register(BenchCell.self, forCellReuseIdentifier: "bench")
    let source = BenchSource(rows: rows)
    table.dataSource = source
    window.addSubview(table)
    let app = UIApplication.shared
    app.runLoopTurn()
    let frame = 1.0 / 120
    var times: [Double] = []
    func step(_ touches: [TouchInput]) {
        let start = ContinuousClock.now
        HeadlessBackend.advanceTime(by: frame)
        if !touches.isEmpty { app.handleTouches(touches) }
        app.runLoopTurn()
        let d = ContinuousClock.now - start
        times.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15)
    }
    while times.count < frames {
        // A flick: 12 frames (0.1 s) moving 500 points up, then the deceleration runs.
        step([TouchInput(finger: 0, phase: .began, location: CGPoint(x: 200, y: 700))])
        for i in 1...12 { step([TouchInput(finger: 0, phase: .moved, location: CGPoint(x: 200, y: 700 - CGFloat(i) * 42))]) }
        step([TouchInput(finger: 0, phase: .ended, location: CGPoint(x: 200, y: 196))])
        for _ in 0..<60 where times.count < frames { step([]) }
        if table.contentOffset.y > table.contentSize.height - 2 * size.height { table.setContentOffset(.zero, animated: false) }
    }
    window.isHidden = true
    _ = source
    return times
}

@MainActor func runTableBenchmarks() {
    let frames = 1200
    let large = flingFrameTimes(rows: 10_000, frames: frames)
    let small = flingFrameTimes(rows: 1_000, frames: frames)
    func mean(_ t: [Double]) -> Double { t.reduce(0, +) / Double(t.count) }
    func percentile(_ t: [Double], _ p: Double) -> Double { let s = t.sorted(); return s[min(s.count - 1, Int(Double(s.count) * p))] }
    let budget = 1000.0 / 120
    record("table 10k self-sizing fling, mean frame", mean(large), "ms", baseline: "120 Hz frame budget", budget)
    record("table 10k self-sizing fling, p99 frame", percentile(large, 0.99), "ms", baseline: "120 Hz frame budget", budget)
    record("table 10k self-sizing fling, max frame", large.max() ?? 0, "ms", baseline: "120 Hz frame budget", budget)
    record("table 10k mean frame vs 1k rows", mean(large), "ms", baseline: "same fling, 1,000 rows", mean(small))
}
