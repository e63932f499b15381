import CoreGraphics
internal import CCairo
internal import CPangoCairo
import Foundation

// Caret, hit-testing and selection geometry for text editing. Offsets are UTF-16 (NSRange's
// unit, what UIKit's text input counts in); Pango counts UTF-8 bytes, so every query maps
// through `byteOffsets`. Geometry is in the box's coordinates, as `lines` are.

extension TextLayout {
    /// The caret at `offset` (clamped to the text): a zero-width rectangle as tall as the
    /// line it sits on; nil when there is no text (the caller places it from the font).
    package func caretRect(at offset: Int) -> CGRect? {
        guard let layout else { return nil }
        let index = byteIndex(offset)
        return TextEngine.shared.withLock {
            var strong = PangoRectangle(), weak = PangoRectangle()
            pango_layout_get_cursor_pos(layout, Int32(index), &strong, &weak)
            let scale = CGFloat(PANGO_SCALE)
            var caret = CGRect(x: CGFloat(strong.x) / scale + horizontalShift, y: CGFloat(strong.y) / scale,
                               width: 0, height: CGFloat(strong.height) / scale)
            // As tall as the line's box (Pango's caret follows the font's own box, which a
            // line height can shrink or grow).
            var line: Int32 = 0, x: Int32 = 0
            pango_layout_index_to_line_x(layout, Int32(index), 0, &line, &x)
            if line >= 0, Int(line) < lines.count {
                caret.origin.y = lines[Int(line)].frame.minY
                caret.size.height = lines[Int(line)].frame.height
            }
            return caret
        }
    }

    /// The offset nearest to `point`: the caret position between the characters a tap there
    /// falls between (past a character's middle counts as after it). 0 without text.
    package func offset(closestTo point: CGPoint) -> Int {
        guard let layout, point.x.isFinite, point.y.isFinite else { return 0 }
        let scale = CGFloat(PANGO_SCALE)
        let limit = CGFloat(Int32.max / 2)
        let x = Swift.max(-limit, Swift.min(limit, (point.x - horizontalShift) * scale))
        let y = Swift.max(-limit, Swift.min(limit, point.y * scale))
        let (index, trailing) = TextEngine.shared.withLock { () -> (Int32, Int32) in
            var index: Int32 = 0, trailing: Int32 = 0
            pango_layout_xy_to_index(layout, Int32(x.rounded()), Int32(y.rounded()), &index, &trailing)
            return (index, trailing)
        }
        var offset = utf16Offset(ofByte: Int(index))
        if trailing > 0 { offset = offsetAfterCharacter(at: offset) }
        return offset
    }

    /// The rectangles that cover `range` (one per line it touches), for drawing a selection.
    package func selectionRects(for range: Range<Int>) -> [CGRect] {
        guard let layout, !range.isEmpty else { return [] }
        let start = byteIndex(range.lowerBound), end = byteIndex(range.upperBound)
        return TextEngine.shared.withLock {
            var rects: [CGRect] = []
            let scale = CGFloat(PANGO_SCALE)
            let iter = pango_layout_get_iter(layout)!
            defer { pango_layout_iter_free(iter) }
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
                let lineStart = Int(line.pointee.start_index), lineEnd = lineStart + Int(line.pointee.length)
                guard start <= lineEnd, end >= lineStart, !(start == lineEnd && end > lineEnd) else { continue }
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &logical)
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(line, Int32(Swift.max(start, lineStart)), Int32(Swift.min(end, lineEnd)), &ranges, &count)
                for k in 0..<Int(count) {
                    guard let ranges else { break }
                    let x0 = CGFloat(ranges[2 * k]) / scale, x1 = CGFloat(ranges[2 * k + 1]) / scale
                    if x1 > x0 {
                        rects.append(CGRect(x: x0 + horizontalShift, y: CGFloat(logical.y) / scale,
                                            width: x1 - x0, height: CGFloat(logical.height) / scale))
                    }
                }
                g_free(ranges)
            } while pango_layout_iter_next_line(iter) != 0
            return rects
        }
    }

    /// The UTF-16 offsets where each laid-out line starts and ends (the end before a line's
    /// break character), top to bottom; for moving to line ends.
    package var lineRanges: [Range<Int>] {
        guard let layout else { return [0..<0] }
        return TextEngine.shared.withLock {
            var result: [Range<Int>] = []
            let iter = pango_layout_get_iter(layout)!
            defer { pango_layout_iter_free(iter) }
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
                let lineStart = Int(line.pointee.start_index)
                let lower = utf16Offset(ofByte: lineStart)
                let upper = utf16Offset(ofByte: lineStart + Int(line.pointee.length))
                result.append(lower..<Swift.max(lower, upper))
            } while pango_layout_iter_next_line(iter) != 0
            return result
        }
    }

    // MARK: Offsets

    /// The byte index of a UTF-16 offset, clamped to the text.
    private func byteIndex(_ offset: Int) -> Int {
        byteOffsets[Swift.max(0, Swift.min(offset, byteOffsets.count - 1))]
    }

    /// The UTF-16 offset of a byte index (the start of the scalar it falls in).
    func utf16Offset(ofByte byte: Int) -> Int {
        var low = 0, high = byteOffsets.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if byteOffsets[mid] <= byte { low = mid } else { high = mid - 1 }
        }
        // The second half of a surrogate pair shares its scalar's byte index: take the first.
        while low > 0, byteOffsets[low - 1] == byteOffsets[low] { low -= 1 }
        return low
    }

    /// The offset after the character (grapheme cluster) that starts at or contains `offset`.
    private func offsetAfterCharacter(at offset: Int) -> Int {
        var end = 0
        for character in string {
            end += character.utf16.count
            if end > offset { return end }
        }
        return end
    }
}
