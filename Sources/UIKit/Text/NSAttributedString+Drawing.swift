import CoreGraphics
import Foundation

// UIKit's string drawing for attributed strings: each range draws with its own font, color,
// background and kern; the first character's paragraph style applies to all of the text.
// Rules shared with plain strings are in StringDrawing.

extension NSAttributedString {
    /// Draws the text with its top-left at `point`.
        public func draw(at point: CGPoint) {
        let (runs, paragraph) = StringDrawing.runs(of: self)
        StringDrawing.draw(string, runs, paragraph, at: point)
    }

    /// Draws the text wrapped in `rect`, keeping the lines that fit.
        public func draw(in rect: CGRect) {
        let (runs, paragraph) = StringDrawing.runs(of: self)
        StringDrawing.draw(string, runs, paragraph, in: rect)
    }

    /// Draws in `rect` with `options` (see `NSStringDrawingOptions`).
        public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let (runs, paragraph) = StringDrawing.runs(of: self, options: options)
        StringDrawing.draw(string, runs, paragraph, with: rect, options: options, context: context)
    }

    /// The size the text takes on one line per paragraph (fractional; 0×0 when empty).
    public func size() -> CGSize {
        let (runs, paragraph) = StringDrawing.runs(of: self)
        return StringDrawing.size(string, runs, paragraph)
    }

    /// The rectangle the text takes: with `.usesLineFragmentOrigin`, lines wrapped within
    /// `size` from (0, 0); without, one line relative to its baseline origin (y = -ascent).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let (runs, paragraph) = StringDrawing.runs(of: self, options: options)
        return StringDrawing.boundingRect(string, runs, paragraph, size: size, options: options, context: context)
    }
}
