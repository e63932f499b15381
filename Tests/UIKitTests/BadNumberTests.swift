import Testing
import UIKitTesting
@testable import UIKit

/// Numbers that are not numbers, or far too big, never crash: each case used to stop the
/// process converting a Double to an Int.
@Suite("Bad numbers", .serialized) @MainActor
struct BadNumberTests {
    @Test("UIColor(hue:) with a hue that is NaN or infinite is red (hue 0), not a crash")
    func nonFiniteHue() {
        let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        #expect(UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1) == red)
        #expect(UIColor(hue: .infinity, saturation: 1, brightness: 1, alpha: 1) == red)
        _ = UIColor(hue: 1e308, saturation: .infinity, brightness: .nan, alpha: 1).cgColor
    }

    @Test("A 1e308 shadow blur draws (limited to what shows); a NaN or infinite shadow offset draws no shadow and says so")
    func hugeShadow() throws {
        var issues: [String] = []
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            let cg = context.cgContext
            cg.setShadow(offset: .zero, blur: 1e308, color: UIColor.black.cgColor)
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
            issues = RuntimeIssue.capture {
                cg.setShadow(offset: CGSize(width: CGFloat.nan, height: 1e308), blur: 2, color: UIColor.black.cgColor)
            }
            cg.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let pixels = try #require(image.cgImage)
        let scale = Int(image.scale)
        let centre = pixels.pixel(x: 10 * scale, y: 10 * scale), corner = pixels.pixel(x: 0, y: 0)
        #expect(centre.r == 255 && centre.g == 0 && corner.r == 255)
        #expect(issues.count == 1)
    }

    @Test("Contents on a layer 1e300 points wide, far off screen or scaled by 1e-300, composite without a crash")
    func hugeContentsGeometry() {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        host.window.backgroundColor = .white
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 1e300, height: 1e300)
        layer.contents = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }.cgImage
        layer.contentsCenter = CGRect(x: 0.2, y: 0.2, width: 0.6, height: 0.6)
        host.window.layer.addSublayer(layer)
        host.runLoopTurn()
        layer.frame = CGRect(x: -1e300, y: 0, width: 1e300, height: 10)
        layer.contentsScale = 1e-300
        host.runLoopTurn()
        #expect(host.renderScreen().width == 20)
    }

    /// Found by view-fuzz (seed 0x5eed0f42): a translucent view groups its subtree on a
    /// surface narrowed to what the subtree covers; a subview reaching past 1e308 points
    /// covered infinite and NaN pixels, and narrowing the clip to them stopped the process.
    @Test("A translucent view whose subview reaches past 1e308 points composites (the group is not narrowed), not a crash")
    func translucentViewWithHugeSubview() {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 2)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        container.alpha = 0.5
        container.backgroundColor = .blue
        let far = UIView(frame: CGRect(x: 1e308, y: 0, width: 1e308, height: 10))
        far.backgroundColor = .red
        container.addSubview(far)
        container.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        host.window.addSubview(container)
        #expect(host.renderScreen().width == 40)
        far.frame = CGRect(x: -1e308, y: -1e308, width: 1e308, height: 1e308)
        #expect(host.renderScreen().width == 40)
    }
}

/// A view that removes its siblings (and adds one) while it is hit-tested.
private final class Meddler: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        for sibling in superview?.subviews ?? [] where sibling !== self { sibling.removeFromSuperview() }
        superview?.addSubview(UIView(frame: bounds))
        return nil
    }
}

/// Code run during a traversal may change the tree under it; the traversal goes on over the
/// tree as it was (UIKit enumerates copies), never past the end of a shrunken list.
@Suite("Mutation while iterating", .serialized) @MainActor
struct MutationWhileIteratingTests {
    @Test("A subview that removes its siblings while hitTest iterates them: the test finishes over the subviews it began with")
    func hitTestMutation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(below)
        for _ in 0..<3 { root.addSubview(UIView(frame: CGRect(x: 60, y: 60, width: 10, height: 10))) }
        root.addSubview(Meddler(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        // The meddler answers nil; `below`, removed meanwhile, is still tested and hit.
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === below)
        #expect(root.subviews.count == 2)
    }
}

