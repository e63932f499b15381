import Foundation

/// How an underline or strikethrough is drawn: a line style, optionally a pattern and
/// `byWord`. Raw values are Apple's; attribute dictionaries hold the raw value as a number
/// (`NSUnderlineStyle.single.rawValue`), as on iOS.
///
/// Drawn here: `single`, `double` and `byWord` as on iOS; `thick` as a single line (the text
/// engine has no line weight of its own); the dot and dash patterns as solid lines; a double
/// strikethrough as a single one.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternSolid = NSUnderlineStyle([])
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
