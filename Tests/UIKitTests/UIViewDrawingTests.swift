import Testing
@testable import QuartzCore
import UIKit
import UIKitTesting

/// A view that fills the area it is asked to draw (`draw(_:)`'s rect) with `color`, recording
/// each rect.
private final class Painter: UIView {
    var rects: [CGRect] = []
    var color = UIColor.red
    override func draw(_ rect: CGRect) {
        rects.append(rect)
        color.setFill()
        UIRectFill(rect)
    }
}

/// What UIKit adds to the layer's display (QuartzCore's display pass, tested there): a view's
/// marks reach its layer, `draw(_:)` gets the layer's invalid area, the content scale follows
/// the screen, and `clearsContextBeforeDrawing` reaches the backing store.
@Suite("UIView drawing through its layer", .serialized, .freshContext) @MainActor
struct UIViewDrawingTests {
    @Test("setNeedsDisplay(_:) marks that rect on the view's layer, and draw(_:) gets the layer's invalid area")
    func invalidRect() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        let v = Painter(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        host.window.addSubview(v)
        host.runLoopTurn()
        v.setNeedsDisplay(CGRect(x: 2, y: 2, width: 4, height: 4))
        #expect(v.layer.needsDisplay())
        host.runLoopTurn()
        #expect(v.rects.last == CGRect(x: 2, y: 2, width: 4, height: 4))
    }

    @Test("contentScaleFactor follows the screen: the backing store is points × scale")
    func scale() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 3)
        let v = Painter(frame: CGRect(x: 0, y: 0, width: 7, height: 5))
        #expect(v.contentScaleFactor == 3)
        host.window.addSubview(v)
        host.runLoopTurn()
        #expect(v.layer.backingStore?.width == 21 && v.layer.backingStore?.height == 15)
    }

    @Test("clearsContextBeforeDrawing = false keeps the old content under a partial redraw")
    func keepsContent() {
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
}
