import CoreGraphics
import Foundation

/// A font as the text engine asks fontconfig for it: a family, a size in points (user-space
/// units), a weight on the OpenType scale (100 thin … 400 regular … 700 bold … 900 black) and
/// an italic flag. Which face draws is fontconfig's choice (`TextFontMetrics` reports it).
package struct TextFont: Hashable, Sendable, CustomStringConvertible {
    package var family: String
    package var size: CGFloat
    package var weight: Int
    package var italic: Bool

    /// Sizes are clamped to 0…`maximumSize` (NaN gives 0) so Pango's 22.10 fixed point never
    /// overflows; weights to 1…1000.
    package init(family: String, size: CGFloat, weight: Int = 400, italic: Bool = false) {
        self.family = family
        self.size = size.isNaN ? 0 : Swift.min(Swift.max(0, size), TextFont.maximumSize)
        self.weight = Swift.min(Swift.max(1, weight), 1000)
        self.italic = italic
    }

    /// The largest size the engine lays out, in points.
    package static let maximumSize: CGFloat = 10_000

    /// UIKit's system font (San Francisco), by the name iOS gives it. It is not a family
    /// fontconfig has: it draws with `standInFamily` (`drawingFamily` says which cut), and only
    /// it takes San Francisco's tracking and line box, so an app's own Inter stays plain Inter.
    package static let systemFamily = ".AppleSystemUIFont"
    /// The family the system font draws with: Inter, whose advances with San Francisco's
    /// tracking come closest to iOS's label widths (Resources/fonts/fonts.conf says how it
    /// was chosen).
    package static let standInFamily = "Inter"
    /// The stand-in's display cut, used from `displaySize` up as San Francisco switches
    /// from its Text to its Display optical size.
    package static let standInDisplayFamily = "Inter Display"
    /// Where San Francisco's optical size changes from Text to Display, in points.
    package static let displaySize: CGFloat = 20
    /// Helvetica's and Arial's metric-compatible clone.
    package static let helveticaFamily = "Liberation Sans"
    /// Times's metric-compatible clone.
    package static let timesFamily = "Liberation Serif"
    /// Courier's metric-compatible clone.
    package static let courierFamily = "Liberation Mono"
    /// The monospaced family (Menlo, which is drawn from it, Monaco, SF Mono).
    package static let monospacedFamily = "DejaVu Sans Mono"
    /// The serif family (Georgia, New York).
    package static let serifFamily = "DejaVu Serif"
    /// Apple Color Emoji's stand-in: Debian's colour emoji font.
    package static let emojiFamily = "Noto Color Emoji"
    /// The rounded system design's family: Debian's Comfortaa.
    package static let roundedFamily = "Comfortaa"

    /// Whether this is the system font, which gets San Francisco's tracking and line metrics.
    package var isSystem: Bool { family == TextFont.systemFamily }

    /// The family fontconfig is asked for: the system font's stand-in, in its display cut at
    /// display sizes.
    package var drawingFamily: String {
        guard isSystem else { return family }
        return size >= TextFont.displaySize ? TextFont.standInDisplayFamily : TextFont.standInFamily
    }

    /// The space Core Text adds after each character of this font, in points.
    package var tracking: CGFloat { isSystem ? SystemFontTracking.tracking(atSize: size) : 0 }

    /// San Francisco's line box, in ems: its ascender and descender (1950 and 494 of 2048
    /// units), which give iOS's `lineHeight` (20.29 pt at 17 pt). The stand-in's own box is
    /// taller, so system-font lines take San Francisco's height (the baseline moves up by half
    /// the difference, 0.13 pt at 17 pt).
    package static let systemAscender: CGFloat = 1950.0 / 2048
    package static let systemDescender: CGFloat = 494.0 / 2048

    package var description: String {
        "\(family) \(size)pt weight \(weight)\(italic ? " italic" : "")"
    }
}

/// Vertical metrics of a font in points, as UIFont reports them: `descender` is negative, and
/// `lineHeight = ascender - descender + leading` is the height of one line of text.
package struct TextFontMetrics: Equatable, Sendable {
    package var ascender: CGFloat
    package var descender: CGFloat
    package var leading: CGFloat
    /// Height of flat capitals above the baseline (the ink top of "H").
    package var capHeight: CGFloat
    /// Height of flat lowercase letters above the baseline (the ink top of "x").
    package var xHeight: CGFloat
    /// The family of the face that draws, e.g. "DejaVu Sans".
    package var familyName: String
    /// That face's PostScript-style name, e.g. "DejaVuSans-Bold" (synthesized slants are
    /// named "…-Oblique", as the DejaVu family names its own).
    package var fontName: String

    package var lineHeight: CGFloat { ascender - descender + leading }

    package static func zero(family: String) -> TextFontMetrics {
        TextFontMetrics(ascender: 0, descender: 0, leading: 0, capHeight: 0, xHeight: 0,
                        familyName: family, fontName: family.replacingOccurrences(of: " ", with: ""))
    }
}
