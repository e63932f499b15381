import CoreText
import CoreGraphics
import Foundation

/// Attributed text laid out for pages: breaks fall between lines, and each page draws only
/// its own lines (so every page's text is its own, as real text in a PDF).
struct TextPagination {
    let text: NSAttributedString
    private let layout: TextLayout
    private let width: CGFloat

    init(text: NSAttributedString, width: CGFloat) {
        self.text = text
        self.width = width
        let (runs, paragraph) = StringDrawing.runs(of: text)
        layout = TextLayout(string: text.string, runs: runs, paragraph: paragraph, size: CGSize(width: width, height: 0))
    }

    /// Whether this was laid out for `text` at `width` (so it can be reused).
    func matches(_ other: NSAttributedString, width: CGFloat) -> Bool {
        self.width == width && text.isEqual(to: other)
    }

    /// Page ranges in content coordinates, each ending after the last whole line that fits;
    /// a line taller than a page gets a page of its own.
    func pageBreaks(_ geometry: PrintPageGeometry) -> [Range<CGFloat>] {
        let lines = layout.lines
        var breaks: [Range<CGFloat>] = []
        var first = 0
        while first < lines.count {
            let top = lines[first].frame.minY
            let height = geometry.height(ofLocalPage: breaks.count)
            guard height > 0 else { break }
            var last = first
            while last + 1 < lines.count, lines[last + 1].frame.maxY - top <= height + 0.001 { last += 1 }
            breaks.append(top..<max(top + 0.001, lines[last].frame.maxY))
            first = last + 1
        }
        return breaks
    }

    /// Draws the lines that begin in `range` with the first one's top at `origin`.
    func draw(_ range: Range<CGFloat>, at origin: CGPoint, in context: CGContext) {
        let lines = layout.lines
        let starts = layout.lineStartOffsets
        guard let first = lines.firstIndex(where: { $0.frame.minY >= range.lowerBound - 0.001 }),
              starts.indices.contains(first) else { return }
        let end = lines.lastIndex(where: { $0.frame.minY < range.upperBound - 0.001 }).map { $0 + 1 } ?? lines.count
        let from = starts[first]
        let to = end < starts.count ? starts[end] : text.length
        guard to > from else { return }
        let part = text.attributedSubstring(from: NSRange(location: from, length: to - from))
        let (runs, paragraph) = StringDrawing.runs(of: part)
        let pageLayout = TextLayout(string: part.string, runs: runs, paragraph: paragraph, size: CGSize(width: width, height: 0))
        context.draw(pageLayout, in: CGRect(origin: origin, size: pageLayout.boxSize))
    }
}
