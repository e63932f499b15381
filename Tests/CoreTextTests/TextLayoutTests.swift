import Foundation
import Testing
@testable import CoreGraphics
@testable import CoreText

/// DejaVu Sans at `size` points in `weight`, black.
private func sans(_ size: CGFloat, weight: Int = 400, italic: Bool = false) -> TextAttributes {
    TextAttributes(font: TextFont(family: "DejaVu Sans", size: size, weight: weight, italic: italic))
}

private let pangoUnit: CGFloat = 1.0 / 1024
private let pangram = "The quick brown fox jumps over the lazy dog"

@Suite("Text engine: fonts")
struct TextFontTests {
    @Test("Fonts come from the project's fontconfig file unless FONTCONFIG_FILE names another")
    func projectConfiguration() {
        let source = TextEngine.shared.fontSource
        if let file = ProcessInfo.processInfo.environment["FONTCONFIG_FILE"], !file.isEmpty {
            #expect(source == .environment(file))
        } else {
            #expect(source == .projectFile(FontConfiguration.projectFile))
            #expect(FileManager.default.fileExists(atPath: FontConfiguration.projectFile))
        }
    }

    @Test("Apple's family names resolve to metric-compatible clones where one exists: Helvetica to Liberation Sans, Courier to Liberation Mono, Times to Liberation Serif; Menlo to DejaVu Sans Mono")
    func appleNamesMapToClones() {
        let engine = TextEngine.shared
        #expect(engine.metrics(for: TextFont(family: "Helvetica", size: 12)).familyName == "Liberation Sans")
        #expect(engine.metrics(for: TextFont(family: "Helvetica Neue", size: 12)).familyName == "Liberation Sans")
        #expect(engine.metrics(for: TextFont(family: "Courier", size: 12)).familyName == "Liberation Mono")
        #expect(engine.metrics(for: TextFont(family: "Times", size: 12)).familyName == "Liberation Serif")
        #expect(engine.metrics(for: TextFont(family: "Menlo", size: 12)).familyName == "DejaVu Sans Mono")
        // A family nobody has draws with the system font's stand-in, as iOS falls back to the system font.
        #expect(engine.metrics(for: TextFont(family: "No Such Family", size: 12)).familyName == "Inter")
    }

    @Test("Of DejaVu, only the fonts-dejavu-core faces are used: bold from weight 600, italics are the regular face slanted")
    func coreFacesOnly() {
        let engine = TextEngine.shared
        #expect(engine.metrics(for: TextFont(family: "DejaVu Sans", size: 12, weight: 500)).fontName == "DejaVuSans")
        #expect(engine.metrics(for: TextFont(family: "DejaVu Sans", size: 12, weight: 600)).fontName == "DejaVuSans-Bold")
        #expect(engine.metrics(for: TextFont(family: "DejaVu Sans", size: 12, weight: 200)).fontName == "DejaVuSans")
        #expect(engine.metrics(for: TextFont(family: "DejaVu Sans", size: 12, italic: true)).fontName == "DejaVuSans-Oblique")
        #expect(engine.familyNames.contains("DejaVu Sans"))
        #expect(!engine.familyNames.contains("DejaVu Sans Light"))
        #expect(!engine.familyNames.contains("DejaVu Sans Condensed"))
    }

    @Test("Metrics are DejaVu Sans's font units scaled to the point size (ascent 1901, descent 483, cap 1493, x 1120 of 2048)")
    func dejaVuMetrics() {
        let m = TextEngine.shared.metrics(for: TextFont(family: "DejaVu Sans", size: 12))
        #expect(abs(m.ascender - 1901.0 / 2048 * 12) <= pangoUnit)
        #expect(abs(m.descender + 483.0 / 2048 * 12) <= pangoUnit)
        #expect(m.leading == 0)
        #expect(abs(m.lineHeight - (m.ascender - m.descender + m.leading)) < 1e-9)
        #expect(abs(m.capHeight - 1493.0 / 2048 * 12) <= 2 * pangoUnit)
        #expect(abs(m.xHeight - 1120.0 / 2048 * 12) <= 2 * pangoUnit)
    }

    @Test("Sizes are points at any resolution: metrics scale linearly with the size (no 96 dpi factor, no hinting)")
    func metricsScaleLinearly() {
        let small = TextEngine.shared.metrics(for: TextFont(family: "DejaVu Sans", size: 10))
        let large = TextEngine.shared.metrics(for: TextFont(family: "DejaVu Sans", size: 30))
        #expect(abs(large.ascender - 3 * small.ascender) <= 3 * pangoUnit)
        #expect(abs(large.lineHeight - 3 * small.lineHeight) <= 6 * pangoUnit)
    }

    @Test("Sizes that are negative, NaN or enormous are clamped, never passed to Pango as is")
    func badSizes() {
        #expect(TextFont(family: "DejaVu Sans", size: -5).size == 0)
        #expect(TextFont(family: "DejaVu Sans", size: .nan).size == 0)
        #expect(TextFont(family: "DejaVu Sans", size: .infinity).size == TextFont.maximumSize)
        let zero = TextEngine.shared.metrics(for: TextFont(family: "DejaVu Sans", size: 0))
        #expect(zero.lineHeight == 0)
        #expect(zero.familyName == "DejaVu Sans")
    }
}

@Suite("Text engine: layout")
struct TextLayoutTests {
    @Test("A fixed string has a fixed width: \"Hello, World!\" in DejaVu Sans 12 pt is 77.947 pt wide, one 13.969 pt line")
    func deterministicWidth() {
        // Recorded once from this engine (DejaVu Sans 2.37, unhinted, unrounded positions, no
        // pair kerning — UIKit's default): 79818/1024 pt. A change here means fonts or shaping changed.
        let layout = TextLayout(string: "Hello, World!", attributes: sans(12))
        #expect(abs(layout.usedSize.width - 77.947265625) <= 2 * pangoUnit)
        #expect(abs(layout.usedSize.height - 13.96875) <= 2 * pangoUnit)
        #expect(layout.lines.count == 1)
        #expect(abs(layout.firstBaseline - 1901.0 / 2048 * 12) <= pangoUnit)
    }

    @Test("Width is linear in the font size: twice the size, twice the width")
    func doubleSizeDoubleWidth() {
        let w12 = TextLayout(string: pangram, attributes: sans(12)).usedSize.width
        let w24 = TextLayout(string: pangram, attributes: sans(24)).usedSize.width
        #expect(abs(w24 - 2 * w12) <= 0.01)
    }

    @Test("A longer string is wider; a bold face is wider than the regular one")
    func widthGrows() {
        let short = TextLayout(string: "Hello", attributes: sans(12)).usedSize.width
        let long = TextLayout(string: "Hello, World!", attributes: sans(12)).usedSize.width
        let bold = TextLayout(string: "Hello", attributes: sans(12, weight: 700)).usedSize.width
        #expect(short > 0 && long > short)
        #expect(bold > short)
    }

    @Test("Each paragraph is a line; lines are one line height apart")
    func paragraphsAreLines() {
        let layout = TextLayout(string: "one\ntwo\nthree", attributes: sans(12))
        #expect(layout.lines.count == 3)
        let lineHeight = TextEngine.shared.metrics(for: TextFont(family: "DejaVu Sans", size: 12)).lineHeight
        #expect(abs(layout.usedSize.height - 3 * lineHeight) <= 3 * pangoUnit)
        #expect(abs(layout.lines[1].baseline - layout.lines[0].baseline - lineHeight) <= pangoUnit)
    }

    @Test("Word wrapping at a width gives more lines, each no wider than the width, and a greater height")
    func wrapping() {
        let one = TextLayout(string: pangram, attributes: sans(12))
        let wrapped = TextLayout(string: pangram, attributes: sans(12), size: CGSize(width: 100, height: 0))
        #expect(one.lines.count == 1)
        #expect(wrapped.lines.count == 3)
        #expect(wrapped.usedSize.height > one.usedSize.height)
        #expect(wrapped.lines.allSatisfy { $0.frame.width <= 100 })
        #expect(wrapped.boxSize.width == 100)
    }

    @Test("A word longer than the width breaks between characters in word-wrapping mode")
    func longWordBreaks() {
        let layout = TextLayout(string: "Supercalifragilisticexpialidocious", attributes: sans(12), size: CGSize(width: 60, height: 0))
        #expect(layout.lines.count > 1)
        #expect(layout.lines.allSatisfy { $0.frame.width <= 60 })
    }

    @Test("Line spacing adds space between lines, not after the last")
    func lineSpacing() {
        var paragraph = TextParagraphStyle()
        paragraph.lineSpacing = 10
        let plain = TextLayout(string: "a\nb\nc", attributes: sans(12))
        let spaced = TextLayout(string: "a\nb\nc", attributes: sans(12), paragraph: paragraph)
        #expect(abs(spaced.usedSize.height - plain.usedSize.height - 20) <= 3 * pangoUnit)
    }

    @Test("Only lines that fit entirely in the height are kept; none if the first does not fit")
    func heightKeepsWholeLines() {
        let lineHeight = TextEngine.shared.metrics(for: TextFont(family: "DejaVu Sans", size: 12)).lineHeight
        let two = TextLayout(string: pangram, attributes: sans(12), size: CGSize(width: 100, height: 2.5 * lineHeight))
        #expect(two.lines.count == 2)
        #expect(abs(two.usedSize.height - 2 * lineHeight) <= 2 * pangoUnit)
        let none = TextLayout(string: pangram, attributes: sans(12), size: CGSize(width: 100, height: lineHeight / 2))
        #expect(none.lines.isEmpty && none.usedSize == .zero)
    }

    @Test("Truncating modes keep each paragraph on one line within the width; clipping keeps it whole")
    func truncationAndClipping() {
        var paragraph = TextParagraphStyle()
        paragraph.lineBreakMode = .truncatingTail
        let tail = TextLayout(string: pangram, attributes: sans(12), paragraph: paragraph, size: CGSize(width: 100, height: 0))
        #expect(tail.lines.count == 1)
        #expect(tail.usedSize.width <= 100)
        paragraph.lineBreakMode = .clipping
        let clipped = TextLayout(string: pangram, attributes: sans(12), paragraph: paragraph, size: CGSize(width: 100, height: 0))
        #expect(clipped.lines.count == 1)
        #expect(clipped.usedSize.width > 100)
    }

    @Test("truncatesLastVisibleLine ends the last line that fits with an ellipsis")
    func truncateLastVisibleLine() {
        let lineHeight = TextEngine.shared.metrics(for: TextFont(family: "DejaVu Sans", size: 12)).lineHeight
        var paragraph = TextParagraphStyle()
        paragraph.truncatesLastVisibleLine = true
        let layout = TextLayout(string: pangram, attributes: sans(12), paragraph: paragraph,
                                size: CGSize(width: 100, height: 2.2 * lineHeight))
        #expect(layout.lines.count == 2)
        #expect(layout.lines.allSatisfy { $0.frame.width <= 100 })
    }

    @Test("Alignment places lines within the container width: centered lines are centered, right ones flush right")
    func alignmentOffsets() {
        var paragraph = TextParagraphStyle()
        paragraph.alignment = .center
        let centered = TextLayout(string: "Hi", attributes: sans(12), paragraph: paragraph, size: CGSize(width: 200, height: 0))
        let line = centered.lines[0].frame
        #expect(abs(line.midX - 100) <= 0.01)
        paragraph.alignment = .right
        let right = TextLayout(string: "Hi", attributes: sans(12), paragraph: paragraph, size: CGSize(width: 200, height: 0))
        #expect(abs(right.lines[0].frame.maxX - 200) <= 0.01)
        paragraph.lineBreakMode = .clipping
        let clippedRight = TextLayout(string: "Hi", attributes: sans(12), paragraph: paragraph, size: CGSize(width: 200, height: 0))
        #expect(abs(clippedRight.lines[0].frame.maxX - 200) <= 0.01)
    }

    @Test("A first-line indent moves the first line right and widens the used size by as much")
    func firstLineIndent() {
        var paragraph = TextParagraphStyle()
        paragraph.firstLineHeadIndent = 20
        let plain = TextLayout(string: "Hello", attributes: sans(12))
        let indented = TextLayout(string: "Hello", attributes: sans(12), paragraph: paragraph)
        #expect(abs(indented.lines[0].frame.minX - 20) <= pangoUnit)
        #expect(abs(indented.usedSize.width - plain.usedSize.width - 20) <= 2 * pangoUnit)
    }

    @Test("A single line (baseline mode) keeps the first paragraph only, unaligned and unwrapped")
    func singleLine() {
        var paragraph = TextParagraphStyle()
        paragraph.alignment = .right
        let layout = TextLayout(string: "short\na much longer second line", attributes: sans(12), paragraph: paragraph,
                                size: CGSize(width: 10, height: 1), singleLine: true)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].frame.minX == 0)
        #expect(layout.containerWidth == nil)
        #expect(abs(layout.usedSize.width - TextLayout(string: "short", attributes: sans(12)).usedSize.width) <= pangoUnit)
    }

    @Test("Runs give ranges their own font: a larger run makes the line taller; UTF-16 ranges work past non-ASCII text")
    func runs() {
        let text = "héllo 😀 world"
        let count = text.utf16.count
        let plain = TextLayout(string: text, attributes: sans(12))
        let big = TextLayout(string: text, runs: [TextRun(range: 0..<count, attributes: sans(12)),
                                                  TextRun(range: (count - 5)..<count, attributes: sans(24))],
                             paragraph: TextParagraphStyle())
        #expect(big.usedSize.height > plain.usedSize.height)
        #expect(big.usedSize.width > plain.usedSize.width)
    }

    @Test("Kern adds space after characters: the line gets wider")
    func kern() {
        var kerned = sans(12)
        kerned.kern = 2
        let plain = TextLayout(string: "Hello", attributes: sans(12)).usedSize.width
        let spaced = TextLayout(string: "Hello", attributes: kerned).usedSize.width
        #expect(spaced > plain + 5)
    }

    @Test("Empty text, a zero-size font, NaN and infinite sizes lay out without crashing")
    func badInput() {
        #expect(TextLayout(string: "", attributes: sans(12)).usedSize == .zero)
        #expect(TextLayout(string: "abc", attributes: sans(0)).usedSize == .zero)
        #expect(TextLayout(string: "abc", runs: [], paragraph: TextParagraphStyle()).lines.isEmpty)
        let nan = TextLayout(string: pangram, attributes: sans(12), size: CGSize(width: CGFloat.nan, height: .nan))
        #expect(nan.lines.count == 1)
        let infinite = TextLayout(string: pangram, attributes: sans(12), size: CGSize(width: CGFloat.infinity, height: .greatestFiniteMagnitude))
        #expect(infinite.lines.count == 1)
        let negative = TextLayout(string: pangram, attributes: sans(12), size: CGSize(width: -50, height: -1))
        #expect(negative.lines.count == 1)
        let huge = TextLayout(string: "x", attributes: sans(1e12))
        #expect(huge.usedSize.height.isFinite && huge.usedSize.height > 0)
        var weird = sans(12)
        weird.kern = .nan
        #expect(TextLayout(string: "\0\u{FFFF}\r\n\t", attributes: weird).lines.count >= 1)
    }
}
