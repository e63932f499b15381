import Foundation
import Testing
@testable import QuartzCore
import UIKit
import UIKitTesting

@MainActor private var freed = 0

private final class FreedView: UIView {
    isolated deinit { freed += 1 }
}

/// A view whose layout and drawing run at every depth of the chain.
private final class DrawingChainView: UIView {
    var laidOut = false
    var drew = false
    override func layoutSubviews() {
        super.layoutSubviews()
        laidOut = true
    }
    override func draw(_ rect: CGRect) {
        drew = true
        UIColor.orange.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}

/// Trees far deeper and wider than a screen needs: UIKit walks them recursively (its
/// overridable `hitTest`, `layoutSubviews`, `draw`), so here every walk must survive any depth
/// without overflowing the stack, and cost about the same per view as a shallow tree.
@Suite("Deep and wide trees", .serialized, .freshContext) @MainActor
struct DeepTreeTests {
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.buffer.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// A chain `depth` views deep under `host`'s window; returns the views top to bottom.
    private func chain(_ depth: Int, in host: UITestHost, make: () -> UIView = { FreedView() }) -> [UIView] {
        var views: [UIView] = []
        var parent: UIView = host.window
        for _ in 0..<depth {
            let v = make()
            v.frame = CGRect(x: 0.001, y: 0, width: 40, height: 40)
            v.backgroundColor = .red
            parent.addSubview(v)
            parent = v
            views.append(v)
        }
        return views
    }

    // The time limit is a hang guard; in a parallel run its clock also counts the wait for the
    // main actor behind other tests, so it is far above the test's own time.
    @Test("A 10,000-deep chain builds top-down in a shown window, draws, hit-tests, converts, describes and is freed without overflowing the stack",
          .timeLimit(.minutes(10)))
    func deepChain() {
        let host = UITestHost(size: CGSize(width: 50, height: 50), scale: 1)
        freed = 0
        do {
            let views = chain(10_000, in: host)
            let screen = host.renderScreen()
            // The deepest view's red shows (each view is offset by 0.001 point: 10 points in all,
            // so pixel (30, 10) is inside every one of them).
            #expect(pixel(screen, 30, 10) == [255, 0, 0, 255])
            #expect(host.window.hitTest(CGPoint(x: 30, y: 10), with: nil) === views.last)
            let origin = views.last!.convert(CGPoint.zero, to: nil)
            #expect(abs(origin.x - 10) < 0.01 && origin.y == 0)
            #expect(views.last!.window === host.window)
            let description = views[0].recursiveDescription()
            #expect(description.split(separator: "\n").count == 10_000)
            #expect(description.contains("…[depth 9999] <"))
            views[0].removeFromSuperview()
            #expect(views.last!.window == nil)
            host.runLoopTurn()
        }
        #expect(freed == 10_000)
    }

    @Test("layoutSubviews and draw(_:) run at every level of a 5,000-deep chain (the passes recurse through user code)")
    func deepLayoutAndDisplay() {
        let host = UITestHost(size: CGSize(width: 50, height: 50), scale: 1)
        let views = chain(5_000, in: host) { DrawingChainView() }
        _ = host.renderScreen()
        #expect(views.allSatisfy { ($0 as! DrawingChainView).laidOut })
        #expect(views.allSatisfy { ($0 as! DrawingChainView).drew })
    }

    @Test("A 50,000-deep chain of layers or of views not in a window is freed without recursing once per level")
    func deepRelease() {
        freed = 0
        do {
            let root = FreedView()
            var parent: UIView = root
            for _ in 0..<50_000 { let v = FreedView(); parent.addSubview(v); parent = v }
        }
        #expect(freed == 50_001)
        weak var last: CALayer?
        do {
            let root = CALayer()
            var parent = root
            for _ in 0..<50_000 { let l = CALayer(); parent.addSublayer(l); parent = l }
            last = parent
        }
        #expect(last == nil)
    }

    @Test("20,000 siblings draw, hit-test and are freed; one moved sibling damages only its area")
    func wideTree() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        freed = 0
        do {
            let root = UIView(frame: host.window.bounds)
            host.window.addSubview(root)
            for i in 0..<20_000 {
                let v = FreedView(frame: CGRect(x: CGFloat(i % 100), y: CGFloat(i / 100 % 100), width: 1, height: 1))
                v.backgroundColor = i == 19_999 ? .blue : .green
                root.addSubview(v)
            }
            let screen = host.renderScreen()
            #expect(pixel(screen, 99, 99) == [0, 0, 255, 255])
            #expect(host.window.hitTest(CGPoint(x: 99.5, y: 99.5), with: nil) === root.subviews.last)
            root.subviews[100].frame.origin = CGPoint(x: 50, y: 50)
            let moved = host.renderScreen()
            // The old and the new square's area, not the whole screen.
            #expect(RenderServer.lastFrame.damagedPixels < 100 * 100 / 3)
            #expect(pixel(moved, 50, 50) == pixel(screen, 0, 0))
            root.removeFromSuperview()
            host.runLoopTurn()
        }
        #expect(freed == 20_000)
    }

    @Test("One tap where 1,000 tap recognizers share the touch: exactly one recognizes and the rest fail (UIKit's exclusive recognition)")
    func thousandRecognizers() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        var parent: UIView = host.window
        var recognized: [UIGestureRecognizer] = []
        var all: [UIGestureRecognizer] = []
        for i in 0..<1_000 {
            if i % 10 == 0 {
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                parent.addSubview(v)
                parent = v
            }
            let r = UITapGestureRecognizer(action: { recognized.append($0) })
            parent.addGestureRecognizer(r)
            all.append(r)
        }
        host.runLoopTurn()
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(recognized.count == 1)
        // The deepest view's recognizers are asked first; the first of them wins.
        #expect(recognized.first === all[990])
    }
}
