import CoreGraphics
import Foundation

/// Lines laid out in a rectangle by a framesetter: the first line at the rectangle's top
/// (its maximum y, Core Text's y-up space), each next one below.
public final class CTFrame: @unchecked Sendable {
    // Immutable: shared freely between threads.
    let layout: TextLayout
    let rect: CGRect
    let range: CFRange
    private let string: NSAttributedString

    init(layout: TextLayout, rect: CGRect, range: CFRange, string: NSAttributedString) {
        self.layout = layout
        self.rect = rect
        self.range = range
        self.string = string
    }

    /// Each kept line as a `CTLine` of its own characters.
    var lines: [CTLine] {
        layout.lineRanges.prefix(layout.lines.count).map(line)
    }

    private func line(_ local: Range<Int>) -> CTLine {
        let start = range.location + local.lowerBound
        let part = string.attributedSubstring(from: NSRange(location: start, length: local.count))
        let trimmed = part.string.hasSuffix("\n") ? part.attributedSubstring(from: NSRange(location: 0, length: part.length - 1)) : part
        let line = CTLineCreateWithAttributedString(trimmed)
        return CTLine(layout: line.layout, range: CFRange(location: start, length: local.count))
    }
}

/// The frame's lines, top to bottom (an array of `CTLine`).
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray { frame.lines as NSArray }

/// The baseline origins of `range` of the lines (length 0: to the last), relative to the
/// frame's rectangle, y up.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    let lines = frame.layout.lines
    let start = min(max(0, range.location), lines.count)
    let end = range.length > 0 ? min(lines.count, start + range.length) : lines.count
    for (i, line) in lines[start..<end].enumerated() {
        origins[i] = CGPoint(x: line.frame.minX, y: frame.rect.height - line.baseline)
    }
}

/// The characters the frame shows.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange {
    CFRange(location: frame.range.location, length: visibleLength(frame.layout, of: frame.range))
}

/// The characters the frame was asked to show.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange { frame.range }

/// Draws the frame's lines in its rectangle, glyphs up user space's +y (see `CTLineDraw`).
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    context.drawGlyphsUp(frame.layout, top: CGPoint(x: frame.rect.minX, y: frame.rect.maxY))
}
