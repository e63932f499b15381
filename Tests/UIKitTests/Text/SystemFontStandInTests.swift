import CoreText
import Foundation
import Testing
import UIKit
import UIKitTesting

/// The system font measures as San Francisco does: its stand-in's advances plus San
/// Francisco's published tracking, San Francisco's line box, the Display cut from 20 points,
/// and no pair kerning unless asked (UIKit's documented default).
@Suite("The system font's stand-in", .freshContext)
@MainActor
struct SystemFontStandInTests {
    private func width(_ text: String, _ font: UIFont, kern: CGFloat? = nil) -> CGFloat {
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let kern { attributes[.kern] = kern }
        return NSAttributedString(string: text, attributes: attributes).boundingRect(
            with: CGSize(width: 10_000, height: 10_000), options: .usesLineFragmentOrigin, context: nil).width
    }

    @Test("San Francisco's tracking table (HIG, 1/1000 em): 0 at 12 pt, −26 at 17 pt, +12 at 34 pt, none from 80 pt")
    func trackingTable() {
        #expect(SystemFontTracking.tracking(atSize: 12) == 0)
        #expect(abs(SystemFontTracking.tracking(atSize: 17) - (-0.442)) < 1e-9)
        #expect(abs(SystemFontTracking.tracking(atSize: 34) - 0.408) < 1e-9)
        #expect(abs(SystemFontTracking.tracking(atSize: 55) - 0.33) < 1e-9, "55 pt lies between the 54 and 56 pt rows, both +6")
        #expect(abs(SystemFontTracking.tracking(atSize: 4) - 0.164) < 1e-9, "below 6 pt the 6 pt value (+41) holds")
        #expect(SystemFontTracking.tracking(atSize: 120) == 0)
        #expect(SystemFontTracking.tracking(atSize: .nan) == 0)
    }

    @Test("Each character of 17-point system text is 0.442 pt tighter than the face's advances scaled from 12 points, where San Francisco has no tracking")
    func trackingApplies() {
        let text = "Settings"
        let at12 = width(text, .systemFont(ofSize: 12))
        let at17 = width(text, .systemFont(ofSize: 17))
        let expected = at12 * 17 / 12 + CGFloat(text.count) * SystemFontTracking.tracking(atSize: 17)
        #expect(abs(at17 - expected) < 0.01, "\(at17) vs \(expected)")
    }

    @Test("Only the system font is tracked and takes San Francisco's line box: the stand-in family named by an app (its own Inter) measures as the plain face")
    func namedStandInIsPlain() throws {
        let named = try #require(UIFont(name: "Inter", size: 17))
        let text = "Settings"
        let at12 = width(text, try #require(UIFont(name: "Inter", size: 12)))
        #expect(abs(width(text, named) - at12 * 17 / 12) < 0.01, "no tracking")
        #expect(abs(named.lineHeight - UIFont.systemFont(ofSize: 17).lineHeight) > 0.1, "Inter's own line box")
        #expect(named.familyName == "Inter")
    }

    @Test("An explicit .kern adds to the system font's tracking")
    func kernAddsToTracking() {
        let plain = width("Done", .systemFont(ofSize: 17))
        let spaced = width("Done", .systemFont(ofSize: 17), kern: 1)
        #expect(abs(spaced - plain - 4) < 0.01)
    }

    @Test("The system font's line is San Francisco's: 1950 + 494 of 2048 units, 20.29 pt at 17 pt; the baseline within 0.15 pt of San Francisco's; a label's height is the line rounded up to pixels")
    func lineBox() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(abs(font.lineHeight - 17 * 2444 / 2048) < 0.001)
        #expect(abs(font.ascender - 17 * 1950 / 2048) < 0.15)
        #expect(abs(font.ascender - font.descender - font.lineHeight) < 1e-9)
        let label = UILabel()
        label.font = font
        label.text = "Hello"
        let height = label.intrinsicContentSize.height
        let scale = UIScreen.main.scale
        #expect(abs(height - (font.lineHeight * scale).rounded(.up) / scale) < 0.001)
    }

    @Test("Below 20 points the system font draws with the text cut, from 20 points with the display cut, as San Francisco switches optical sizes")
    func opticalSizes() {
        #expect(UIFont.systemFont(ofSize: 19).fontName == "Inter-Regular")
        #expect(UIFont.systemFont(ofSize: 20).fontName == "InterDisplay-Regular")
        #expect(UIFont.systemFont(ofSize: 34, weight: .bold).fontName == "InterDisplay-Bold")
        #expect(UIFont.systemFont(ofSize: 13, weight: .semibold).fontName == "Inter-SemiBold")
        #expect(UIFont.italicSystemFont(ofSize: 15).fontName == "Inter-Italic")
    }

    @Test("UIKit text is not pair-kerned by default (.kern defaults to 0, kerning disabled); Core Text without a kern attribute kerns with the font's pairs")
    func pairKerning() {
        let font = UIFont.systemFont(ofSize: 12)
        let pair = width("To", font)
        let apart = width("T", font) + width("o", font)
        #expect(abs(pair - apart) < 0.01)

        let attributed = NSAttributedString(string: "To", attributes: [.font: font])
        let line = CTLineCreateWithAttributedString(attributed)
        let kerned = CGFloat(CTLineGetTypographicBounds(line, nil, nil, nil))
        #expect(kerned < apart - 0.3, "Inter kerns T and o together: \(kerned) vs \(apart)")
    }
}
