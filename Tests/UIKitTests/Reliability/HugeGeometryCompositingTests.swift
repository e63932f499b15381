import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// Geometry far beyond the screen (1e12 to 1e308 points) composites what is on screen and
/// nothing else, and a frame composited from damage equals a full recomposite. Core
/// Animation documents no limit on layer coordinates, so the render side must neither lose
/// nearby edges to rounding nor hand Cairo numbers it cannot hold.
@MainActor
@Suite(.freshContext) struct HugeGeometryCompositingTests {
    private func host() -> UITestHost {
        let host = UITestHost(size: CGSize(width: 96, height: 96), scale: 1)
        host.window.backgroundColor = .white
        return host
    }

    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.buffer.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    @Test("A view whose rotated subtree reaches -1e307 still draws itself: an extent that far out keeps its near edge instead of rounding it away")
    func farSubtreeKeepsNearEdge() {
        let host = host()
        let view = UIView(frame: CGRect(x: 41, y: 19.125, width: 7, height: 30.75))
        view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let rotated = UIView(frame: CGRect(x: 13.842, y: 39.94, width: 14.07, height: 35.62))
        rotated.transform = CGAffineTransform(a: -0.178246, b: -0.983986, c: 0.983986, d: -0.178246, tx: 0, ty: 0)
        let far = UIView(frame: CGRect(x: 1e308, y: 41.75, width: 15.5, height: 18))
        far.backgroundColor = .red
        host.window.addSubview(view)
        view.addSubview(rotated)
        rotated.addSubview(far)
        _ = host.renderScreen()
        // A later frame culls with the extents the first one cached.
        let other = UIView(frame: CGRect(x: 2, y: 2, width: 4, height: 4))
        other.backgroundColor = .blue
        host.window.addSubview(other)
        let partial = host.renderScreen()
        let full = host.fullRecomposite()
        #expect(pixel(partial, 44, 30) == [0, 255, 0])
        #expect(pixel(full, 44, 30) == [0, 255, 0])
        #expect(ReferenceImage.difference(partial, full, tolerance: 0) == nil)
    }

    @Test("Positions of 1e308 nested in one another add up to infinity: that subtree is not drawn, and the views drawn after it still are")
    func infiniteSumSkipsOnlyThatSubtree() {
        let host = host()
        let far = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 8))
        far.center = CGPoint(x: 20, y: 1e308)
        let farther = UIView(frame: CGRect(x: 0, y: 1e308, width: 10, height: 10))
        farther.backgroundColor = .red
        far.addSubview(farther)
        let inside = UIView(frame: CGRect(x: 1, y: 1, width: 5, height: 5))
        inside.backgroundColor = .green
        farther.addSubview(inside)
        host.window.addSubview(far)
        // Fractional frames: drawn through Cairo, after the far subtree.
        let after = UIView(frame: CGRect(x: 20.5, y: 20.5, width: 30, height: 30))
        after.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        host.window.addSubview(after)
        _ = host.renderScreen()
        // Changed below since the last frame: the far subtree is visited, not culled by its
        // extent.
        inside.bounds = CGRect(x: 0.5, y: 0, width: 5, height: 5)
        let partial = host.renderScreen()
        #expect(pixel(partial, 35, 35) == [0, 0, 255])
        #expect(ReferenceImage.difference(partial, host.fullRecomposite(), tolerance: 0) == nil)
    }

    @Test("A view 10¹² points tall shows exactly its on-screen part (Cairo's fixed point would wrap such coordinates into stripes)")
    func trillionPointViewShowsItsVisiblePart() {
        let host = host()
        let column = UIView(frame: CGRect(x: 39.75, y: 13.75, width: 6, height: 36))
        let tall = UIView(frame: CGRect(x: 33.5, y: -1e12, width: 9, height: 1e12))
        tall.backgroundColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
        column.addSubview(tall)
        host.window.addSubview(column)
        let image = host.renderScreen()
        // The view ends at the column's top, y = 13.75.
        #expect(pixel(image, 77, 5) == [255, 0, 255])
        #expect(pixel(image, 77, 12) == [255, 0, 255])
        #expect(pixel(image, 77, 20) == [255, 255, 255])
        #expect(pixel(image, 77, 60) == [255, 255, 255])
        #expect(ReferenceImage.difference(image, host.fullRecomposite(), tolerance: 0) == nil)
    }

    @Test("A rounded, bordered, shadowed layer reaching 10¹² points to the left looks on screen exactly like one reaching just off screen")
    func hugeDecoratedLayerMatchesModerateOne() {
        func render(left: CGFloat) -> CGImage {
            let host = host()
            let layer = CALayer()
            layer.frame = CGRect(x: left, y: 20.25, width: 60.5 - left, height: 40)
            layer.backgroundColor = UIColor.yellow.cgColor
            layer.cornerRadius = 6
            layer.borderWidth = 2.5
            layer.borderColor = UIColor.red.cgColor
            layer.shadowOpacity = 1
            layer.shadowRadius = 3
            layer.shadowOffset = CGSize(width: 0, height: 4)
            host.window.layer.addSublayer(layer)
            return host.renderScreen()
        }
        let moderate = render(left: -30)
        #expect(pixel(moderate, 30, 40) == [255, 255, 0])
        #expect(ReferenceImage.difference(render(left: -1e12), moderate, tolerance: 0) == nil)
    }

    @Test("A bounds origin of 1e308 leaves no point to place the view's own content at: it is not drawn, damage-only or whole, and its neighbours are")
    func farBoundsOriginDrawsNoOwnContent() {
        let host = host()
        let far = UIView(frame: CGRect(x: 68.25, y: 48.75, width: 17, height: 52))
        far.backgroundColor = .cyan
        far.layer.borderWidth = 2
        far.layer.borderColor = UIColor.red.cgColor
        host.window.addSubview(far)
        let neighbour = UIView(frame: CGRect(x: 10.5, y: 10.5, width: 20, height: 20))
        neighbour.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        host.window.addSubview(neighbour)
        let inside = UIView(frame: CGRect(x: 29, y: 78.5, width: 25.75, height: 34))
        inside.backgroundColor = .magenta
        far.addSubview(inside)
        _ = host.renderScreen()
        far.bounds = CGRect(x: -6.75, y: 1e308, width: 17, height: 52)
        _ = host.renderScreen()
        let added = UIView(frame: CGRect(x: 45, y: 25.25, width: 7.25, height: 13.75))
        added.backgroundColor = .magenta
        far.addSubview(added)
        let partial = host.renderScreen()
        #expect(pixel(partial, 75, 70) == [255, 255, 255])
        #expect(pixel(partial, 75, 20) == [255, 255, 255])
        #expect(pixel(partial, 20, 20) == [0, 0, 255])
        #expect(ReferenceImage.difference(partial, host.fullRecomposite(), tolerance: 0) == nil)
        // Back to an ordinary origin, it draws where its frame is.
        far.bounds = CGRect(x: 0, y: 0, width: 17, height: 52)
        #expect(pixel(host.renderScreen(), 75, 70) == [0, 255, 255])
    }
}
