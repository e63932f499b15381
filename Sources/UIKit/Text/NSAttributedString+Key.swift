import Foundation

// The attribute names UIKit defines for text (swift-corelibs-foundation has the key type but
// not these names). Raw values are Apple's, so keys read from archives compare equal.
extension NSAttributedString.Key {
    /// A `UIFont`; default Helvetica 12 pt (drawn as Liberation Sans 12 pt here).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// A `UIColor` for the glyphs; default black.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// A `UIColor` filled behind the glyphs; default none.
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// An `NSParagraphStyle`; default `NSParagraphStyle.default`.
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// A number: extra points after each character; default 0.
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// A number: an `NSUnderlineStyle` raw value for a line under the text; default 0 (none).
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// A number: an `NSUnderlineStyle` raw value for a line through the text; default 0 (none).
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// A `UIColor` for the underline; default the text's color.
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    /// A `UIColor` for the strikethrough; default the text's color.
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
}
