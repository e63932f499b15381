import CoreGraphics
import Foundation
import Testing
import RuntimeSupport

// MARK: - Shared helpers for the CGPath test files

/// Comparisons with a tolerance, and a view of a path through its public element walk.
enum PathTestSupport {
    static func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    static func near(_ p: CGPoint, _ q: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        near(p.x, q.x, tolerance) && near(p.y, q.y, tolerance)
    }

    static func near(_ r: CGRect, _ s: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        near(r.origin, s.origin, tolerance) && near(r.width, s.width, tolerance) && near(r.height, s.height, tolerance)
    }

    /// Same kinds in the same order, every point within `tolerance`.
    static func near(_ a: [PathElement], _ b: [PathElement], _ tolerance: CGFloat = 1e-9) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.move, .move), (.line, .line), (.quad, .quad), (.cubic, .cubic), (.close, .close): break
            default: return false
            }
            for (p, q) in zip(x.points, y.points) where !near(p, q, tolerance) { return false }
        }
        return true
    }

    /// The elements as `applyWithBlock` hands them out: kind and copied points.
    static func applied(_ path: CGPath) -> [(type: CGPathElementType, points: [CGPoint])] {
        var result: [(type: CGPathElementType, points: [CGPoint])] = []
        path.applyWithBlock { element in
            let count = switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: 1
            case .addQuadCurveToPoint: 2
            case .addCurveToPoint: 3
            case .closeSubpath: 0
            }
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    /// The point at `t` on the cubic from `p0` with the given control and end points.
    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p1.x,
                       y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p1.y)
    }
}

private typealias S = PathTestSupport

// MARK: - Element sequences of the builders

@Suite("CGPath construction")
struct CGPathConstructionTests {
    @Test("addRect is a move to (minX, minY), lines to (maxX, minY), (maxX, maxY), (minX, maxY), then close")
    func addRectElementOrder() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 2, y: 4, width: 8, height: 16))
        #expect(path.elements == [
            .move(CGPoint(x: 2, y: 4)), .line(CGPoint(x: 10, y: 4)),
            .line(CGPoint(x: 10, y: 20)), .line(CGPoint(x: 2, y: 20)), .close,
        ])
    }

    @Test("CGPath(rect:transform:) holds the same elements as addRect, and its transform maps every corner")
    func rectInitializerMatchesAddRect() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let built = CGMutablePath()
        built.addRect(rect)
        #expect(CGPath(rect: rect, transform: nil) == built)

        var t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2)
        let moved = CGPath(rect: rect, transform: &t)
        #expect(moved.elements == built.elements.map { $0.applying(t) })
        #expect(moved.boundingBox == CGRect(x: 12, y: 24, width: 6, height: 8))
    }

    @Test("addRect reads the rectangle through minX/maxX/minY/maxY, so a negative size traces the standardized corners")
    func addRectWithNegativeSize() {
        let a = CGMutablePath(), b = CGMutablePath()
        a.addRect(CGRect(x: 10, y: 20, width: -10, height: -20))
        b.addRect(CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(a == b)
    }

    @Test("addEllipse is a move to (maxX, midY), four cubics through (midX, maxY), (minX, midY), (midX, minY), then close")
    func addEllipseMatchesCoreGraphicsOutput() {
        // The values Core Graphics reports for CGPathAddEllipseInRect(path, NULL, (40, 40, 200, 40)).
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 40, y: 40, width: 200, height: 40))
        let expected: [PathElement] = [
            .move(CGPoint(x: 240, y: 60)),
            .cubic(CGPoint(x: 240, y: 71.045695), CGPoint(x: 195.228475, y: 80), CGPoint(x: 140, y: 80)),
            .cubic(CGPoint(x: 84.771525, y: 80), CGPoint(x: 40, y: 71.045695), CGPoint(x: 40, y: 60)),
            .cubic(CGPoint(x: 40, y: 48.954305), CGPoint(x: 84.771525, y: 40), CGPoint(x: 140, y: 40)),
            .cubic(CGPoint(x: 195.228475, y: 40), CGPoint(x: 240, y: 48.954305), CGPoint(x: 240, y: 60)),
            .close,
        ]
        #expect(S.near(path.elements, expected, 1e-5))
        #expect(CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 200, height: 40), transform: nil) == path)
    }

    @Test("an ellipse's cubics stay within 0.03% of the radius from the true circle")
    func ellipseApproximatesCircle() {
        let path = CGPath(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200), transform: nil)
        var current = CGPoint.zero
        for element in path.elements {
            if case .cubic(let c1, let c2, let end) = element {
                for t in stride(from: 0.0, through: 1.0, by: 0.05) {
                    let p = S.cubicPoint(current, c1, c2, end, t)
                    #expect(abs(hypot(p.x, p.y) - 100) < 0.03)
                }
            }
            current = element.endPoint ?? current
        }
    }

    @Test("addRoundedRect is one closed subpath of four edge lines and four quarter-ellipse corners inside the rectangle")
    func roundedRectStructure() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 60)
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: 10, cornerHeight: 5)
        let kinds = path.elements.map { element -> String in
            switch element {
            case .move: "m"
            case .line: "l"
            case .quad: "q"
            case .cubic: "c"
            case .close: "h"
            }
        }
        #expect(kinds == ["m", "l", "c", "l", "c", "l", "c", "l", "c", "h"])
        #expect(path.boundingBoxOfPath == rect)
        #expect(path.boundingBox == rect)   // corner control points lie on the edges
        // Every on-curve point lies on the rectangle's outline.
        for case let p? in path.elements.map(\.endPoint) {
            #expect(p.x == rect.minX || p.x == rect.maxX || p.y == rect.minY || p.y == rect.maxY)
        }
        #expect(CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 5, transform: nil) == path)
        #expect(!path.contains(CGPoint(x: 10.5, y: 20.5)))   // the cut-off corner
        #expect(path.contains(CGPoint(x: 15, y: 25)))
    }

    @Test("a rounded rectangle with a zero corner is a plain rectangle")
    func roundedRectWithZeroCornerIsRect() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 30)
        let path = CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 8, transform: nil)
        #expect(path == CGPath(rect: rect, transform: nil))
        var found = CGRect.zero
        #expect(path.isRect(&found))
        #expect(found == rect)
    }

    @Test("corners larger than half the rectangle, which Core Graphics asserts against, are clamped and reported")
    func roundedRectClampsOversizedCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        var path: CGPath?
        let messages = RuntimeIssue.capture {
            path = CGPath(roundedRect: rect, cornerWidth: 80, cornerHeight: 30, transform: nil)
        }
        #expect(messages.count == 1)
        #expect(path == CGPath(roundedRect: rect, cornerWidth: 50, cornerHeight: 20, transform: nil))
        // Half-size corners make the rounded rectangle an ellipse's outline.
        #expect(path?.boundingBoxOfPath == rect)
        #expect(path?.contains(CGPoint(x: 50, y: 20)) == true)
        #expect(path?.contains(CGPoint(x: 2, y: 2)) == false)
    }

    @Test("addLines(between:) moves to the first point and adds a line to each following one")
    func addLinesBetweenPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 100, y: 100))
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 5)])
        #expect(path.elements == [
            .move(CGPoint(x: 100, y: 100)),
            .move(CGPoint(x: 0, y: 0)), .line(CGPoint(x: 5, y: 0)), .line(CGPoint(x: 5, y: 5)),
        ])
        let empty = CGMutablePath()
        empty.addLines(between: [])
        #expect(empty.isEmpty)
    }

    @Test("addRects adds one closed rectangle subpath per rectangle, in order")
    func addRectsAddsEachRect() {
        let rects = [CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 2, height: 2)]
        let path = CGMutablePath()
        path.addRects(rects)
        let expected = CGMutablePath()
        rects.forEach { expected.addRect($0) }
        #expect(path == expected)
        #expect(path.elements.count == 10)
    }

    @Test("curves report control points first and the end point last, as CGPathElement does")
    func curvePointOrderInApply() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 400, y: 400))
        path.addQuadCurve(to: CGPoint(x: 110, y: 180), control: CGPoint(x: 140, y: 250))
        path.addCurve(to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 1, y: 2), control2: CGPoint(x: 3, y: 4))
        path.addLine(to: CGPoint(x: 9, y: 9))
        path.closeSubpath()
        let applied = S.applied(path)
        #expect(applied.map(\.type) == [.moveToPoint, .addQuadCurveToPoint, .addCurveToPoint, .addLineToPoint, .closeSubpath])
        #expect(applied[1].points == [CGPoint(x: 140, y: 250), CGPoint(x: 110, y: 180)])
        #expect(applied[2].points == [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4), CGPoint(x: 0, y: 0)])
        #expect(applied[4].points.isEmpty)
    }

    @Test("CGPathElementType raw values are Core Graphics' kCGPathElement constants 0…4")
    func elementTypeRawValues() {
        #expect(CGPathElementType.moveToPoint.rawValue == 0)
        #expect(CGPathElementType.addLineToPoint.rawValue == 1)
        #expect(CGPathElementType.addQuadCurveToPoint.rawValue == 2)
        #expect(CGPathElementType.addCurveToPoint.rawValue == 3)
        #expect(CGPathElementType.closeSubpath.rawValue == 4)
        #expect(CGPathFillRule.winding.rawValue == 0 && CGPathFillRule.evenOdd.rawValue == 1)
    }

    @Test("apply(info:function:) calls the C-style function once per element with the info pointer")
    func applyWithFunctionPassesInfo() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        var count = 0
        withUnsafeMutablePointer(to: &count) { pointer in
            path.apply(info: pointer) { info, _ in
                info!.assumingMemoryBound(to: Int.self).pointee += 1
            }
        }
        #expect(count == 5)
    }

    @Test("each builder's transform maps every point, controls included, before it is stored")
    func transformsMapEveryPoint() {
        let t = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 5, ty: 7)   // quarter turn, then shift
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 0), transform: t)
        path.addLine(to: CGPoint(x: 2, y: 0), transform: t)
        path.addQuadCurve(to: CGPoint(x: 3, y: 0), control: CGPoint(x: 2, y: 1), transform: t)
        path.addCurve(to: CGPoint(x: 4, y: 0), control1: CGPoint(x: 3, y: 1), control2: CGPoint(x: 4, y: 1), transform: t)
        #expect(path.elements == [
            .move(CGPoint(x: 5, y: 8)), .line(CGPoint(x: 5, y: 9)),
            .quad(CGPoint(x: 4, y: 9), CGPoint(x: 5, y: 10)),
            .cubic(CGPoint(x: 4, y: 10), CGPoint(x: 4, y: 11), CGPoint(x: 5, y: 11)),
        ])
    }

    @Test("addPath appends the other path's elements through the transform and leaves the other path unchanged")
    func addPathAppendsTransformedElements() {
        let first = CGMutablePath()
        first.addRect(CGRect(x: 2, y: 4, width: 8, height: 16))
        let second = CGMutablePath()
        second.addRect(CGRect(x: 4, y: 4, width: 8, height: 16))
        let before = second.elements
        first.addPath(second, transform: CGAffineTransform(translationX: 1, y: 0))
        #expect(first.elements.count == 10)
        #expect(Array(first.elements.suffix(5)) == before.map { $0.applying(CGAffineTransform(translationX: 1, y: 0)) })
        #expect(second.elements == before)
        #expect(first.currentPoint == CGPoint(x: 5, y: 4))

        first.addPath(first)   // adding a path to itself doubles it
        #expect(first.elements.count == 20)
    }
}
