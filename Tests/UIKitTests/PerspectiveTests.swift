import Testing
import UIKit
import UIKitTesting

@Suite("Perspective transforms", .serialized, .freshContext) @MainActor
struct PerspectiveTests {
    /// A card turned 40° about the y axis with m34 = -1/300, the usual "3D flip" set-up.
    private func scene(scale: CGFloat) -> (UITestHost, UIView) {
        let host = UITestHost(size: CGSize(width: 200, height: 140), scale: scale)
        host.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 100))
        card.backgroundColor = .blue
        let stripe = UIView(frame: CGRect(x: 0, y: 40, width: 100, height: 20))
        stripe.backgroundColor = .orange
        card.addSubview(stripe)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 300
        card.layer.transform = CATransform3DRotate(t, 40 * .pi / 180, 0, 1, 0)
        host.window.addSubview(card)
        return (host, card)
    }

    @Test("m34 perspective: the edge turned toward the viewer is taller than the far edge")
    func foreshortening() {
        let (host, card) = scene(scale: 1)
        let frame = host.renderScreen()
        // Measure the blue column height near each side of the projected card.
        let box = card.frame
        func columnHeight(_ x: Int) -> Int {
            (0..<frame.height).filter { y in
                let p = frame.buffer.pixel(x: x, y: y)
                return p.b > 200 && p.r < 60
            }.count
        }
        let left = columnHeight(Int(box.minX) + 3), right = columnHeight(Int(box.maxX) - 3)
        #expect(left > 0 && right > 0)
        #expect(abs(left - right) > 10)
        // The layer is drawn, not flattened away: its centre is on the orange stripe.
        let centre = card.layer.convert(CGPoint(x: 50, y: 50), to: host.window.layer)
        let p = frame.buffer.pixel(x: Int(centre.x), y: Int(centre.y))
        #expect(p.r > 200 && p.g > 100 && p.b < 80)
    }

    @Test("Perspective rendering matches its reference image at scale 1")
    func reference1x() {
        let (host, _) = scene(scale: 1)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "perspective@1x")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("Perspective rendering matches its reference image at scale 2")
    func reference() {
        let (host, _) = scene(scale: 2)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "perspective@2x")
        #expect(diff == nil, "\(diff!)")
    }
}
