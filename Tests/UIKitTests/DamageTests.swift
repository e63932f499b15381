import Testing
@testable import QuartzCore
import UIKit
import UIKitTesting

private final class Drawn: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.orange.setFill()
        UIRectFill(bounds.insetBy(dx: 2, dy: 2))
    }
}

@Suite("Damage tracking", .serialized, .freshContext) @MainActor
struct DamageTests {
    /// A window with a few views, committed once so the next frame starts clean.
    private func scene() -> (UITestHost, UIView, Drawn) {
        let host = UITestHost(size: CGSize(width: 100, height: 80), scale: 2)
        host.window.backgroundColor = .white
        let mover = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        mover.backgroundColor = .blue
        let drawn = Drawn(frame: CGRect(x: 50, y: 40, width: 20, height: 20))
        host.window.addSubview(mover)
        host.window.addSubview(drawn)
        host.runLoopTurn()
        return (host, mover, drawn)
    }

    @Test("An unchanged frame does no work: no damaged pixels, no layers composited, no draw calls")
    func unchangedFrame() {
        let (host, _, _) = scene()
        host.runLoopTurn()
        #expect(RenderServer.lastFrame == RenderServer.Statistics())
    }

    @Test("Moving a view damages only its old and new areas (screen pixels), and draws nothing")
    func moveDamagesOldAndNew() {
        let (host, mover, _) = scene()
        mover.center = CGPoint(x: 30, y: 15)
        host.runLoopTurn()
        let frame = RenderServer.lastFrame
        #expect(frame.drawCalls == 0)
        // Old (10,10)-(20,20) ∪ new (25,10)-(35,20) points at 2×, grown by a pixel: 52 × 22.
        #expect(frame.damagedPixels == 52 * 22)
        #expect(frame.damagedPixels < 200 * 160 / 10)
    }

    @Test("Changing opacity or color damages the area without redrawing content")
    func appearanceChangeDoesNotRedraw() {
        let (host, _, drawn) = scene()
        drawn.alpha = 0.5
        host.runLoopTurn()
        #expect(RenderServer.lastFrame.drawCalls == 0)
        #expect(RenderServer.lastFrame.damagedPixels == 42 * 42)
    }

    @Test("setNeedsDisplay on one view draws it once and damages only its area")
    func invalidationDamagesOnlyThatView() {
        let (host, _, drawn) = scene()
        drawn.setNeedsDisplay()
        host.runLoopTurn()
        #expect(RenderServer.lastFrame.drawCalls == 1)
        #expect(RenderServer.lastFrame.damagedPixels == 42 * 42)
    }

    /// Invalidation is not damage: redrawing part of a kept backing store changes only those
    /// pixels, so only their screen area is recomposited, and the frame still equals a full one.
    @Test("setNeedsDisplay(rect) damages only that rect's screen area, rotated or not, and equals a full recomposite")
    func partialInvalidationDamagesOnlyTheRect() {
        for angle in [0.0, 0.4] as [CGFloat] {
            let (host, _, drawn) = scene()
            drawn.transform = CGAffineTransform(rotationAngle: angle)
            host.runLoopTurn()
            drawn.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
            let partial = host.renderScreen()
            let frame = RenderServer.lastFrame
            #expect(frame.drawCalls == 1)
            if angle == 0 {
                // (50,40)-(55,45) points at 2×, grown by a pixel: 12 × 12.
                #expect(frame.damagedPixels == 12 * 12)
            } else {
                #expect(frame.damagedPixels < 42 * 42 / 2)
            }
            RenderServer.composite(host.screen.renderTarget!)
            let full = CGImage(buffer: host.screen.renderTarget!.buffer.copy())
            #expect(ReferenceImage.difference(partial, full, tolerance: 0) == nil)
        }
    }

    @Test("A frame composited from damage equals a full recomposite, pixel for pixel")
    func damageMatchesFullComposite() {
        let (host, mover, drawn) = scene()
        mover.center = CGPoint(x: 60, y: 50)
        drawn.transform = CGAffineTransform(rotationAngle: 0.3)
        let partial = host.renderScreen()
        RenderServer.composite(host.screen.renderTarget!)
        let full = CGImage(buffer: host.screen.renderTarget!.buffer.copy())
        #expect(ReferenceImage.difference(partial, full, tolerance: 0) == nil)
    }

    @Test("Removing a view damages where it was")
    func removal() {
        let (host, mover, _) = scene()
        mover.removeFromSuperview()
        let frame = host.renderScreen()
        #expect(RenderServer.lastFrame.damagedPixels == 22 * 22)
        let p = frame.buffer.pixel(x: 30, y: 30)
        #expect(p.r == 255 && p.g == 255 && p.b == 255)
    }
}
