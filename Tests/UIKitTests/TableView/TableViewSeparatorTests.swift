import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Where separators go: the filler separators below a plain table's rows, the hairlines
/// closing a grouped section, and the automatic inset that follows a row's text past its image.
@Suite("UITableView separators", .freshContext) @MainActor
struct TableViewSeparatorTests {
    /// The filler separators on the table, top to bottom.
    private func fillers(_ table: UITableView) -> [CGRect] {
        table.fillerSeparators.views.filter { $0.superview === table }.map(\.frame).sorted { $0.minY < $1.minY }
    }

    /// A 36-point square icon.
    private static let icon = UIGraphicsImageRenderer(size: CGSize(width: 36, height: 36)).image { context in
        UIColor.systemOrange.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 36, height: 36))
    }

    // MARK: B3: filler separators

    @Test("A plain table with fewer rows than fit and no tableFooterView draws filler separators a row height apart down to the bottom, with the table's 16-point inset")
    func plainTableDrawsFillers() {
        let host = UITestHost(size: CGSize(width: 320, height: 300), scale: 2)
        let table = makeTable(host, TableRecorder([rowNames(3)], rowHeight: 44))
        #expect(fillers(table) == [175.5, 219.5, 263.5].map { CGRect(x: 16, y: $0, width: 304, height: 0.5) })
    }

    @Test("Filler separators are spaced by the last row's height, and an empty table spaces them by the 44-point estimate from its top")
    func fillerSpacing() {
        let host = UITestHost(size: CGSize(width: 320, height: 300), scale: 2)
        let table = makeTable(host, TableRecorder([rowNames(2)], rowHeight: 60))
        #expect(fillers(table).map(\.minY) == [179.5, 239.5, 299.5])
        let empty = makeTable(host, TableRecorder([[]]))
        #expect(fillers(empty).map(\.minY) == [43.5, 87.5, 131.5, 175.5, 219.5, 263.5])
    }

    @Test("A tableFooterView (even an empty UIView()), the grouped styles and separatorStyle .none draw no filler separators")
    func noFillers() {
        let host = UITestHost(size: CGSize(width: 320, height: 300), scale: 2)
        let footed = makeTable(host, TableRecorder([rowNames(3)], rowHeight: 44))
        footed.tableFooterView = UIView()
        host.runLoopTurn()
        #expect(fillers(footed).isEmpty)
        #expect(fillers(makeTable(host, TableRecorder([rowNames(3)], rowHeight: 44), style: .grouped)).isEmpty)
        #expect(fillers(makeTable(host, TableRecorder([rowNames(3)], rowHeight: 44), style: .insetGrouped)).isEmpty)
        let plain = makeTable(host, TableRecorder([rowNames(3)], rowHeight: 44))
        plain.separatorStyle = .none
        host.runLoopTurn()
        #expect(fillers(plain).isEmpty)
    }

    @Test("Filler separators scroll with the content and keep coming as the table is pulled past its end; an explicit separatorInset applies to them")
    func fillersScrollWithContent() {
        let host = UITestHost(size: CGSize(width: 320, height: 300), scale: 2)
        let table = makeTable(host, TableRecorder([rowNames(3)], rowHeight: 44))
        table.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        table.contentOffset = CGPoint(x: 0, y: 100)
        host.runLoopTurn()
        #expect(fillers(table) == [175.5, 219.5, 263.5, 307.5, 351.5, 395.5].map { CGRect(x: 30, y: $0, width: 280, height: 0.5) })
    }

    // MARK: B5: grouped sections

    @Test("A grouped section is closed by full-width hairlines above its first row and under its last; rows between get inset separators, with or without a header")
    func groupedSectionHairlines() {
        let host = UITestHost(size: CGSize(width: 320, height: 400), scale: 2)
        let source = TableRecorder([rowNames(3), rowNames(1)], rowHeight: 44)
        source.headers = ["Title", nil]
        let table = makeTable(host, source, style: .grouped)
        let cells = table.visibleCells
        #expect(cells.count == 4)
        for cell in cells {
            let path = table.indexPath(for: cell)!
            let first = path.row == 0, last = path.row == table.numberOfRows(inSection: path.section) - 1
            let top = cell.topSeparatorView
            #expect((top?.isHidden == false) == first)
            if first { #expect(top?.frame == CGRect(x: 0, y: 0, width: 320, height: 0.5)) }
            #expect(cell.separatorView.frame == CGRect(x: last ? 0 : 16, y: 43.5, width: last ? 320 : 304, height: 0.5))
        }
    }

    @Test("Plain and inset-grouped sections have no hairline above their first row")
    func noTopHairlineOutsideGrouped() {
        let host = UITestHost(size: CGSize(width: 320, height: 300), scale: 2)
        for style in [UITableView.Style.plain, .insetGrouped] {
            let table = makeTable(host, TableRecorder([rowNames(2)], rowHeight: 44), style: style)
            #expect(table.visibleCells.allSatisfy { $0.topSeparatorView?.isHidden ?? true })
        }
    }

    // MARK: B4: automatic inset follows the text

    final class IconRows: NSObject, UITableViewDataSource {
        var style: UITableViewCell.CellStyle = .subtitle
        var cellInset: UIEdgeInsets?
        var useConfiguration = false
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            if useConfiguration {
                var content = cell.defaultContentConfiguration()
                content.image = TableViewSeparatorTests.icon
                content.text = "Row \(indexPath.row)"
                cell.contentConfiguration = content
            } else {
                cell.imageView?.image = TableViewSeparatorTests.icon
                cell.textLabel?.text = "Row \(indexPath.row)"
                cell.detailTextLabel?.text = "Detail"
            }
            if let cellInset { cell.separatorInset = cellInset }
            return cell
        }
    }

    private func iconTable(_ source: IconRows, tableInset: UIEdgeInsets? = nil,
                           reference: UITableView.SeparatorInsetReference = .fromCellEdges) -> UITableViewCell {
        let host = UITestHost(size: CGSize(width: 320, height: 300), scale: 2)
        let table = UITableView(frame: host.window.bounds, style: .plain)
        if let tableInset { table.separatorInset = tableInset }
        table.separatorInsetReference = reference
        table.dataSource = source
        host.window.addSubview(table)
        host.runLoopTurn()
        return table.visibleCells[0]
    }

    @Test("The separator of a .subtitle or .default row with an image starts at its text's leading edge (16 + 36 + 16 points)", arguments: [UITableViewCell.CellStyle.subtitle, .default])
    func separatorFollowsText(_ style: UITableViewCell.CellStyle) {
        let source = IconRows()
        source.style = style
        let cell = iconTable(source)
        #expect(cell.textLabel?.frame.minX == 68)
        #expect(cell.separatorView.frame.minX == 68)
        #expect(cell.separatorInset.left == 68)
    }

    @Test("The separator of a list-content-configuration row with an image starts at its text")
    func configurationSeparatorFollowsText() {
        let source = IconRows()
        source.useConfiguration = true
        let cell = iconTable(source)
        let list = cell.contentView as? UIListContentView
        #expect(list != nil)
        let textX = list.map { $0.convert(CGPoint(x: $0.textLeading, y: 0), to: cell).x } ?? 0
        #expect(textX > 16 + 36)
        #expect(cell.separatorView.frame.minX == textX)
    }

    @Test("An explicit separatorInset wins over the automatic one: the cell's, then the table's; .fromAutomaticInsets adds the table's to the automatic inset")
    func explicitInsetsWin() {
        let own = IconRows()
        own.cellInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0)
        #expect(iconTable(own, tableInset: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)).separatorView.frame.minX == 5)
        #expect(iconTable(IconRows(), tableInset: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)).separatorView.frame.minX == 30)
        let added = iconTable(IconRows(), tableInset: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20), reference: .fromAutomaticInsets)
        #expect(added.separatorView.frame == CGRect(x: 78, y: added.bounds.height - 0.5, width: 320 - 78 - 20, height: 0.5))
    }
}
