import CoreGraphics
import Foundation
import Testing

/// Geometry through `Any` as on Apple platforms: a `CGFloat` goes as an `NSNumber`, a
/// `CGRect`, `CGPoint` or `CGSize` as an `NSValue`, and each casts back (`as? CGRect`); a
/// value of another kind does not.
@Suite("Geometry bridging")
struct GeometryBridgingTests {
    @Test("NSNumber and NSValue values cast to CGFloat, CGRect, CGPoint and CGSize; a point's value is no rect or size")
    func castsFromFoundationValues() {
        let values: [String: Any] = [
            "number": NSNumber(value: 0.25),
            "rect": NSValue(rect: CGRect(x: 1, y: 2, width: 3, height: 4)),
            "point": NSValue(point: CGPoint(x: 5, y: 6)),
            "size": NSValue(size: CGSize(width: 7, height: 8)),
        ]
        #expect(values["number"] as? CGFloat == 0.25)
        #expect(values["rect"] as? CGRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(values["point"] as? CGPoint == CGPoint(x: 5, y: 6))
        #expect(values["size"] as? CGSize == CGSize(width: 7, height: 8))
        #expect(values["point"] as? CGRect == nil)
        #expect(values["point"] as? CGSize == nil)
        #expect(values["rect"] as? CGFloat == nil)
    }

    @Test("Geometry put in Any casts to NSNumber and NSValue, and back")
    func castsToFoundationValues() throws {
        let rect: Any = CGRect(x: 1, y: 2, width: 3, height: 4)
        let value = try #require(rect as? NSValue)
        #expect(value.rectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        let number = try #require((CGFloat(1.5) as Any) as? NSNumber)
        #expect(number.doubleValue == 1.5)
    }
}
