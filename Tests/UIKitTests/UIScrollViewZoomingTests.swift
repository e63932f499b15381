import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor private final class ZoomLog: UIScrollViewDelegate {
    let content: UIView?
    var events: [String] = []
    var zoomedScales: [CGFloat] = []
    var onZoom: () -> Void = {}
    init(content: UIView?) { self.content = content }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) { events.append("willBeginZooming") }
    func scrollViewDidZoom(_ s: UIScrollView) { zoomedScales.append(s.zoomScale); onZoom() }
    func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEndZooming(\(scale))")
    }
}

/// Zooming as the UIScrollView reference describes it: the delegate's `viewForZooming(in:)`
/// view is scaled between `minimumZoomScale` and `maximumZoomScale` (zooming needs the
/// maximum above the minimum), `contentSize` follows the scaled view, and the delegate hears
/// `scrollViewDidZoom` at each change and `scrollViewDidEndZooming` after a pinch (and its
/// bounce) or an animated change. Motion runs on the virtual media clock.
@Suite("UIScrollView zooming", .serialized, .freshContext) @MainActor
struct UIScrollViewZoomingTests {
    private func scene(maximum: CGFloat = 4) -> (UITestHost, UIScrollView, UIView, ZoomLog) {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        let log = ZoomLog(content: content)
        scrollView.delegate = log
        scrollView.maximumZoomScale = maximum
        host.window.addSubview(scrollView)
        host.runLoopTurn()
        return (host, scrollView, content, log)
    }

    @Test("Defaults: scales 1 to 1, zoom scale 1, bounces; the pinch exists only while the maximum is above the minimum")
    func defaults() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.minimumZoomScale == 1 && s.maximumZoomScale == 1 && s.zoomScale == 1 && s.bouncesZoom)
        #expect(s.pinchGestureRecognizer == nil && !s.isZooming && !s.isZoomBouncing)
        s.maximumZoomScale = 3
        let pinch = s.pinchGestureRecognizer
        #expect(pinch?.view === s && pinch?.delegate === s)
        if let pinch {
            #expect(s.gestureRecognizer(s.panGestureRecognizer, shouldRecognizeSimultaneouslyWith: pinch),
                    "its own pan and pinch run together")
            #expect(!s.gestureRecognizer(pinch, shouldRecognizeSimultaneouslyWith: UITapGestureRecognizer()))
        }
        s.maximumZoomScale = 1
        #expect(s.pinchGestureRecognizer == nil && s.gestureRecognizers?.contains { $0 === pinch } != true)
    }

    @Test("setZoomScale scales the zoom view about the middle of the view, moves it to the content's origin, sizes the content, and clamps to the limits")
    func setZoomScale() {
        let (_, scrollView, content, log) = scene()
        scrollView.zoomScale = 2
        #expect(content.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 600, height: 600))
        #expect(scrollView.contentSize == CGSize(width: 600, height: 600))
        #expect(scrollView.contentOffset == CGPoint(x: 150, y: 150), "the middle (150, 150) is now at (300, 300), still mid-view")
        #expect(log.zoomedScales == [2] && log.events.isEmpty, "no end-zooming call for a change without animation")
        scrollView.setZoomScale(10, animated: false)
        #expect(scrollView.zoomScale == 4 && scrollView.contentSize == CGSize(width: 1200, height: 1200))
        scrollView.setZoomScale(0.1, animated: false)
        #expect(scrollView.zoomScale == 1 && scrollView.contentOffset == .zero, "back at the minimum, the offset inside the content")
    }

    @Test("The zoomed content draws scaled on screen, and hit-testing finds it where it shows")
    func zoomedContentOnScreen() {
        let (host, scrollView, content, log) = scene()
        defer { withExtendedLifetime(log) {} }
        let colors: [UIColor] = [.red, .green, .blue, .white]
        var stripes: [UIView] = []
        for (i, color) in colors.enumerated() {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 75, y: 0, width: 75, height: 300))
            stripe.backgroundColor = color
            content.addSubview(stripe)
            stripes.append(stripe)
        }
        func rgb(_ x: Int) -> [UInt8] {
            let p = host.renderScreen().pixel(x: x, y: 150)
            return [p.r, p.g, p.b]
        }
        #expect(rgb(10) == [255, 0, 0] && rgb(290) == [255, 255, 255])
        scrollView.zoomScale = 2
        // Screen x shows content x 75 + x / 2: the green and blue stripes fill the view.
        #expect(rgb(10) == [0, 255, 0] && rgb(140) == [0, 255, 0])
        #expect(rgb(160) == [0, 0, 255] && rgb(290) == [0, 0, 255])
        #expect(host.window.hitTest(CGPoint(x: 10, y: 150), with: nil) === stripes[1])
        #expect(host.window.hitTest(CGPoint(x: 290, y: 150), with: nil) === stripes[2])
    }

    @Test("Without a view for zooming, the zoom scale does not change")
    func noZoomView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = ZoomLog(content: nil)
        scrollView.delegate = log
        scrollView.maximumZoomScale = 4
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1 && log.zoomedScales.isEmpty)
    }

    @Test("zoom(to:) fills the view with the rect (the zoom view's coordinates) as far as the limits allow, centred")
    func zoomToRect() {
        let (_, scrollView, _, log) = scene()
        defer { withExtendedLifetime(log) {} }      // the delegate is weak
        scrollView.zoom(to: CGRect(x: 100, y: 50, width: 100, height: 150), animated: false)
        #expect(scrollView.zoomScale == 2, "300 / 150 limits it")
        #expect(scrollView.contentOffset == CGPoint(x: 150, y: 100), "the rect's centre (150, 125) × 2, less half the view")
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.zoomScale == 4 && scrollView.contentOffset == .zero, "clamped to the maximum and to the content")
    }

    @Test("An animated zoom moves scale and offset together over 0.3 s, then scrollViewDidEndZooming")
    func animatedZoom() {
        let (host, scrollView, _, log) = scene()
        scrollView.setZoomScale(3, animated: true)
        #expect(scrollView.zoomScale == 1)
        host.advanceTime(by: 0.15)
        #expect(scrollView.zoomScale > 1 && scrollView.zoomScale < 3)
        let middle = scrollView.contentOffset
        #expect(abs(middle.x - (scrollView.zoomScale - 1) * 150) <= 0.5 && middle.x == middle.x.rounded(),
                "the middle of the view stays put all the way (the offset on the nearest whole pixel)")
        host.advanceTime(by: 0.2)
        #expect(scrollView.zoomScale == 3 && scrollView.contentOffset == CGPoint(x: 300, y: 300))
        #expect(log.events == ["didEndZooming(3.0)"])
    }

    @Test("A pinch zooms by the fingers' ratio about their centre, which keeps its content; willBegin, didZoom, didEnd")
    func pinch() {
        let (host, scrollView, _, log) = scene()
        var zoomingSeen = false
        log.onZoom = { zoomingSeen = zoomingSeen || scrollView.isZooming }
        host.pinch(center: CGPoint(x: 100, y: 100), from: 50, to: 100)
        #expect(abs(scrollView.zoomScale - 2) < 1e-9)
        #expect(abs(scrollView.contentOffset.x - 100) < 1e-6 && abs(scrollView.contentOffset.y - 100) < 1e-6,
                "content point (100, 100) is at (200, 200) and still under the centre")
        #expect(log.events == ["willBeginZooming", "didEndZooming(2.0)"])
        #expect(zoomingSeen && !scrollView.isZooming)
        #expect(log.zoomedScales.count > 1 && zip(log.zoomedScales, log.zoomedScales.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("A pinch past the maximum goes on at half the ratio (bouncesZoom), then springs back to the maximum before didEndZooming")
    func pinchBounces() {
        let (host, scrollView, _, log) = scene(maximum: 1.5)
        host.pinch(center: CGPoint(x: 150, y: 150), from: 50, to: 100)
        #expect(abs(scrollView.zoomScale - 1.5 * (2 / 1.5).squareRoot()) < 1e-9, "past the maximum: 1.5 × √(2 / 1.5)")
        #expect(scrollView.isZoomBouncing && log.events == ["willBeginZooming"])
        host.advanceTime(by: 0.35)
        #expect(abs(scrollView.zoomScale - 1.5) < 1e-9 && !scrollView.isZoomBouncing)
        #expect(log.events == ["willBeginZooming", "didEndZooming(1.5)"])

        scrollView.bouncesZoom = false
        host.pinch(center: CGPoint(x: 150, y: 150), from: 50, to: 100)
        #expect(scrollView.zoomScale == 1.5, "without bouncing the scale stops at the maximum")
    }
}
