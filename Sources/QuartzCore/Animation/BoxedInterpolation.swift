import CoreGraphics
import Foundation

/// Interpolation of the values Core Animation animates that are not plain numbers: paths with
/// the same elements (point by point, as `CAShapeLayer.path` animates; other paths switch at
/// the end), and lists of colors or numbers of the same length (component by component, as
/// `CAGradientLayer.colors` and `locations` animate).
enum BoxedInterpolation {
    static func mix(_ a: Any?, _ b: Any?, _ t: Double) -> Any? {
        if let p = a as? CGPath, let q = b as? CGPath { return mix(p, q, t) }
        if let p = a as? [Any], let q = b as? [Any], p.count == q.count, !p.isEmpty {
            let colors = zip(p, q).compactMap { mixColor($0, $1, t) }
            if colors.count == p.count { return colors }
            let numbers = zip(p, q).compactMap { mixNumber($0, $1, t) }
            if numbers.count == p.count { return numbers.map { NSNumber(value: Double($0)) } }
        }
        return nil
    }

    private static func mix(_ p: CGPath, _ q: CGPath, _ t: Double) -> CGPath? {
        let a = p.elements, b = q.elements
        guard a.count == b.count else { return nil }
        let k = CGFloat(t)
        func m(_ x: CGPoint, _ y: CGPoint) -> CGPoint { CGPoint(x: x.x + (y.x - x.x) * k, y: x.y + (y.y - x.y) * k) }
        var out: [PathElement] = []
        out.reserveCapacity(a.count)
        for (e, f) in zip(a, b) {
            switch (e, f) {
            case let (.move(x), .move(y)): out.append(.move(m(x, y)))
            case let (.line(x), .line(y)): out.append(.line(m(x, y)))
            case let (.quad(c, x), .quad(d, y)): out.append(.quad(m(c, d), m(x, y)))
            case let (.cubic(c1, c2, x), .cubic(d1, d2, y)): out.append(.cubic(m(c1, d1), m(c2, d2), m(x, y)))
            case (.close, .close): out.append(.close)
            default: return nil
            }
        }
        return CGPath(elements: out)
    }

    private static func mixColor(_ a: Any, _ b: Any, _ t: Double) -> CGColor? {
        guard let x = color(a), let y = color(b) else { return nil }
        let p = x.rgba, q = y.rgba, k = CGFloat(t)
        return CGColor(red: p.r + (q.r - p.r) * k, green: p.g + (q.g - p.g) * k,
                       blue: p.b + (q.b - p.b) * k, alpha: p.a + (q.a - p.a) * k)
    }

    static func color(_ any: Any) -> CGColor? {
        if let c = any as? CGColor { return c }
        return (any as? CGColorConvertible)?.cgColorValue
    }

    private static func mixNumber(_ a: Any, _ b: Any, _ t: Double) -> CGFloat? {
        guard let x = number(a), let y = number(b) else { return nil }
        return x + (y - x) * CGFloat(t)
    }

    static func number(_ any: Any) -> CGFloat? { CGFloat(anyNumber: any) }
}
