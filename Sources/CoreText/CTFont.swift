import CoreGraphics
import Foundation
internal import RuntimeSupport

/// A font at a size, as Core Text measures and draws it. Apple's font names resolve to the
/// faces fontconfig has (`"Helvetica-Bold"` draws Liberation Sans Bold, `"Menlo"` DejaVu Sans
/// Mono), as `UIFont` does, so a `UIFont` and a `CTFont` of one name measure alike.
public final class CTFont: @unchecked Sendable, TextFontConvertible {
    // Immutable: shared freely between threads, as Core Text's fonts are.
    package let textFont: TextFont

    package init(_ textFont: TextFont) {
        self.textFont = textFont
    }

    var metrics: TextFontMetrics { TextEngine.shared.metrics(for: textFont) }
}

/// The font named `name` (a PostScript or family name) at `size` points; 0 or less means
/// Core Text's default size, 12. An unknown name gives Helvetica, Core Text's fallback.
/// `matrix` is the font's own transform: only a uniform scale is applied (it scales the size).
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let parsed = FontName.resolve(name as String) ?? FontName.resolve("Helvetica")
    let family = parsed?.family ?? TextFont.helveticaFamily
    return CTFont(TextFont(family: family, size: fontSize(size, matrix), weight: parsed?.weight ?? 400, italic: parsed?.italic ?? false))
}

/// A copy of `font` at `size` (0: the font's own size).
public func CTFontCreateCopyWithAttributes(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
                                          _ attributes: NSDictionary?) -> CTFont {
    let f = font.textFont
    let newSize = size > 0 ? fontSize(size, matrix) : fontSize(f.size, matrix)
    return CTFont(TextFont(family: f.family, size: newSize, weight: f.weight, italic: f.italic))
}

/// The point size: `size` (12 when not positive or not finite, capped as UIFont caps it)
/// times the matrix's uniform scale.
private func fontSize(_ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CGFloat {
    var points = size > 0 && size.isFinite ? min(size, TextFont.maximumSize) : 12
    if let m = matrix?.pointee, m != .identity {
        if m.b == 0, m.c == 0, m.a == m.d, m.a > 0, m.a.isFinite {
            points = min(points * m.a, TextFont.maximumSize)
        } else {
            RuntimeIssue.report("CTFont: only a uniform scale matrix is supported; \(m) is ignored")
        }
    }
    return points
}

/// The point size.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.textFont.size }
/// How far the face reaches above the baseline.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.metrics.ascender }
/// How far the face reaches below the baseline, as a positive distance.
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.metrics.descender }
/// The extra space between lines the face asks for.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.metrics.leading }
/// The height of capital letters.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.metrics.capHeight }
/// The height of lowercase letters without ascenders.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.metrics.xHeight }
/// The family of the face that draws (e.g. "Liberation Sans" for Helvetica).
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.metrics.familyName as CFString }
/// The PostScript name of the face that draws (e.g. "LiberationSans-Bold").
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.metrics.fontName as CFString }
