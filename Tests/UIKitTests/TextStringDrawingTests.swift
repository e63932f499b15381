import UIKitTesting
import Testing
import UIKit
import RuntimeSupport

/// A white bitmap of `w`×`h` points at `scale` with UIKit's flipped CTM (origin top-left,
/// y down), made current for the duration of `body`.
@MainActor
private func render(_ w: Int, _ h: Int, scale: CGFloat = 1, _ body: () -> Void) -> CGContext {
    let c = CGContext(data: nil, width: Int(CGFloat(w) * scale), height: Int(CGFloat(h) * scale), bitsPerComponent: 8,
                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    c.setFillColor(gray: 1, alpha: 1)
    c.fill(CGRect(x: 0, y: 0, width: c.width, height: c.height))
    c.translateBy(x: 0, y: CGFloat(c.height))
    c.scaleBy(x: scale, y: -scale)
    UIGraphicsPushContext(c)
    body()
    UIGraphicsPopContext()
    c.flush()
    return c
}

/// Device pixels matching `test` (row 0 at the top).
private struct Ink {
    var points: [(x: Int, y: Int)] = []
    var isEmpty: Bool { points.isEmpty }
    var minX: Int { points.map(\.x).min() ?? -1 }
    var maxX: Int { points.map(\.x).max() ?? -1 }
    var minY: Int { points.map(\.y).min() ?? -1 }
    var maxY: Int { points.map(\.y).max() ?? -1 }
    var midX: Double { Double(minX + maxX) / 2 }
    var widestRow: Int {
        var counts: [Int: Int] = [:]
        for p in points { counts[p.y, default: 0] += 1 }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? -1
    }

    init(_ c: CGContext, _ test: (Int, Int, Int) -> Bool = { r, g, b in r + g + b < 600 }) {
        let buffer = c.buffer!
        for y in 0..<c.height {
            for x in 0..<c.width {
                let p = buffer.pixel(x: x, y: y)
                if test(Int(p.r), Int(p.g), Int(p.b)) { points.append((x, y)) }
            }
        }
    }
}

private let pangram = "The quick brown fox jumps over the lazy dog"

@Suite("String measuring", .freshContext)
struct TextStringMeasuringTests {
    @Test("size(withAttributes:) grows with the string's length and with the font size; twice the size is twice as wide (a font without size-dependent tracking)")
    func sizeGrows() {
        let f12: [NSAttributedString.Key: Any] = [.font: UIFont(name: "Helvetica", size: 12)!]
        let f24: [NSAttributedString.Key: Any] = [.font: UIFont(name: "Helvetica", size: 24)!]
        let short = "Hello".size(withAttributes: f12)
        let long = "Hello, World!".size(withAttributes: f12)
        let big = "Hello".size(withAttributes: f24)
        #expect(long.width > short.width && long.height == short.height)
        #expect(big.width > short.width && big.height > short.height)
        #expect(abs(big.width - 2 * short.width) < 0.01)
        #expect(abs("Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]).height - UIFont.systemFont(ofSize: 12).lineHeight) < 0.002)
    }

    @Test("\"Hello, World!\" in the 12 pt system font measures 72.104 × 14.320 pt (recorded once; Inter, San Francisco's line box)")
    func deterministicSize() {
        // Recorded from this implementation: Inter 12 pt (San Francisco's tracking is 0 at 12
        // pt), unhinted, not pair-kerned, in San Francisco's 2444/2048 em line. Any change means
        // the fonts or the shaping changed, and every snapshot with text will move.
        let size = "Hello, World!".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        #expect(abs(size.width - 72.103515625) < 0.002)
        #expect(abs(size.height - 14.3203125) < 0.002)
    }

    @Test("Without a font, string drawing uses Helvetica 12 pt (Liberation Sans 12 here)")
    func defaultFont() {
        let implicit = "Hello".size(withAttributes: nil)
        let explicit = "Hello".size(withAttributes: [.font: UIFont(name: "Helvetica", size: 12)!])
        #expect(implicit == explicit)
        #expect(implicit.width > 0)
    }

    @Test("NSString and String measure alike")
    func nsStringMatches() {
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 15)]
        #expect(NSString(string: pangram).size(withAttributes: attrs) == pangram.size(withAttributes: attrs))
    }

    @Test("Each line of a multi-line string adds a line height to size(withAttributes:)")
    func newlines() {
        let font = UIFont.systemFont(ofSize: 14)
        let size = "a\nb\nc".size(withAttributes: [.font: font])
        #expect(abs(size.height - 3 * font.lineHeight) < 0.005)
    }

    @Test("boundingRect with .usesLineFragmentOrigin wraps at the width: more lines, greater height, no wider than the width")
    func boundingRectWraps() {
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12)]
        let one = pangram.boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        let wrapped = pangram.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                           attributes: attrs, context: nil)
        #expect(one.origin == .zero && wrapped.origin == .zero)
        #expect(wrapped.width <= 100)
        #expect(abs(wrapped.height - 3 * one.height) < 0.01)
    }

    @Test("boundingRect with a height of 0 means no height limit, as UIKit code relies on")
    func zeroHeightUnlimited() {
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12)]
        let rect = pangram.boundingRect(with: CGSize(width: 100, height: 0), options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        #expect(rect.height > 2 * UIFont.systemFont(ofSize: 12).lineHeight)
    }

    @Test("boundingRect without .usesLineFragmentOrigin is one line, measured from its baseline origin (y = -ascender)")
    func boundingRectSingleLine() {
        let font = UIFont.systemFont(ofSize: 12)
        let attrs: [NSAttributedString.Key: Any] = [.font: font]
        let rect = pangram.boundingRect(with: CGSize(width: 100, height: 100), options: [], attributes: attrs, context: nil)
        #expect(rect.width > 100)
        #expect(abs(rect.minY + font.ascender) < 0.002)
        #expect(abs(rect.height - font.lineHeight) < 0.002)
    }

    @Test("A drawing context reports the bounds of the last measurement")
    func drawingContext() {
        let context = NSStringDrawingContext()
        let rect = "Hi".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: nil, context: context)
        #expect(context.totalBounds == rect)
        #expect(context.actualScaleFactor == 1)
    }

    @Test("Empty strings, NaN, zero and negative sizes measure without crashing")
    func badInput() {
        #expect("".size(withAttributes: nil) == .zero)
        #expect("".boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, attributes: nil, context: nil) == .zero)
        let nan = pangram.boundingRect(with: CGSize(width: CGFloat.nan, height: .nan), options: .usesLineFragmentOrigin, attributes: nil, context: nil)
        #expect(nan.width > 100 && nan.height > 0)
        let zero = pangram.boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: nil, context: nil)
        #expect(zero == nan)
        let negative = pangram.boundingRect(with: CGSize(width: -10, height: -10), options: .usesLineFragmentOrigin, attributes: nil, context: nil)
        #expect(negative == nan)
        let wrongTypes: [NSAttributedString.Key: Any] = [.font: "Helvetica", .foregroundColor: 3, .kern: "wide", .paragraphStyle: 1]
        #expect("abc".size(withAttributes: wrongTypes) == "abc".size(withAttributes: nil))
    }
}

@Suite("String drawing", .freshContext)
@MainActor
struct TextStringDrawingTests {
    @Test("Text draws in its foreground color; without one, in black (never the context's fill color)")
    func colors() {
        let red = render(100, 60) {
            "H".draw(at: CGPoint(x: 10, y: 5), withAttributes: [.font: UIFont.systemFont(ofSize: 40), .foregroundColor: UIColor.red])
        }
        #expect(Ink(red) { r, g, b in r > 240 && g < 20 && b < 20 }.points.count > 50)
        let black = render(100, 60) {
            UIColor.green.setFill()
            "H".draw(at: CGPoint(x: 10, y: 5), withAttributes: [.font: UIFont.systemFont(ofSize: 40)])
        }
        #expect(Ink(black) { r, g, b in r < 10 && g < 10 && b < 10 }.points.count > 50)
        #expect(Ink(black) { r, g, _ in g > 200 && r < 100 }.isEmpty)
    }

    @Test("In UIKit's flipped context text is upright: the T's crossbar is above its stem's bottom; the box's top is at the point")
    func upright() {
        let font = UIFont.systemFont(ofSize: 60)
        let c = render(100, 100) { "T".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font]) }
        let ink = Ink(c)
        #expect(!ink.isEmpty)
        #expect(ink.widestRow < (ink.minY + ink.maxY) / 2)
        // The T's top is the cap height below the baseline, which is the ascender below y 10.
        #expect(abs(Double(ink.minY) - Double(10 + font.ascender - font.capHeight)) <= 1.5)
    }

    @Test("At 2× scale the glyphs are drawn twice as large in pixels, at the same place in points")
    func retina() {
        let font = UIFont.systemFont(ofSize: 20)
        let c1 = render(60, 40) { "H".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font]) }
        let c2 = render(60, 40, scale: 2) { "H".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font]) }
        let i1 = Ink(c1), i2 = Ink(c2)
        #expect(abs(Double(i2.maxY - i2.minY) - 2 * Double(i1.maxY - i1.minY)) <= 2)
        #expect(abs(Double(i2.minX) - 2 * Double(i1.minX)) <= 2)
    }

    @Test("Center and right alignment in draw(in:) move the ink to the rect's middle and right edge")
    func alignment() {
        func mid(_ alignment: NSTextAlignment) -> Double {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let c = render(300, 40) {
                "Hi".draw(in: CGRect(x: 0, y: 5, width: 300, height: 30),
                          withAttributes: [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style])
            }
            return Ink(c).midX
        }
        #expect(mid(.left) < 30)
        #expect(mid(.natural) < 30)
        #expect(abs(mid(.center) - 150) <= 3)
        #expect(mid(.right) > 270)
    }

    @Test("draw(in:) wraps at the rect's width and keeps only the lines that fit its height")
    func drawInWrapsAndClips() {
        let font = UIFont.systemFont(ofSize: 12)
        let attrs: [NSAttributedString.Key: Any] = [.font: font]
        let all = render(120, 100) { pangram.draw(in: CGRect(x: 0, y: 0, width: 100, height: 100), withAttributes: attrs) }
        let two = render(120, 100) { pangram.draw(in: CGRect(x: 0, y: 0, width: 100, height: 2.5 * font.lineHeight), withAttributes: attrs) }
        #expect(Ink(all).maxX < 100)
        #expect(Double(Ink(all).maxY) > 2 * Double(font.lineHeight))
        #expect(Double(Ink(two).maxY) < 2 * Double(font.lineHeight) + 1)
        let none = render(120, 100) { pangram.draw(in: CGRect(x: 0, y: 0, width: 100, height: 5), withAttributes: attrs) }
        #expect(Ink(none).isEmpty)
    }

    @Test("Truncating tail keeps one line inside the rect's width")
    func truncation() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let c = render(200, 60) {
            pangram.draw(in: CGRect(x: 0, y: 0, width: 100, height: 60),
                         withAttributes: [.font: UIFont.systemFont(ofSize: 12), .paragraphStyle: style])
        }
        let ink = Ink(c)
        #expect(ink.maxX < 100)
        #expect(Double(ink.maxY) < UIFont.systemFont(ofSize: 12).lineHeight + 1)
    }

    @Test("draw(with:) without .usesLineFragmentOrigin puts the baseline at the rect's origin")
    func baselineDrawing() {
        let c = render(100, 100) {
            "H".draw(with: CGRect(x: 10, y: 70, width: 0, height: 0), options: [],
                     attributes: [.font: UIFont.systemFont(ofSize: 40)], context: nil)
        }
        #expect(abs(Ink(c).maxY - 69) <= 1)
    }

    @Test("Drawing without a current context, with NaN geometry or an empty string draws nothing; bad geometry is reported")
    func badInput() {
        "no context".draw(at: .zero, withAttributes: nil)
        var c: CGContext?
        let messages = RuntimeIssue.capture {
            c = render(50, 50) {
                "".draw(at: CGPoint(x: 5, y: 5), withAttributes: nil)
                "x".draw(at: CGPoint(x: CGFloat.nan, y: 5), withAttributes: nil)
                "x".draw(in: CGRect(x: 0, y: CGFloat.nan, width: 40, height: 40), withAttributes: nil)
                "x".draw(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 40), withAttributes: nil)
                "x".draw(with: CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10), options: [], attributes: nil, context: nil)
            }
        }
        #expect(Ink(c!).isEmpty)
        #expect(messages.count == 4)
        let zeroWidth = render(200, 50) { "wide text".draw(in: CGRect(x: 0, y: 0, width: 0, height: 40), withAttributes: nil) }
        #expect(!Ink(zeroWidth).isEmpty)
    }
}
