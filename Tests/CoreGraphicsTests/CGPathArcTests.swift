import CoreGraphics
import Foundation
import Testing
import RuntimeSupport

private typealias S = PathTestSupport

/// The cubics of `path`, each with the point it starts from.
private func cubics(of path: CGPath) -> [(start: CGPoint, c1: CGPoint, c2: CGPoint, end: CGPoint)] {
    var result: [(start: CGPoint, c1: CGPoint, c2: CGPoint, end: CGPoint)] = []
    var current = CGPoint.zero
    for element in path.elements {
        if case .cubic(let c1, let c2, let end) = element { result.append((current, c1, c2, end)) }
        current = element.endPoint ?? current
    }
    return result
}

@Suite("CGPath arcs")
struct CGPathArcTests {
    @Test("an arc on an empty path begins with a move to its start point, not a line")
    func arcOnEmptyPathStartsWithMove() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        guard case .move(let start)? = path.elements.first else {
            Issue.record("expected a move first, got \(path)")
            return
        }
        #expect(start == CGPoint(x: 15, y: 10))
        #expect(path.elements.count == 2)
    }

    @Test("an arc after a current point adds a line from the current point to the arc's start")
    func arcAddsConnectingLine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .pi, endAngle: .pi / 2, clockwise: true)
        #expect(path.elements.count == 3)
        #expect(S.near(path.elements[1].endPoint!, CGPoint(x: 5, y: 0)))
        if case .line = path.elements[1] {} else { Issue.record("expected a line, got \(path.elements[1])") }
        #expect(S.near(path.currentPoint, CGPoint(x: 10, y: 5)))
    }

    @Test("a counterclockwise quarter arc is one cubic ending a quarter turn on, with tangents along the circle")
    func quarterArcEndPointAndTangents() {
        let path = CGMutablePath()
        let center = CGPoint(x: 3, y: 4)
        path.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let pieces = cubics(of: path)
        #expect(pieces.count == 1)
        let arc = pieces[0]
        #expect(S.near(arc.end, CGPoint(x: 3, y: 14)))
        #expect(S.near(path.currentPoint, CGPoint(x: 3, y: 14)))
        // The start tangent points up (+y) and the end tangent points left (−x).
        #expect(S.near(arc.c1.x, arc.start.x) && arc.c1.y > arc.start.y)
        #expect(S.near(arc.c2.y, arc.end.y) && arc.c2.x > arc.end.x)
        // Control arms are 4/3·tan(π/8)·r ≈ 0.5523·r long, the best fit for a quarter circle.
        #expect(S.near(arc.c1.y - arc.start.y, 5.522847498307936, 1e-9))
        // The middle of the curve sits on the circle.
        let middle = S.cubicPoint(arc.start, arc.c1, arc.c2, arc.end, 0.5)
        #expect(S.near(hypot(middle.x - center.x, middle.y - center.y), 10, 1e-3))
    }

    @Test("clockwise is literal in y-up space: clockwise from 0 to π passes through −π/2, counterclockwise through +π/2")
    func clockwiseMeansDecreasingAngles() {
        let cw = CGMutablePath(), ccw = CGMutablePath()
        cw.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: true)
        ccw.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(S.near(cubics(of: cw)[0].end, CGPoint(x: 0, y: -1)))
        #expect(S.near(cubics(of: ccw)[0].end, CGPoint(x: 0, y: 1)))
        #expect(S.near(cw.currentPoint, CGPoint(x: -1, y: 0)) && S.near(ccw.currentPoint, CGPoint(x: -1, y: 0)))
    }

    @Test("arcs are cut into quarter turns from the start with the remainder last, matching Core Graphics' output")
    func arcSegmentsMatchCoreGraphics() {
        // CGPathAddArc(path, NULL, 25, 100, 20, 1.25π, 0, true), as Core Graphics reports it.
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 25, y: 100), radius: 20, startAngle: .pi * 1.25, endAngle: 0, clockwise: true)
        let expected: [PathElement] = [
            .move(CGPoint(x: 10.857863, y: 85.857865)),
            .cubic(CGPoint(x: 3.047378, y: 93.668352), CGPoint(x: 3.047379, y: 106.331651), CGPoint(x: 10.857865, y: 114.142137)),
            .cubic(CGPoint(x: 18.668352, y: 121.952622), CGPoint(x: 31.331651, y: 121.952621), CGPoint(x: 39.142137, y: 114.142135)),
            .cubic(CGPoint(x: 42.892864, y: 110.391407), CGPoint(x: 45, y: 105.304329), CGPoint(x: 45, y: 100)),
        ]
        #expect(S.near(path.elements, expected, 1e-5))
    }

    @Test("a full counterclockwise circle from 0 to 2π is four cubics that end exactly where they began")
    func fullCircleReturnsToStart() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 25, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(cubics(of: path).count == 4)
        #expect(path.elements.first == .move(CGPoint(x: 75, y: 50)))
        #expect(path.currentPoint == CGPoint(x: 75, y: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        #expect(S.near(path.boundingBoxOfPath, CGRect(x: 25, y: 25, width: 50, height: 50), 1e-9))
    }

    @Test("clockwise from 0 to 2π draws no curve, while clockwise from 2π to 0 draws a full circle (CGPath.h)")
    func twoPiDirectionRule() {
        let nothing = CGMutablePath()
        nothing.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(cubics(of: nothing).isEmpty)
        #expect(nothing.elements == [.move(CGPoint(x: 1, y: 0))])

        let circle = CGMutablePath()
        circle.addArc(center: .zero, radius: 1, startAngle: 2 * .pi, endAngle: 0, clockwise: true)
        #expect(cubics(of: circle).count == 4)
        #expect(S.near(cubics(of: circle)[0].end, CGPoint(x: 0, y: -1)))   // heading clockwise
    }

    @Test("angles beyond 2π are taken modulo a turn: counterclockwise from 0 to −3π/2 is a quarter arc")
    func anglesReducedModuloTurn() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 2, startAngle: 0, endAngle: -1.5 * .pi, clockwise: false)
        #expect(cubics(of: path).count == 1)
        #expect(S.near(path.currentPoint, CGPoint(x: 0, y: 2)))
    }

    @Test("addRelativeArc turns counterclockwise for a positive delta, like addArc(clockwise: false)")
    func relativeArcMatchesAbsoluteArc() {
        let relative = CGMutablePath(), absolute = CGMutablePath()
        relative.addRelativeArc(center: CGPoint(x: 1, y: 2), radius: 3, startAngle: 0.25, delta: 2)
        absolute.addArc(center: CGPoint(x: 1, y: 2), radius: 3, startAngle: 0.25, endAngle: 2.25, clockwise: false)
        #expect(S.near(relative.elements, absolute.elements, 1e-12))

        let backwards = CGMutablePath()
        backwards.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: -.pi / 2)
        #expect(S.near(backwards.currentPoint, CGPoint(x: 0, y: -1)))
    }

    @Test("an arc's transform maps the finished curves: a 2×1 scale makes an elliptical arc")
    func arcTransformMapsCurves() {
        let path = CGMutablePath()
        let t = CGAffineTransform(scaleX: 2, y: 1)
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false, transform: t)
        #expect(path.elements.first == .move(CGPoint(x: 20, y: 0)))
        #expect(S.near(path.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(S.near(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 10), 1e-9))
    }

    @Test("a tangent arc adds a line to the first tangent point, then the arc, matching Core Graphics' output")
    func tangentArcMatchesCoreGraphics() {
        // CGPathMoveToPoint(400, 400); CGPathAddArcToPoint(140, 250, 110, 180, 50), as Core Graphics reports it.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 400, y: 400))
        path.addArc(tangent1End: CGPoint(x: 140, y: 250), tangent2End: CGPoint(x: 110, y: 180), radius: 50)
        let expected: [PathElement] = [
            .move(CGPoint(x: 400, y: 400)),
            .line(CGPoint(x: 154.415379, y: 258.316565)),
            .cubic(CGPoint(x: 145.057503, y: 252.917790), CGPoint(x: 137.699975, y: 244.633276), CGPoint(x: 133.444250, y: 234.703250)),
        ]
        #expect(S.near(path.elements, expected, 1e-5))
    }

    @Test("a tangent arc rounds a corner: it leaves along the first line and arrives along the second, radius away from both")
    func tangentArcRoundsCorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
        #expect(path.elements.count == 3)
        #expect(S.near(path.elements[1].endPoint!, CGPoint(x: 90, y: 0)))
        let arc = cubics(of: path)[0]
        #expect(S.near(arc.end, CGPoint(x: 100, y: 10)))
        #expect(S.near(arc.c1.y, 0) && arc.c1.x > 90)     // leaves horizontally
        #expect(S.near(arc.c2.x, 100) && arc.c2.y < 10)   // arrives vertically
        #expect(S.near(path.currentPoint, CGPoint(x: 100, y: 10)))
    }

    @Test("a tangent arc whose points lie on one line, or whose radius is zero, is a line to tangent1End")
    func degenerateTangentArcIsLine() {
        let collinear = CGMutablePath()
        collinear.move(to: .zero)
        collinear.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        #expect(collinear.elements == [.move(.zero), .line(CGPoint(x: 5, y: 0))])

        let sharp = CGMutablePath()
        sharp.move(to: .zero)
        sharp.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 0)
        #expect(sharp.elements == [.move(.zero), .line(CGPoint(x: 5, y: 0))])
    }

    @Test("a tangent arc with a transform is built in the untransformed space and then mapped")
    func tangentArcWithTransform() {
        let t = CGAffineTransform(translationX: 1000, y: -50)
        let mapped = CGMutablePath(), plain = CGMutablePath()
        mapped.move(to: .zero, transform: t)
        mapped.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10, transform: t)
        plain.move(to: .zero)
        plain.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
        #expect(S.near(mapped.elements, plain.elements.map { $0.applying(t) }, 1e-9))
    }

    @Test("a negative radius or NaN angle is reported and adds nothing")
    func invalidArcArgumentsAreIgnored() {
        let path = CGMutablePath()
        let messages = RuntimeIssue.capture {
            path.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: false)
            path.addArc(center: .zero, radius: 1, startAngle: .nan, endAngle: 1, clockwise: false)
            path.addRelativeArc(center: CGPoint(x: CGFloat.infinity, y: 0), radius: 1, startAngle: 0, delta: 1)
        }
        #expect(path.isEmpty)
        #expect(messages.count == 3)
    }
}
