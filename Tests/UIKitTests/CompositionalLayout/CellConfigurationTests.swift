import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// iOS 14's cell configurations: list content defaults and layout, background states, and
/// how cells, table cells and headers host them.
@Suite("Cell configurations", .serialized, .freshContext) @MainActor
struct CellConfigurationTests {
    @Test("cell(): 17 pt body text in the label color, 15 pt grey secondary text, 11 pt top and bottom margins, 16 pt sides")
    func cellDefaults() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(cell.textProperties.color == .label)
        #expect(cell.textProperties.numberOfLines == 0)
        #expect(cell.secondaryTextProperties.font == .preferredFont(forTextStyle: .subheadline))
        #expect(cell.secondaryTextProperties.color == .secondaryLabel)
        #expect(cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(cell.axesPreservingSuperviewLayoutMargins == .horizontal)
        #expect(!cell.prefersSideBySideTextAndSecondaryText)
    }

    @Test("valueCell() puts grey body text beside the text; groupedHeader() is 13 pt grey capitals; plainHeader() is the 17 pt headline")
    func styleDefaults() {
        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        #expect(value.secondaryTextProperties.font == .preferredFont(forTextStyle: .body))
        let grouped = UIListContentConfiguration.groupedHeader()
        #expect(grouped.textProperties.font == .systemFont(ofSize: 13))
        #expect(grouped.textProperties.color == .secondaryLabel)
        #expect(grouped.textProperties.transform == .uppercase)
        #expect(UIListContentConfiguration.plainHeader().textProperties.font == .systemFont(ofSize: 17, weight: .semibold))
        #expect(UIListContentConfiguration.groupedFooter().textProperties.transform == .none)
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font == .systemFont(ofSize: 20, weight: .bold))
        #expect(UIListContentConfiguration.sidebarCell().imageToTextPadding == 10)
    }

    @Test("UIListContentView: text at the leading margin, centered vertically; an image moves it right by the image's width plus imageToTextPadding")
    func contentViewLayout() throws {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = "Subtitle"
        let view = try #require(configuration.makeContentView() as? UIListContentView)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
        view.layoutIfNeeded()
        let text = view.textLabel.frame, secondary = view.secondaryTextLabel.frame
        #expect(text.minX == 16)
        #expect(secondary.minY == text.maxY + 3)
        #expect(abs((text.minY - 0) - (80 - secondary.maxY)) <= 1)
        #expect(view.fittingHeight(forWidth: 320) == ceil(text.height + 3 + secondary.height + 22))

        configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        view.configuration = configuration
        view.layoutIfNeeded()
        // Margin 16, the 20-point image, 16 points of padding.
        #expect(view.textLabel.frame.minX == CGFloat(52))
        #expect(view.imageView.frame == CGRect(x: 16, y: 30, width: 20, height: 20))
    }

    @Test("A value row's secondary text ends at the trailing margin, on the text's line; transforms change the text as shown")
    func valueLayoutAndTransform() throws {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "Bluetooth"
        configuration.secondaryText = "On"
        let view = try #require(configuration.makeContentView() as? UIListContentView)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        #expect(view.secondaryTextLabel.frame.maxX == 304)
        #expect(view.secondaryTextLabel.frame.midY == view.textLabel.frame.midY)
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Connections"
        view.configuration = header
        #expect(view.textLabel.text == "CONNECTIONS")
    }

    @Test("Background configurations per state: list rows turn light grey when highlighted or selected; sidebar rows take the tint when selected; an app's color stays")
    func backgroundStates() {
        var selected = UICellConfigurationState()
        selected.isSelected = true
        var highlighted = UICellConfigurationState()
        highlighted.isHighlighted = true
        let grouped = UIBackgroundConfiguration.listGroupedCell()
        #expect(grouped.resolvedBackgroundColor(for: .systemBlue) == .secondarySystemGroupedBackground)
        #expect(grouped.updated(for: selected).resolvedBackgroundColor(for: .systemBlue) == TableCellBackgroundView.highlightFill)
        #expect(grouped.updated(for: selected).updated(for: UICellConfigurationState()).backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: highlighted).backgroundColor == TableCellBackgroundView.highlightFill)
        #expect(UIBackgroundConfiguration.listSidebarCell().updated(for: selected).resolvedBackgroundColor(for: .systemRed) == .systemRed)
        #expect(UIBackgroundConfiguration.listSidebarCell().cornerRadius == 10)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        var custom = UIBackgroundConfiguration.listPlainCell()
        custom.backgroundColor = .systemYellow
        #expect(custom.updated(for: selected).backgroundColor == .systemYellow)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().updated(for: selected).backgroundColor == .clear)
    }

    @Test("Setting a content configuration replaces the cell's content view; a compatible one is handed to the same view")
    func cellHostsContentView() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let original = cell.contentView
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "One"
        cell.contentConfiguration = configuration
        let listView = try #require(cell.contentView as? UIListContentView)
        #expect(listView !== original)
        #expect(listView.superview === cell)
        configuration.text = "Two"
        cell.contentConfiguration = configuration
        #expect(cell.contentView === listView)
        #expect(listView.textLabel.text == "Two")
    }

    @Test("A state change schedules updateConfiguration(using:) for the next layout; the update handler then sees the new state")
    func configurationUpdates() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var seen: [Bool] = []
        cell.configurationUpdateHandler = { _, state in seen.append(state.isSelected) }
        cell.layoutIfNeeded()
        #expect(seen == [false])
        cell.isSelected = true
        #expect(seen == [false])
        cell.layoutIfNeeded()
        #expect(seen == [false, true])
        #expect(cell.backgroundConfiguration?.backgroundColor == TableCellBackgroundView.highlightFill)
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == TableCellBackgroundView.highlightFill)
    }

    @Test("UITableViewCell and UITableViewHeaderFooterView offer defaultContentConfiguration() in their style; a configured row stays 44 points")
    func tableHosts() throws {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration() == .subtitleCell())
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
        #expect(UITableViewHeaderFooterView(reuseIdentifier: nil).defaultContentConfiguration() == .plainHeader())
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        #expect(cell.contentView is UIListContentView)
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.height == 44)
    }

    final class ConfiguredRows: NSObject, UITableViewDataSource {
        let rows: [[(String, String?, String?)]]
        let titles: [String?]
        init(_ rows: [[(String, String?, String?)]], titles: [String?]) {
            self.rows = rows
            self.titles = titles
        }
        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let (text, secondary, style) = rows[indexPath.section][indexPath.row]
            let cell = UITableViewCell(style: style == "value" ? .value1 : style == "subtitle" ? .subtitle : .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = text
            content.secondaryText = secondary
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    @Test("An inset-grouped table of rows configured with defaultContentConfiguration(): value, subtitle and plain rows inside rounded white groups, chevrons at the trailing edge")
    func insetGroupedConfiguredTable() {
        let host = UITestHost(size: CGSize(width: 320, height: 300), scale: 2)
        let rows = ConfiguredRows([[("Wi-Fi", "Home", "value"), ("Bluetooth", "On", "value")],
                                   [("Notifications", "Banners, sounds", "subtitle"), ("General", nil, "default")]],
                                  titles: ["Connections", nil])
        let table = UITableView(frame: host.window.bounds, style: .insetGrouped)
        table.dataSource = rows
        host.window.addSubview(table)
        // References live in the shared Tests/UIKitTests/__References__ folder.
        let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CellConfigurationTests.swift").path
        let diff = ReferenceImage.compare(host.renderScreen(), named: "table-content-configuration-inset-grouped@2x", filePath: shared)
        #expect(diff == nil, "\(diff!)")
    }
}
