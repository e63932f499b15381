import Testing
@testable import QuartzCore
import UIKit
import UIKitTesting

/// The premultiplied (r, g, b, a) pixel of `image` at (x, y), top-left origin.
private func px(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.buffer.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}

private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite("The compositor", .serialized, .freshContext) @MainActor
struct CompositorTests {
    @Test("The screen shows the window's views at screen scale over black")
    func screenComposite() {
        let host = UITestHost(size: CGSize(width: 20, height: 10), scale: 2)
        host.window.backgroundColor = .white
        let v = UIView(frame: CGRect(x: 5, y: 2, width: 4, height: 3))
        v.backgroundColor = .red
        host.window.addSubview(v)
        let frame = host.renderScreen()
        #expect(frame.width == 40 && frame.height == 20)
        #expect(px(frame, 0, 0) == [255, 255, 255, 255])
        #expect(px(frame, 10, 4) == [255, 0, 0, 255])     // (5, 2) points × 2
        #expect(px(frame, 17, 9) == [255, 0, 0, 255])
        #expect(px(frame, 18, 10) == [255, 255, 255, 255])
    }

    @Test("Hidden windows are not shown: the screen stays black")
    func hiddenWindow() {
        let host = UITestHost(size: CGSize(width: 4, height: 4), scale: 1)
        host.window.backgroundColor = .white
        host.window.isHidden = true
        #expect(px(host.renderScreen(), 1, 1) == [0, 0, 0, 255])
    }

    @Test("Sublayers draw in order, then by zPosition; hidden views are skipped")
    func order() {
        let host = UITestHost(size: CGSize(width: 4, height: 4), scale: 1)
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)); a.backgroundColor = .red
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)); b.backgroundColor = .green
        host.window.addSubview(a); host.window.addSubview(b)
        #expect(px(host.renderScreen(), 1, 1) == [0, 255, 0, 255])
        a.layer.zPosition = 1
        #expect(px(host.renderScreen(), 1, 1) == [255, 0, 0, 255])
        a.isHidden = true
        #expect(px(host.renderScreen(), 1, 1) == [0, 255, 0, 255])
    }

    @Test("alpha is group opacity: overlapping children of a translucent view do not show through each other")
    func groupOpacity() {
        let host = UITestHost(size: CGSize(width: 4, height: 4), scale: 1)
        host.window.backgroundColor = .black
        let group = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        group.backgroundColor = .clear
        group.isOpaque = false
        group.alpha = 0.5
        let under = UIView(frame: group.bounds); under.backgroundColor = .red
        let over = UIView(frame: group.bounds); over.backgroundColor = .blue
        group.addSubview(under); group.addSubview(over)
        host.window.addSubview(group)
        // Blue at half opacity over black; no red from the covered child.
        #expect(near(px(host.renderScreen(), 1, 1), [0, 0, 128, 255]))
    }

    @Test("clipsToBounds clips subviews; without it they overflow")
    func clipping() {
        let host = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)
        host.window.backgroundColor = .black
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        parent.backgroundColor = .clear
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)); child.backgroundColor = .white
        parent.addSubview(child)
        host.window.addSubview(parent)
        #expect(px(host.renderScreen(), 7, 7) == [255, 255, 255, 255])
        parent.clipsToBounds = true
        #expect(px(host.renderScreen(), 7, 7) == [0, 0, 0, 255])
        #expect(px(host.renderScreen(), 2, 2) == [255, 255, 255, 255])
    }

    @Test("cornerRadius rounds the background; with masksToBounds it clips the children too")
    func cornerRadius() {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        host.window.backgroundColor = .black
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        v.backgroundColor = .white
        v.layer.cornerRadius = 10
        host.window.addSubview(v)
        var frame = host.renderScreen()
        #expect(px(frame, 0, 0) == [0, 0, 0, 255])
        #expect(px(frame, 10, 10) == [255, 255, 255, 255])
        let child = UIView(frame: v.bounds); child.backgroundColor = .red
        v.addSubview(child)
        frame = host.renderScreen()
        #expect(px(frame, 0, 0) == [255, 0, 0, 255])
        v.clipsToBounds = true
        frame = host.renderScreen()
        #expect(px(frame, 0, 0) == [0, 0, 0, 255])
    }

    @Test("A border is drawn inside the bounds, above the subviews")
    func border() {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        v.backgroundColor = .white
        v.layer.borderWidth = 2
        v.layer.borderColor = UIColor.blue.cgColor
        let child = UIView(frame: v.bounds); child.backgroundColor = .red
        v.addSubview(child)
        host.window.addSubview(v)
        let frame = host.renderScreen()
        #expect(px(frame, 0, 10) == [0, 0, 255, 255] && px(frame, 1, 10) == [0, 0, 255, 255])
        #expect(px(frame, 2, 10) == [255, 0, 0, 255])
    }

    @Test("Transforms apply about the center: a view rotated 90° covers its rotated frame")
    func rotation() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        host.window.backgroundColor = .black
        let v = UIView(frame: CGRect(x: 10, y: 15, width: 20, height: 10))
        v.backgroundColor = .white
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        host.window.addSubview(v)
        let frame = host.renderScreen()   // now (15, 10, 10, 20)
        #expect(px(frame, 20, 11) == [255, 255, 255, 255])
        #expect(px(frame, 12, 20) == [0, 0, 0, 255])
    }

    @Test("A bounds origin shift moves the subviews' content")
    func boundsOrigin() {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        host.window.backgroundColor = .black
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        scroller.backgroundColor = .clear
        let content = UIView(frame: CGRect(x: 0, y: 10, width: 20, height: 5)); content.backgroundColor = .white
        scroller.addSubview(content)
        host.window.addSubview(scroller)
        #expect(px(host.renderScreen(), 5, 11) == [255, 255, 255, 255])
        scroller.bounds.origin = CGPoint(x: 0, y: 10)
        let frame = host.renderScreen()
        #expect(px(frame, 5, 1) == [255, 255, 255, 255] && px(frame, 5, 11) == [0, 0, 0, 255])
    }

    @Test("A drawn view is composited from its backing store; isOpaque shows its clear pixels black")
    func backingStoreAndOpacity() {
        let host = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)
        host.window.backgroundColor = .white
        final class HalfDrawn: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
            }
        }
        let v = HalfDrawn(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = nil
        host.window.addSubview(v)
        var frame = host.renderScreen()
        #expect(px(frame, 2, 2) == [255, 0, 0, 255])
        #expect(px(frame, 7, 2) == [0, 0, 0, 255])         // opaque view, undrawn pixel: black
        v.isOpaque = false
        frame = host.renderScreen()
        #expect(px(frame, 7, 2) == [255, 255, 255, 255])   // not opaque: the window shows through
    }

    @Test("A mask layer's alpha masks the view")
    func mask() {
        let host = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)
        host.window.backgroundColor = .black
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)); v.backgroundColor = .white
        let m = CALayer(); m.frame = CGRect(x: 0, y: 0, width: 5, height: 10); m.backgroundColor = CGColor.white
        v.layer.mask = m
        host.window.addSubview(v)
        let frame = host.renderScreen()
        #expect(px(frame, 2, 5) == [255, 255, 255, 255] && px(frame, 7, 5) == [0, 0, 0, 255])
    }

    @Test("A shadow is drawn under the layer at shadowOffset (positive height: down)")
    func shadow() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        host.window.backgroundColor = .white
        let v = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10)); v.backgroundColor = .white
        v.layer.shadowOpacity = 1
        v.layer.shadowRadius = 0
        v.layer.shadowOffset = CGSize(width: 10, height: 10)
        host.window.addSubview(v)
        let frame = host.renderScreen()
        #expect(px(frame, 20, 20) == [0, 0, 0, 255])
        #expect(px(frame, 10, 10) == [255, 255, 255, 255])
    }
}

@Suite("UIView.mask", .serialized, .freshContext) @MainActor
struct UIViewMaskTests {
    @Test("A view's mask view masks it by alpha, positioned in the view's bounds")
    func maskView() {
        let host = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)
        host.window.backgroundColor = .black
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)); v.backgroundColor = .white
        let m = UIView(frame: CGRect(x: 5, y: 0, width: 5, height: 10)); m.backgroundColor = .white
        v.mask = m
        #expect(v.layer.mask === m.layer && m.superview == nil)
        host.window.addSubview(v)
        let frame = host.renderScreen()
        #expect(frame.buffer.pixel(x: 2, y: 5).r == 0 && frame.buffer.pixel(x: 7, y: 5).r == 255)
    }
}

/// A mask is drawn in the commit's display pass like any layer (it is part of what the
/// masked layer shows), and changing it changes the masked layer's pixels.
@Suite("Mask layers in the frame pipeline", .serialized, .freshContext) @MainActor
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

    private func scene() -> (UITestHost, UIView, HalfMask) {
        let host = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)
        host.window.backgroundColor = .black
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)); v.backgroundColor = .white
        let m = HalfMask(); m.frame = v.bounds
        m.setNeedsDisplay()
        v.layer.mask = m
        host.window.addSubview(v)
        return (host, v, m)
    }

    @Test("A mask that needs display draws in the display pass, counted with the frame's draw calls")
    func maskDrawsInDisplayPass() {
        let (host, _, m) = scene()
        let frame = host.renderScreen()
        #expect(m.draws == 1)
        // The window, the view (views are marked when made) and the mask: all in the pass.
        #expect(RenderServer.lastFrame.drawCalls == 3)
        #expect(frame.buffer.pixel(x: 2, y: 5).r == 255 && frame.buffer.pixel(x: 7, y: 5).r == 0)
        host.runLoopTurn()
        #expect(m.draws == 1, "a drawn mask is not drawn again while nothing invalidates it")
    }

    @Test("setNeedsDisplay on a mask redraws it in the next commit and updates the masked pixels")
    func maskRedraw() {
        let (host, _, m) = scene()
        _ = host.renderScreen()
        m.share = 1
        m.setNeedsDisplay()
        let frame = host.renderScreen()
        #expect(m.draws == 2 && RenderServer.lastFrame.drawCalls == 1)
        #expect(frame.buffer.pixel(x: 7, y: 5).r == 255)
    }

    @Test("Moving a mask damages the masked layer's area, so the screen follows")
    func maskMoveDamages() {
        let (host, _, m) = scene()
        _ = host.renderScreen()
        // A stand-alone mask layer animates position implicitly, as on iOS: move it at once.
        CATransaction.setDisableActions(true)
        m.position.x += 5          // the opaque half now covers x 5..<10
        let frame = host.renderScreen()
        #expect(RenderServer.lastFrame.damagedPixels > 0)
        #expect(frame.buffer.pixel(x: 2, y: 5).r == 0 && frame.buffer.pixel(x: 7, y: 5).r == 255)
    }

    @Test("A layer masks one layer at a time; reassigning the mask takes it from the first")
    func oneOwner() {
        let a = CALayer(), b = CALayer(), m = CALayer()
        a.mask = m
        b.mask = m
        #expect(a.mask == nil && b.mask === m)
    }
}

@Suite("Layer contents and redraw rules", .serialized, .freshContext) @MainActor
struct LayerContentsTests {
    /// A 2 × 1-pixel image: red on the left, blue on the right.
    private func twoPixels() -> CGImage {
        let ctx = CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1); ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1); ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        return ctx.makeImage()!
    }

    @Test("contentsRect shows only the chosen part of the contents, scaled to the bounds")
    func contentsRect() {
        let host = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contents = twoPixels()
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)   // the blue pixel
        host.window.layer.addSublayer(layer)
        let frame = host.renderScreen()
        let p = frame.buffer.pixel(x: 1, y: 5), q = frame.buffer.pixel(x: 8, y: 5)
        #expect(p.b == 255 && p.r == 0 && q.b == 255 && q.r == 0)
    }

    @Test("clearsContextBeforeDrawing = false keeps the old content under a partial redraw")
    func keepsContent() {
        final class Painter: UIView {
            var color = UIColor.red
            override func draw(_ rect: CGRect) {
                color.setFill()
                UIRectFill(rect)
            }
        }
        let host = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)
        let v = Painter(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.clearsContextBeforeDrawing = false
        host.window.addSubview(v)
        host.runLoopTurn()
        v.color = .blue
        v.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 10))
        let frame = host.renderScreen()
        #expect(frame.buffer.pixel(x: 2, y: 5).b == 255)   // redrawn
        #expect(frame.buffer.pixel(x: 7, y: 5).r == 255)   // kept
    }

    @Test("shadowPath sets the shape of the shadow")
    func shadowPath() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        host.window.backgroundColor = .white
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10)); v.backgroundColor = .white
        v.layer.shadowOpacity = 1
        v.layer.shadowRadius = 0
        v.layer.shadowOffset = .zero
        v.layer.shadowPath = CGPath(rect: CGRect(x: 10, y: 0, width: 15, height: 10), transform: nil)
        host.window.addSubview(v)
        let frame = host.renderScreen()
        #expect(frame.buffer.pixel(x: 30, y: 15).r == 0)     // shadow beyond the view's right edge
        #expect(frame.buffer.pixel(x: 15, y: 15).r == 255)   // the view itself
    }
}

@Suite("Nine-part stretching", .serialized, .freshContext) @MainActor
struct NinePartTests {
    @Test("contentsCenter: corners keep their size, edges stretch along one axis, the centre along both, without bleeding")
    func ninePart() {
        // 3 × 3 pixels, one color each: the centre pixel is the stretchable part.
        let colors: [[CGFloat]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 0], [1, 0, 1], [0, 1, 1], [1, 1, 1], [0.5, 0.5, 0.5], [0, 0, 0]]
        let ctx = CGContext(data: nil, width: 3, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        for (i, c) in colors.enumerated() {
            ctx.setFillColor(red: c[0], green: c[1], blue: c[2], alpha: 1)
            ctx.fill(CGRect(x: i % 3, y: 2 - i / 3, width: 1, height: 1))    // row 0 is the top
        }
        let host = UITestHost(size: CGSize(width: 30, height: 30), scale: 1)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        layer.contents = ctx.makeImage()!
        layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        host.window.layer.addSublayer(layer)
        let frame = host.renderScreen()
        func rgb(_ x: Int, _ y: Int) -> [Int] { let p = frame.buffer.pixel(x: x, y: y); return [Int(p.r), Int(p.g), Int(p.b)] }
        #expect(rgb(0, 0) == [255, 0, 0])          // top-left corner, one point
        #expect(rgb(15, 0) == [0, 255, 0])         // top edge, stretched across
        #expect(rgb(29, 0) == [0, 0, 255])         // top-right corner
        #expect(rgb(0, 15) == [255, 255, 0])       // left edge
        #expect(rgb(15, 15) == [255, 0, 255])      // centre
        #expect(rgb(29, 15) == [0, 255, 255])      // right edge
        #expect(rgb(15, 29) == [128, 128, 128])    // bottom edge
        #expect(rgb(29, 29) == [0, 0, 0])          // bottom-right corner
    }
}
