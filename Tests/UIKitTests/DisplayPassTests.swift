import Testing
@testable import QuartzCore
import UIKit
import UIKitTesting
import RuntimeSupport

/// Counts `draw(_:)` calls and records the rects it was given.
private final class DrawingView: UIView {
    var rects: [CGRect] = []
    var color = UIColor.red
    var drawsNothing = false
    override func draw(_ rect: CGRect) {
        rects.append(rect)
        guard !drawsNothing else { return }
        color.setFill()
        UIRectFill(bounds)
    }
}

@Suite("The display pass", .serialized, .freshContext) @MainActor
struct DisplayPassTests {
    @Test("Nothing draws until the commit; several setNeedsDisplay calls coalesce into one draw")
    func coalescing() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        let v = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.window.addSubview(v)
        #expect(v.rects.isEmpty)
        host.runLoopTurn()
        #expect(v.rects.count == 1)
        v.setNeedsDisplay(); v.setNeedsDisplay(); v.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(v.rects.count == 1)
        host.runLoopTurn()
        #expect(v.rects.count == 2)
        host.runLoopTurn()
        #expect(v.rects.count == 2)   // not invalidated: no draw
    }

    @Test("draw(_:) gets the invalid area; partial marks union into one rect")
    func invalidRect() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        let v = DrawingView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        host.window.addSubview(v)
        host.runLoopTurn()
        v.setNeedsDisplay(CGRect(x: 2, y: 2, width: 4, height: 4))
        v.setNeedsDisplay(CGRect(x: 10, y: 10, width: 2, height: 2))
        host.runLoopTurn()
        #expect(v.rects.last == CGRect(x: 2, y: 2, width: 10, height: 10))
    }

    @Test("Views outside a visible window are not drawn until they join one")
    func onlyShownViewsDraw() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        let v = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.runLoopTurn()
        #expect(v.rects.isEmpty)
        host.window.addSubview(v)
        host.runLoopTurn()
        #expect(v.rects.count == 1)
    }

    @Test("The pass draws root first, back to front")
    func order() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        final class Logged: UIView {
            static var log: [Int] = []
            override func draw(_ rect: CGRect) { Logged.log.append(tag) }
        }
        Logged.log = []
        let parent = Logged(frame: CGRect(x: 0, y: 0, width: 30, height: 30)); parent.tag = 1
        let back = Logged(frame: CGRect(x: 0, y: 0, width: 5, height: 5)); back.tag = 2
        let front = Logged(frame: CGRect(x: 0, y: 0, width: 5, height: 5)); front.tag = 3
        let child = Logged(frame: CGRect(x: 0, y: 0, width: 2, height: 2)); child.tag = 4
        // Marked in a scrambled order.
        back.addSubview(child)
        parent.addSubview(back)
        parent.addSubview(front)
        host.window.addSubview(parent)
        host.runLoopTurn()
        #expect(Logged.log == [1, 2, 4, 3])
    }

    @Test("A view that does not override draw(_:), or draws nothing, keeps no bitmap")
    func noBitmapWithoutDrawing() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 2)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.backgroundColor = .blue
        let empty = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        empty.drawsNothing = true
        let drawing = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(plain); host.window.addSubview(empty); host.window.addSubview(drawing)
        host.runLoopTurn()
        #expect(plain.layer.backingStore == nil)
        #expect(empty.rects.count == 1 && empty.layer.backingStore == nil)
        // A drawing view's store is points × scale pixels.
        #expect(drawing.layer.backingStore?.width == 20 && drawing.layer.backingStore?.height == 20)
    }

    @Test("Geometry changes do not redraw; .redraw redraws when the size changes")
    func geometryDoesNotRedraw() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        let v = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(v)
        host.runLoopTurn()
        v.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        v.alpha = 0.5
        host.runLoopTurn()
        #expect(v.rects.count == 1)
        v.contentMode = .redraw
        v.center = CGPoint(x: 20, y: 20)
        host.runLoopTurn()
        #expect(v.rects.count == 1)       // moving is not resizing
        v.bounds.size = CGSize(width: 12, height: 12)
        host.runLoopTurn()
        #expect(v.rects.count == 2)
    }

    @Test("contentScaleFactor follows the screen: the backing store is points × scale")
    func scale() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 3)
        let v = DrawingView(frame: CGRect(x: 0, y: 0, width: 7, height: 5))
        #expect(v.contentScaleFactor == 3)
        host.window.addSubview(v)
        host.runLoopTurn()
        #expect(v.layer.backingStore?.width == 21 && v.layer.backingStore?.height == 15)
    }

    @Test("A view with enormous bounds is not drawn and allocates nothing; the frame still renders")
    func enormousBounds() {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        let v = DrawingView(frame: CGRect(x: 0, y: 0, width: 1e7, height: 1e7))
        host.window.addSubview(v)
        let issues = RuntimeIssue.capture { _ = host.renderScreen() }
        #expect(v.layer.backingStore == nil)
        #expect(issues.contains { $0.contains("too large") })
    }
}
