import Testing
@testable import QuartzCore
import CoreGraphics

/// The compositor: what each layer property looks like on screen — order, group opacity,
/// clipping, corners, borders, transforms, bounds origins, backing stores, masks, shadows.
@Suite("The compositor", .serialized, .freshRenderContext) @MainActor
struct CompositorTests {
    private let black = rgb(0, 0, 0), white = rgb(1, 1, 1), red = rgb(1, 0, 0), blue = rgb(0, 0, 1)

    private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("The screen shows the root layer and its sublayers at screen scale")
    func screenComposite() {
        let host = PipelineTestHost(width: 20, height: 10, scale: 2)
        host.root.addSublayer(box(CGRect(x: 5, y: 2, width: 4, height: 3), red))
        host.frame()
        #expect(host.screen.buffer.width == 40 && host.screen.buffer.height == 20)
        #expect(host.pixel(0, 0) == [255, 255, 255, 255])
        #expect(host.pixel(10, 4) == [255, 0, 0, 255])     // (5, 2) points × 2
        #expect(host.pixel(17, 9) == [255, 0, 0, 255])
        #expect(host.pixel(18, 10) == [255, 255, 255, 255])
    }

    @Test("Sublayers draw in order, then by zPosition; hidden layers are skipped")
    func order() {
        let host = PipelineTestHost(width: 4, height: 4)
        let a = box(CGRect(x: 0, y: 0, width: 4, height: 4), red)
        let b = box(CGRect(x: 0, y: 0, width: 4, height: 4), rgb(0, 1, 0))
        host.root.addSublayer(a); host.root.addSublayer(b)
        host.frame()
        #expect(host.pixel(1, 1) == [0, 255, 0, 255])
        CATransaction.setDisableActions(true)
        a.zPosition = 1
        host.frame()
        #expect(host.pixel(1, 1) == [255, 0, 0, 255])
        a.isHidden = true
        host.frame()
        #expect(host.pixel(1, 1) == [0, 255, 0, 255])
    }

    @Test("opacity is group opacity: overlapping sublayers of a translucent layer do not show through each other")
    func groupOpacity() {
        let host = PipelineTestHost(width: 4, height: 4, background: black)
        let group = box(CGRect(x: 0, y: 0, width: 4, height: 4), CGColor.clear)
        group.opacity = 0.5
        group.addSublayer(box(group.bounds, red))
        group.addSublayer(box(group.bounds, blue))
        host.root.addSublayer(group)
        host.frame()
        // Blue at half opacity over black; no red from the covered sublayer.
        #expect(near(host.pixel(1, 1), [0, 0, 128, 255]))
    }

    /// A clear layer at `frame` holding a white sublayer at `content`, added to `host`'s root and
    /// shown in a frame.
    private func clearLayer(_ frame: CGRect, holdingWhite content: CGRect, on host: PipelineTestHost) -> CALayer {
        let layer = box(frame, CGColor.clear)
        layer.addSublayer(box(content, white))
        host.root.addSublayer(layer)
        host.frame()
        return layer
    }

    @Test("masksToBounds clips sublayers; without it they overflow")
    func clipping() {
        let host = PipelineTestHost(width: 10, height: 10, background: black)
        let parent = clearLayer(CGRect(x: 0, y: 0, width: 5, height: 5), holdingWhite: CGRect(x: 0, y: 0, width: 10, height: 10), on: host)
        #expect(host.pixel(7, 7) == [255, 255, 255, 255])
        parent.masksToBounds = true
        host.frame()
        #expect(host.pixel(7, 7) == [0, 0, 0, 255])
        #expect(host.pixel(2, 2) == [255, 255, 255, 255])
    }

    @Test("cornerRadius rounds the background; with masksToBounds it clips the sublayers too")
    func cornerRadius() {
        let host = PipelineTestHost(width: 20, height: 20, background: black)
        let layer = box(CGRect(x: 0, y: 0, width: 20, height: 20), white)
        layer.cornerRadius = 10
        host.root.addSublayer(layer)
        host.frame()
        #expect(host.pixel(0, 0) == [0, 0, 0, 255])
        #expect(host.pixel(10, 10) == [255, 255, 255, 255])
        layer.addSublayer(box(layer.bounds, red))
        host.frame()
        #expect(host.pixel(0, 0) == [255, 0, 0, 255])
        layer.masksToBounds = true
        host.frame()
        #expect(host.pixel(0, 0) == [0, 0, 0, 255])
    }

    @Test("A border is drawn inside the bounds, above the sublayers")
    func border() {
        let host = PipelineTestHost(width: 20, height: 20)
        let layer = box(CGRect(x: 0, y: 0, width: 20, height: 20), white)
        layer.borderWidth = 2
        layer.borderColor = blue
        layer.addSublayer(box(layer.bounds, red))
        host.root.addSublayer(layer)
        host.frame()
        #expect(host.pixel(0, 10) == [0, 0, 255, 255] && host.pixel(1, 10) == [0, 0, 255, 255])
        #expect(host.pixel(2, 10) == [255, 0, 0, 255])
    }

    @Test("Transforms apply about the anchor point (the center): a layer rotated 90° covers its rotated frame")
    func rotation() {
        let host = PipelineTestHost(width: 40, height: 40, background: black)
        let layer = box(CGRect(x: 10, y: 15, width: 20, height: 10), white)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        host.root.addSublayer(layer)
        host.frame()   // now (15, 10, 10, 20)
        #expect(host.pixel(20, 11) == [255, 255, 255, 255])
        #expect(host.pixel(12, 20) == [0, 0, 0, 255])
    }

    @Test("A bounds origin shift moves the sublayers' content")
    func boundsOrigin() {
        let host = PipelineTestHost(width: 20, height: 20, background: black)
        let scroller = clearLayer(CGRect(x: 0, y: 0, width: 20, height: 20), holdingWhite: CGRect(x: 0, y: 10, width: 20, height: 5), on: host)
        #expect(host.pixel(5, 11) == [255, 255, 255, 255])
        CATransaction.setDisableActions(true)
        scroller.bounds.origin = CGPoint(x: 0, y: 10)
        host.frame()
        #expect(host.pixel(5, 1) == [255, 255, 255, 255] && host.pixel(5, 11) == [0, 0, 0, 255])
    }

    @Test("A drawn layer is composited from its backing store; isOpaque shows its clear pixels black")
    func backingStoreAndOpacity() {
        final class HalfDrawn: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(rgb(1, 0, 0))
                ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            }
        }
        let host = PipelineTestHost(width: 10, height: 10)
        let layer = HalfDrawn()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.isOpaque = true
        layer.setNeedsDisplay()
        host.root.addSublayer(layer)
        host.frame()
        #expect(host.pixel(2, 2) == [255, 0, 0, 255])
        #expect(host.pixel(7, 2) == [0, 0, 0, 255])         // opaque layer, undrawn pixel: black
        layer.isOpaque = false
        host.frame()
        #expect(host.pixel(7, 2) == [255, 255, 255, 255])   // not opaque: the root shows through
    }

    @Test("A mask layer's alpha masks the layer")
    func mask() {
        let host = PipelineTestHost(width: 10, height: 10, background: black)
        let layer = box(CGRect(x: 0, y: 0, width: 10, height: 10), white)
        layer.mask = box(CGRect(x: 0, y: 0, width: 5, height: 10), white)
        host.root.addSublayer(layer)
        host.frame()
        #expect(host.pixel(2, 5) == [255, 255, 255, 255] && host.pixel(7, 5) == [0, 0, 0, 255])
    }

    /// A white layer at `frame` casting an opaque shadow with no blur at `offset`.
    private func hardShadowCaster(_ frame: CGRect, offset: CGSize) -> CALayer {
        let layer = box(frame, white)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = offset
        return layer
    }

    @Test("A shadow is drawn under the layer at shadowOffset (positive height: down)")
    func shadow() {
        let host = PipelineTestHost(width: 40, height: 40)
        host.root.addSublayer(hardShadowCaster(CGRect(x: 5, y: 5, width: 10, height: 10), offset: CGSize(width: 10, height: 10)))
        host.frame()
        #expect(host.pixel(20, 20) == [0, 0, 0, 255])
        #expect(host.pixel(10, 10) == [255, 255, 255, 255])
    }

    @Test("shadowPath sets the shape of the shadow")
    func shadowPath() {
        let host = PipelineTestHost(width: 40, height: 40)
        let layer = hardShadowCaster(CGRect(x: 10, y: 10, width: 10, height: 10), offset: .zero)
        layer.shadowPath = CGPath(rect: CGRect(x: 10, y: 0, width: 15, height: 10), transform: nil)
        host.root.addSublayer(layer)
        host.frame()
        #expect(host.red(30, 15) == 0)     // shadow beyond the layer's right edge
        #expect(host.red(15, 15) == 255)   // the layer itself
    }
}
