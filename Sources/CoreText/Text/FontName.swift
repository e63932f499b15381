import CoreGraphics
import Foundation

/// Turns the font names iOS code uses ("HelveticaNeue-Bold", "Courier", ".SFUI-Semibold",
/// "DejaVu Sans") into the family, weight and slant the text engine asks for.
package enum FontName {
    package struct Parsed: Equatable {
        package var family: String
        package var weight: Int
        package var italic: Bool
    }

    /// Apple family names (keyed without case, spaces, dots or dashes) and what draws them.
    private static let appleFamilies: [String: String] = {
        var table: [String: String] = [:]
        for name in ["sfui", "sfuitext", "sfuidisplay", "sfpro", "sfprotext",
                     "sfprodisplay", "sanfrancisco", "applesystemuifont", "system", "systemfont"] {
            table[name] = TextFont.systemFamily
        }
        // Metric-compatible clones: text measures as it does on iOS.
        for name in ["helvetica", "helveticaneue", "arial"] { table[name] = TextFont.helveticaFamily }
        for name in ["times", "timesnewroman"] { table[name] = TextFont.timesFamily }
        for name in ["courier", "couriernew"] { table[name] = TextFont.courierFamily }
        for name in ["menlo", "monaco", "sfmono"] { table[name] = TextFont.monospacedFamily }
        for name in ["georgia", "newyork"] { table[name] = TextFont.serifFamily }
        table["applecoloremoji"] = TextFont.emojiFamily
        return table
    }()

    /// Style words after the last dash of a PostScript name, and what they mean.
    private static let styles: [String: (weight: Int, italic: Bool)] = [
        "regular": (400, false), "roman": (400, false), "book": (400, false), "normal": (400, false),
        "italic": (400, true), "oblique": (400, true),
        "ultralight": (100, false), "thin": (200, false), "light": (300, false), "medium": (500, false),
        "semibold": (600, false), "demibold": (600, false), "bold": (700, false),
        "heavy": (800, false), "extrabold": (800, false), "black": (900, false),
    ]

    /// The font `name` stands for, or nil when no such font exists.
    package static func resolve(_ name: String) -> Parsed? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        // A whole family name first ("DejaVu Sans Mono", "Helvetica Neue").
        if let family = family(for: trimmed) {
            return Parsed(family: family, weight: 400, italic: false)
        }
        // Then "Family-Style".
        guard let dash = trimmed.lastIndex(of: "-") else { return nil }
        let familyPart = String(trimmed[..<dash])
        guard let style = style(String(trimmed[trimmed.index(after: dash)...])),
              let family = family(for: familyPart) else { return nil }
        return Parsed(family: family, weight: style.weight, italic: style.italic)
    }

    private static func key(_ name: String) -> String {
        var k = name.lowercased().filter { $0.isLetter || $0.isNumber }
        // Monotype's suffixes: ArialMT, TimesNewRomanPSMT, CourierNewPS-BoldMT.
        for suffix in ["psmt", "mt", "ps"] where k.hasSuffix(suffix) && k.count > suffix.count + 2 {
            k.removeLast(suffix.count)
            break
        }
        return k
    }

    private static func family(for name: String) -> String? {
        if let mapped = appleFamilies[key(name)] { return mapped }
        return TextEngine.shared.family(named: name)
    }

    /// "Bold", "BoldItalic", "LightOblique", "BoldMT": a weight word, a slant word, or both.
    private static func style(_ word: String) -> (weight: Int, italic: Bool)? {
        var k = word.lowercased()
        if k.hasSuffix("mt") { k.removeLast(2) }
        if let s = styles[k] { return s }
        for slant in ["italic", "oblique"] where k.hasSuffix(slant) {
            let weightWord = String(k.dropLast(slant.count))
            if let w = styles[weightWord], !w.italic { return (w.weight, true) }
        }
        return nil
    }
}
