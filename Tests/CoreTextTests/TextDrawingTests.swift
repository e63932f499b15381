import Foundation
import Testing
@testable import CoreGraphics
@testable import CoreText

private func attributes(_ size: CGFloat, color: CGColor = .black) -> TextAttributes {
    TextAttributes(font: TextFont(family: "DejaVu Sans", size: size), color: color)
}

@Suite("Text engine: drawing into CGContext")
struct TextDrawingTests {
    @Test("Text draws in its attribute color, not the context's fill color")
    func color() {
        let c = canvas(120, 60)
        c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        c.draw(TextLayout(string: "H", attributes: attributes(40, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))),
               in: CGRect(x: 10, y: 5, width: 100, height: 50))
        let red = Ink(c) { r, g, b in r > 240 && g < 20 && b < 20 }
        let green = Ink(c) { r, g, b in g > 200 && r < 100 }
        #expect(red.points.count > 50)
        #expect(green.isEmpty)
    }

    @Test("In a y-up Core Graphics context text is upright: the T's crossbar is above the bottom of its stem")
    func uprightInYUpContext() {
        let c = canvas(100, 100)
        c.draw(TextLayout(string: "T", attributes: attributes(60)), in: CGRect(x: 10, y: 10, width: 80, height: 80))
        let ink = Ink(c)
        #expect(!ink.isEmpty)
        #expect(ink.widestRow < (ink.minY + ink.maxY) / 2)
        // The box's top is at user y 90 (memory row 10); the glyph's top is below it.
        #expect(ink.minY >= 10 && ink.minY < 30)
    }

    @Test("In a flipped UIKit-style context (y down) text is upright too, its box's top at the rect's minY")
    func uprightInFlippedContext() {
        let c = canvas(100, 100)
        c.translateBy(x: 0, y: 100)
        c.scaleBy(x: 1, y: -1)
        let layout = TextLayout(string: "T", attributes: attributes(60))
        c.draw(layout, in: CGRect(x: 10, y: 10, width: 80, height: 80))
        let ink = Ink(c)
        #expect(ink.widestRow < (ink.minY + ink.maxY) / 2)
        // The T's ink starts at baseline - cap height below the box top (row 10).
        let m = TextEngine.shared.metrics(for: TextFont(family: "DejaVu Sans", size: 60))
        #expect(abs(Double(ink.minY) - Double(10 + layout.firstBaseline - m.capHeight)) <= 1.5)
    }

    @Test("Drawing at a baseline puts the baseline there: the ink of \"H\" ends on it")
    func baselineOrigin() {
        let c = canvas(100, 100)
        c.translateBy(x: 0, y: 100)
        c.scaleBy(x: 1, y: -1)
        c.draw(TextLayout(string: "H", attributes: attributes(40), singleLine: true), baselineAt: CGPoint(x: 10, y: 70))
        let ink = Ink(c)
        #expect(abs(ink.maxY - 69) <= 1)
    }

    @Test("A scaled CTM scales the glyphs: at 2× the ink is twice as tall, drawn at device resolution")
    func scaledContext() {
        let m = TextEngine.shared.metrics(for: TextFont(family: "DejaVu Sans", size: 20))
        let c = canvas(200, 200)
        c.translateBy(x: 0, y: 200)
        c.scaleBy(x: 2, y: -2)
        c.draw(TextLayout(string: "H", attributes: attributes(20)), in: CGRect(x: 5, y: 5, width: 90, height: 90))
        let ink = Ink(c)
        let height = Double(ink.maxY - ink.minY + 1)
        #expect(abs(height - 2 * Double(m.capHeight)) <= 2)
    }

    @Test("Center and right alignment move the ink within the container width")
    func alignmentMovesInk() {
        func inkMid(_ alignment: TextAlignment) -> Double {
            let c = canvas(300, 40)
            c.translateBy(x: 0, y: 40)
            c.scaleBy(x: 1, y: -1)
            var paragraph = TextParagraphStyle()
            paragraph.alignment = alignment
            let layout = TextLayout(string: "Hi", attributes: attributes(20), paragraph: paragraph, size: CGSize(width: 300, height: 0))
            c.draw(layout, in: CGRect(x: 0, y: 5, width: 300, height: 30))
            return Ink(c).midX
        }
        let left = inkMid(.left), center = inkMid(.center), right = inkMid(.right)
        #expect(left < 30)
        #expect(abs(center - 150) <= 3)
        #expect(right > 270)
    }

    @Test("Clipping mode cuts the line off at the container's right edge; word wrapping would have wrapped it")
    func clippingCutsInk() {
        let c = canvas(300, 40)
        c.translateBy(x: 0, y: 40)
        c.scaleBy(x: 1, y: -1)
        var paragraph = TextParagraphStyle()
        paragraph.lineBreakMode = .clipping
        let layout = TextLayout(string: "The quick brown fox jumps over the lazy dog", attributes: attributes(14),
                                paragraph: paragraph, size: CGSize(width: 100, height: 0))
        c.draw(layout, in: CGRect(x: 10, y: 5, width: 100, height: 30))
        let ink = Ink(c)
        #expect(ink.maxX < 110 && ink.maxX > 100)
        #expect(ink.maxY < 30)
    }

    @Test("Global alpha applies to text: half alpha gives half coverage")
    func globalAlpha() {
        let c = canvas(100, 60)
        c.setAlpha(0.5)
        c.draw(TextLayout(string: "H", attributes: attributes(40)), in: CGRect(x: 10, y: 5, width: 80, height: 50))
        let solid = Ink(c) { r, _, _ in r < 10 }
        let half = Ink(c) { r, _, _ in r > 120 && r < 135 }
        #expect(solid.isEmpty)
        #expect(half.points.count > 50)
    }

    @Test("A background color fills behind the run")
    func background() {
        let c = canvas(100, 60)
        let a = TextAttributes(font: TextFont(family: "DejaVu Sans", size: 20), color: .black,
                               backgroundColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        c.draw(TextLayout(string: "ab", attributes: a), in: CGRect(x: 10, y: 10, width: 80, height: 40))
        let blue = Ink(c) { r, g, b in b > 240 && r < 20 && g < 20 }
        #expect(blue.points.count > 100)
    }

    @Test("Empty layouts, NaN and infinite rects draw nothing and do not crash")
    func badInput() {
        let c = canvas(50, 50)
        c.draw(TextLayout(string: "", attributes: attributes(12)), in: CGRect(x: 0, y: 0, width: 50, height: 50))
        c.draw(TextLayout(string: "x", attributes: attributes(12)), in: CGRect(x: CGFloat.nan, y: 0, width: 50, height: 50))
        c.draw(TextLayout(string: "x", attributes: attributes(12)), baselineAt: CGPoint(x: 0, y: CGFloat.infinity))
        #expect(Ink(c).isEmpty)
        c.draw(TextLayout(string: "x", attributes: attributes(12)), in: CGRect(x: 5, y: 5, width: CGFloat.infinity, height: .nan))
        #expect(!Ink(c).isEmpty)
    }
}
