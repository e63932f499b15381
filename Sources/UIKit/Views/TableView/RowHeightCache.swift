import CoreGraphics

/// The vertical geometry of a table: each section's header, rows and footer, with every
/// row's height either measured or still the estimate, and running sums for finding rows.
///
/// A row's height is an estimate until its cell is first shown (then measured or asked of
/// the delegate), so a table of 10,000 rows costs one estimate per row up front and nothing
/// per frame beyond the rows on screen.
struct RowHeightCache {
    struct Section {
        /// Empty space above the header (`sectionHeaderTopPadding`).
        var padding: CGFloat = 0
        var header: CGFloat = 0
        var footer: CGFloat = 0
        var rows: [CGFloat] = []
        /// Whether each row's height is its real one, not the estimate.
        var measured: [Bool] = []
        /// `offsets[r]` is where row `r` starts below the first row; one more than rows.
        private(set) var offsets: [CGFloat] = [0]
        /// The first offset that is out of date.
        private var staleFrom = 0

        init(padding: CGFloat = 0, header: CGFloat = 0, footer: CGFloat = 0, rows: [CGFloat], measured: [Bool]) {
            self.padding = padding
            self.header = header
            self.footer = footer
            self.rows = rows
            self.measured = measured
            offsets = [CGFloat](repeating: 0, count: rows.count + 1)
            staleFrom = 0
            refresh()
        }

        mutating func setHeight(_ height: CGFloat, ofRow row: Int, measured isMeasured: Bool) {
            measured[row] = isMeasured
            guard rows[row] != height else { return }
            rows[row] = height
            staleFrom = min(staleFrom, row)
            refresh()
        }

        /// Brings the running sums up to date from the first changed row.
        private mutating func refresh() {
            guard staleFrom < rows.count else { staleFrom = rows.count; return }
            var y = offsets[staleFrom]
            for r in staleFrom..<rows.count {
                y += rows[r]
                offsets[r + 1] = y
            }
            staleFrom = rows.count
        }

        var rowsHeight: CGFloat { offsets[rows.count] }
        var height: CGFloat { padding + header + rowsHeight + footer }

        /// The row whose span holds `y` (measured from the first row's top), clamped.
        func row(at y: CGFloat) -> Int {
            guard !rows.isEmpty else { return 0 }
            var low = 0, high = rows.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if offsets[mid] <= y { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }

    var sections: [Section] = []
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    /// Where each section starts (from the content's top); one more than sections.
    private(set) var sectionStarts: [CGFloat] = [0]

    init() {}

    init(sections: [Section], tableHeaderHeight: CGFloat, tableFooterHeight: CGFloat) {
        self.sections = sections
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
        recomputeSectionStarts()
    }

    mutating func recomputeSectionStarts() {
        var starts = [CGFloat]()
        starts.reserveCapacity(sections.count + 1)
        var y = tableHeaderHeight
        starts.append(y)
        for section in sections {
            y += section.height
            starts.append(y)
        }
        sectionStarts = starts
    }

    /// Sets a row's height, returning how much the content below it moved.
    @discardableResult
    mutating func setHeight(_ height: CGFloat, of indexPath: IndexPath, measured: Bool) -> CGFloat {
        let old = sections[indexPath.section].rows[indexPath.row]
        sections[indexPath.section].setHeight(height, ofRow: indexPath.row, measured: measured)
        guard old != height else { return 0 }
        let delta = height - old
        for s in (indexPath.section + 1)..<sectionStarts.count { sectionStarts[s] += delta }
        return delta
    }

    func isMeasured(_ indexPath: IndexPath) -> Bool { sections[indexPath.section].measured[indexPath.row] }

    var contentHeight: CGFloat { (sectionStarts.last ?? 0) + tableFooterHeight }

    func numberOfRows(in section: Int) -> Int { sections[section].rows.count }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && sections[indexPath.section].rows.indices.contains(indexPath.row)
    }

    // MARK: Rectangles (y and height; the table supplies x and width)

    func headerSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) {
        (sectionStarts[section] + sections[section].padding, sections[section].header)
    }

    func footerSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) {
        let s = sections[section]
        return (sectionStarts[section] + s.padding + s.header + s.rowsHeight, s.footer)
    }

    func rowSpan(_ indexPath: IndexPath) -> (y: CGFloat, height: CGFloat) {
        let s = sections[indexPath.section]
        return (sectionStarts[indexPath.section] + s.padding + s.header + s.offsets[indexPath.row], s.rows[indexPath.row])
    }

    func sectionSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) {
        (sectionStarts[section], sections[section].height)
    }

    /// The section whose span holds `y`, clamped to the sections there are.
    func section(at y: CGFloat) -> Int {
        guard !sections.isEmpty else { return 0 }
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The rows that overlap `minY..<maxY`, in order.
    func rows(in minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        guard !sections.isEmpty, maxY > minY else { return [] }
        var result: [IndexPath] = []
        var s = section(at: minY)
        while s < sections.count, sectionStarts[s] < maxY {
            let section = sections[s]
            let rowsTop = sectionStarts[s] + section.padding + section.header
            if !section.rows.isEmpty {
                var r = section.row(at: minY - rowsTop)
                while r < section.rows.count, rowsTop + section.offsets[r] < maxY {
                    if rowsTop + section.offsets[r + 1] > minY || section.rows[r] == 0 && rowsTop + section.offsets[r] >= minY {
                        result.append(IndexPath(row: r, section: s))
                    }
                    r += 1
                }
            }
            s += 1
        }
        return result
    }

    /// The row whose rectangle holds `y`, if any.
    func row(at y: CGFloat) -> IndexPath? {
        guard !sections.isEmpty, y >= 0 else { return nil }
        let s = section(at: y)
        let section = sections[s]
        let top = sectionStarts[s] + section.padding + section.header
        guard !section.rows.isEmpty, y >= top, y < top + section.rowsHeight else { return nil }
        return IndexPath(row: section.row(at: y - top), section: s)
    }
}
