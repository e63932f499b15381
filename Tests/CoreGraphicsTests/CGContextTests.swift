import Testing
@testable import CoreGraphics
import RuntimeSupport

/// An 8-bit premultiplied BGRA bitmap context, the layout UIKit uses.
private func bitmap(_ w: Int, _ h: Int) -> CGContext {
    CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(),
              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}

/// The pixel at (x, y) counted from the top-left of memory, as premultiplied (r, g, b, a).
private func pixel(_ c: CGContext, _ x: Int, _ y: Int) -> [Int] {
    c.flush()
    let p = c.buffer!.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}

private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 1) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite("CGContext bitmap contexts")
struct CGContextBitmapTests {
    @Test("A bitmap context starts transparent black, with an identity CTM in bottom-left device space")
    func initialState() {
        let c = bitmap(4, 3)
        #expect(c.width == 4 && c.height == 3 && c.bitsPerComponent == 8 && c.bitsPerPixel == 32)
        #expect(c.bytesPerRow >= 16)
        #expect(c.ctm == .identity)
        #expect(pixel(c, 0, 0) == [0, 0, 0, 0])
    }

    @Test("The origin is at the bottom-left: filling y 0..1 paints the last row of memory")
    func bottomLeftOrigin() {
        let c = bitmap(4, 4)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(pixel(c, 0, 3) == [255, 0, 0, 255])
        #expect(pixel(c, 0, 0) == [0, 0, 0, 0])
    }

    @Test("Layouts CGBitmapContextCreate refuses (16-bit alpha first, unpremultiplied alpha, RGB without padding, gray with color alpha, 8-bit float) give nil")
    func unsupportedLayouts() {
        let rgb = CGColorSpaceCreateDeviceRGB(), gray = CGColorSpaceCreateDeviceGray()
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) == nil)
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.none.rawValue) == nil)
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: gray,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue) == nil)
    }

    @Test("Empty, enormous or inconsistent sizes give nil, never a huge allocation")
    func badSizes() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 10_000_000, height: 10_000_000, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        var memory = [UInt8](repeating: 0, count: 64)
        let short = memory.withUnsafeMutableBytes {
            CGContext(data: $0.baseAddress, width: 8, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: rgb, bitmapInfo: info)
        }
        #expect(short == nil)
    }

    @Test("Drawing into caller-provided memory writes that memory, in BGRA byte order")
    func callerMemory() {
        var memory = [UInt8](repeating: 0, count: 4 * 2 * 2)
        memory.withUnsafeMutableBytes { raw in
            let c = CGContext(data: raw.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                              space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            c.flush()
        }
        #expect(Array(memory[0..<4]) == [255, 0, 0, 255])
    }

    @Test("makeImage snapshots the pixels; later drawing does not change the image")
    func makeImage() {
        let c = bitmap(2, 2)
        c.setFillColor(gray: 1, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = c.makeImage()!
        c.clear(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(image.width == 2 && image.height == 2)
        let p = image.buffer.pixel(x: 0, y: 0)
        #expect(p.a == 255 && p.r == 255)
        #expect(pixel(c, 0, 0) == [0, 0, 0, 0])
    }
}

@Suite("CGContext state, transforms and clipping")
struct CGContextStateTests {
    @Test("CTM operations prepend to the CTM, like CGAffineTransform's translatedBy/scaledBy/rotated")
    func ctmOperations() {
        let c = bitmap(10, 10)
        c.translateBy(x: 5, y: 2)
        c.scaleBy(x: 2, y: 3)
        #expect(c.ctm == CGAffineTransform.identity.translatedBy(x: 5, y: 2).scaledBy(x: 2, y: 3))
        c.concatenate(CGAffineTransform(translationX: 1, y: 1))
        #expect(c.ctm == CGAffineTransform.identity.translatedBy(x: 5, y: 2).scaledBy(x: 2, y: 3).translatedBy(x: 1, y: 1))
        let before = c.ctm
        c.rotate(by: .pi / 2)
        let expected = before.rotated(by: .pi / 2)
        #expect(abs(c.ctm.a - expected.a) < 1e-12 && abs(c.ctm.c - expected.c) < 1e-12)
    }

    @Test("saveGState/restoreGState restore the CTM, colors, alpha and clip")
    func saveRestore() {
        let c = bitmap(4, 4)
        c.saveGState()
        c.translateBy(x: 2, y: 0)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.setAlpha(0.5)
        c.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        c.restoreGState()
        #expect(c.ctm == .identity)
        #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 4, height: 4))
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(pixel(c, 3, 0) == [0, 0, 0, 255])   // black, full alpha: the saved defaults
    }

    @Test("An unbalanced restoreGState is reported and ignored")
    func unbalancedRestore() {
        let c = bitmap(1, 1)
        let issues = RuntimeIssue.capture { c.restoreGState() }
        #expect(issues.count == 1)
    }

    @Test("Clipping to a rect limits drawing; boundingBoxOfClipPath reports it in user space")
    func clipRect() {
        let c = bitmap(4, 4)
        c.translateBy(x: 1, y: 0)
        c.clip(to: CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 2, height: 4))
        c.setFillColor(gray: 1, alpha: 1)
        c.fill(CGRect(x: -10, y: -10, width: 100, height: 100))
        #expect(pixel(c, 0, 0)[3] == 0)
        #expect(pixel(c, 1, 0)[3] == 255 && pixel(c, 2, 0)[3] == 255)
        #expect(pixel(c, 3, 0)[3] == 0)
    }
}

@Suite("CGContext painting")
struct CGContextPaintingTests {
    @Test("setAlpha multiplies everything drawn; colors are stored premultiplied")
    func globalAlpha() {
        let c = bitmap(1, 1)
        c.setAlpha(0.5)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(near(pixel(c, 0, 0), [128, 0, 0, 128]))
    }

    @Test("Even-odd fill leaves the inner of two nested same-direction rects empty; winding fills it")
    func fillRules() {
        let c = bitmap(10, 10)
        c.setFillColor(gray: 1, alpha: 1)
        c.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        c.fillPath(using: .evenOdd)
        #expect(pixel(c, 5, 5)[3] == 0 && pixel(c, 1, 1)[3] == 255)
        let d = bitmap(10, 10)
        d.setFillColor(gray: 1, alpha: 1)
        d.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        d.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        d.fillPath()
        #expect(pixel(d, 5, 5)[3] == 255)
    }

    @Test("Strokes are centred on the path with the line width; butt caps end at the endpoint")
    func stroke() {
        let c = bitmap(10, 10)
        c.setStrokeColor(gray: 1, alpha: 1)
        c.setLineWidth(2)
        c.setLineCap(.butt)
        c.move(to: CGPoint(x: 2, y: 5)); c.addLine(to: CGPoint(x: 8, y: 5))
        c.strokePath()
        // y 4..6 in y-up space is memory rows 4 and 5.
        #expect(pixel(c, 5, 4)[3] == 255 && pixel(c, 5, 5)[3] == 255)
        #expect(pixel(c, 5, 3)[3] == 0 && pixel(c, 5, 6)[3] == 0)
        #expect(pixel(c, 1, 4)[3] == 0 && pixel(c, 8, 4)[3] == 0)
        #expect(c.isPathEmpty)
    }

    @Test("Dashes leave gaps along a stroke")
    func dashes() {
        let c = bitmap(12, 4)
        c.setStrokeColor(gray: 1, alpha: 1)
        c.setLineWidth(2)
        c.setLineDash(phase: 0, lengths: [2, 2])
        c.move(to: CGPoint(x: 0, y: 2)); c.addLine(to: CGPoint(x: 12, y: 2))
        c.strokePath()
        #expect(pixel(c, 0, 1)[3] == 255 && pixel(c, 1, 1)[3] == 255)
        #expect(pixel(c, 2, 1)[3] == 0 && pixel(c, 3, 1)[3] == 0)
        #expect(pixel(c, 4, 1)[3] == 255)
    }

    @Test("clear(_:) makes the rect transparent black whatever the blend mode")
    func clearRect() {
        let c = bitmap(2, 1)
        c.setFillColor(gray: 1, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        c.setBlendMode(.multiply)
        c.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(pixel(c, 0, 0) == [0, 0, 0, 0] && pixel(c, 1, 0) == [255, 255, 255, 255])
    }

    @Test("Blend modes: multiply darkens, copy replaces including alpha, destinationOut erases")
    func blendModes() {
        let c = bitmap(3, 1)
        c.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
        c.setBlendMode(.multiply)
        c.setFillColor(red: 1, green: 0, blue: 1, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(near(pixel(c, 0, 0), [255, 0, 0, 255]))
        c.setBlendMode(.copy)
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        c.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(near(pixel(c, 1, 0), [0, 0, 128, 128]))
        c.setBlendMode(.destinationOut)
        c.setFillColor(gray: 0, alpha: 1)
        c.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(pixel(c, 2, 0)[3] == 0)
    }

    @Test("An ellipse fills its centre and not its bounding box's corners")
    func ellipse() {
        let c = bitmap(20, 20)
        c.setFillColor(gray: 1, alpha: 1)
        c.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixel(c, 10, 10)[3] == 255)
        #expect(pixel(c, 0, 0)[3] == 0 && pixel(c, 19, 19)[3] == 0)
    }

    @Test("addArc: clockwise false sweeps counterclockwise in y-up space")
    func arcDirection() {
        let c = bitmap(20, 20)
        c.setFillColor(gray: 1, alpha: 1)
        // A half disc from angle 0 to π counterclockwise covers the upper half (y-up).
        c.move(to: CGPoint(x: 10, y: 10))
        c.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi, clockwise: false)
        c.closePath()
        c.fillPath()
        #expect(pixel(c, 10, 5)[3] == 255)    // memory row 5 is y-up 14: the upper half
        #expect(pixel(c, 10, 15)[3] == 0)
    }

    @Test("draw(_:in:) scales the image into the rect with its first row at the rect's top (y-up)")
    func drawImage() {
        let source = bitmap(1, 2)
        source.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        source.fill(CGRect(x: 0, y: 1, width: 1, height: 1))   // the top row, in y-up space
        let image = source.makeImage()!
        let c = bitmap(4, 4)
        c.interpolationQuality = .none
        c.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(pixel(c, 0, 0) == [255, 0, 0, 255])     // top of memory: red
        #expect(pixel(c, 0, 3)[3] == 0)                 // bottom: the transparent row
    }

    @Test("A linear gradient runs from the start color to the end color; nothing outside the ends without options")
    func linearGradient() {
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)], locations: [0, 1])!
        let c = bitmap(100, 1)
        c.drawLinearGradient(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: [])
        #expect(pixel(c, 5, 0)[3] == 0 && pixel(c, 95, 0)[3] == 0)
        #expect(pixel(c, 11, 0)[0] < 10 && pixel(c, 89, 0)[0] > 245)
        #expect(abs(pixel(c, 50, 0)[0] - 128) < 6)
        let d = bitmap(100, 1)
        d.drawLinearGradient(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: [.drawsBeforeStartLocation])
        #expect(pixel(d, 5, 0) == [0, 0, 0, 255])
        #expect(pixel(d, 95, 0)[3] == 0)
    }

    @Test("A radial gradient is centred on its circles")
    func radialGradient() {
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)], locations: nil)!
        let c = bitmap(21, 21)
        c.drawRadialGradient(g, startCenter: CGPoint(x: 10.5, y: 10.5), startRadius: 0,
                             endCenter: CGPoint(x: 10.5, y: 10.5), endRadius: 10, options: [])
        #expect(pixel(c, 10, 10)[0] > 240)
        #expect(pixel(c, 10, 1)[0] < 40)
        #expect(pixel(c, 0, 0)[3] == 0)
    }

    @Test("A shadow is drawn offset (base space, y up) and blurred, under the shape")
    func shadow() {
        let c = bitmap(40, 40)
        c.setShadow(offset: CGSize(width: 10, height: -10), blur: 0, color: CGColor(gray: 0, alpha: 1))
        c.setFillColor(gray: 1, alpha: 1)
        c.fill(CGRect(x: 5, y: 25, width: 10, height: 10))    // memory rows 5..14
        #expect(pixel(c, 10, 10) == [255, 255, 255, 255])    // the shape itself
        #expect(pixel(c, 20, 20) == [0, 0, 0, 255])          // its shadow, 10 right and 10 down
        #expect(pixel(c, 30, 30)[3] == 0)
        let blurred = bitmap(40, 40)
        blurred.setShadow(offset: .zero, blur: 6, color: CGColor(gray: 0, alpha: 1))
        blurred.setFillColor(gray: 1, alpha: 1)
        blurred.fill(CGRect(x: 15, y: 15, width: 10, height: 10))
        let edge = pixel(blurred, 13, 20)[3]
        #expect(edge > 0 && edge < 255)                        // soft edge outside the shape
    }

    @Test("NaN coordinates are skipped, never drawn or crashed on")
    func nanInput() {
        let c = bitmap(4, 4)
        c.setFillColor(gray: 1, alpha: 1)
        c.fill(CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4))
        c.move(to: CGPoint(x: CGFloat.nan, y: 1))
        c.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
        c.strokePath()
        c.scaleBy(x: 0, y: 1)
        #expect(pixel(c, 0, 0)[3] == 0)
        #expect(c.ctm == .identity)
    }
}
