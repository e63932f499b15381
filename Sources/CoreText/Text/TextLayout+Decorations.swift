import CoreGraphics
internal import CPangoCairo
import Foundation

extension TextLayout {
    /// Adds a run's underline and strikethrough to a Pango attribute list,
    /// for the UTF-16 range `lower..<upper` (`byteOffset` maps it to Pango's bytes).
    ///
    /// Lines are drawn continuously across the run, spaces included, in the run's text color
    /// unless a line color is given; by-word lines skip white space. Pango draws a line
    /// through text once whatever the style, so a double strikethrough is drawn single.
    static func insertDecorations(of attributes: TextAttributes, in string: String, _ lower: Int, _ upper: Int,
                                  byteOffset: [Int], into list: OpaquePointer) {
        func insert(_ attr: UnsafeMutablePointer<PangoAttribute>, _ range: Range<Int>) {
            attr.pointee.start_index = UInt32(byteOffset[range.lowerBound])
            attr.pointee.end_index = UInt32(byteOffset[range.upperBound])
            pango_attr_list_insert(list, attr)
        }
        if let underline = attributes.underline {
            let style = underline.lines == .double ? PANGO_UNDERLINE_DOUBLE_LINE : PANGO_UNDERLINE_SINGLE_LINE
            for range in ranges(of: underline, in: string, lower, upper) {
                insert(pango_attr_underline_new(style), range)
                if let c = underline.color?.rgba {
                    insert(pango_attr_underline_color_new(channel(c.r), channel(c.g), channel(c.b)), range)
                }
            }
        }
        if let strikethrough = attributes.strikethrough {
            for range in ranges(of: strikethrough, in: string, lower, upper) {
                insert(pango_attr_strikethrough_new(1), range)
                if let c = strikethrough.color?.rgba {
                    insert(pango_attr_strikethrough_color_new(channel(c.r), channel(c.g), channel(c.b)), range)
                }
            }
        }
    }

    /// The whole run, or with `byWord` each stretch of it without white space.
    private static func ranges(of decoration: TextDecoration, in string: String, _ lower: Int, _ upper: Int) -> [Range<Int>] {
        guard decoration.byWord else { return [lower..<upper] }
        var ranges: [Range<Int>] = []
        var offset = 0, wordStart: Int?
        for scalar in string.unicodeScalars {
            defer { offset += scalar.utf16.count }
            guard offset < upper else { break }
            guard offset >= lower else { continue }
            if scalar.properties.isWhitespace {
                if let start = wordStart { ranges.append(start..<offset) }
                wordStart = nil
            } else if wordStart == nil {
                wordStart = offset
            }
        }
        if let start = wordStart { ranges.append(start..<Swift.min(offset, upper)) }
        return ranges
    }
}
