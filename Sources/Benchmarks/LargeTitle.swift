// Large-title benchmark: a navigation controller with `prefersLargeTitles` over a
// 10,000-row self-sizing table (automatic row heights; a wrapping label of one to five
// lines), flung upward at 120 Hz at 2× (ScrollFling.swift). Each fling starts at the top, so
// the large title collapses under it while new rows are measured and the bar follows the
// offset. The same fling without a large title shows what the collapsing title costs.
import Foundation
import QuartzCore
import UIKit

@MainActor private final class SelfSizingRows: UITableViewController {
    let texts: [String]

    init(rows: Int) {
        let words = ["large", "title", "row", "scroll", "collapses", "label", "wraps", "over", "several", "lines", "of", "text"]
        texts = (0..<rows).map { i in
            let count = 3 + (i * 7919) % 40
            return (0..<count).map { words[($0 + i) % words.count] }.joined(separator: " ")
        }
        super.init(style: .plain)
        title = "Messages"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = texts[indexPath.row]
        return cell
    }
}

@MainActor private func largeTitleFrameTimes(largeTitle: Bool, frames: Int) -> [Double] {
    flingFrameTimes(frames: frames, scale: 2) { window in
        let list = SelfSizingRows(rows: 10_000)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = largeTitle
        window.rootViewController = navigation
        UIApplication.shared.runLoopTurn()
        return (list.tableView, navigation)
    }
}

@MainActor func runLargeTitleBenchmarks() {
    let frames = 1200
    let large = largeTitleFrameTimes(largeTitle: true, frames: frames)
    let plain = largeTitleFrameTimes(largeTitle: false, frames: frames)
    func mean(_ t: [Double]) -> Double { t.reduce(0, +) / Double(t.count) }
    func percentile(_ t: [Double], _ p: Double) -> Double { let s = t.sorted(); return s[min(s.count - 1, Int(Double(s.count) * p))] }
    let name = "large title collapsing over a 10k self-sizing list at 2x"
    record("\(name), mean frame", mean(large), "ms", goal: .atMost(4))
    record("\(name), p99 frame", percentile(large, 0.99), "ms", goal: .atMost(1000.0 / 120))
    record("\(name), mean frame vs a standard title", mean(large), "ms", baseline: "same fling, standard title", mean(plain))
}
