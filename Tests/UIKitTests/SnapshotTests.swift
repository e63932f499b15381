import Testing
import UIKit
import UIKitTesting

@Suite("Snapshots", .serialized, .freshContext) @MainActor
struct SnapshotTests {
    private func card() -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        v.backgroundColor = .red
        let inner = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10)); inner.backgroundColor = .blue
        v.addSubview(inner)
        return v
    }

    @Test("drawHierarchy draws the view and its subviews scaled into the rect; false without a context")
    func drawHierarchy() {
        let v = card()
        #expect(!v.drawHierarchy(in: v.bounds, afterScreenUpdates: true))
        let format = UIGraphicsImageRendererFormat(); format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
            _ = v.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true)
        }
        let cg = image.cgImage!
        let left = cg.buffer.pixel(x: 5, y: 10), right = cg.buffer.pixel(x: 35, y: 10)
        #expect(left.r == 255 && left.b == 0 && right.b == 255 && right.r == 0)
    }

    @Test("snapshotView is a new view the size of the bounds showing the current rendering")
    func snapshotView() {
        let host = UITestHost(size: CGSize(width: 40, height: 20), scale: 2)
        let v = card()
        let snapshot = v.snapshotView(afterScreenUpdates: true)!
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        v.backgroundColor = .green         // later changes do not affect the snapshot
        host.window.addSubview(snapshot)
        let frame = host.renderScreen()
        let p = frame.buffer.pixel(x: 4, y: 4), q = frame.buffer.pixel(x: 30, y: 4)
        #expect(p.r == 255 && p.g == 0 && q.b == 255)
    }

    @Test("resizableSnapshotView snapshots a part of the view")
    func resizableSnapshot() {
        _ = UITestHost(size: CGSize(width: 40, height: 20), scale: 1)
        let v = card()
        let part = v.resizableSnapshotView(from: CGRect(x: 10, y: 0, width: 10, height: 10), afterScreenUpdates: true,
                                           withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))!
        #expect(part.bounds.size == CGSize(width: 10, height: 10))
        #expect(part.layer.contentsCenter == CGRect(x: 0.2, y: 0.2, width: 0.6, height: 0.6))
        let image = UITestHost.render(part.layer, scale: 1)
        #expect(image.buffer.pixel(x: 5, y: 5).b == 255)
    }
}
