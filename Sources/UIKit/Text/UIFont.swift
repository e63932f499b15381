import CoreText
import CoreGraphics
import Foundation
internal import RuntimeSupport

/// A font: a face and a size, with the metrics text layout uses. Immutable and usable from
/// any thread, as in UIKit.
///
/// **Fonts on Linux.** iOS draws the system font with San Francisco, which is not free to
/// ship. Its stand-in is Inter (Debian's `fonts-inter`): "Inter" below 20 points and
/// "Inter Display" from 20 up, as San Francisco switches optical sizes, in every weight of
/// `systemFont(ofSize:weight:)` and with true italics. Measured against the frames Xcode
/// records in real Interface Builder files, its advances come closest to San Francisco's
/// once San Francisco's own tracking table is applied, and it is: the system font tracks by
/// Apple's published table (−0.43 pt a character at 17 pt) and takes San Francisco's line box
/// (`lineHeight` 20.29 pt at 17 pt). The names ".SFUI…" and "SF Pro…" given to
/// `init(name:size:)` draw with it too. As UIKit documents, text is not pair-kerned unless
/// `.kern` asks for spacing. Names with a metric-compatible clone draw with it, so text
/// measures as on iOS: "Helvetica", "Helvetica Neue" and "Arial" with Liberation Sans (string
/// drawing's default font, Helvetica 12, is therefore Liberation Sans 12), Times with
/// Liberation Serif and Courier with Liberation Mono. Menlo, Monaco and SF Mono map to DejaVu
/// Sans Mono (Menlo is drawn from it); Georgia and New York to DejaVu Serif. Only the faces of
/// Debian's `fonts-inter` (the static faces), `fonts-dejavu-core` (regular and bold; italics
/// are the regular face slanted) and `fonts-liberation2` are used, whatever else is installed,
/// so text measures and draws the same on every machine (see `Resources/fonts/fonts.conf`).
/// Other installed families can be named with their fontconfig family name, and an app's own
/// fonts are registered as on iOS: listed under `UIAppFonts` in its Info.plist, or with
/// `CTFontManagerRegisterFontsForURL`.
///
/// `fontName` is the PostScript name of the face that actually draws ("Inter-Bold",
/// "Roboto-Medium"; a synthesized slant adds "Oblique" or "Italic"), and `familyName` its
/// family, not the name that was asked for.
open class UIFont: NSObject, NSCopying, TextFontConvertible, @unchecked Sendable {
    /// What the text engine asks fontconfig for.
    /// First, before any other stored property (see `FoundationTypeWord`).
    private let foundationType = FoundationTypeWord()
    package let textFont: TextFont
    /// How the font follows Dynamic Type: set for fonts from `preferredFont(forTextStyle:)`
    /// and `UIFontMetrics`, which views that adjust for the content size re-resolve.
    package let scaling: DynamicTypeScaling?

    package init(textFont: TextFont, scaling: DynamicTypeScaling? = nil) {
        self.textFont = textFont
        self.scaling = scaling
        super.init()
    }

    /// The font named `fontName` (a PostScript name such as "Helvetica-Bold" or a family name
    /// such as "DejaVu Sans") at `fontSize` points, or nil if no such font exists.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let parsed = FontName.resolve(fontName) else { return nil }
        self.init(textFont: TextFont(family: parsed.family, size: UIFont.checkedSize(fontSize, in: "UIFont(name:size:)"),
                                     weight: parsed.weight, italic: parsed.italic))
    }

    // MARK: System fonts

    /// The system font (DejaVu Sans) in its regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font in `weight`; weights between the faces that exist pick the nearest
    /// (with DejaVu: up to medium draws regular, from semibold on bold).
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(textFont: TextFont(family: TextFont.systemFamily, size: checkedSize(fontSize, in: "UIFont.systemFont(ofSize:)"),
                                  weight: weight.openTypeWeight))
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(textFont: TextFont(family: TextFont.systemFamily, size: checkedSize(fontSize, in: "UIFont.italicSystemFont(ofSize:)"),
                                  italic: true))
    }

    /// A monospaced system font (DejaVu Sans Mono).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(textFont: TextFont(family: TextFont.monospacedFamily, size: checkedSize(fontSize, in: "UIFont.monospacedSystemFont(ofSize:weight:)"),
                                  weight: weight.openTypeWeight))
    }

    /// The system font with digits of equal width; DejaVu Sans's digits already are.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// UIKit's standard sizes, in points.
    open class var systemFontSize: CGFloat { 14 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }

    // MARK: Families

    /// The font families available, sorted.
    open class var familyNames: [String] { TextEngine.shared.familyNames }

    /// The font names in `familyName` (regular, bold, italic, bold italic; duplicates removed).
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        guard let family = TextEngine.shared.family(named: familyName) else { return [] }
        var names: [String] = []
        for (weight, italic) in [(400, false), (700, false), (400, true), (700, true)] {
            let name = TextEngine.shared.metrics(for: TextFont(family: family, size: 12, weight: weight, italic: italic)).fontName
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    // MARK: Deriving fonts

    /// The same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(textFont: TextFont(family: textFont.family, size: UIFont.checkedSize(fontSize, in: "UIFont.withSize(_:)"),
                                  weight: textFont.weight, italic: textFont.italic))
    }

    // MARK: Names and metrics

    private var metrics: TextFontMetrics { TextEngine.shared.metrics(for: textFont) }

    /// The PostScript name of the face that draws, e.g. "DejaVuSans-Bold".
    open var fontName: String { metrics.fontName }
    /// The family of the face that draws, e.g. "DejaVu Sans".
    open var familyName: String { metrics.familyName }
    /// The size in points.
    open var pointSize: CGFloat { textFont.size }
    /// Top of the tallest glyphs above the baseline, in points.
    open var ascender: CGFloat { metrics.ascender }
    /// Bottom of the lowest glyphs below the baseline; negative, as in UIKit.
    open var descender: CGFloat { metrics.descender }
    /// Height of flat capitals.
    open var capHeight: CGFloat { metrics.capHeight }
    /// Height of flat lowercase letters.
    open var xHeight: CGFloat { metrics.xHeight }
    /// Extra space the font asks for between lines (0 for DejaVu).
    open var leading: CGFloat { metrics.leading }
    /// The height of one line: `ascender - descender + leading`.
    open var lineHeight: CGFloat { metrics.lineHeight }

    // MARK: NSObject

    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return textFont == other.textFont
    }

    open override var hash: Int { textFont.hashValue }

    open override var description: String {
        let weight = textFont.weight >= 600 ? "bold" : "normal"
        let style = textFont.italic ? "italic" : "normal"
        return "<UIFont> font-family: \"\(familyName)\"; font-weight: \(weight); font-style: \(style); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }

    /// Sizes must be finite and not negative; others are reported and treated as 0.
    static func checkedSize(_ size: CGFloat, in caller: String) -> CGFloat {
        guard size.isFinite, size >= 0 else {
            RuntimeIssue.report("\(caller): font size \(size) is not a finite, non-negative number; using 0")
            return 0
        }
        return size
    }
}
