import CoreGraphics
import Foundation

/// A path archives as on iOS (`NSSecureCoding`): its elements and its line attributes, so a
/// path survives `NSKeyedArchiver` and a nib can make one from a `<customObject>`.
extension UIBezierPath {
    public static var supportsSecureCoding: Bool { true }

    private enum Key {
        static let elements = "UIBezierPathElements"
        static let lineWidth = "UIBezierPathLineWidth"
        static let lineCap = "UIBezierPathLineCapStyle"
        static let lineJoin = "UIBezierPathLineJoinStyle"
        static let miterLimit = "UIBezierPathMiterLimit"
        static let flatness = "UIBezierPathFlatness"
        static let evenOdd = "UIBezierPathUsesEvenOddFillRule"
        static let dashPattern = "UIBezierPathDashPattern"
        static let dashPhase = "UIBezierPathDashPhase"
    }

    /// Each element as its kind (0 move, 1 line, 2 quad, 3 cubic, 4 close) followed by its
    /// points' coordinates.
    func encodePath(to coder: NSCoder) {
        var numbers: [Double] = []
        for element in storage.elements {
            switch element {
            case .move(let p): numbers += [0, p.x, p.y]
            case .line(let p): numbers += [1, p.x, p.y]
            case .quad(let c, let p): numbers += [2, c.x, c.y, p.x, p.y]
            case .cubic(let c1, let c2, let p): numbers += [3, c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .close: numbers += [4]
            }
        }
        coder.encode(numbers.map(NSNumber.init(value:)) as NSArray, forKey: Key.elements)
        coder.encode(Double(lineWidth), forKey: Key.lineWidth)
        coder.encode(Int(lineCapStyle.rawValue), forKey: Key.lineCap)
        coder.encode(Int(lineJoinStyle.rawValue), forKey: Key.lineJoin)
        coder.encode(Double(miterLimit), forKey: Key.miterLimit)
        coder.encode(Double(flatness), forKey: Key.flatness)
        coder.encode(usesEvenOddFillRule, forKey: Key.evenOdd)
        coder.encode(dashPattern.map { NSNumber(value: Double($0)) } as NSArray, forKey: Key.dashPattern)
        coder.encode(Double(dashPhase), forKey: Key.dashPhase)
    }

    /// Reads what `encode(with:)` wrote; what is missing keeps its default, and elements that
    /// are cut short or of an unknown kind end the path there (the builders' rules drop
    /// non-finite points).
    func decodePath(from coder: NSCoder) {
        guard coder.allowsKeyedCoding else { return }
        if let numbers = (coder.decodeObject(of: [NSArray.self, NSNumber.self], forKey: Key.elements) as? [NSNumber])?.map(\.doubleValue) {
            var elements: [PathElement] = []
            var i = 0
            func points(_ count: Int) -> [CGPoint]? {
                guard i + 2 * count <= numbers.count else { return nil }
                defer { i += 2 * count }
                return (0..<count).map { CGPoint(x: numbers[i + 2 * $0], y: numbers[i + 2 * $0 + 1]) }
            }
            decoding: while i < numbers.count {
                let kind = numbers[i]
                i += 1
                switch kind {
                case 0: guard let p = points(1) else { break decoding }; elements.append(.move(p[0]))
                case 1: guard let p = points(1) else { break decoding }; elements.append(.line(p[0]))
                case 2: guard let p = points(2) else { break decoding }; elements.append(.quad(p[0], p[1]))
                case 3: guard let p = points(3) else { break decoding }; elements.append(.cubic(p[0], p[1], p[2]))
                case 4: elements.append(.close)
                default: break decoding
                }
            }
            storage = CGMutablePath(elements: elements)
        }
        if coder.containsValue(forKey: Key.lineWidth) { lineWidth = CGFloat(coder.decodeDouble(forKey: Key.lineWidth)) }
        if coder.containsValue(forKey: Key.lineCap) { lineCapStyle = CGLineCap(rawValue: Int32(truncatingIfNeeded: coder.decodeInteger(forKey: Key.lineCap))) ?? .butt }
        if coder.containsValue(forKey: Key.lineJoin) { lineJoinStyle = CGLineJoin(rawValue: Int32(truncatingIfNeeded: coder.decodeInteger(forKey: Key.lineJoin))) ?? .miter }
        if coder.containsValue(forKey: Key.miterLimit) { miterLimit = CGFloat(coder.decodeDouble(forKey: Key.miterLimit)) }
        if coder.containsValue(forKey: Key.flatness) { flatness = CGFloat(coder.decodeDouble(forKey: Key.flatness)) }
        usesEvenOddFillRule = coder.decodeBool(forKey: Key.evenOdd)
        if let dashes = coder.decodeObject(of: [NSArray.self, NSNumber.self], forKey: Key.dashPattern) as? [NSNumber] { dashPattern = dashes.map { CGFloat($0.doubleValue) } }
        if coder.containsValue(forKey: Key.dashPhase) { dashPhase = CGFloat(coder.decodeDouble(forKey: Key.dashPhase)) }
    }
}
