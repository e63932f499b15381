import CoreGraphics
import Foundation
import Testing
import RuntimeSupport

private typealias S = PathTestSupport

@Suite("CGPath information and hit-testing")
struct CGPathQueryTests {
    // MARK: Empty paths and the current point

    @Test("an empty path is empty, has null bounding boxes, current point .zero and contains nothing")
    func emptyPathProperties() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
        #expect(!path.contains(.zero))
        #expect(path.flattened(tolerance: 0.1).isEmpty)
        #expect(!path.isRect(nil))
    }

    @Test("a path holding only a move is not empty; its current point and bounding box are that point")
    func moveOnlyPath() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 3, y: 4))
        #expect(!path.isEmpty)
        #expect(path.currentPoint == CGPoint(x: 3, y: 4))
        #expect(path.boundingBox == CGRect(x: 3, y: 4, width: 0, height: 0))
    }

    @Test("after closeSubpath the current point is the subpath's start, and the next line starts from there")
    func currentPointAfterClose() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 1, y: 9))
        #expect(path.elements.last == .line(CGPoint(x: 1, y: 9)))
        #expect(path.flattened(tolerance: 0.1) == [
            [CGPoint(x: 1, y: 1), CGPoint(x: 5, y: 1), CGPoint(x: 5, y: 5), CGPoint(x: 1, y: 1)],
            [CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 9)],
        ])
    }

    @Test("closing an empty path or an already closed subpath adds nothing")
    func closeWithoutOpenSubpath() {
        let path = CGMutablePath()
        _ = RuntimeIssue.capture { path.closeSubpath() }
        #expect(path.isEmpty)
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        path.closeSubpath()
        #expect(path.elements.count == 5)
    }

    // MARK: Bounding boxes

    @Test("boundingBox includes a cubic's control points; boundingBoxOfPath only the curve's own extent")
    func cubicBoundingBoxes() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve peaks at t = ½: y = 3·¼·½·100·2 = 75.
        #expect(S.near(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75), 1e-9))
    }

    @Test("a quadratic curve reaches half-way to its control point: boundingBoxOfPath is tighter than boundingBox")
    func quadBoundingBoxes() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(S.near(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-9))
    }

    @Test("boundingBoxOfPath finds extrema inside a curve that overshoots its end points sideways")
    func boundingBoxOfPathFindsSideExtrema() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 0, y: 30), control1: CGPoint(x: 40, y: 0), control2: CGPoint(x: 40, y: 30))
        #expect(S.near(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 30, height: 30), 1e-9))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    // MARK: Hit-testing

    @Test("two nested rectangles in the same direction: winding fills the inner one, even-odd leaves it a hole")
    func windingVersusEvenOdd() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let inner = CGPoint(x: 50, y: 50), ring = CGPoint(x: 10, y: 50), outside = CGPoint(x: 150, y: 50)
        #expect(path.contains(inner, using: .winding))
        #expect(!path.contains(inner, using: .evenOdd))
        #expect(path.contains(ring, using: .winding) && path.contains(ring, using: .evenOdd))
        #expect(!path.contains(outside, using: .winding) && !path.contains(outside, using: .evenOdd))
        #expect(path.contains(inner))   // winding is the default rule
    }

    @Test("an inner subpath running the opposite way cancels the winding number and makes a hole under both rules")
    func oppositeDirectionMakesHole() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addLines(between: [CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
        path.closeSubpath()
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .winding))
    }

    @Test("contains treats an open subpath as closed, as filling does")
    func containsClosesOpenSubpaths() {
        let triangle = CGMutablePath()
        triangle.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(triangle.contains(CGPoint(x: 2, y: 2)))
        #expect(!triangle.contains(CGPoint(x: 8, y: 8)))

        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)])
        #expect(!line.contains(CGPoint(x: 5, y: 5)))   // no area
    }

    @Test("contains follows curves: inside a circle near its edge is in, the bounding box's corner is out")
    func containsFollowsCurves() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        #expect(circle.contains(CGPoint(x: 50, y: 50)))
        #expect(circle.contains(CGPoint(x: 50, y: 99.9)))
        #expect(circle.contains(CGPoint(x: 85.3, y: 85.3)))    // radius ≈ 49.92
        #expect(!circle.contains(CGPoint(x: 85.45, y: 85.45))) // radius ≈ 50.13
        #expect(!circle.contains(CGPoint(x: 2, y: 2)))
        #expect(!circle.contains(CGPoint(x: 50, y: 100.1)))
    }

    @Test("contains maps the point through the transform before testing it")
    func containsTransformsThePoint() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 100, height: 200), transform: nil)
        let shift = CGAffineTransform(translationX: 10, y: 20)
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.contains(CGPoint(x: 5, y: 5), transform: shift))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .evenOdd, transform: shift))
    }

    @Test("on a rectangle's outline contains follows CGRect.contains: minimum edges in, maximum edges out")
    func containsOnEdgesIsHalfOpen() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let path = CGPath(rect: rect, transform: nil)
        for p in [CGPoint(x: 0, y: 5), CGPoint(x: 5, y: 0), CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5),
                  CGPoint(x: 5, y: 10), CGPoint(x: 10, y: 10), CGPoint(x: 5, y: 5)] {
            #expect(path.contains(p) == rect.contains(p), "at \(p)")
        }
    }

    // MARK: Rectangles and polylines

    @Test("isRect recognizes a rectangle path and returns the rectangle; an ellipse or a rotated rectangle is not one")
    func isRectRecognizesRectangles() {
        var found = CGRect.null
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&found))
        #expect(found == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 3, height: 4), transform: nil).isRect(nil))
        var turn = CGAffineTransform(rotationAngle: 0.3)
        #expect(!CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 4), transform: &turn).isRect(nil))
        let twoRects = CGMutablePath()
        twoRects.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 2, width: 1, height: 1)])
        #expect(!twoRects.isRect(nil))
    }

    @Test("flattened gives one polyline per subpath whose points stay within the tolerance of the curves")
    func flattenedStaysWithinTolerance() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: -50, y: -50, width: 100, height: 100))
        path.addRect(CGRect(x: 200, y: 0, width: 10, height: 10))
        let polylines = path.flattened(tolerance: 0.05)
        #expect(polylines.count == 2)
        let circle = polylines[0]
        #expect(circle.first == circle.last)   // a closed subpath ends on its start
        #expect(circle.count > 20)
        // Chord midpoints stay within tolerance (plus the ellipse's own 0.027 % error) of the circle.
        for (a, b) in zip(circle, circle.dropFirst()) {
            let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            #expect(abs(hypot(mid.x, mid.y) - 50) < 0.05 + 0.015)
        }
        #expect(polylines[1] == [CGPoint(x: 200, y: 0), CGPoint(x: 210, y: 0), CGPoint(x: 210, y: 10),
                                 CGPoint(x: 200, y: 10), CGPoint(x: 200, y: 0)])
        // A finer tolerance cuts curves into more pieces.
        #expect(path.flattened(tolerance: 0.001)[0].count > circle.count)
    }
}
