import CoreGraphics
import Foundation

/// UIKit's string forms of geometry (`NSStringFromCGRect` and friends): `{x, y}`,
/// `{w, h}`, `{{x, y}, {w, h}}`, `[a, b, c, d, tx, ty]`. Parsing is lenient like UIKit's:
/// numbers are read in order and missing ones are zero.
extension NSCoder {
    public static func string(for point: CGPoint) -> String { "{\(n(point.x)), \(n(point.y))}" }
    public static func string(for size: CGSize) -> String { "{\(n(size.width)), \(n(size.height))}" }
    public static func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }
    public static func string(for transform: CGAffineTransform) -> String {
        "[\([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(n).joined(separator: ", "))]"
    }

    public static func cgPoint(for string: String) -> CGPoint {
        let v = numbers(in: string, count: 2)
        return CGPoint(x: v[0], y: v[1])
    }
    public static func cgSize(for string: String) -> CGSize {
        let v = numbers(in: string, count: 2)
        return CGSize(width: v[0], height: v[1])
    }
    public static func cgRect(for string: String) -> CGRect {
        let v = numbers(in: string, count: 4)
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
    public static func cgAffineTransform(for string: String) -> CGAffineTransform {
        let v = numbers(in: string, count: 6)
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }

    /// Integral values print without a fraction (`{1, 2}`), others in full (`{0.5, 2}`).
    private static func n(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(Double(v))"
    }

    private static func numbers(in string: String, count: Int) -> [CGFloat] {
        var values: [CGFloat] = []
        var token = ""
        func flush() {
            if let d = Double(token) { values.append(CGFloat(d)) }
            token = ""
        }
        for ch in string {
            if ch.isNumber || ch == "." || ch == "-" || ch == "+" || ch == "e" || ch == "E" { token.append(ch) } else { flush() }
        }
        flush()
        return (values + Array(repeating: 0, count: max(0, count - values.count))).prefix(count).map { $0 }
    }
}

/// UIKit's boxing of geometry in `NSValue`.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
}
