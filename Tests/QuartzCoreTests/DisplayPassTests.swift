import Testing
@testable import QuartzCore
import CoreGraphics
import RuntimeSupport

/// The display pass (`DisplayPass`): layers marked with `setNeedsDisplay` draw in the commit,
/// once however often they were marked, root first and back to front, and only while shown;
/// drawing is invalidation, never a consequence of geometry.
@Suite("The display pass", .serialized, .freshRenderContext) @MainActor
struct DisplayPassTests {
    /// A `ProbeLayer` at `frame`, marked for display (as a view is when made), added to `parent`.
    private func marked(_ frame: CGRect, in parent: CALayer?) -> ProbeLayer {
        let layer = ProbeLayer()
        layer.frame = frame
        layer.setNeedsDisplay()
        parent?.addSublayer(layer)
        return layer
    }

    @Test("Nothing draws until the commit; several setNeedsDisplay calls coalesce into one draw")
    func coalescing() {
        let host = PipelineTestHost()
        let layer = marked(CGRect(x: 0, y: 0, width: 20, height: 20), in: host.root)
        #expect(layer.draws == 0)
        host.frame()
        #expect(layer.draws == 1)
        layer.setNeedsDisplay(); layer.setNeedsDisplay(); layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(layer.draws == 1)
        host.frame()
        #expect(layer.draws == 2)
        host.frame()
        #expect(layer.draws == 2)   // not invalidated: no draw
    }

    @Test("draw(in:) is clipped to the invalid area; partial marks union into one rect")
    func invalidRect() {
        let host = PipelineTestHost()
        let layer = marked(CGRect(x: 0, y: 0, width: 30, height: 30), in: host.root)
        host.frame()
        layer.setNeedsDisplay(CGRect(x: 2, y: 2, width: 4, height: 4))
        layer.setNeedsDisplay(CGRect(x: 10, y: 10, width: 2, height: 2))
        host.frame()
        #expect(layer.drawnAreas.last == CGRect(x: 2, y: 2, width: 10, height: 10))
    }

    @Test("Layers outside a shown tree are not drawn until they join one")
    func onlyShownLayersDraw() {
        let host = PipelineTestHost()
        let layer = marked(CGRect(x: 0, y: 0, width: 10, height: 10), in: nil)
        host.frame()
        #expect(layer.draws == 0)
        host.root.addSublayer(layer)
        host.frame()
        #expect(layer.draws == 1)
    }

    @Test("The pass draws root first, back to front")
    func order() {
        let host = PipelineTestHost()
        var log: [Int] = []
        func logged(_ tag: Int, side: CGFloat) -> ProbeLayer {
            let layer = marked(CGRect(x: 0, y: 0, width: side, height: side), in: nil)
            layer.onDraw = { log.append(tag) }
            return layer
        }
        let parent = logged(1, side: 30), back = logged(2, side: 5), front = logged(3, side: 5), child = logged(4, side: 2)
        // Marked in a scrambled order.
        back.addSublayer(child)
        parent.addSublayer(back)
        parent.addSublayer(front)
        host.root.addSublayer(parent)
        host.frame()
        #expect(log == [1, 2, 4, 3])
    }

    @Test("A layer that does not draw, or draws nothing, keeps no bitmap")
    func noBitmapWithoutDrawing() {
        let host = PipelineTestHost(scale: 2)
        let plain = box(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(0, 0, 1))
        plain.setNeedsDisplay()
        host.root.addSublayer(plain)
        let empty = marked(CGRect(x: 0, y: 0, width: 10, height: 10), in: host.root)
        empty.color = nil
        let drawing = marked(CGRect(x: 0, y: 0, width: 10, height: 10), in: host.root)
        for layer in [plain, empty, drawing] { layer.contentsScale = 2 }
        host.frame()
        #expect(plain.backingStore == nil)
        #expect(empty.draws == 1 && empty.backingStore == nil)
        // A drawing layer's store is points × contentsScale pixels.
        #expect(drawing.backingStore?.width == 20 && drawing.backingStore?.height == 20)
    }

    @Test("Geometry changes do not redraw; needsDisplayOnBoundsChange redraws when the size changes")
    func geometryDoesNotRedraw() {
        let host = PipelineTestHost()
        let layer = marked(CGRect(x: 0, y: 0, width: 10, height: 10), in: host.root)
        host.frame()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        layer.opacity = 0.5
        host.frame()
        #expect(layer.draws == 1)
        CATransaction.setDisableActions(true)
        layer.needsDisplayOnBoundsChange = true
        layer.position = CGPoint(x: 20, y: 20)
        host.frame()
        #expect(layer.draws == 1)       // moving is not resizing
        CATransaction.setDisableActions(true)
        layer.bounds.size = CGSize(width: 12, height: 12)
        host.frame()
        #expect(layer.draws == 2)
    }

    @Test("A layer with enormous bounds is not drawn and allocates nothing; the frame still renders")
    func enormousBounds() {
        let host = PipelineTestHost(width: 20, height: 20)
        let layer = marked(CGRect(x: 0, y: 0, width: 1e7, height: 1e7), in: host.root)
        let issues = RuntimeIssue.capture { host.frame() }
        #expect(layer.backingStore == nil)
        #expect(issues.contains { $0.contains("too large") })
    }
}
