import CoreGraphics
import Foundation
import Testing

private typealias S = PathTestSupport

@Suite("CGPath equality and copies")
struct CGPathCopyEqualityTests {
    @Test("paths are equal and hash alike when they hold the same elements, whether mutable or not")
    func equalityByElements() {
        let rect = CGRect(x: 2, y: 4, width: 8, height: 16)
        let immutable = CGPath(rect: rect, transform: nil)
        let mutable = CGMutablePath()
        mutable.addRect(rect)
        #expect(immutable == mutable)
        #expect(immutable.hashValue == mutable.hashValue)
        #expect(Set<CGPath>([immutable, mutable]).count == 1)
    }

    @Test("paths with different elements, or the same points in another order, are not equal")
    func differentElementsAreNotEqual() {
        let a = CGMutablePath(), b = CGMutablePath()
        a.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        b.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        b.addEllipse(in: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(a != b)
        let lines = CGMutablePath()
        lines.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 0)])
        lines.closeSubpath()
        #expect(lines != a)   // same corners, other direction
    }

    @Test("copy() snapshots a mutable path: later changes to the original do not reach the copy")
    func copyIsIndependent() throws {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let copy = try #require(path.copy())
        path.addLine(to: CGPoint(x: 9, y: 9))
        #expect(copy.elements.count == 5)
        #expect(copy.currentPoint == .zero)
        #expect(!(copy is CGMutablePath))
        #expect(copy != path)
    }

    @Test("an immutable path is its own copy, as Core Foundation returns the same object")
    func immutableCopyIsSelf() throws {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        let copy = try #require(path.copy())
        #expect(copy === path)
    }

    @Test("mutableCopy() is a separate mutable path: changing either leaves the other alone")
    func mutableCopyIsIndependent() throws {
        let original = CGMutablePath()
        original.move(to: CGPoint(x: 100, y: 50))
        let copy = try #require(original.mutableCopy())
        #expect(copy == original && copy !== original)
        #expect(copy.currentPoint == CGPoint(x: 100, y: 50))
        copy.move(to: CGPoint(x: 200, y: 200))
        #expect(original.currentPoint == CGPoint(x: 100, y: 50))
        #expect(copy.currentPoint == CGPoint(x: 200, y: 200))
        original.addLine(to: .zero)
        #expect(copy.elements.count == 2 && original.elements.count == 2)
        #expect(copy != original)
    }

    @Test("copy(using:) and mutableCopy(using:) map every point through the transform; nil copies unchanged")
    func transformingCopies() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 0))
        path.addCurve(to: CGPoint(x: 4, y: 0), control1: CGPoint(x: 2, y: 1), control2: CGPoint(x: 3, y: 1))
        path.closeSubpath()
        var t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        let mapped = try #require(path.copy(using: &t))
        #expect(mapped.elements == path.elements.map { $0.applying(t) })
        #expect(mapped.currentPoint == CGPoint(x: 1, y: 0).applying(t))
        let mutableMapped = try #require(path.mutableCopy(using: &t))
        #expect(mutableMapped == mapped)
        #expect(try #require(path.copy(using: nil)) == path)
    }
}
