import Testing
import QuartzCore
@testable import CoreGraphics
import RuntimeSupport

private func close(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1e-9) -> Bool { abs(a - b) <= tol }
private func close(_ a: CGRect, _ b: CGRect, _ tol: CGFloat = 1e-9) -> Bool {
    close(a.minX, b.minX, tol) && close(a.minY, b.minY, tol) && close(a.width, b.width, tol) && close(a.height, b.height, tol)
}
private func close(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-9) -> Bool { close(a.x, b.x, tol) && close(a.y, b.y, tol) }

@Suite("CALayer geometry", .freshRenderContext) @MainActor
struct CALayerGeometryTests {
    @Test("Defaults: zero bounds and position, anchor point at the centre, identity transform, opacity 1")
    func defaults() {
        let l = CALayer()
        #expect(l.bounds == .zero)
        #expect(l.position == .zero)
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CATransform3DIsIdentity(l.transform))
        #expect(l.opacity == 1)
        #expect(!l.isHidden && !l.masksToBounds && !l.isOpaque)
        #expect(l.backgroundColor == nil && l.zPosition == 0)
        #expect(l.sublayers == nil && l.superlayer == nil && l.delegate == nil)
    }

    @Test("frame is derived: origin = position − anchorPoint × bounds.size")
    func frameDerivedFromPositionAndAnchor() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        l.position = CGPoint(x: 50, y: 50)
        #expect(l.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
        l.anchorPoint = .zero
        #expect(l.frame == CGRect(x: 50, y: 50, width: 100, height: 40))
        l.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(l.frame == CGRect(x: -50, y: 10, width: 100, height: 40))
    }

    @Test("Setting frame sets position (through the anchor point) and bounds.size, not bounds.origin")
    func settingFrame() {
        let l = CALayer()
        l.bounds = CGRect(x: 5, y: 7, width: 1, height: 1)
        l.anchorPoint = CGPoint(x: 0.25, y: 0.5)
        l.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        #expect(l.position == CGPoint(x: 60, y: 70))
        #expect(l.bounds == CGRect(x: 5, y: 7, width: 200, height: 100))
        #expect(l.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
    }

    @Test("With a transform, frame is the bounding box of the transformed bounds about the anchor point")
    func frameWithTransform() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.position = CGPoint(x: 100, y: 100)
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(l.frame, CGRect(x: 75, y: 50, width: 50, height: 100)))
        #expect(l.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(l.position == CGPoint(x: 100, y: 100))
        l.transform = CATransform3DMakeScale(2, 3, 1)
        #expect(close(l.frame, CGRect(x: 0, y: 25, width: 200, height: 150)))
    }

    @Test("Setting frame under a scale transform maps the size back through the inverse transform")
    func settingFrameWithScale() {
        let l = CALayer()
        l.transform = CATransform3DMakeScale(2, 2, 1)
        l.frame = CGRect(x: 10, y: 10, width: 100, height: 60)
        #expect(close(l.bounds.size.width, 50) && close(l.bounds.size.height, 30))
        #expect(close(l.frame, CGRect(x: 10, y: 10, width: 100, height: 60)))
    }

    @Test("affineTransform()/setAffineTransform read and write the 2D part of transform")
    func affineTransformAccessors() {
        let l = CALayer()
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        l.setAffineTransform(t)
        #expect(l.affineTransform() == t)
        #expect(CATransform3DIsAffine(l.transform))
    }

    @Test("NaN or infinite geometry is never stored: the old value stays and the misuse is reported")
    func invalidGeometryIsRejected() {
        let l = CALayer()
        l.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let issues = RuntimeIssue.capture {
            l.position = CGPoint(x: CGFloat.nan, y: 0)
            l.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
            l.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            l.anchorPoint = CGPoint(x: 0, y: CGFloat.nan)
            var t = CATransform3DIdentity
            t.m11 = .nan
            l.transform = t
            l.zPosition = .infinity
            l.opacity = .nan
            l.frame = .null
        }
        #expect(l.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CATransform3DIsIdentity(l.transform))
        #expect(l.zPosition == 0 && l.opacity == 1)
        #expect(issues.count == 8)
        #expect(issues.allSatisfy { $0.contains("NaN") || $0.contains("finite") })
    }

    @Test("Simple properties store what they are given")
    func storedProperties() {
        let l = CALayer()
        l.isHidden = true; l.masksToBounds = true; l.isOpaque = true; l.opacity = 0.25
        l.zPosition = 3; l.name = "badge"
        l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(l.isHidden && l.masksToBounds && l.isOpaque && l.opacity == 0.25)
        #expect(l.zPosition == 3 && l.name == "badge")
        #expect(l.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test("init(layer:) copies the model values, not the tree")
    func initLayerCopies() {
        let a = CALayer()
        a.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        a.opacity = 0.5
        a.zPosition = 2
        a.addSublayer(CALayer())
        let b = CALayer(layer: a)
        #expect(b.frame == a.frame && b.opacity == 0.5 && b.zPosition == 2)
        #expect(b.sublayers == nil)
    }
}

@Suite("CALayer coordinate conversion", .freshRenderContext) @MainActor
struct CALayerConversionTests {
    @Test("Points convert through position, anchor point and bounds origin")
    func translationAndBoundsOrigin() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        root.addSublayer(child)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 15, y: 25))
        #expect(root.convert(CGPoint(x: 15, y: 25), to: child) == CGPoint(x: 5, y: 5))
        root.bounds.origin = CGPoint(x: 0, y: 100)   // scrolls the content up
        #expect(child.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 15, y: 25))
        #expect(child.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 15, y: -75))
    }

    @Test("A rotated rect converts to the bounding box of its corners")
    func rotatedRectIsBoundingBox() {
        let root = CALayer()
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 200, y: 200)
        child.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        root.addSublayer(child)
        let r = child.convert(child.bounds, to: root)
        let side = 100 * 2.0.squareRoot()
        #expect(close(r, CGRect(x: 200 - side / 2, y: 200 - side / 2, width: side, height: side)))
    }

    @Test("Conversion between layers of different trees goes through the roots' common space")
    func differentTrees() {
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        b.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        #expect(a.convert(CGPoint(x: 60, y: 60), to: b) == CGPoint(x: 10, y: 10))
        #expect(b.convert(CGPoint(x: 10, y: 10), to: a) == CGPoint(x: 60, y: 60))
    }

    @Test("Converting into a layer scaled to zero gives finite points, never NaN")
    func singularStep() {
        let root = CALayer()
        let flat = CALayer()
        flat.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        flat.setAffineTransform(CGAffineTransform(scaleX: 0, y: 1))
        root.addSublayer(flat)
        let p = root.convert(CGPoint(x: 60, y: 60), to: flat)
        #expect(p.x.isFinite && p.y.isFinite)
        #expect(flat.convert(CGPoint(x: 50, y: 50), to: root) == CGPoint(x: 60, y: 60))
    }

    @Test("Setting frame under a rotation places the derived frame's origin where asked")
    func frameUnderRotation() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        l.frame = CGRect(x: 10, y: 20, width: 50, height: 100)
        #expect(close(l.bounds, CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(close(l.frame, CGRect(x: 10, y: 20, width: 50, height: 100)))
    }

    @Test("Perspective transforms convert exactly in both directions")
    func perspectiveRoundTrip() {
        let root = CALayer()
        let child = CALayer()
        child.frame = CGRect(x: 50, y: 50, width: 200, height: 100)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        child.transform = CATransform3DRotate(t, .pi / 5, 0, 1, 0)
        root.addSublayer(child)
        let p = CGPoint(x: 30, y: 70)
        let there = child.convert(p, to: root)
        // Core Animation's definition: (p − anchor, z = 0, w = 1) × transform, divided by w,
        // then moved to position.
        let m = child.transform
        let x = p.x - 100, y = p.y - 50
        let w = x * m.m14 + y * m.m24 + m.m44
        let expected = CGPoint(x: (x * m.m11 + y * m.m21 + m.m41) / w + 150,
                               y: (x * m.m12 + y * m.m22 + m.m42) / w + 100)
        #expect(close(there, expected, 1e-9))
        #expect(there != CGPoint(x: p.x + 50, y: p.y + 50))
        #expect(close(root.convert(there, to: child), p, 1e-9))
    }
}

@Suite("CALayer tree", .freshRenderContext) @MainActor
struct CALayerTreeTests {
    @Test("addSublayer appends on top and sets superlayer; adding to another layer moves it")
    func addAndMove() {
        let a = CALayer(), b = CALayer(), c = CALayer()
        a.addSublayer(c)
        #expect(a.sublayers! == [c] && c.superlayer === a)
        b.addSublayer(c)
        #expect(a.sublayers == nil && b.sublayers! == [c] && c.superlayer === b)
    }

    @Test("insertSublayer(at:/above:/below:) place the layer; an index past the end appends")
    func insertions() {
        let p = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        p.addSublayer(a)
        p.insertSublayer(b, at: 0)
        #expect(p.sublayers! == [b, a])
        p.insertSublayer(c, above: b)
        #expect(p.sublayers! == [b, c, a])
        p.insertSublayer(d, below: b)
        #expect(p.sublayers! == [d, b, c, a])
        p.insertSublayer(d, at: 99)
        #expect(p.sublayers! == [b, c, a, d])
        p.insertSublayer(a, at: 0)
        #expect(p.sublayers! == [a, b, c, d])
        // Moving a sublayer: the index is its final position; above/below name a sibling.
        p.insertSublayer(a, at: 2)
        #expect(p.sublayers! == [b, c, a, d])
        p.insertSublayer(b, above: a)
        #expect(p.sublayers! == [c, a, b, d])
        p.insertSublayer(d, below: c)
        #expect(p.sublayers! == [d, c, a, b])
    }

    @Test("replaceSublayer puts the new layer at the old one's index; the old one leaves the tree")
    func replace() {
        let p = CALayer(), a = CALayer(), b = CALayer(), n = CALayer()
        p.sublayers = [a, b]
        p.replaceSublayer(a, with: n)
        #expect(p.sublayers! == [n, b] && a.superlayer == nil && n.superlayer === p)
        let issues = RuntimeIssue.capture { p.replaceSublayer(CALayer(), with: CALayer()) }
        #expect(issues.count == 1 && p.sublayers! == [n, b])
    }

    @Test("Setting sublayers replaces them all and fixes every superlayer link")
    func setSublayers() {
        let p = CALayer(), a = CALayer(), b = CALayer()
        p.sublayers = [a]
        p.sublayers = [b]
        #expect(a.superlayer == nil && b.superlayer === p)
        p.sublayers = nil
        #expect(p.sublayers == nil && b.superlayer == nil)
    }

    @Test("removeFromSuperlayer detaches; a layer without a superlayer ignores it")
    func remove() {
        let p = CALayer(), a = CALayer()
        p.addSublayer(a)
        a.removeFromSuperlayer()
        #expect(p.sublayers == nil && a.superlayer == nil)
        a.removeFromSuperlayer()
        #expect(a.superlayer == nil)
    }

    @Test("The superlayer link does not keep a layer alive, and is cleared when the superlayer goes")
    func superlayerIsNotOwned() {
        let child = CALayer()
        weak var weakParent: CALayer?
        do {
            let parent = CALayer()
            parent.addSublayer(child)
            weakParent = parent
        }
        #expect(weakParent == nil)
        #expect(child.superlayer == nil)
    }

    @Test("The delegate is not retained")
    func delegateIsWeak() {
        final class D: CALayerDelegate {}
        let l = CALayer()
        weak var weakD: D?
        do {
            let d = D()
            l.delegate = d
            weakD = d
            #expect(l.delegate === d)
        }
        #expect(weakD == nil && l.delegate == nil)
    }
}
