import UIKitTesting
import Testing
import UIKit

@Suite("UIKit geometry strings, NSValue boxing, CGVector and equalTo", .freshContext)
struct GeometryStringTests {
    @Test("NSCoder.string(for:) writes UIKit's forms: {x, y}, {w, h}, {{x, y}, {w, h}}, [a, b, c, d, tx, ty]")
    func writing() {
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSCoder.string(for: CGSize(width: 3, height: 4)) == "{3, 4}")
        #expect(NSCoder.string(for: CGRect(x: 0, y: -1, width: 10, height: 20)) == "{{0, -1}, {10, 20}}")
        #expect(NSCoder.string(for: CGAffineTransform(scaleX: 2, y: 3)) == "[2, 0, 0, 3, 0, 0]")
    }

    @Test("Parsing reads the numbers back; missing numbers are zero")
    func parsing() {
        #expect(NSCoder.cgRect(for: "{{0, -1}, {10, 20.5}}") == CGRect(x: 0, y: -1, width: 10, height: 20.5))
        #expect(NSCoder.cgPoint(for: "{1e2, 2}") == CGPoint(x: 100, y: 2))
        #expect(NSCoder.cgSize(for: "{7}") == CGSize(width: 7, height: 0))
        #expect(NSCoder.cgSize(for: "garbage") == .zero)
        #expect(NSCoder.cgAffineTransform(for: "[1, 0, 0, 1, 5, 6]") == CGAffineTransform(translationX: 5, y: 6))
    }

    @Test("NSValue boxes CGPoint, CGSize and CGRect")
    func boxing() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: r).cgRectValue == r)
        #expect(NSValue(cgPoint: r.origin).cgPointValue == r.origin)
        #expect(NSValue(cgSize: r.size).cgSizeValue == r.size)
    }

    @Test("CGVector stores dx and dy; .zero is (0, 0)")
    func vector() {
        #expect(CGVector(dx: 1, dy: 2).dx == 1 && CGVector(dx: 1, dy: 2).dy == 2)
        #expect(CGVector.zero == CGVector())
    }

    @Test("CGRect.equalTo compares standardized rectangles, like CGRectEqualToRect")
    func equalTo() {
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(.null))
        #expect(CGRect.null.equalTo(.null))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGSize(width: 1, height: 2).equalTo(.zero))
    }
}
