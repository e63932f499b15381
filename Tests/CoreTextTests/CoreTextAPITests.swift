import Foundation
import Testing
@testable import CoreGraphics
@testable import CoreText

/// Core Text's own API on the text engine: fonts by Apple's names, lines drawn at the text
/// position with glyphs up user space's +y, framesetters that wrap to a width.
@Suite("Core Text: CTFont, CTLine, CTFramesetter")
struct CoreTextAPITests {
    /// A white y-up bitmap context of `w`×`h` pixels, and the rows (0 at the top of the image)
    /// and columns where something darker than white was drawn.
    struct Canvas {
        let context: CGContext
        init(_ w: Int, _ h: Int) {
            context = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            context.setFillColor(gray: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: w, height: h))
        }
        var inkRows: [Int] { ink.map(\.y) }
        var inkColumns: [Int] { ink.map(\.x) }
        var ink: [(x: Int, y: Int)] {
            context.flush()
            var found: [(x: Int, y: Int)] = []
            for y in 0..<context.height {
                for x in 0..<context.width {
                    let p = context.buffer!.pixel(x: x, y: y)
                    if Int(p.r) + Int(p.g) + Int(p.b) < 600 { found.append((x, y)) }
                }
            }
            return found
        }
        /// Rows top to bottom, each as a string of '#' (ink) and '.'.
        var picture: [String] {
            context.flush()
            return (0..<context.height).map { y in
                String((0..<context.width).map { x in
                    let p = context.buffer!.pixel(x: x, y: y)
                    return Int(p.r) + Int(p.g) + Int(p.b) < 600 ? "#" : "."
                })
            }
        }
    }

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
        let up = Canvas(40, 40)
        up.context.textPosition = CGPoint(x: 10, y: 10)              // 10 above the bottom edge
        CTLineDraw(line, up.context)
        let rows = up.inkRows
        #expect(rows.max() == 29)                                     // the baseline: image row 40 - 10 - 1
        #expect(rows.min()! < 20)                                     // the T rises above it
        // A T's bar is its widest row, at the top when upright.
        let upright = up.picture
        let barRow = upright.indices.max { upright[$0].filter { $0 == "#" }.count < upright[$1].filter { $0 == "#" }.count }!
        #expect(barRow == rows.min())

        let flipped = Canvas(40, 40)
        flipped.context.translateBy(x: 0, y: 40)
        flipped.context.scaleBy(x: 1, y: -1)                          // UIKit's y-down user space
        flipped.context.textPosition = CGPoint(x: 10, y: 10)          // 10 below the top edge
        CTLineDraw(line, flipped.context)
        // The flipped context mirrors the glyph about its baseline: row k below it is row k
        // above it in the upright drawing, and the bar is now at the bottom.
        let mirrored = flipped.picture
        for k in 0...(29 - rows.min()!) { #expect(mirrored[10 + k] == upright[29 - k], "row \(k) from the baseline") }
        let flippedRows = flipped.inkRows
        let bar = flipped.picture.indices.max { flipped.picture[$0].filter { $0 == "#" }.count < flipped.picture[$1].filter { $0 == "#" }.count }!
        #expect(bar >= flippedRows.max()! - 1)                        // the bar's two antialiased rows
        #expect(flippedRows.min() == 10)                              // the baseline, the glyph hanging below it
    }

    @Test("The text matrix transforms glyphs about the text position: a y-flip matrix makes a flipped context's text upright")
    func textMatrix() {
        let line = CTLineCreateWithAttributedString(text("T"))
        let c = Canvas(40, 40)
        c.context.translateBy(x: 0, y: 40)
        c.context.scaleBy(x: 1, y: -1)
        c.context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        c.context.textPosition = CGPoint(x: 10, y: 30)
        CTLineDraw(line, c.context)
        let rows = c.inkRows
        #expect(rows.max() == 29)                                     // baseline at the bottom of the ink again
        let bar = c.picture.indices.max { c.picture[$0].filter { $0 == "#" }.count < c.picture[$1].filter { $0 == "#" }.count }!
        #expect(bar == rows.min())                                    // upright
        #expect(c.context.textMatrix == CGAffineTransform(scaleX: 1, y: -1))   // drawing leaves it as it was
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
        let c = Canvas(140, 120)
        let setter = CTFramesetterCreateWithAttributedString(text("The quick brown fox jumps over the lazy dog"))
        let frame = CTFramesetterCreateFrame(setter, CFRange(), CGPath(rect: CGRect(x: 10, y: 10, width: 120, height: 100), transform: nil), nil)
        CTFrameDraw(frame, c.context)
        let rows = c.inkRows, columns = c.inkColumns
        #expect(rows.min()! >= 10 && rows.min()! < 16)                // the rect's top is image row 120 - 110 = 10
        #expect(rows.max()! > 50)                                     // several lines down
        #expect(columns.min()! >= 9 && columns.max()! < 131, "\(columns.min()!)…\(columns.max()!)")   // within the rect, but for a glyph's overhang
    }
}
