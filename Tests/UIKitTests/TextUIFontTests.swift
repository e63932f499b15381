import UIKitTesting
import Testing
import UIKit
import RuntimeSupport

@Suite("UIFont", .freshContext)
struct TextUIFontTests {
    @Test("The system font draws with its stand-in, Inter, at the size asked for")
    func systemFont() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.familyName == "Inter")
        #expect(font.fontName == "Inter-Regular")
        #expect(font.pointSize == 17)
    }

    @Test("Bold, italic and weighted system fonts pick the stand-in's face of that weight, and its true italic")
    func systemFontVariants() {
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "Inter-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "Inter-Italic")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "Inter-SemiBold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .heavy).fontName == "Inter-ExtraBold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .medium).fontName == "Inter-Medium")
        #expect(UIFont.systemFont(ofSize: 12, weight: .light).fontName == "Inter-Light")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == "DejaVu Sans Mono")
    }

    @Test("UIFont.Weight has UIKit's raw values")
    func weightRawValues() {
        #expect(UIFont.Weight.ultraLight.rawValue == -0.8)
        #expect(UIFont.Weight.thin.rawValue == -0.6)
        #expect(UIFont.Weight.light.rawValue == -0.4)
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.medium.rawValue == 0.23)
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.Weight.heavy.rawValue == 0.56)
        #expect(UIFont.Weight.black.rawValue == 0.62)
        #expect(UIFont.Weight(0.4) == .bold)
    }

    @Test("Helvetica, Helvetica Neue and Arial draw with their metric-compatible clone Liberation Sans, Times with Liberation Serif, Courier with Liberation Mono; SF names with the system font; each in the style its name says")
    func appleNames() throws {
        let helvetica = try #require(UIFont(name: "Helvetica", size: 12))
        #expect(helvetica.familyName == "Liberation Sans")
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 12)?.fontName == "LiberationSans-Bold")
        #expect(UIFont(name: "Helvetica Neue", size: 12)?.familyName == "Liberation Sans")
        #expect(UIFont(name: "Helvetica-BoldOblique", size: 12)?.fontName == "LiberationSans-BoldItalic")
        #expect(UIFont(name: "Arial-BoldMT", size: 12)?.fontName == "LiberationSans-Bold")
        #expect(UIFont(name: "ArialMT", size: 12)?.fontName == "LiberationSans")
        #expect(UIFont(name: ".SFUI-Semibold", size: 12)?.fontName == "Inter-SemiBold")
        #expect(UIFont(name: ".SFUI-Regular", size: 12) == UIFont.systemFont(ofSize: 12))
        #expect(UIFont(name: "Courier", size: 12)?.familyName == "Liberation Mono")
        #expect(UIFont(name: "CourierNewPS-BoldMT", size: 12)?.fontName == "LiberationMono-Bold")
        #expect(UIFont(name: "Menlo-Regular", size: 12)?.familyName == "DejaVu Sans Mono")
        #expect(UIFont(name: "TimesNewRomanPSMT", size: 12)?.familyName == "Liberation Serif")
        #expect(UIFont(name: "Times-Italic", size: 12)?.fontName == "LiberationSerif-Italic")
        #expect(UIFont(name: "Georgia-Italic", size: 12)?.fontName == "DejaVuSerif-Italic")
    }

    @Test("Helvetica text measures as on iOS: \"Hello\" at 12 pt is 2.278 em wide (Helvetica's and Arial's advance widths)")
    func helveticaMetrics() throws {
        let width = "Hello".size(withAttributes: [.font: try #require(UIFont(name: "Helvetica", size: 12))]).width
        #expect(abs(width - 2.278 * 12) < 0.01, "\(width)")
        let times = "Hello".size(withAttributes: [.font: try #require(UIFont(name: "Times New Roman", size: 10))]).width
        // Times: H 0.722, e 0.444, l 0.278 ×2, o 0.5.
        #expect(abs(times - 2.222 * 10) < 0.01, "\(times)")
    }

    @Test("Installed families and their PostScript names work as names; a font that does not exist gives nil")
    func namesAndNil() throws {
        #expect(UIFont(name: "DejaVu Sans", size: 12)?.fontName == "DejaVuSans")
        #expect(UIFont(name: "DejaVuSans-Bold", size: 12)?.fontName == "DejaVuSans-Bold")
        let bold = try #require(UIFont(name: "DejaVuSans-Bold", size: 12))
        #expect(UIFont(name: bold.fontName, size: 12) == bold)
        // The system font's face name names its stand-in's face: the same glyphs, as a named
        // font (without San Francisco's tracking; iOS itself gives another font for ".SFUI" names).
        let system = UIFont.boldSystemFont(ofSize: 12)
        #expect(UIFont(name: system.fontName, size: 12)?.fontName == system.fontName)
        #expect(UIFont(name: "NoSuchFont", size: 12) == nil)
        #expect(UIFont(name: "Helvetica-Wobbly", size: 12) == nil)
        #expect(UIFont(name: "", size: 12) == nil)
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans") == ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-BoldOblique"])
        #expect(UIFont.fontNames(forFamilyName: "NoSuchFont").isEmpty)
    }

    @Test("lineHeight is ascender - descender + leading; descender is negative; cap and x heights lie below the ascender")
    func metricsSanity() {
        for size in [9.0, 12.0, 17.0, 34.0] as [CGFloat] {
            let font = UIFont.systemFont(ofSize: size)
            #expect(font.descender < 0)
            #expect(font.leading >= 0)
            #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 1e-9)
            #expect(font.xHeight > 0 && font.xHeight < font.capHeight && font.capHeight < font.ascender)
            // San Francisco's line box: 1950 + 494 font units of 2048; the baseline within a
            // hair of its ascender.
            #expect(abs(font.lineHeight - size * 2444 / 2048) < 0.002)
            #expect(abs(font.ascender - size * 1950 / 2048) < 0.01 * size)
        }
    }

    @Test("withSize keeps the face and changes only the size; metrics scale with it")
    func withSize() {
        let bold = UIFont.boldSystemFont(ofSize: 9)
        let big = bold.withSize(18)
        #expect(big.fontName == bold.fontName && big.pointSize == 18)
        #expect(abs(big.lineHeight - 2 * bold.lineHeight) < 0.005)
        #expect(big == UIFont.boldSystemFont(ofSize: 18))
        #expect(big != bold)
    }

    @Test("Text styles give iOS's default sizes: body 17, headline 17 semibold, caption1 12")
    func textStyles() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "Inter-SemiBold")
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    }

    @Test("Negative, NaN and infinite sizes do not crash: they become 0 (or the largest size) and are reported")
    func badSizes() {
        let messages = RuntimeIssue.capture {
            #expect(UIFont.systemFont(ofSize: -3).pointSize == 0)
            #expect(UIFont.systemFont(ofSize: .nan).lineHeight == 0)
            #expect(UIFont(name: "Helvetica", size: .infinity)?.pointSize == 0)
        }
        #expect(messages.count == 3)
        #expect(messages.allSatisfy { $0.contains("font size") })
        #expect(UIFont.systemFont(ofSize: 1e9).pointSize == 10_000)
    }
}
