import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Laying out what is visible: the cells of the rows in the bounds, the headers and footers
/// of the sections there, the table's own header and footer. Runs in `layoutSubviews`, so
/// every scroll (a change of `bounds.origin`) retiles once per frame.
extension UITableView {
    // MARK: Heights

    /// The heights of everything, from the data source and delegate: estimates for rows (or
    /// real heights when estimates are off), real heights for headers and footers.
    func buildGeometry() -> RowHeightCache {
        guard let dataSource else { return RowHeightCache(sections: [], tableHeaderHeight: tableHeaderView?.frame.height ?? 0, tableFooterHeight: tableFooterView?.frame.height ?? 0) }
        let sectionCount = Self.checkedCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        var sections: [RowHeightCache.Section] = []
        sections.reserveCapacity(sectionCount)
        for s in 0..<sectionCount {
            sections.append(sectionGeometry(s, rows: Self.checkedCount(dataSource.tableView(self, numberOfRowsInSection: s),
                                                                         "tableView(_:numberOfRowsInSection:) for section \(s)")))
        }
        return RowHeightCache(sections: sections, tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
                              tableFooterHeight: tableFooterView?.frame.height ?? 0)
    }

    /// Section `s` with `rows` rows at their estimated heights.
    func sectionGeometry(_ s: Int, rows count: Int) -> RowHeightCache.Section {
        let estimating = estimatedRowHeight != 0
        var rows = [CGFloat](), measured = [Bool]()
        rows.reserveCapacity(count)
        measured.reserveCapacity(count)
        let delegate = tableDelegate
        for r in 0..<count {
            let path = IndexPath(row: r, section: s)
            if estimating {
                let estimate = delegate?.tableView(self, estimatedHeightForRowAt: path) ?? estimatedRowHeight
                rows.append(checkedHeight(estimate == Self.automaticDimension ? Self.defaultRowHeight : estimate, Self.defaultRowHeight, "estimated height of row \(path)"))
                measured.append(false)
            } else {
                let height = delegate?.tableView(self, heightForRowAt: path) ?? defaultHeight(forRowAt: path)
                rows.append(height == Self.automaticDimension ? Self.defaultRowHeight : checkedHeight(height, Self.defaultRowHeight, "height of row \(path)"))
                measured.append(height != Self.automaticDimension)
            }
        }
        let header = headerFooterHeight(s, header: true), footer = headerFooterHeight(s, header: false)
        return RowHeightCache.Section(padding: header > 0 ? resolvedHeaderTopPadding : 0, header: header, footer: footer,
                                      rows: rows, measured: measured)
    }

    /// UIKit's standard row height.
    static let defaultRowHeight: CGFloat = 44

    var resolvedHeaderTopPadding: CGFloat {
        sectionHeaderTopPadding == Self.automaticDimension ? (style == .plain ? 22 : 0) : sectionHeaderTopPadding
    }

    /// A header's or footer's height: the delegate's, else the table's setting; automatic
    /// means the standard height when there is a title or a view, nothing otherwise in the
    /// plain style, and the standard gap between groups in the grouped styles. A plain
    /// section with neither title nor view has no header even when the table's own height
    /// says otherwise (every plain table from a storyboard says 28): only a delegate's
    /// different answer shows an empty one. A title is never cut by the table's own height.
    func headerFooterHeight(_ section: Int, header: Bool) -> CGFloat {
        let delegate = tableDelegate
        let setting = header ? sectionHeaderHeight : sectionFooterHeight
        let asked = header ? (delegate?.tableView(self, heightForHeaderInSection: section) ?? setting)
                           : (delegate?.tableView(self, heightForFooterInSection: section) ?? setting)
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section) : dataSource?.tableView(self, titleForFooterInSection: section)
        let hasTitle = !(title ?? "").isEmpty
        /// The delegate's view, asked for once and kept for tiling.
        func view() -> UIView? {
            let view = header ? delegate?.tableView(self, viewForHeaderInSection: section) : delegate?.tableView(self, viewForFooterInSection: section)
            if let view { pendingSupplementaryViews[SupplementaryKey(section: section, header: header)] = view }
            return view
        }
        guard asked == Self.automaticDimension else {
            let height = checkedHeight(asked, 0, "\(header ? "header" : "footer") height of section \(section)")
            // The table's own height (not a delegate's answer) gives way: a title gets at least
            // the room it needs, as storyboard tables with a small section height show titles
            // whole, and a plain section with neither title nor view has no header.
            guard asked == setting, hasTitle || style == .plain, view() == nil else { return height }
            return hasTitle ? max(height, UITableViewHeaderFooterView.standardHeight(style, header: header, hasTitle: true, first: section == 0)) : 0
        }
        if let view = view() {
            let fitted = view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            return fitted > 0 ? fitted : (view.frame.height > 0 ? view.frame.height : UITableViewHeaderFooterView.standardHeight(style, header: header, hasTitle: true, first: section == 0))
        }
        if style == .plain && !hasTitle { return 0 }
        return UITableViewHeaderFooterView.standardHeight(style, header: header, hasTitle: hasTitle, first: section == 0)
    }

    func checkedHeight(_ value: CGFloat, _ fallback: CGFloat, _ what: String) -> CGFloat {
        if value.isFinite && value >= 0 { return value }
        RuntimeIssue.report("UITableView: the \(what) is \(value), which is not a valid height; \(fallback) is used")
        return fallback
    }

    static func checkedCount(_ value: Int, _ what: String) -> Int {
        if value >= 0 { return value }
        RuntimeIssue.report("UITableView: \(what) returned \(value), which is not a valid count; 0 is used")
        return 0
    }

    /// The real height of the row `cell` shows: the delegate's or `rowHeight`, or, when that
    /// is automatic, the cell's fitted height at the table's width.
    func measuredHeight(of cell: UITableViewCell, at indexPath: IndexPath) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? defaultHeight(forRowAt: indexPath)
        guard asked == Self.automaticDimension else { return checkedHeight(asked, Self.defaultRowHeight, "height of row \(indexPath)") }
        place(cell, at: indexPath, span: (0, cell.bounds.height > 0 ? cell.bounds.height : Self.defaultRowHeight))
        cell.layoutIfNeeded()
        let width = rowXSpan.width
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                                  withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return checkedHeight(fitted.height, Self.defaultRowHeight, "fitted height of the cell for row \(indexPath)")
    }

    // MARK: Tiling

    /// Shows exactly the rows in the bounds: measures the ones shown for the first time
    /// (keeping the rows already on screen where they are), places their cells, lets go of
    /// the others, then places headers, footers and the table's header and footer.
    func tileContent() {
        // While updates are collected the data source is ahead of the table's geometry.
        guard !isTiling, updateDepth == 0 else { return }
        isTiling = true
        defer { isTiling = false }
        reloadIfNeeded()
        for (path, cell) in visibleCellsByPath where !geometry.contains(path) {
            visibleCellsByPath[path] = nil
            endDisplaying(cell, at: path)
        }
        var paths: [IndexPath] = []
        for _ in 0..<8 {
            paths = geometry.rows(in: bounds.minY, bounds.maxY)
            // Cells leaving go to the queue first, so the rows coming in can reuse them.
            let shown = Set(paths)
            for (path, cell) in visibleCellsByPath where !shown.contains(path) {
                visibleCellsByPath[path] = nil
                endDisplaying(cell, at: path)
            }
            let unmeasured = paths.filter { !geometry.isMeasured($0) }
            if unmeasured.isEmpty { break }
            let anchor = paths.first { geometry.isMeasured($0) && visibleCellsByPath[$0] != nil } ?? paths.first
            let anchorY = anchor.map { geometry.rowSpan($0).y }
            for path in unmeasured {
                let cell = displayedCell(at: path)
                geometry.setHeight(measuredHeight(of: cell, at: path), of: path, measured: true)
            }
            updateContentSize()
            if let anchor, let anchorY {
                let shift = geometry.rowSpan(anchor).y - anchorY
                if shift != 0 && bounds.minY > -adjustedContentInset.top { moveContent(to: CGPoint(x: bounds.minX, y: bounds.minY + shift)) }
            }
        }
        updateContentSize()
        for path in paths {
            let cell = displayedCell(at: path)
            place(cell, at: path, span: displayedRowSpan(path))
        }
        tileHeadersAndFooters()
        placeTableHeaderAndFooter()
        tileFillerSeparators()
        updatePrefetching()
    }

    /// The cell shown for `path`, asking the data source for one if the row has none.
    func displayedCell(at path: IndexPath) -> UITableViewCell {
        if let cell = visibleCellsByPath[path] { return cell }
        guard let dataSource else { preconditionFailure("UITableView: a row exists without a data source") }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        visibleCellsByPath[path] = cell
        cell.setSelected(selectedPaths.contains(path), animated: false)
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        cell.isHidden = false
        // The delegate's level, unless it answers 0 for a cell that set its own (then the
        // delegate most likely does not implement the method).
        if let level = tableDelegate?.tableView(self, indentationLevelForRowAt: path), level != 0 { cell.indentationLevel = level }
        configureEditing(cell, at: path, animated: false)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return cell
    }

    /// Sets `cell`'s frame and what it needs to know about its place in the table.
    func place(_ cell: UITableViewCell, at path: IndexPath, span: (y: CGFloat, height: CGFloat)) {
        let x = rowXSpan
        let rows = geometry.sections.indices.contains(path.section) ? geometry.numberOfRows(in: path.section) : 0
        let last = path.row == rows - 1, first = path.row == 0
        var placement = TableCellPlacement()
        placement.tableWidth = bounds.width
        placement.separatorHeight = separatorStyle == .none ? 0 : hairline
        placement.showsSeparator = separatorStyle != .none && !(last && style == .insetGrouped)
        // A grouped section is closed by full-width hairlines above its first row and under its last.
        placement.showsTopSeparator = separatorStyle != .none && first && style == .grouped
        placement.separatorColor = separatorColor
        placement.separatorInset = last && style == .grouped ? TableSeparatorInset(explicit: .zero) : tableSeparatorInset
        placement.allowsMultipleSelection = allowsMultipleSelection
        cell.placement = placement
        // A grouped table's cells stand out from its background: the grouped cell color,
        // unless the cell was given its own.
        if style != .plain, cell.backgroundColor === UIColor.systemBackground {
            cell.backgroundColor = .secondarySystemGroupedBackground
        }
        if style == .insetGrouped {
            var corners: UIRectCorner = []
            if first { corners.formUnion([.topLeft, .topRight]) }
            if last { corners.formUnion([.bottomLeft, .bottomRight]) }
            cell.setGroupedCorners(corners)
        }
        let frame = CGRect(x: x.x + rowSwipe.offset(for: path), y: span.y, width: x.width, height: span.height)
        if cell.frame != frame { cell.frame = frame }
    }

    /// Takes a cell off the table and queues it for reuse.
    func endDisplaying(_ cell: UITableViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        enqueue(cell)
    }

    // MARK: Headers and footers

    private func tileHeadersAndFooters() {
        let sections = geometry.sections
        var wantedHeaders = Set<Int>(), wantedFooters = Set<Int>()
        if !sections.isEmpty {
            var s = geometry.section(at: bounds.minY)
            while s < sections.count, geometry.sectionSpan(s).y < bounds.maxY {
                if sections[s].header > 0 { wantedHeaders.insert(s) }
                if sections[s].footer > 0 { wantedFooters.insert(s) }
                s += 1
            }
        }
        for (s, view) in headerViews where !wantedHeaders.contains(s) {
            headerViews[s] = nil
            endDisplayingHeaderFooter(view, section: s)
        }
        for (s, view) in footerViews where !wantedFooters.contains(s) {
            footerViews[s] = nil
            endDisplayingHeaderFooter(view, section: s)
        }
        let x = style == .insetGrouped ? rowXSpan : (0, bounds.width)
        for s in wantedFooters.sorted() {
            let view = supplementaryView(s, header: false)
            let span = geometry.footerSpan(s)
            view.frame = CGRect(x: x.0, y: span.y, width: x.1, height: span.height)
        }
        for s in wantedHeaders.sorted() {
            let view = supplementaryView(s, header: true)
            let span = geometry.headerSpan(s)
            var y = span.y
            if style == .plain {
                // Pinned under the top inset while the section scrolls by, pushed up by the next.
                let top = bounds.minY + adjustedContentInset.top
                let sectionEnd = geometry.footerSpan(s).y
                y = max(span.y, min(top, sectionEnd - span.height))
            }
            view.frame = CGRect(x: x.0, y: y, width: x.1, height: span.height)
        }
        // Headers stay over the cells (a pinned one over the rows scrolling under it).
        frontContentViews = wantedHeaders.sorted().compactMap { headerViews[$0] }
        arrangeFrontViews()
    }

    /// The header or footer view of section `s`, made when it first comes into view.
    private func supplementaryView(_ s: Int, header: Bool) -> UIView {
        if let view = header ? headerViews[s] : footerViews[s] { return view }
        let key = SupplementaryKey(section: s, header: header)
        let delegate = tableDelegate
        let view: UIView
        if let pending = pendingSupplementaryViews.removeValue(forKey: key) {
            view = pending
        } else if let custom = header ? delegate?.tableView(self, viewForHeaderInSection: s) : delegate?.tableView(self, viewForFooterInSection: s) {
            view = custom
        } else {
            let standard = dequeueStandardHeaderFooter()
            standard.configureStandard(title: header ? dataSource?.tableView(self, titleForHeaderInSection: s) : dataSource?.tableView(self, titleForFooterInSection: s),
                                       tableStyle: style, header: header)
            view = standard
        }
        if header { headerViews[s] = view } else { footerViews[s] = view }
        if view.superview !== self { addSubview(view) }
        if header { delegate?.tableView(self, willDisplayHeaderView: view, forSection: s) }
        else { delegate?.tableView(self, willDisplayFooterView: view, forSection: s) }
        return view
    }

    func endDisplayingHeaderFooter(_ view: UIView, section: Int) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView { enqueue(reusable) }
    }

    private func placeTableHeaderAndFooter() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: geometry.contentHeight - geometry.tableFooterHeight, width: bounds.width, height: footer.frame.height)
        }
        if let background = backgroundView {
            if background.superview !== self { insertSubview(background, at: 0) }
            background.frame = bounds
        }
    }
}

/// A section's header or footer.
struct SupplementaryKey: Hashable {
    var section: Int
    var header: Bool
}
