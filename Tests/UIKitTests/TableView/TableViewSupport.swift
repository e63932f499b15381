import Foundation
import UIKit
import UIKitTesting

/// A cell that counts how many were ever made, to check that a table makes only as many as
/// it shows.
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    nonisolated(unsafe) static var alive = 0
    var reuses = 0

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        Self.made += 1
        Self.alive += 1
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

    deinit { Self.alive -= 1 }
}

/// A data source and delegate with rows of text per section, recording the delegate calls
/// it gets, in order.
final class TableRecorder: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headers: [String?] = []
    var identifier = "cell"
    var log: [String] = []
    var fixedHeight: CGFloat?
    /// Rows `willSelectRowAt` answers with another row, and rows it answers nil for.
    var redirectSelection: [IndexPath: IndexPath] = [:]
    var refuseSelection: Set<IndexPath> = []
    nonisolated(unsafe) static var alive = 0

    /// `rowHeight`, when given, is every row's height (`fixedHeight`).
    init(_ sections: [[String]], rowHeight: CGFloat? = nil) {
        self.sections = sections
        fixedHeight = rowHeight
        super.init()
        Self.alive += 1
    }

    deinit { Self.alive -= 1 }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        fixedHeight ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.row)"); return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)"); return refuseSelection.contains(indexPath) ? nil : redirectSelection[indexPath] ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)"); return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
}

/// Rows named "Row 0" … for one section.
func rowNames(_ count: Int) -> [String] { (0..<count).map { "Row \($0)" } }

/// A full-window table of plain cells ("cell") fed and watched by `source`, laid out once.
@MainActor func makeTable(_ host: UITestHost, _ source: TableRecorder, style: UITableView.Style = .plain) -> UITableView {
    let table = UITableView(frame: host.window.bounds, style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = source
    host.window.addSubview(table)
    host.runLoopTurn()
    return table
}
