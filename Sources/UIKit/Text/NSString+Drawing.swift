import CoreText
import CoreGraphics
import Foundation

// UIKit's string drawing for plain strings: the attributes apply to the whole string; no
// font means Helvetica 12 pt (Liberation Sans here), no color black. Measuring works on any
// thread; drawing targets UIGraphicsGetCurrentContext() and does nothing without one.
// Rules shared with attributed strings are in StringDrawing.

extension String {
    /// Draws the text with its top-left at `point`, on as many lines as it has paragraphs.
        public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, StringDrawing.runs(self, attrs), StringDrawing.paragraph(attrs), at: point)
    }

    /// Draws the text wrapped in `rect` (per the paragraph style's line break mode), keeping the
    /// lines that fit.
        public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, StringDrawing.runs(self, attrs), StringDrawing.paragraph(attrs), in: rect)
    }

    /// Draws in `rect` with `options` (see `NSStringDrawingOptions`).
        public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes attrs: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        StringDrawing.draw(self, StringDrawing.runs(self, attrs), StringDrawing.paragraph(attrs, options: options),
                           with: rect, options: options, context: context)
    }

    /// The size the text takes on one line per paragraph (fractional; 0×0 when empty).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(self, StringDrawing.runs(self, attrs), StringDrawing.paragraph(attrs))
    }

    /// The rectangle the text takes: with `.usesLineFragmentOrigin`, lines wrapped within
    /// `size` from (0, 0); without, one line relative to its baseline origin (y = -ascent).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes attrs: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(self, StringDrawing.runs(self, attrs), StringDrawing.paragraph(attrs, options: options),
                                   size: size, options: options, context: context)
    }
}

extension NSString {
        public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        String(describing: self).draw(at: point, withAttributes: attrs)
    }

        public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        String(describing: self).draw(in: rect, withAttributes: attrs)
    }

        public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes attrs: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        String(describing: self).draw(with: rect, options: options, attributes: attrs, context: context)
    }

    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(describing: self).size(withAttributes: attrs)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes attrs: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        String(describing: self).boundingRect(with: size, options: options, attributes: attrs, context: context)
    }
}

extension StringDrawing {
    /// One run covering all of `string`.
    static func runs(_ string: String, _ attrs: [NSAttributedString.Key: Any]?) -> [TextRun] {
        [TextRun(range: 0..<string.utf16.count, attributes: attributes(attrs))]
    }
}
