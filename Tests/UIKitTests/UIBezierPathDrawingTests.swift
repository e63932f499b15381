import UIKitTesting
import Foundation
import Testing
import UIKit

@Suite("UIBezierPath drawing", .freshContext) @MainActor
struct UIBezierPathDrawingTests {
    @Test("fill() paints the enclosed area with the current fill color in UIKit's top-left space")
    func fill() {
        let out = ImageProbe.render(CGSize(width: 10, height: 10), scale: 2) { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 3)).fill()
        }
        #expect(ImageProbe.pixel(out, 0, 0) == .red)
        #expect(ImageProbe.pixel(out, 9, 5) == .red)
        #expect(ImageProbe.pixel(out, 10, 5) == .clear)
        #expect(ImageProbe.pixel(out, 9, 6) == .clear)
    }

    @Test("fill() closes open subpaths implicitly")
    func fillClosesOpenSubpaths() {
        let out = ImageProbe.render(CGSize(width: 10, height: 10)) { _ in
            let triangle = UIBezierPath()
            triangle.move(to: .zero)
            triangle.addLine(to: CGPoint(x: 10, y: 0))
            triangle.addLine(to: CGPoint(x: 0, y: 10))
            UIColor.blue.setFill()
            triangle.fill()
        }
        #expect(ImageProbe.pixel(out, 2, 2) == .blue)
        #expect(ImageProbe.pixel(out, 8, 8) == .clear)
    }

    @Test("A clockwise arc closed into a half disc fills below its centre on screen")
    func arcFillsBottomHalf() {
        let out = ImageProbe.render(CGSize(width: 20, height: 20)) { _ in
            let half = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi, clockwise: true)
            half.close()
            UIColor.green.setFill()
            half.fill()
        }
        #expect(ImageProbe.pixel(out, 10, 14) == .green)
        #expect(ImageProbe.pixel(out, 10, 5) == .clear)
    }

    @Test("stroke() uses the path's line width, not the context's, and the current stroke color")
    func strokeUsesPathWidth() {
        let out = ImageProbe.render(CGSize(width: 20, height: 20)) { ctx in
            ctx.cgContext.setLineWidth(1)
            UIColor.red.setStroke()
            let path = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10))
            path.lineWidth = 4
            path.stroke()
        }
        #expect(ImageProbe.pixel(out, 3, 10) == .red)    // 2 points outside the outline
        #expect(ImageProbe.pixel(out, 6, 10) == .red)    // 2 points inside
        #expect(ImageProbe.pixel(out, 10, 10) == .clear)
        #expect(ImageProbe.pixel(out, 2, 10) == .clear)
    }

    @Test("Line caps: butt ends at the end point, square extends half the width past it")
    func lineCaps() {
        func draw(_ cap: CGLineCap) -> UIImage {
            ImageProbe.render(CGSize(width: 20, height: 10)) { _ in
                let line = UIBezierPath()
                line.move(to: CGPoint(x: 5, y: 5))
                line.addLine(to: CGPoint(x: 15, y: 5))
                line.lineWidth = 4
                line.lineCapStyle = cap
                UIColor.black.setStroke()
                line.stroke()
            }
        }
        #expect(ImageProbe.pixel(draw(.butt), 3, 5) == .clear)
        #expect(ImageProbe.pixel(draw(.square), 3, 5) == .black)
        #expect(ImageProbe.pixel(draw(.butt), 16, 5) == .clear)
        #expect(ImageProbe.pixel(draw(.square), 16, 5) == .black)
    }

    @Test("Dashed strokes follow setLineDash: 4 on, 4 off")
    func dashes() {
        let out = ImageProbe.render(CGSize(width: 20, height: 4)) { _ in
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 2))
            line.addLine(to: CGPoint(x: 20, y: 2))
            line.lineWidth = 2
            line.setLineDash([4, 4], count: 2, phase: 0)
            UIColor.black.setStroke()
            line.stroke()
        }
        #expect(ImageProbe.pixel(out, 1, 1) == .black)
        #expect(ImageProbe.pixel(out, 5, 1) == .clear)
        #expect(ImageProbe.pixel(out, 9, 1) == .black)
        #expect(ImageProbe.pixel(out, 13, 1) == .clear)
    }

    @Test("The even-odd rule leaves a hole where nested subpaths overlap; nonzero fills it")
    func fillRules() {
        func draw(evenOdd: Bool) -> UIImage {
            ImageProbe.render(CGSize(width: 30, height: 30)) { _ in
                let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
                ring.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
                ring.usesEvenOddFillRule = evenOdd
                UIColor.red.setFill()
                ring.fill()
            }
        }
        #expect(ImageProbe.pixel(draw(evenOdd: false), 15, 15) == .red)
        #expect(ImageProbe.pixel(draw(evenOdd: true), 15, 15) == .clear)
        #expect(ImageProbe.pixel(draw(evenOdd: true), 5, 5) == .red)
    }

    @Test("fill(with:alpha:) and stroke(with:alpha:) apply to that drawing only; the state is restored")
    func blendModeAndAlpha() {
        let out = ImageProbe.render(CGSize(width: 10, height: 10)) { ctx in
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill(with: .normal, alpha: 0.5)
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
            UIBezierPath(rect: CGRect(x: 5, y: 0, width: 5, height: 5)).fill(with: .clear, alpha: 1)
            UIColor.green.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 8))
            line.addLine(to: CGPoint(x: 5, y: 8))
            line.lineWidth = 2
            line.stroke(with: .normal, alpha: 0.5)
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 0, y: 5, width: 1, height: 1))   // blend mode and alpha are back to normal, 1
        }
        #expect(ImageProbe.pixel(out, 2, 2).isNear(RGBA(0, 0, 128, 128), tolerance: 1))
        #expect(ImageProbe.pixel(out, 7, 2) == .clear)
        #expect(ImageProbe.pixel(out, 7, 7) == .red)
        #expect(ImageProbe.pixel(out, 2, 8).isNear(RGBA(0, 128, 0, 128), tolerance: 1))
        #expect(ImageProbe.pixel(out, 0, 5) == .green)
    }

    @Test("addClip() intersects the clip with the path and is not undone by the path")
    func addClip() {
        let out = ImageProbe.render(CGSize(width: 20, height: 20)) { ctx in
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(ImageProbe.pixel(out, 10, 10) == .red)
        #expect(ImageProbe.pixel(out, 1, 1) == .clear)
        #expect(ImageProbe.pixel(out, 18, 18) == .clear)
    }

    @Test("Drawing a path saves and restores the context's state: its line width and current path are untouched")
    func contextStateUntouched() {
        let out = ImageProbe.render(CGSize(width: 20, height: 20)) { ctx in
            ctx.cgContext.setLineWidth(6)
            UIColor.red.setStroke()
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
            path.lineWidth = 1
            path.stroke()
            path.fill()
            #expect(ctx.cgContext.isPathEmpty)
            ctx.stroke(CGRect(x: 10, y: 10, width: 5, height: 5))   // still 6 wide
        }
        #expect(ImageProbe.pixel(out, 8, 12) == .red)
        #expect(ImageProbe.pixel(out, 3, 3) == .clear)
    }

    @Test("Without a current context, drawing and clipping do nothing")
    func noContext() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
        path.fill()
        path.stroke()
        path.addClip()
        path.fill(with: .copy, alpha: 1)
        #expect(!path.isEmpty)
    }
}
