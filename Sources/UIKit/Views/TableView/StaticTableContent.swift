import CoreGraphics
import Foundation

/// The sections and cells of a table whose content Interface Builder fixed
/// (`dataMode="static"`): the cell objects themselves, made once with the table, never
/// dequeued copies, so outlets to views inside them stay valid for the table's life.
///
/// The table holds it strongly and, unless a storyboard connected another, uses it as its
/// data source. `UITableViewController`'s default data source and delegate methods answer
/// from it, so a subclass overriding them can call `super` for the static answer, as on iOS.
@MainActor
final class StaticTableContent: UITableViewDataSource {
    struct Section {
        var headerTitle: String?
        var footerTitle: String?
        var cells: [UITableViewCell]
        /// Each cell's own height (Interface Builder's "Custom" row height), nil for the
        /// table's `rowHeight`.
        var heights: [CGFloat?]
    }

    let sections: [Section]

    init(sections: [Section]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].cells.count : 0
    }

    /// The cell Interface Builder put at `indexPath`; a row past the static ones is a
    /// programming error, as UIKit's static data source raises.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = cell(at: indexPath) else {
            preconditionFailure("UITableView: the static table has no cell at \(indexPath) (\(sections.count) sections: \(sections.map(\.cells.count)) rows)")
        }
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].headerTitle : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].footerTitle : nil
    }

    /// Static rows cannot be deleted or moved: they are the storyboard's.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    func cell(at indexPath: IndexPath) -> UITableViewCell? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].cells.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].cells[indexPath.row]
    }

    /// The cell's own height, or the table's `rowHeight`.
    func height(at indexPath: IndexPath, in tableView: UITableView) -> CGFloat {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].heights.indices.contains(indexPath.row),
              let height = sections[indexPath.section].heights[indexPath.row] else { return tableView.rowHeight }
        return height
    }
}

extension UITableView {
    /// A row's height when the delegate says nothing of its own: a static cell's custom
    /// height, else `rowHeight`.
    func defaultHeight(forRowAt indexPath: IndexPath) -> CGFloat {
        staticContent?.height(at: indexPath, in: self) ?? rowHeight
    }
}
