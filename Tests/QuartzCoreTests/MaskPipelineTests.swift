import Testing
@testable import QuartzCore
import CoreGraphics

/// A mask is drawn in the commit's display pass like any layer (it is part of what the
/// masked layer shows), and changing it changes the masked layer's pixels.
@Suite("Mask layers in the frame pipeline", .serialized, .freshRenderContext) @MainActor
struct MaskPipelineTests {
    /// A mask that draws its left `share` opaque, counting its draws.
    final class HalfMask: CALayer {
        var draws = 0
        var share: CGFloat = 0.5
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(CGColor.white)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * share, height: bounds.height))
        }
    }

    /// A white layer masked by a `HalfMask` over a black root. The root and the layer are
    /// marked for display too, as a window and its view are when made: three layers to draw.
    private func scene() -> (PipelineTestHost, HalfMask) {
        let host = PipelineTestHost(width: 10, height: 10, background: rgb(0, 0, 0))
        host.root.setNeedsDisplay()
        let layer = box(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(1, 1, 1))
        layer.setNeedsDisplay()
        let m = HalfMask(); m.frame = layer.bounds
        m.setNeedsDisplay()
        layer.mask = m
        host.root.addSublayer(layer)
        return (host, m)
    }

    @Test("A mask that needs display draws in the display pass, counted with the frame's draw calls")
    func maskDrawsInDisplayPass() {
        let (host, m) = scene()
        host.frame()
        #expect(m.draws == 1)
        // The root, the layer and the mask: all in the pass.
        #expect(RenderServer.lastFrame.drawCalls == 3)
        #expect(host.red(2, 5) == 255 && host.red(7, 5) == 0)
        host.frame()
        #expect(m.draws == 1, "a drawn mask is not drawn again while nothing invalidates it")
    }

    @Test("setNeedsDisplay on a mask redraws it in the next commit and updates the masked pixels")
    func maskRedraw() {
        let (host, m) = scene()
        host.frame()
        m.share = 1
        m.setNeedsDisplay()
        host.frame()
        #expect(m.draws == 2 && RenderServer.lastFrame.drawCalls == 1)
        #expect(host.red(7, 5) == 255)
    }

    @Test("Moving a mask damages the masked layer's area, so the screen follows")
    func maskMoveDamages() {
        let (host, m) = scene()
        host.frame()
        // A mask layer animates position implicitly, as on iOS: move it at once.
        CATransaction.setDisableActions(true)
        m.position.x += 5          // the opaque half now covers x 5..<10
        host.frame()
        #expect(RenderServer.lastFrame.damagedPixels > 0)
        #expect(host.red(2, 5) == 0 && host.red(7, 5) == 255)
    }

    @Test("A layer masks one layer at a time; reassigning the mask takes it from the first")
    func oneOwner() {
        let a = CALayer(), b = CALayer(), m = CALayer()
        a.mask = m
        b.mask = m
        #expect(a.mask == nil && b.mask === m)
    }
}
