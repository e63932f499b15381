import Foundation
import Testing
import UIKit
import UIKitTesting

/// What tables look like: a plain table with the four cell styles and the standard
/// accessories under a section title, one row selected; an inset-grouped table of two
/// rounded groups on the grey grouped background; a short plain table of rows with icons
/// and its filler separators; a grouped table with its sections' hairlines. References live in the shared
/// Tests/UIKitTests/__References__ folder.
@Suite("UITableView rendering", .serialized, .freshContext) @MainActor
struct TableViewReferenceTests {
    final class Rows: NSObject, UITableViewDataSource {
        let rows: [(UITableViewCell.CellStyle, String, String?, UITableViewCell.AccessoryType)]
        let sections: [Int]
        let titles: [String?]
        /// Shown in every row's image view.
        var image: UIImage?
        init(_ rows: [(UITableViewCell.CellStyle, String, String?, UITableViewCell.AccessoryType)], sections: [Int], titles: [String?]) {
            self.rows = rows
            self.sections = sections
            self.titles = titles
        }
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section] }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let index = sections.prefix(indexPath.section).reduce(0, +) + indexPath.row
            let (style, title, detail, accessory) = rows[index]
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = detail
            cell.accessoryType = accessory
            if let image { cell.imageView?.image = image }
            return cell
        }
    }

    private var referencePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TableViewReferenceTests.swift").path
    }

    @Test("A plain table: section title, default / value1 / value2 / subtitle cells, chevron, checkmark and detail accessories, separators inset 16 pt, a selected row in light grey", arguments: [UIUserInterfaceStyle.light, .dark])
    func plainTable(_ style: UIUserInterfaceStyle) {
        let host = UITestHost(size: CGSize(width: 320, height: 300), scale: 2, userInterfaceStyle: style)
        let rows = Rows([(.default, "Default", nil, .disclosureIndicator), (.value1, "Value 1", "Detail", .checkmark),
                         (.value2, "Value 2", "Detail text", .none), (.subtitle, "Subtitle", "A smaller line below", .detailButton),
                         (.default, "Selected", nil, .detailDisclosureButton)], sections: [5], titles: ["Styles"])
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.dataSource = rows
        host.window.addSubview(table)
        host.runLoopTurn()
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        let diff = ReferenceImage.compare(host.renderScreen(), named: style == .dark ? "table-plain-dark@2x" : "table-plain@2x", filePath: referencePath)
        #expect(diff == nil, "\(diff!)")
    }

    @Test("An inset-grouped table: grey background, white groups with 10 pt rounded corners inset by the margin, grey capital section titles, no separator under a group's last row", arguments: [UIUserInterfaceStyle.light, .dark])
    func insetGroupedTable(_ style: UIUserInterfaceStyle) {
        let host = UITestHost(size: CGSize(width: 320, height: 300), scale: 2, userInterfaceStyle: style)
        let rows = Rows([(.default, "Wi-Fi", nil, .disclosureIndicator), (.value1, "Bluetooth", "On", .disclosureIndicator),
                         (.default, "Notifications", nil, .disclosureIndicator)], sections: [2, 1], titles: ["Connections", nil])
        let table = UITableView(frame: host.window.bounds, style: .insetGrouped)
        table.dataSource = rows
        host.window.addSubview(table)
        let diff = ReferenceImage.compare(host.renderScreen(), named: style == .dark ? "table-inset-grouped-dark@2x" : "table-inset-grouped@2x", filePath: referencePath)
        #expect(diff == nil, "\(diff!)")
    }

    @Test("A short plain table: rows with 36-point icons whose separators start at the text, then filler separators at the table's 16-point inset down to the bottom")
    func plainTableWithIconsAndFillers() {
        let host = UITestHost(size: CGSize(width: 320, height: 300), scale: 2)
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 36, height: 36)).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 36, height: 36))
        }
        let rows = Rows([(.subtitle, "Photos", "12 items", .disclosureIndicator), (.default, "Music", nil, .disclosureIndicator)],
                        sections: [2], titles: [nil])
        rows.image = icon
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.dataSource = rows
        host.window.addSubview(table)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "table-plain-fillers@2x", filePath: referencePath)
        #expect(diff == nil, "\(diff!)")
    }

    @Test("A grouped table: each section closed by full-width hairlines above its first row and under its last, inset separators between, on the grey grouped background")
    func groupedTable() {
        let host = UITestHost(size: CGSize(width: 320, height: 300), scale: 2)
        let rows = Rows([(.default, "Wi-Fi", nil, .disclosureIndicator), (.value1, "Bluetooth", "On", .disclosureIndicator),
                         (.default, "Notifications", nil, .disclosureIndicator)], sections: [2, 1], titles: ["Connections", nil])
        let table = UITableView(frame: host.window.bounds, style: .grouped)
        table.dataSource = rows
        host.window.addSubview(table)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "table-grouped@2x", filePath: referencePath)
        #expect(diff == nil, "\(diff!)")
    }
}
