import Testing
@testable import QuartzCore
import CoreGraphics

/// Fills its bounds inset by 2 points with orange.
private final class Drawn: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(rgb(1, 0.5, 0))
        ctx.fill(bounds.insetBy(dx: 2, dy: 2))
    }
}

/// Damage tracking: a frame recomposites only the screen area that changed (old ∪ new area of
/// each changed layer, grown by a pixel), and redraws content only where it was invalidated.
/// Changes are made with actions disabled: at once, as a view's outside an animation block.
@Suite("Damage tracking", .serialized, .freshRenderContext) @MainActor
struct DamageTests {
    /// A white screen of 100 × 80 points at 2× with a plain layer and a drawn one (opaque and
    /// drawn at the screen's scale, as a view's layer is), committed once so the next frame
    /// starts clean.
    private func scene() -> (PipelineTestHost, CALayer, Drawn) {
        let host = PipelineTestHost(width: 100, height: 80, scale: 2)
        let mover = box(CGRect(x: 10, y: 10, width: 10, height: 10), rgb(0, 0, 1))
        let drawn = Drawn()
        drawn.frame = CGRect(x: 50, y: 40, width: 20, height: 20)
        drawn.isOpaque = true
        drawn.contentsScale = 2
        drawn.setNeedsDisplay()
        host.root.addSublayer(mover)
        host.root.addSublayer(drawn)
        host.frame()
        return (host, mover, drawn)
    }

    @Test("An unchanged frame does no work: no damaged pixels, no layers composited, no draw calls")
    func unchangedFrame() {
        let (host, _, _) = scene()
        host.frame()
        #expect(RenderServer.lastFrame == RenderServer.Statistics())
    }

    @Test("Moving a layer damages only its old and new areas (screen pixels), and draws nothing")
    func moveDamagesOldAndNew() {
        let (host, mover, _) = scene()
        CATransaction.setDisableActions(true)
        mover.position = CGPoint(x: 30, y: 15)
        host.frame()
        let frame = RenderServer.lastFrame
        #expect(frame.drawCalls == 0)
        // Old (10,10)-(20,20) ∪ new (25,10)-(35,20) points at 2×, grown by a pixel: 52 × 22.
        #expect(frame.damagedPixels == 52 * 22)
        #expect(frame.damagedPixels < 200 * 160 / 10)
    }

    @Test("Changing opacity or color damages the area without redrawing content")
    func appearanceChangeDoesNotRedraw() {
        let (host, _, drawn) = scene()
        CATransaction.setDisableActions(true)
        drawn.opacity = 0.5
        host.frame()
        #expect(RenderServer.lastFrame.drawCalls == 0)
        #expect(RenderServer.lastFrame.damagedPixels == 42 * 42)
    }

    @Test("setNeedsDisplay on one layer draws it once and damages only its area")
    func invalidationDamagesOnlyThatLayer() {
        let (host, _, drawn) = scene()
        drawn.setNeedsDisplay()
        host.frame()
        #expect(RenderServer.lastFrame.drawCalls == 1)
        #expect(RenderServer.lastFrame.damagedPixels == 42 * 42)
    }

    /// Invalidation is not damage: redrawing part of a kept backing store changes only those
    /// pixels, so only their screen area is recomposited, and the frame still equals a full one.
    @Test("setNeedsDisplay(rect) damages only that rect's screen area, rotated or not, and equals a full recomposite")
    func partialInvalidationDamagesOnlyTheRect() {
        for angle in [0.0, 0.4] as [CGFloat] {
            let (host, _, drawn) = scene()
            CATransaction.setDisableActions(true)
            drawn.setAffineTransform(CGAffineTransform(rotationAngle: angle))
            host.frame()
            drawn.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
            host.frame()
            let partial = host.screenImage()
            let frame = RenderServer.lastFrame
            #expect(frame.drawCalls == 1)
            if angle == 0 {
                // (50,40)-(55,45) points at 2×, grown by a pixel: 12 × 12.
                #expect(frame.damagedPixels == 12 * 12)
            } else {
                #expect(frame.damagedPixels < 42 * 42 / 2)
            }
            RenderServer.composite(host.screen)
            #expect(PipelineTestHost.differingPixels(partial, host.screenImage()) == 0)
        }
    }

    @Test("A frame composited from damage equals a full recomposite, pixel for pixel")
    func damageMatchesFullComposite() {
        let (host, mover, drawn) = scene()
        CATransaction.setDisableActions(true)
        mover.position = CGPoint(x: 60, y: 50)
        drawn.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        host.frame()
        let partial = host.screenImage()
        RenderServer.composite(host.screen)
        #expect(PipelineTestHost.differingPixels(partial, host.screenImage()) == 0)
    }

    @Test("Removing a layer damages where it was")
    func removal() {
        let (host, mover, _) = scene()
        mover.removeFromSuperlayer()
        host.frame()
        #expect(RenderServer.lastFrame.damagedPixels == 22 * 22)
        #expect(host.pixel(30, 30) == [255, 255, 255, 255])
    }
}
