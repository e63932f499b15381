import CoreGraphics
import Foundation

extension TextRun {
    /// The runs of an attributed string as Core Text reads its attributes: the font
    /// (`NSFont`: a `CTFont`, a `UIFont` or a font name), the color (`CTForegroundColor`, or
    /// UIKit's `NSColor`: a `CGColor` or a `UIColor`) and the kern (`NSKern`/`CTKern`; without one, the font's standard kerning).
    /// Text without a font is Helvetica 12 and without a color black, Core Text's defaults.
    package static func runs(of string: NSAttributedString) -> [TextRun] {
        var runs: [TextRun] = []
        let all = NSRange(location: 0, length: string.length)
        string.enumerateAttributes(in: all, options: []) { attributes, range, _ in
            let font = textFont(attributes[NSAttributedString.Key("NSFont")]) ?? defaultFont
            let colorValue = attributes[NSAttributedString.Key("CTForegroundColor")] ?? attributes[NSAttributedString.Key("NSColor")]
            let color = colorValue.flatMap(cgColor) ?? CGColor.black
            let kernValue = attributes[NSAttributedString.Key("NSKern")] ?? attributes[NSAttributedString.Key("CTKern")]
            let kern = kernValue.flatMap { CGFloat(anyNumber: $0) } ?? 0
            // No kern attribute means the font's standard kerning; any value, even 0, turns it off.
            runs.append(TextRun(range: range.location..<(range.location + range.length),
                                attributes: TextAttributes(font: font, color: color, kern: kern, pairKerning: kernValue == nil)))
        }
        return runs
    }

    private static var defaultFont: TextFont {
        let parsed = FontName.resolve("Helvetica")
        return TextFont(family: parsed?.family ?? TextFont.helveticaFamily, size: 12)
    }

    private static func textFont(_ value: Any?) -> TextFont? {
        if let convertible = value as? TextFontConvertible { return convertible.textFont }
        if let name = value as? String, let parsed = FontName.resolve(name) {
            return TextFont(family: parsed.family, size: 12, weight: parsed.weight, italic: parsed.italic)
        }
        return nil
    }

    private static func cgColor(_ value: Any) -> CGColor? {
        if let color = value as? CGColor { return color }
        return (value as? CGColorConvertible)?.cgColorValue
    }
}
