import CoreGraphics

/// A line drawn under or through a range of text (UIKit's `NSUnderlineStyle` and its color),
/// reduced to what the text engine draws.
package struct TextDecoration: Sendable, Equatable {
    /// How many lines are drawn.
    package enum Lines: Sendable, Equatable {
        case single
        case double
        /// Drawn as one line of the font's own thickness: Pango has no line weight of its own.
        case thick
    }

    package var lines: Lines
    /// Only words are decorated, not the spaces between them (`NSUnderlineStyle.byWord`).
    package var byWord: Bool
    /// The line's color; nil draws in the text's color.
    package var color: CGColor?

    package init(lines: Lines = .single, byWord: Bool = false, color: CGColor? = nil) {
        self.lines = lines
        self.byWord = byWord
        self.color = color
    }

    /// The decoration an `NSUnderlineStyle` raw value asks for, nil for none. The style is the
    /// low byte (single 0x01, thick 0x02, double 0x09); dot and dash patterns (0x0100…0x0400)
    /// are drawn solid, as Pango draws no dashed text lines; 0x8000 is by word. A value with
    /// no style bits draws nothing, as on iOS.
    package init?(styleRawValue raw: Int, color: CGColor?) {
        let style = raw & 0xFF
        guard style != 0 else { return nil }
        let lines: Lines = style & 0x08 != 0 ? .double : style & 0x02 != 0 ? .thick : .single
        self.init(lines: lines, byWord: raw & 0x8000 != 0, color: color)
    }
}
