import CoreGraphics
import Foundation
import Testing
import RuntimeSupport

@Suite("CGPath invalid input")
struct CGPathInvalidInputTests {
    @Test("a NaN or infinite point is ignored and reported, as Core Graphics ignores invalid numeric values")
    func nonFinitePointsAreIgnored() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        let messages = RuntimeIssue.capture {
            path.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
            path.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 0, y: CGFloat.infinity), control2: .zero)
            path.move(to: CGPoint(x: CGFloat.nan, y: CGFloat.nan))
        }
        #expect(path.elements == [.move(CGPoint(x: 1, y: 1))])
        #expect(messages.count == 3)
        #expect(path.boundingBox == CGRect(x: 1, y: 1, width: 0, height: 0))
    }

    @Test("a line with no current point starts a subpath at its end point and is reported, as Core Graphics logs")
    func lineWithoutCurrentPointStartsSubpath() {
        let path = CGMutablePath()
        let messages = RuntimeIssue.capture {
            path.addLine(to: CGPoint(x: 3, y: 4))
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("no current point") == true)
        #expect(path.elements == [.move(CGPoint(x: 3, y: 4))])
        path.addLine(to: CGPoint(x: 5, y: 6))
        #expect(path.elements == [.move(CGPoint(x: 3, y: 4)), .line(CGPoint(x: 5, y: 6))])
    }

    @Test("a curve with no current point starts at its first control point, as Cairo and the HTML canvas do")
    func curveWithoutCurrentPointStartsAtControl() {
        let quad = CGMutablePath(), cubic = CGMutablePath(), arc = CGMutablePath()
        let messages = RuntimeIssue.capture {
            quad.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
            cubic.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 1, y: 2), control2: CGPoint(x: 3, y: 4))
            arc.addArc(tangent1End: CGPoint(x: 7, y: 8), tangent2End: CGPoint(x: 9, y: 9), radius: 1)
        }
        #expect(messages.count == 3)
        #expect(quad.elements == [.move(CGPoint(x: 5, y: 5)), .quad(CGPoint(x: 5, y: 5), CGPoint(x: 10, y: 0))])
        #expect(cubic.elements.first == .move(CGPoint(x: 1, y: 2)))
        #expect(arc.elements == [.move(CGPoint(x: 7, y: 8))])
    }

    @Test("a null or NaN rectangle adds no shape at all")
    func invalidRectanglesAddNothing() {
        let path = CGMutablePath()
        _ = RuntimeIssue.capture {
            path.addRect(.null)
            path.addEllipse(in: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
            path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: .nan, cornerHeight: 1)
        }
        #expect(path.isEmpty)
        #expect(CGPath(rect: .null, transform: nil).isEmpty)
    }

    @Test("a transform that makes a shape's points non-finite drops the whole shape, never part of it")
    func nonFiniteTransformDropsShape() {
        let path = CGMutablePath()
        let bad = CGAffineTransform(a: 1, b: 0, c: .nan, d: 1, tx: 0, ty: 0)
        _ = RuntimeIssue.capture {
            path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: bad)
            path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 1, clockwise: false, transform: bad)
        }
        #expect(path.isEmpty)
    }

    @Test("addLines(between:) skips non-finite points and draws through the rest")
    func addLinesSkipsNonFinitePoints() {
        let path = CGMutablePath()
        let messages = RuntimeIssue.capture {
            path.addLines(between: [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 1, y: 1),
                                    CGPoint(x: 2, y: CGFloat.infinity), CGPoint(x: 3, y: 3)])
        }
        #expect(messages.count == 1)
        #expect(path.elements == [.move(CGPoint(x: 1, y: 1)), .line(CGPoint(x: 3, y: 3))])
    }

    @Test("contains answers false for a NaN point, or a transform that makes the point non-finite")
    func containsRejectsNonFinitePoints() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: .infinity, y: 0)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd, transform: CGAffineTransform(scaleX: .nan, y: 1)))
    }
}
