import Testing
@testable import QuartzCore
import CoreGraphics

/// An image set as `contents` is shown through `contentsRect` (which part) and
/// `contentsCenter` (which part stretches).
@Suite("Layer contents", .serialized, .freshRenderContext) @MainActor
struct LayerContentsTests {
    /// A 2 × 1-pixel image: red on the left, blue on the right.
    private func twoPixels() -> CGImage {
        let ctx = bitmap(width: 2, height: 1)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1); ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1); ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        return ctx.makeImage()!
    }

    @Test("contentsRect shows only the chosen part of the contents, scaled to the bounds")
    func contentsRect() {
        let host = PipelineTestHost(width: 10, height: 10)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contents = twoPixels()
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)   // the blue pixel
        host.root.addSublayer(layer)
        host.frame()
        let p = host.pixel(1, 5), q = host.pixel(8, 5)
        #expect(p[2] == 255 && p[0] == 0 && q[2] == 255 && q[0] == 0)
    }
}

@Suite("Nine-part stretching", .serialized, .freshRenderContext) @MainActor
struct NinePartTests {
    @Test("contentsCenter: corners keep their size, edges stretch along one axis, the centre along both, without bleeding")
    func ninePart() {
        // 3 × 3 pixels, one color each: the centre pixel is the stretchable part.
        let colors: [[CGFloat]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 0], [1, 0, 1], [0, 1, 1], [1, 1, 1], [0.5, 0.5, 0.5], [0, 0, 0]]
        let ctx = bitmap(width: 3, height: 3)
        for (i, c) in colors.enumerated() {
            ctx.setFillColor(red: c[0], green: c[1], blue: c[2], alpha: 1)
            ctx.fill(CGRect(x: i % 3, y: 2 - i / 3, width: 1, height: 1))    // row 0 is the top
        }
        let host = PipelineTestHost(width: 30, height: 30)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        layer.contents = ctx.makeImage()!
        layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        host.root.addSublayer(layer)
        host.frame()
        func shown(_ x: Int, _ y: Int) -> [Int] { Array(host.pixel(x, y).prefix(3)) }
        #expect(shown(0, 0) == [255, 0, 0])          // top-left corner, one point
        #expect(shown(15, 0) == [0, 255, 0])         // top edge, stretched across
        #expect(shown(29, 0) == [0, 0, 255])         // top-right corner
        #expect(shown(0, 15) == [255, 255, 0])       // left edge
        #expect(shown(15, 15) == [255, 0, 255])      // centre
        #expect(shown(29, 15) == [0, 255, 255])      // right edge
        #expect(shown(15, 29) == [128, 128, 128])    // bottom edge
        #expect(shown(29, 29) == [0, 0, 0])          // bottom-right corner
    }
}
