import CoreGraphics
import Foundation

/// Where lines sit horizontally in the text box.
package enum TextAlignment: Sendable {
    case left, center, right, justified
    /// Left for left-to-right paragraphs, right for right-to-left ones.
    case natural
}

/// What happens to a line wider than the text box (UIKit's `NSLineBreakMode`).
package enum TextLineBreakMode: Sendable {
    /// Wrap at word boundaries; a word longer than a line breaks between characters.
    case wordWrapping
    /// Wrap between any two characters.
    case charWrapping
    /// Each paragraph is one line, cut off at the edge of the box.
    case clipping
    /// Each paragraph is one line with an ellipsis at the start, middle or end if it does not fit.
    case truncatingHead, truncatingTail, truncatingMiddle

    var wraps: Bool { self == .wordWrapping || self == .charWrapping }
}

/// Paragraph-level settings, applied to the whole text.
package struct TextParagraphStyle: Sendable, Equatable {
    package var alignment: TextAlignment = .natural
    package var lineBreakMode: TextLineBreakMode = .wordWrapping
    /// Extra space between the bottom of one line and the top of the next, in points.
    package var lineSpacing: CGFloat = 0
    /// Indent of the first line of each paragraph, in points.
    package var firstLineHeadIndent: CGFloat = 0
    /// With wrapping modes, an ellipsis ends the last line that fits in the box's height when
    /// text is left over (`NSStringDrawingOptions.truncatesLastVisibleLine`).
    package var truncatesLastVisibleLine = false

    package init() {}
}

/// How a range of characters looks.
package struct TextAttributes: Sendable {
    package var font: TextFont
    package var color: CGColor
    package var backgroundColor: CGColor?
    /// Extra space after each character, in points.
    package var kern: CGFloat
    /// A line under the glyphs; nil for none.
    package var underline: TextDecoration?
    /// A line through the glyphs; nil for none.
    package var strikethrough: TextDecoration?
    /// An inline image the characters stand for (a text attachment); nil for glyphs.
    package var attachment: TextInlineObject?
    /// Whether the font's kerning pairs apply. UIKit's default is no: `NSAttributedString.Key.kern`
    /// documents 0 — kerning disabled — as the default, which iOS-measured widths bear out.
    /// Core Text's default is the font's standard kerning (`kCTKernAttributeName` absent).
    package var pairKerning: Bool

    package init(font: TextFont, color: CGColor = .black, backgroundColor: CGColor? = nil, kern: CGFloat = 0,
                 underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, attachment: TextInlineObject? = nil,
                pairKerning: Bool = false) {
        self.attachment = attachment
        self.pairKerning = pairKerning
        self.font = font
        self.color = color
        self.backgroundColor = backgroundColor
        self.kern = kern.isFinite ? kern : 0
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

/// An inline object in text: each of its characters takes `bounds.width` of the line and
/// reaches `bounds.maxY` above and `-bounds.minY` below the baseline (y up), and `image` is
/// drawn there.
package struct TextInlineObject: @unchecked Sendable {
    package var bounds: CGRect
    package var image: CGImage?

    /// `bounds` is limited to what layout can hold (±`TextLayout.unconstrained` points); a
    /// rect that is not finite reserves nothing.
    package init(bounds: CGRect, image: CGImage?) {
        let limit = TextLayout.unconstrained
        func clamp(_ v: CGFloat) -> CGFloat { Swift.max(-limit, Swift.min(v, limit)) }
        self.bounds = bounds.isFinite
            ? CGRect(x: clamp(bounds.minX), y: clamp(bounds.minY), width: clamp(bounds.width), height: clamp(bounds.height))
            : .zero
        self.image = image
    }
}

/// Attributes for the characters in `range`, counted in UTF-16 code units (NSString/NSRange
/// offsets).
package struct TextRun: Sendable {
    package var range: Range<Int>
    package var attributes: TextAttributes

    package init(range: Range<Int>, attributes: TextAttributes) {
        self.range = range
        self.attributes = attributes
    }
}

/// A font type of a higher module (UIKit's `UIFont`) that text drawn below UIKit
/// (`CATextLayer`) accepts by the face and size it stands for.
package protocol TextFontConvertible {
    var textFont: TextFont { get }
}
