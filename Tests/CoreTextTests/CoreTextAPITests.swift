import Foundation
import Testing
@testable import CoreGraphics
@testable import CoreText

/// Core Text's own API on the text engine: fonts by Apple's names, lines drawn at the text
/// position with glyphs up user space's +y, framesetters that wrap to a width.
@Suite("Core Text: CTFont, CTLine, CTFramesetter")
struct CoreTextAPITests {
    func text(_ string: String, font: CTFont = CTFontCreateWithName("Helvetica" as CFString, 20, nil)) -> NSAttributedString {
        NSAttributedString(string: string, attributes: [NSAttributedString.Key("NSFont"): font])
    }

    @Test("CTFontCreateWithName resolves Apple's names to the faces drawn, at the size asked; size 0 is Core Text's 12")
    func fontsByName() {
        let bold = CTFontCreateWithName("Helvetica-Bold" as CFString, 14, nil)
        #expect(CTFontGetSize(bold) == 14)
        #expect(CTFontCopyFamilyName(bold) as String == "Liberation Sans")
        #expect(CTFontCopyPostScriptName(bold) as String == "LiberationSans-Bold")
        #expect(CTFontGetAscent(bold) > 10 && CTFontGetAscent(bold) < 16)
        #expect(CTFontGetDescent(bold) > 2 && CTFontGetDescent(bold) < 6)      // positive, as Core Text reports it
        #expect(CTFontGetCapHeight(bold) > CTFontGetXHeight(bold))
        #expect(CTFontGetSize(CTFontCreateWithName("Helvetica" as CFString, 0, nil)) == 12)
        #expect(CTFontGetSize(CTFontCreateCopyWithAttributes(bold, 30, nil, nil)) == 30)
        var twice = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CTFontGetSize(CTFontCreateWithName("Menlo" as CFString, 10, &twice)) == 20)
        #expect(CTFontCopyFamilyName(CTFontCreateWithName("NoSuchFont-Regular" as CFString, 12, nil)) as String == "Liberation Sans")
    }

    @Test("A CTLine measures like the font: width grows with the text, ascent and descent are the font's, caret offsets are monotonic")
    func lineMetrics() {
        let font = CTFontCreateWithName("Helvetica" as CFString, 20, nil)
        let short = CTLineCreateWithAttributedString(text("Hello", font: font))
        let long = CTLineCreateWithAttributedString(text("Hello, world", font: font))
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = -1
        let width = CTLineGetTypographicBounds(short, &ascent, &descent, &leading)
        #expect(width > 30 && width < CTLineGetTypographicBounds(long, nil, nil, nil))
        #expect(abs(ascent - CTFontGetAscent(font)) < 0.5)
        #expect(abs(descent - CTFontGetDescent(font)) < 0.5)
        #expect(leading == 0)
        #expect(CTLineGetStringRange(long) == CFRange(location: 0, length: 12))
        let offsets = (0...5).map { CTLineGetOffsetForStringIndex(short, $0, nil) }
        #expect(offsets.first == 0)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        #expect(abs(Double(offsets[5]) - width) < 0.5)
        #expect(CTLineGetStringIndexForPosition(short, CGPoint(x: offsets[2] + 0.5, y: 0)) == 2)
    }

    @Test("CTLineDraw puts the baseline at the text position, glyphs upright in a y-up context and mirrored in a flipped one, as on iOS")
    func lineDrawing() {
        let line = CTLineCreateWithAttributedString(text("T"))
        let up = canvas(40, 40)
        up.textPosition = CGPoint(x: 10, y: 10)                       // 10 above the bottom edge
        CTLineDraw(line, up)
        let upright = Ink(up)
        #expect(upright.maxY == 29)                                   // the baseline: image row 40 - 10 - 1
        #expect(upright.minY < 20)                                    // the T rises above it
        #expect(upright.widestRow == upright.minY)                    // its bar on top: upright

        let flipped = canvas(40, 40)
        flipped.translateBy(x: 0, y: 40)
        flipped.scaleBy(x: 1, y: -1)                                  // UIKit's y-down user space
        flipped.textPosition = CGPoint(x: 10, y: 10)                  // 10 below the top edge
        CTLineDraw(line, flipped)
        // The glyph is mirrored about the baseline: every pixel of the upright drawing at row y
        // is at row 39 − y, so the T hangs below the baseline with its bar at the bottom.
        let mirrored = Ink(flipped)
        #expect(Set(mirrored.points.map { "\($0.x),\($0.y)" }) == Set(upright.points.map { "\($0.x),\(39 - $0.y)" }))
        #expect(mirrored.minY == 10)
    }

    @Test("The text matrix transforms glyphs about the text position: a y-flip matrix makes a flipped context's text upright")
    func textMatrix() {
        let line = CTLineCreateWithAttributedString(text("T"))
        let c = canvas(40, 40)
        c.translateBy(x: 0, y: 40)
        c.scaleBy(x: 1, y: -1)
        c.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        c.textPosition = CGPoint(x: 10, y: 30)
        CTLineDraw(line, c)
        let ink = Ink(c)
        #expect(ink.maxY == 29)                                       // baseline at the bottom of the ink again
        #expect(ink.widestRow == ink.minY)                            // upright
        #expect(c.textMatrix == CGAffineTransform(scaleX: 1, y: -1))  // drawing leaves it as it was
    }

    @Test("A framesetter wraps to the width it is given; the suggested size and the frame's lines and visible range agree")
    func framesetter() {
        let string = text("The quick brown fox jumps over the lazy dog")
        let setter = CTFramesetterCreateWithAttributedString(string)
        var fit = CFRange()
        let one = CTFramesetterSuggestFrameSizeWithConstraints(setter, CFRange(), nil,
                                                               CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), &fit)
        #expect(fit == CFRange(location: 0, length: string.length))
        let narrow = CTFramesetterSuggestFrameSizeWithConstraints(setter, CFRange(), nil, CGSize(width: 120, height: 1000), &fit)
        #expect(narrow.width <= 120 && narrow.height > 2 * one.height)
        #expect(fit.length == string.length)

        let frame = CTFramesetterCreateFrame(setter, CFRange(), CGPath(rect: CGRect(x: 5, y: 5, width: 120, height: 300), transform: nil), nil)
        let lines = CTFrameGetLines(frame) as! [CTLine]
        #expect(lines.count >= 3)
        var origins = [CGPoint](repeating: .zero, count: lines.count)
        CTFrameGetLineOrigins(frame, CFRange(), &origins)
        #expect(zip(origins, origins.dropFirst()).allSatisfy { $0.y > $1.y })     // y up: each line below the last
        #expect(origins[0].y < 300 && origins[0].y > 300 - 30)
        #expect(lines.map { CTLineGetStringRange($0).length }.reduce(0, +) <= string.length)
        #expect(CTFrameGetVisibleStringRange(frame).length == string.length)

        let short = CTFramesetterCreateFrame(setter, CFRange(), CGPath(rect: CGRect(x: 0, y: 0, width: 120, height: 30), transform: nil), nil)
        #expect(CTFrameGetVisibleStringRange(short).length < string.length)      // only the lines that fit
    }

    @Test("CTFrameDraw starts at the top of the frame's rectangle in a y-up context and goes down")
    func frameDrawing() {
        let c = canvas(140, 120)
        let setter = CTFramesetterCreateWithAttributedString(text("The quick brown fox jumps over the lazy dog"))
        let frame = CTFramesetterCreateFrame(setter, CFRange(), CGPath(rect: CGRect(x: 10, y: 10, width: 120, height: 100), transform: nil), nil)
        CTFrameDraw(frame, c)
        let ink = Ink(c)
        #expect(ink.minY >= 10 && ink.minY < 16)                      // the rect's top is image row 120 - 110 = 10
        #expect(ink.maxY > 50)                                        // several lines down
        #expect(ink.minX >= 9 && ink.maxX < 131, "\(ink.minX)…\(ink.maxX)")   // within the rect, but for a glyph's overhang
    }
}
