import Foundation
import Testing
@testable import CoreGraphics

/// An 8-bit premultiplied BGRA bitmap context, the layout UIKit uses.
private func bitmap(_ w: Int, _ h: Int) -> CGContext {
    CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(),
              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}

/// A 1 × 1 opaque blue image.
private let dot: CGImage = {
    let c = bitmap(1, 1)
    c.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    return c.makeImage()!
}()

/// Drawing calls whose numbers are degenerate for Cairo (patterns scaled to nothing or to
/// billions, matrices that cannot be inverted, sizes past its fixed point).
private let degenerateCalls: [(name: String, draw: @Sendable (CGContext) -> Void)] = [
    ("a 1 × 1 image tiled into a 10⁻⁶-point rectangle", { $0.draw(dot, in: CGRect(x: 1, y: 1, width: 1e-6, height: 1e-6), byTiling: true) }),
    ("a 1 × 1 image tiled into a 10⁻³⁰⁰-point rectangle", { $0.draw(dot, in: CGRect(x: 1, y: 1, width: 1e-300, height: 1e-300), byTiling: true) }),
    ("a 1 × 1 image drawn into a 10⁻³⁰⁰-point rectangle", { $0.draw(dot, in: CGRect(x: 1, y: 1, width: 1e-300, height: 1e-300)) }),
    ("a 1 × 1 image tiled into a 10³⁰⁰-point rectangle", { $0.draw(dot, in: CGRect(x: 0, y: 0, width: 1e300, height: 1e300), byTiling: true) }),
    ("an image tiled under a 10⁻¹⁵⁰ scale", { c in
        c.scaleBy(x: 1e-150, y: 1e-150)
        c.draw(dot, in: CGRect(x: 0, y: 0, width: 1, height: 1), byTiling: true)
    }),
    ("an image drawn under a 10¹⁵⁰ scale", { c in
        c.scaleBy(x: 1e150, y: 1e150)
        c.draw(dot, in: CGRect(x: 0, y: 0, width: 1, height: 1))
    }),
    ("a radial gradient between circles of radius 10⁻³⁰⁰", { c in
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray, locations: nil)!
        c.drawRadialGradient(g, startCenter: .zero, startRadius: 1e-300, endCenter: .zero, endRadius: 1e-300, options: [])
    }),
    ("a linear gradient whose ends coincide", { c in
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray, locations: nil)!
        c.drawLinearGradient(g, start: CGPoint(x: 1, y: 1), end: CGPoint(x: 1, y: 1), options: [.drawsBeforeStartLocation])
    }),
    ("a stroke 10³⁰⁰ points wide", { c in
        c.setLineWidth(1e300)
        c.stroke(CGRect(x: 1, y: 1, width: 2, height: 2))
    }),
    ("a stroke dashed in 10⁻³⁰⁰-point dashes", { c in
        c.setLineDash(phase: 0, lengths: [1e-300, 1e-300])
        c.stroke(CGRect(x: 1, y: 1, width: 2, height: 2))
    }),
    ("a fill of a 10³⁰⁰-point rectangle", { $0.fill(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)) }),
]

/// No call leaves the context unable to draw: Cairo stops drawing for good once any call puts
/// its context in an error state, so a degenerate draw is skipped (or drawn as far as it
/// can be) and a later fill in the same context still draws.
@Suite("Degenerate drawing keeps the context drawing")
struct CGContextDegenerateDrawingTests {
    @Test("After a degenerate draw, a later fill in the same context still draws", arguments: degenerateCalls.indices)
    func laterFillDraws(_ index: Int) {
        let call = degenerateCalls[index]
        let c = bitmap(8, 8)
        c.saveGState()
        call.draw(c)
        c.restoreGState()
        c.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        c.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
        c.flush()
        let p = c.buffer!.pixel(x: 6, y: 1)
        #expect([p.r, p.g, p.b, p.a] == [255, 0, 0, 255], "after \(call.name) the context stopped drawing")
        #expect(c.makeImage() != nil)
    }
}
