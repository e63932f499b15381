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

@Suite("The compositor", .serialized) @MainActor
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

@Suite("UIView.mask", .serialized) @MainActor
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
