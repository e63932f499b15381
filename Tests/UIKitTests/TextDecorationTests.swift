import Testing
import UIKitTesting
@testable import UIKit

/// `NSUnderlineStyle` with `.underlineStyle`/`.strikethroughStyle` and their colors: "The value of this attribute is an NSNumber object containing an
/// integer… corresponding to the constants described in NSUnderlineStyle"; "the default
/// value… is nil, indicating same as foreground color".
@Suite("Underline and strikethrough", .serialized, .freshContext) @MainActor
struct TextDecorationTests {
    /// White text on white, so only its lines show: rows (at scale 1) holding red pixels,
    /// with the red pixel count per row.
    private func redRows(_ attributes: [NSAttributedString.Key: Any], text: String = "HHHH HHHH") -> [Int: Int] {
        let image = render(text, attributes.merging([.foregroundColor: UIColor.white]) { $1 })
        var rows: [Int: Int] = [:]
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if p.r > 200 && p.g < 90 && p.b < 90 { rows[y, default: 0] += 1 }
        } }
        return rows
    }

    private func render(_ text: String, _ attributes: [NSAttributedString.Key: Any]) -> CGImage {
        let host = UITestHost(size: CGSize(width: 200, height: 50), scale: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        label.backgroundColor = .white
        var attributes = attributes
        if attributes[.font] == nil { attributes[.font] = UIFont.systemFont(ofSize: 24) }
        label.attributedText = NSAttributedString(string: text, attributes: attributes)
        host.window.addSubview(label)
        return host.render(label)
    }

    /// Bands of consecutive rows.
    private func bands(_ rows: [Int: Int]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for y in rows.keys.sorted() {
            if let last = result.last, last.upperBound == y - 1 { result[result.count - 1] = last.lowerBound...y } else { result.append(y...y) }
        }
        return result
    }

    @Test("Raw values and attribute names are Apple's")
    func rawValues() {
        #expect(NSUnderlineStyle.single.rawValue == 0x01 && NSUnderlineStyle.thick.rawValue == 0x02)
        #expect(NSUnderlineStyle.double.rawValue == 0x09 && NSUnderlineStyle.byWord.rawValue == 0x8000)
        #expect(NSUnderlineStyle.patternDot.rawValue == 0x0100 && NSUnderlineStyle.patternDash.rawValue == 0x0200)
        #expect(NSUnderlineStyle.patternDashDot.rawValue == 0x0300 && NSUnderlineStyle.patternDashDotDot.rawValue == 0x0400)
        #expect(NSAttributedString.Key.underlineStyle.rawValue == "NSUnderline")
        #expect(NSAttributedString.Key.strikethroughStyle.rawValue == "NSStrikethrough")
        #expect(NSAttributedString.Key.underlineColor.rawValue == "NSUnderlineColor")
        #expect(NSAttributedString.Key.strikethroughColor.rawValue == "NSStrikethroughColor")
    }

    @Test("A single underline is one line under the whole text, spaces included, in the underline color; none without the attribute")
    func singleUnderline() throws {
        #expect(redRows([.underlineColor: UIColor.red]).isEmpty)
        let rows = redRows([.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red])
        let band = try #require(bands(rows).first)
        #expect(bands(rows).count == 1)
        // As wide as the text (about 130 points at 24 pt), across the space.
        #expect(rows[band.lowerBound]! > 100)
        // Under the glyphs: the text's baseline in a 50-point label is below its middle.
        #expect(band.lowerBound > 30)
    }

    @Test("The underline and strikethrough take the text color when no line color is set")
    func defaultColor() {
        func rows(_ attributes: [NSAttributedString.Key: Any]) -> [Int] {
            let image = render("HHHH", attributes.merging([.foregroundColor: UIColor.red]) { $1 })
            return (0..<image.height).map { y in (0..<image.width).filter {
                let p = image.pixel(x: $0, y: y)
                return p.r > 200 && p.g < 90 && p.b < 90
            }.count }
        }
        let plain = rows([:]), lined = rows([.underlineStyle: 1, .strikethroughStyle: 1])
        // Rows red from end to end only with the lines: one under the glyphs, one through them.
        let full = plain.indices.filter { lined[$0] > 50 && lined[$0] > plain[$0] + 30 }
        #expect(full.count >= 2)
        #expect(full.contains { plain[$0] == 0 })
    }

    @Test("A double underline is two lines; thick and patterned ones draw a solid line")
    func doubleAndPatterns() {
        #expect(bands(redRows([.underlineStyle: NSUnderlineStyle.double.rawValue, .underlineColor: UIColor.red])).count == 2)
        for style: NSUnderlineStyle in [.thick, [.single, .patternDash], [.single, .patternDot]] {
            let rows = redRows([.underlineStyle: style.rawValue, .underlineColor: UIColor.red])
            #expect(bands(rows).count == 1)
            #expect((rows.values.max() ?? 0) > 100)
        }
        // Style bits are needed: a pattern alone draws nothing, as on iOS.
        #expect(redRows([.underlineStyle: NSUnderlineStyle.patternDot.rawValue, .underlineColor: UIColor.red]).isEmpty)
    }

    @Test("byWord leaves the spaces between words without a line")
    func byWord() throws {
        let whole = redRows([.underlineStyle: 1, .underlineColor: UIColor.red], text: "HH  HH")
        let words = redRows([.underlineStyle: NSUnderlineStyle([.single, .byWord]).rawValue, .underlineColor: UIColor.red], text: "HH  HH")
        let wholeRow = try #require(whole.values.max()), wordsRow = try #require(words.values.max())
        // Two spaces at 24 pt are about 13 points without a line.
        #expect(wholeRow - wordsRow > 10)
    }

    @Test("A strikethrough crosses the glyphs above the underline's place, in its own color")
    func strikethrough() throws {
        let through = bands(redRows([.strikethroughStyle: 1, .strikethroughColor: UIColor.red]))
        let under = bands(redRows([.underlineStyle: 1, .underlineColor: UIColor.red]))
        let s = try #require(through.first), u = try #require(under.first)
        #expect(through.count == 1)
        #expect(s.upperBound + 5 < u.lowerBound)
    }

    @Test("String drawing draws the lines too")
    func stringDrawing() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 40)).image { _ in
            ("HHHH" as NSString).draw(at: CGPoint(x: 4, y: 4), withAttributes: [
                .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.white,
                .underlineStyle: 1, .underlineColor: UIColor.red])
        }
        let cg = image.cgImage!
        var red = 0
        for y in 0..<cg.height { for x in 0..<cg.width {
            let p = cg.pixel(x: x, y: y)
            if p.r > 200 && p.g < 90 && p.a > 200 { red += 1 }
        } }
        #expect(red > 50)
    }

    @Test("Rendered: underlines, strikethroughs and colors at scale 2")
    func rendering() {
        let host = UITestHost(size: CGSize(width: 240, height: 150), scale: 2)
        host.window.backgroundColor = .white
        let lines: [(String, [NSAttributedString.Key: Any])] = [
            ("Single underline", [.underlineStyle: NSUnderlineStyle.single.rawValue]),
            ("Double, red line", [.underlineStyle: NSUnderlineStyle.double.rawValue, .underlineColor: UIColor.red]),
            ("Under each word", [.underlineStyle: NSUnderlineStyle([.single, .byWord]).rawValue, .foregroundColor: UIColor.systemBlue]),
            ("Struck through", [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.systemOrange]),
        ]
        for (index, (text, attributes)) in lines.enumerated() {
            let label = UILabel(frame: CGRect(x: 10, y: 6 + CGFloat(index) * 35, width: 220, height: 30))
            label.font = .systemFont(ofSize: 20)
            label.attributedText = NSAttributedString(string: text, attributes: attributes)
            host.window.addSubview(label)
        }
        let diff = ReferenceImage.compare(host.renderScreen(), named: "text-decorations@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }
}
