import UIKitTesting
import Foundation
import Testing
import UIKit
import RuntimeSupport

/// The path's dash pattern (up to two lengths) and phase, read with getLineDash.
private func lineDash(_ path: UIBezierPath) -> (pattern: [CGFloat], phase: CGFloat) {
    var pattern = [CGFloat](repeating: 0, count: 2)
    var count = 0
    var phase: CGFloat = 0
    path.getLineDash(&pattern, count: &count, phase: &phase)
    return (Array(pattern.prefix(count)), phase)
}

/// The path's elements as SVG-like strings, e.g. ["m 0 0", "l 10 0", "h"].
private func elements(_ path: UIBezierPath) -> [String] {
    var out: [String] = []
    path.cgPath.applyWithBlock { e in
        let p = e.pointee.points
        func s(_ i: Int) -> String { "\(fmt(p[i].x)) \(fmt(p[i].y))" }
        switch e.pointee.type {
        case .moveToPoint: out.append("m " + s(0))
        case .addLineToPoint: out.append("l " + s(0))
        case .addQuadCurveToPoint: out.append("q " + s(0) + " " + s(1))
        case .addCurveToPoint: out.append("c " + s(0) + " " + s(1) + " " + s(2))
        case .closeSubpath: out.append("h")
        }
    }
    return out
}

private func fmt(_ v: CGFloat) -> String {
    let r = (v * 1000).rounded() / 1000
    return r == r.rounded() ? String(Int(r)) : String(Double(r))
}

private func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

@Suite("UIBezierPath: building and geometry", .freshContext)
struct UIBezierPathTests {
    @Test("A new path is empty with UIKit's default line attributes")
    func defaults() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        #expect(path.bounds.isNull)
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10)
        #expect(path.flatness == 0.6)
        #expect(path.usesEvenOddFillRule == false)
        var count = -1
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
    }

    @Test("init(rect:) is one closed subpath, clockwise on screen from the top-left corner")
    func rect() {
        let path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 10, height: 5))
        #expect(elements(path) == ["m 1 2", "l 11 2", "l 11 7", "l 1 7", "h"])
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 10, height: 5))
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))   // a close returns to the start
    }

    @Test("init(ovalIn:) is the inscribed ellipse: four curves from the right middle, clockwise on screen")
    func oval() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        let e = elements(path)
        #expect(e.count == 6)
        #expect(e.first == "m 20 5")
        #expect(e[1].hasSuffix(" 10 10"))   // first curve ends at the bottom middle (y down)
        #expect(e.last == "h")
        #expect(near(path.bounds, CGRect(x: 0, y: 0, width: 20, height: 10)))
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        #expect(path.contains(CGPoint(x: 1, y: 5)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
    }

    @Test("init(roundedRect:cornerRadius:) rounds every corner; the path starts on the top edge and runs clockwise")
    func roundedRect() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 10)
        let e = elements(path)
        #expect(e.first == "m 10 0")
        #expect(e[1] == "l 30 0")
        #expect(e[2].hasSuffix(" 40 10"))   // top-right corner
        #expect(e.last == "h")
        #expect(e.filter { $0.hasPrefix("c") }.count == 4)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))            // cut corner
        #expect(path.contains(CGPoint(x: 20, y: 1)))            // top edge
        #expect(path.contains(CGPoint(x: 4, y: 4)))             // inside the quarter circle
        #expect(!path.contains(CGPoint(x: 38.5, y: 28.5)))
    }

    @Test("A corner radius beyond half the width or height is clamped: a 40×20 rect with radius 100 is a capsule")
    func roundedRectClamped() {
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 100)
        #expect(elements(capsule).first == "m 10 0")
        #expect(capsule.contains(CGPoint(x: 1, y: 10)))
        #expect(!capsule.contains(CGPoint(x: 2, y: 2)))
        #expect(capsule.contains(CGPoint(x: 20, y: 0.5)))
        let square = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 0)
        #expect(elements(square) == elements(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20))))
    }

    @Test("byRoundingCorners rounds only the named corners, with radius cornerRadii.width (the height is unused)")
    func someCornersRounded() {
        let r = CGRect(x: 0, y: 0, width: 40, height: 40)
        let topLeft = UIBezierPath(roundedRect: r, byRoundingCorners: .topLeft, cornerRadii: CGSize(width: 10, height: 0))
        #expect(!topLeft.contains(CGPoint(x: 1, y: 1)))
        #expect(topLeft.contains(CGPoint(x: 39, y: 1)))
        #expect(topLeft.contains(CGPoint(x: 1, y: 39)))
        #expect(topLeft.contains(CGPoint(x: 39, y: 39)))
        let bottom = UIBezierPath(roundedRect: r, byRoundingCorners: [.bottomLeft, .bottomRight],
                                  cornerRadii: CGSize(width: 10, height: 10))
        #expect(bottom.contains(CGPoint(x: 1, y: 1)))
        #expect(!bottom.contains(CGPoint(x: 1, y: 39)))
        #expect(!bottom.contains(CGPoint(x: 39, y: 39)))
        #expect(UIRectCorner.allCorners.contains([.topLeft, .topRight, .bottomLeft, .bottomRight]))
        #expect(UIRectCorner.topLeft.rawValue == 1 && UIRectCorner.bottomRight.rawValue == 8)
    }

    @Test("clockwise means clockwise on screen (y down): 0 to π clockwise is the bottom half, counterclockwise the top")
    func arcDirection() {
        let center = CGPoint(x: 50, y: 50)
        let bottom = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(near(bottom.bounds, CGRect(x: 40, y: 50, width: 20, height: 10), 1e-9))
        let top = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(near(top.bounds, CGRect(x: 40, y: 40, width: 20, height: 10), 1e-9))
        #expect(abs(bottom.currentPoint.x - 40) < 1e-9 && abs(bottom.currentPoint.y - 50) < 1e-9)
        let full = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(near(full.bounds, CGRect(x: 40, y: 40, width: 20, height: 20), 1e-9))
    }

    @Test("addArc after a move draws a line from the current point to the arc's start; the arc's end becomes current")
    func arcJoinsCurrentPoint() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addArc(withCenter: CGPoint(x: 20, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        let e = elements(path)
        #expect(e[0] == "m 0 0")
        #expect(e[1] == "l 15 0")
        #expect(e.dropFirst(2).allSatisfy { $0.hasPrefix("c") })
        #expect(abs(path.currentPoint.x - 25) < 1e-9 && abs(path.currentPoint.y) < 1e-9)
        #expect(path.bounds.minY < -4.9)   // π → 0 clockwise on screen passes over the top (negative y)
    }

    @Test("Lines and curves extend the current subpath; close returns the current point to its start")
    func buildingElements() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1, y: 1))
        #expect(!path.isEmpty)   // a move alone makes the path non-empty
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.addQuadCurve(to: CGPoint(x: 5, y: 9), controlPoint: CGPoint(x: 9, y: 5))
        path.addCurve(to: CGPoint(x: 1, y: 9), controlPoint1: CGPoint(x: 4, y: 12), controlPoint2: CGPoint(x: 2, y: 12))
        #expect(path.currentPoint == CGPoint(x: 1, y: 9))
        path.close()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        #expect(elements(path) == ["m 1 1", "l 5 1", "q 9 5 5 9", "c 4 12 2 12 1 9", "h"])
        #expect(path.bounds == CGRect(x: 1, y: 1, width: 8, height: 11))   // control points count
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test("Lines and curves on an empty path are ignored (UIKit needs a current point) and reported")
    func noCurrentPoint() {
        let path = UIBezierPath()
        let issues = RuntimeIssue.capture {
            path.addLine(to: CGPoint(x: 5, y: 5))
            path.addCurve(to: .zero, controlPoint1: .zero, controlPoint2: .zero)
            path.addQuadCurve(to: .zero, controlPoint: .zero)
            path.close()
        }
        #expect(path.isEmpty)
        #expect(issues.count == 3)
        #expect(issues.allSatisfy { $0.contains("no current point") })
    }

    @Test("append(_:) adds the other path's subpaths; apply(_:) maps every point")
    func appendAndApply() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.append(UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 10, height: 10)))
        #expect(elements(path).count == 11)
        #expect(near(path.bounds, CGRect(x: 0, y: 0, width: 30, height: 30)))
        path.apply(CGAffineTransform(translationX: 5, y: -5))
        #expect(near(path.bounds, CGRect(x: 5, y: -5, width: 30, height: 30)))
        path.apply(CGAffineTransform(scaleX: 2, y: 1))
        #expect(near(path.bounds, CGRect(x: 10, y: -5, width: 60, height: 30)))
        #expect(elements(path).first == "m 10 -5")
    }

    @Test("reversing() traces the shape backwards, swapping curve control points, keeping the line attributes")
    func reversing() {
        let open = UIBezierPath()
        open.move(to: CGPoint(x: 0, y: 0))
        open.addLine(to: CGPoint(x: 10, y: 0))
        open.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 3), controlPoint2: CGPoint(x: 12, y: 7))
        open.lineWidth = 3
        let reversed = open.reversing()
        #expect(elements(reversed) == ["m 10 10", "c 12 7 12 3 10 0", "l 0 0"])
        #expect(reversed.lineWidth == 3)
        #expect(reversed.currentPoint == .zero)
        #expect(elements(open).first == "m 0 0")   // the receiver is unchanged

        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)).reversing()
        #expect(elements(rect) == ["m 0 0", "l 0 5", "l 10 5", "l 10 0", "h"])
        #expect(elements(rect.reversing()) == ["m 0 0", "l 10 0", "l 10 5", "l 0 5", "h"])
    }

    @Test("contains(_:) counts closed subpaths only, by the path's fill rule")
    func containsRules() {
        let open = UIBezierPath()
        open.move(to: .zero)
        open.addLine(to: CGPoint(x: 10, y: 0))
        open.addLine(to: CGPoint(x: 10, y: 10))
        #expect(!open.contains(CGPoint(x: 8, y: 2)))   // inside an open subpath: not enclosed
        open.close()
        #expect(open.contains(CGPoint(x: 8, y: 2)))

        let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        ring.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(ring.contains(CGPoint(x: 15, y: 15)))   // nonzero: same direction, both count
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 15, y: 15)))
        #expect(ring.contains(CGPoint(x: 5, y: 5)))
        #expect(!ring.contains(CGPoint(x: 40, y: 5)))
    }

    @Test("cgPath is a snapshot; setting it replaces the elements; init(cgPath:) copies")
    func cgPathBridging() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        let snapshot = path.cgPath
        path.addLine(to: CGPoint(x: 9, y: 9))
        #expect(snapshot.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
        let mutable = CGMutablePath()
        mutable.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        path.lineWidth = 7
        path.cgPath = mutable
        #expect(path.cgPath == mutable)
        #expect(path.lineWidth == 7)
        let fromCG = UIBezierPath(cgPath: mutable)
        mutable.addLine(to: CGPoint(x: 50, y: 50))
        #expect(near(fromCG.bounds, CGRect(x: 0, y: 0, width: 2, height: 2)))
    }

    @Test("copy() is independent and keeps the line attributes and dashes")
    func copying() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        path.lineWidth = 5
        path.lineCapStyle = .round
        path.lineJoinStyle = .bevel
        path.usesEvenOddFillRule = true
        path.setLineDash([3, 1], count: 2, phase: 1)
        let copy = try #require(path.copy() as? UIBezierPath)
        path.removeAllPoints()
        #expect(!copy.isEmpty)
        #expect(copy.lineWidth == 5 && copy.lineCapStyle == .round && copy.lineJoinStyle == .bevel)
        #expect(copy.usesEvenOddFillRule)
        let dash = lineDash(copy)
        #expect(dash.pattern == [3, 1] && dash.phase == 1)
    }

    @Test("setLineDash(_:count:phase:) with nil or zero count clears the pattern")
    func clearDashes() {
        let path = UIBezierPath()
        path.setLineDash([4, 4], count: 2, phase: 0)
        path.setLineDash(nil, count: 0, phase: 0)
        var count = -1
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
    }

    @Test("NaN geometry is ignored, never stored")
    func invalidGeometry() {
        let path = UIBezierPath()
        _ = RuntimeIssue.capture {
            path.move(to: CGPoint(x: CGFloat.nan, y: 0))
            path.append(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), cornerRadius: 2))
            path.append(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 4, height: 4), cornerRadius: .nan))
        }
        #expect(path.isEmpty)
    }
}

/// UIBezierPath adopts NSSecureCoding, as on iOS: archived and unarchived, a path keeps its
/// elements and line attributes; one a nib makes from a `<customObject>` is empty.
@Suite("UIBezierPath: archiving", .freshContext) @MainActor
struct UIBezierPathCodingTests {
    @Test("A keyed archive round-trips the elements (moves, lines, quadratic and cubic curves, closes) and every line attribute")
    func roundTrip() throws {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 10, y: 2))
        path.addQuadCurve(to: CGPoint(x: 10, y: 12), controlPoint: CGPoint(x: 14, y: 6))
        path.addCurve(to: CGPoint(x: 1, y: 12), controlPoint1: CGPoint(x: 8, y: 16), controlPoint2: CGPoint(x: 3, y: 16))
        path.close()
        path.lineWidth = 3.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .bevel
        path.miterLimit = 4
        path.flatness = 0.2
        path.usesEvenOddFillRule = true
        path.setLineDash([4, 2], count: 2, phase: 1)
        #expect(UIBezierPath.supportsSecureCoding)
        let data = try NSKeyedArchiver.archivedData(withRootObject: path, requiringSecureCoding: true)
        let copy = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIBezierPath.self, from: data))
        #expect(copy.cgPath == path.cgPath)
        #expect(copy.lineWidth == 3.5 && copy.lineCapStyle == .round && copy.lineJoinStyle == .bevel)
        #expect(copy.miterLimit == 4 && copy.flatness == 0.2 && copy.usesEvenOddFillRule)
        let dash = lineDash(copy)
        #expect(dash.pattern == [4, 2] && dash.phase == 1)
    }

    @Test("A nib's <customObject customClass=\"UIBezierPath\"> is an empty path with the default attributes")
    func fromANib() throws {
        let xib = NibXML.document(objects: #"<customObject id="p1" customClass="UIBezierPath"/>"#)
        let path = try #require(try UINib(data: Data(xib.utf8), bundle: nil).instantiateThrowing(withOwner: nil).first as? UIBezierPath)
        #expect(path.isEmpty && path.lineWidth == 1 && !path.usesEvenOddFillRule)
    }
}
