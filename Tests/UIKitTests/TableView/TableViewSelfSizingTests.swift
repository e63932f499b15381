import Foundation
import Testing
import UIKit
import UIKitTesting

/// A cell whose multi-line label is pinned to the content view's margins: with
/// `rowHeight = automaticDimension` the constraints decide the row's height.
final class WrappingCell: UITableViewCell {
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

    required init?(coder: NSCoder) { fatalError("not used from nibs") }
}

final class WrappingSource: NSObject, UITableViewDataSource {
    var texts: [String]
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "wrap", for: indexPath) as! WrappingCell
        cell.body.text = texts[indexPath.row]
        return cell
    }
}

/// A cell sized only by required constraints, as Interface Builder files often are: a field
/// 45 points tall pinned to every edge of the content view.
final class FixedFieldCell: UITableViewCell {
    let field = UITextField()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        field.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(field)
        NSLayoutConstraint.activate([
            field.heightAnchor.constraint(equalToConstant: 45),
            field.topAnchor.constraint(equalTo: contentView.topAnchor),
            field.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            field.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }
}

@Suite("UITableView self-sizing rows", .serialized, .freshContext) @MainActor
struct TableViewSelfSizingTests {
    @Test("A row sized only by required constraints taller than the 44-point start gets their height: the cell is not measured at the height it started at")
    func requiredConstraintsDecideHeight() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
            }
        }
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let source = Source()
        let table = UITableView(frame: host.window.bounds)
        table.register(FixedFieldCell.self, forCellReuseIdentifier: "field")
        table.dataSource = source
        host.window.addSubview(table)
        host.runLoopTurn()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 45.5)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? FixedFieldCell
        #expect(cell?.field.frame.height == 45)
        withExtendedLifetime(source) {}
    }

    @Test("With rowHeight = automaticDimension a cell's content-view constraints decide the row's height at the table's width, plus the separator")
    func constraintsDecideHeight() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let long = Array(repeating: "A long line of text that wraps", count: 4).joined(separator: " ")
        let source = WrappingSource(["Short", long])
        let table = UITableView(frame: host.window.bounds)
        table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
        table.dataSource = source
        host.window.addSubview(table)
        host.runLoopTurn()
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let tall = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let line = ceil(UIFont.systemFont(ofSize: 17).lineHeight)
        // 11 pt margins above and below, one line, half a point of separator at 2×.
        #expect(abs(short - (22 + line + 0.5)) <= 1)
        #expect(tall > short + 2 * line)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? WrappingCell
        #expect(cell?.body.frame.height ?? 0 > 3 * line - 1)
        #expect(table.contentSize.height == short + tall)
    }

    @Test("Rows not shown yet count at the estimate in contentSize; showing them replaces the estimate with the measured height")
    func estimatesUntilShown() {
        let host = UITestHost(size: CGSize(width: 320, height: 200), scale: 2)
        let source = WrappingSource(Array(repeating: "One\nTwo\nThree", count: 100))
        let table = UITableView(frame: host.window.bounds)
        table.estimatedRowHeight = 50
        table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
        table.dataSource = source
        host.window.addSubview(table)
        host.runLoopTurn()
        let measured = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(measured > 50)
        let shown = table.indexPathsForVisibleRows?.count ?? 0
        let rows = (0..<100).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        // The visible rows (and at most the one the first estimate also showed) are measured.
        #expect((shown...shown + 1).contains(rows.filter { $0 != 50 }.count))
        #expect(abs(table.contentSize.height - rows.reduce(0, +)) < 0.01)
        #expect(table.rectForRow(at: IndexPath(row: 99, section: 0)).height == 50)
    }

    @Test("A standard-style cell under automaticDimension is at least 44 points and grows with a wrapping text label")
    func standardCellsSelfSize() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.numberOfLines = 0
                cell.textLabel?.text = indexPath.row == 0 ? "One" : Array(repeating: "many words here", count: 8).joined(separator: " ")
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: host.window.bounds)
        table.dataSource = source
        host.window.addSubview(table)
        host.runLoopTurn()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > 80)
    }

    @Test("A NaN or negative height from the delegate is reported and the standard 44 used, never a crash or a NaN contentSize")
    func badHeightsFallBack() {
        final class Bad: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: nil) }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { indexPath.row == 0 ? .nan : -5 }
        }
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let bad = Bad()
        let table = UITableView(frame: host.window.bounds)
        table.dataSource = bad
        table.delegate = bad
        host.window.addSubview(table)
        host.runLoopTurn()
        #expect(table.contentSize.height == CGFloat(3 * 44))
        table.rowHeight = -3
        #expect(table.rowHeight == UITableView.automaticDimension)
    }
}
