import CoreGraphics
import Foundation

/// One section of a flow layout, flowed into lines.
///
/// Coordinates are kept along two axes: *across* the lines (the scrolling axis, y when
/// scrolling vertically) and *along* them. Lines are in order across, so finding the lines
/// in a rect is a binary search, never a scan of the items.
struct FlowLayoutSection {
    /// One line of items.
    struct Line {
        var firstItem: Int
        var count: Int
        /// Where the line starts across, and how thick it is (its thickest item).
        var start: CGFloat
        var thickness: CGFloat
        var end: CGFloat { start + thickness }
    }

    /// The metrics the section is flowed with.
    struct Metrics {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerSize: CGSize
        var footerSize: CGSize
    }

    var lines: [Line] = []
    /// Every item's frame, in the collection view's content coordinates.
    var itemFrames: [CGRect] = []
    var header: CGRect = .zero
    var footer: CGRect = .zero
    /// The span across of the whole section (header to footer), and of its items with
    /// their insets (between header and footer).
    var start: CGFloat = 0
    var end: CGFloat = 0
    var bodyStart: CGFloat = 0
    var bodyEnd: CGFloat = 0

    /// Flows `sizes` into lines starting at `origin` across, within `extent` along (the
    /// collection view's content width when scrolling vertically).
    ///
    /// Lines take items while they fit with the minimum spacing. A line is then justified:
    /// its first item at the leading inset, its last at the trailing one, the spare space
    /// shared equally between the items; a line of one item is centered. The last line of a
    /// section of several lines is not stretched but starts at the leading inset: it keeps
    /// the spacing of the line before (so a grid's last line stays in its columns), or the
    /// minimum spacing when its items would not fit that way. Items are centered across
    /// their line.
    init(sizes: [CGSize], metrics m: Metrics, origin: CGFloat, extent: CGFloat, vertical: Bool) {
        let inset = m.inset
        let (leadInset, trailInset) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
        let (beforeInset, afterInset) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        func along(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
        func across(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
        func rect(along a: CGFloat, across c: CGFloat, _ size: CGSize) -> CGRect {
            vertical ? CGRect(x: a, y: c, width: size.width, height: size.height) : CGRect(x: c, y: a, width: size.width, height: size.height)
        }

        start = origin
        var cursor = origin
        let headerThickness = across(m.headerSize)
        header = rect(along: 0, across: cursor, vertical ? CGSize(width: extent, height: headerThickness) : CGSize(width: headerThickness, height: extent))
        cursor += headerThickness
        bodyStart = cursor
        cursor += beforeInset
        let available = max(0, extent - leadInset - trailInset)
        // Break into lines.
        var i = 0
        while i < sizes.count {
            var used = along(sizes[i]), thickness = across(sizes[i]), count = 1
            while i + count < sizes.count {
                let next = along(sizes[i + count])
                guard used + m.interitemSpacing + next <= available + 0.0001 else { break }
                used += m.interitemSpacing + next
                thickness = max(thickness, across(sizes[i + count]))
                count += 1
            }
            if !lines.isEmpty { cursor += m.lineSpacing }
            lines.append(Line(firstItem: i, count: count, start: cursor, thickness: thickness))
            cursor += thickness
            i += count
        }
        // Place items in their lines.
        itemFrames.reserveCapacity(sizes.count)
        var previousGap: CGFloat?
        for (index, line) in lines.enumerated() {
            let items = sizes[line.firstItem..<line.firstItem + line.count]
            let total = items.reduce(0) { $0 + along($1) }
            let isLast = index == lines.count - 1
            var position: CGFloat, gap: CGFloat
            if isLast, lines.count > 1 {
                let kept = previousGap ?? m.interitemSpacing
                gap = total + kept * CGFloat(line.count - 1) <= available + 0.0001 ? kept : m.interitemSpacing
                position = leadInset
            } else if line.count == 1 {
                position = leadInset + max(0, (available - total) / 2)
                gap = 0
            } else {
                gap = (available - total) / CGFloat(line.count - 1)
                position = leadInset
            }
            if line.count > 1 { previousGap = gap }
            for size in items {
                let acrossPosition = line.start + (line.thickness - across(size)) / 2
                itemFrames.append(rect(along: position, across: acrossPosition, size))
                position += along(size) + gap
            }
        }
        cursor += afterInset
        bodyEnd = cursor
        let footerThickness = across(m.footerSize)
        footer = rect(along: 0, across: cursor, vertical ? CGSize(width: extent, height: footerThickness) : CGSize(width: footerThickness, height: extent))
        cursor += footerThickness
        end = cursor
    }

    /// The items whose lines meet the span `low..<high` across.
    /// - Complexity: O(log lines + items returned).
    func items(across low: CGFloat, _ high: CGFloat) -> Range<Int> {
        guard let first = firstLine(endingAfter: low), lines[first].start < high else { return 0..<0 }
        var last = first
        var lo = first, hi = lines.count - 1
        // The last line starting before `high`.
        while lo <= hi {
            let mid = (lo + hi) / 2
            if lines[mid].start < high { last = mid; lo = mid + 1 } else { hi = mid - 1 }
        }
        return lines[first].firstItem..<(lines[last].firstItem + lines[last].count)
    }

    /// The first line whose end is after `position`.
    private func firstLine(endingAfter position: CGFloat) -> Int? {
        var lo = 0, hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid].end <= position { lo = mid + 1 } else { hi = mid }
        }
        return lo < lines.count ? lo : nil
    }
}
