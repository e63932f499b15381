import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// The arithmetic motion effects need on the values they return: interpolating between two
/// values of one kind and adding two, for numbers, points, sizes, rects, offsets and affine
/// and 3D transforms. Numbers come back as `CGFloat`; transforms add by concatenation, as
/// Core Animation adds additive transforms, and interpolate per matrix entry.
@MainActor
enum RelativeValue {
    /// The value `t` (0…1) of the way from `a` to `b`; nil when they are not of one kind.
    static func interpolate(_ a: Any, _ b: Any, _ t: CGFloat) -> Any? {
        combine(a, b) { x, y in x + (y - x) * t }
    }

    /// `a + b`, or `b` when there is no `a`; reported and `a` kept when they do not add up.
    static func sum(_ a: Any?, _ b: Any, keyPath: String) -> Any {
        guard let a else { return b }
        if let t = transform3D(a), let u = transform3D(b) {
            return a is CGAffineTransform && b is CGAffineTransform
                ? CATransform3DGetAffineTransform(CATransform3DConcat(t, u)) : CATransform3DConcat(t, u)
        }
        if let total = combine(a, b, +) { return total }
        RuntimeIssue.report("UIMotionEffectGroup: the values \(a) and \(b) for \"\(keyPath)\" cannot be added; the second is ignored")
        return a
    }

    /// A number of any of Swift's or Foundation's kinds as `CGFloat`.
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// An affine or 3D transform as a 3D one.
    static func transform3D(_ value: Any) -> CATransform3D? {
        if let t = value as? CATransform3D { return t }
        if let t = value as? CGAffineTransform { return CATransform3DMakeAffineTransform(t) }
        return nil
    }

    /// `a` and `b` of one kind combined component by component with `f`.
    private static func combine(_ a: Any, _ b: Any, _ f: (CGFloat, CGFloat) -> CGFloat) -> Any? {
        if let x = number(a), let y = number(b) { return f(x, y) }
        switch (a, b) {
        case let (p as CGPoint, q as CGPoint): return CGPoint(x: f(p.x, q.x), y: f(p.y, q.y))
        case let (p as CGSize, q as CGSize): return CGSize(width: f(p.width, q.width), height: f(p.height, q.height))
        case let (p as UIOffset, q as UIOffset): return UIOffset(horizontal: f(p.horizontal, q.horizontal), vertical: f(p.vertical, q.vertical))
        case let (p as CGRect, q as CGRect):
            return CGRect(x: f(p.minX, q.minX), y: f(p.minY, q.minY), width: f(p.width, q.width), height: f(p.height, q.height))
        case let (p as CGAffineTransform, q as CGAffineTransform):
            return CGAffineTransform(a: f(p.a, q.a), b: f(p.b, q.b), c: f(p.c, q.c), d: f(p.d, q.d), tx: f(p.tx, q.tx), ty: f(p.ty, q.ty))
        case let (p as CATransform3D, q as CATransform3D):
            return CATransform3D(m11: f(p.m11, q.m11), m12: f(p.m12, q.m12), m13: f(p.m13, q.m13), m14: f(p.m14, q.m14),
                                 m21: f(p.m21, q.m21), m22: f(p.m22, q.m22), m23: f(p.m23, q.m23), m24: f(p.m24, q.m24),
                                 m31: f(p.m31, q.m31), m32: f(p.m32, q.m32), m33: f(p.m33, q.m33), m34: f(p.m34, q.m34),
                                 m41: f(p.m41, q.m41), m42: f(p.m42, q.m42), m43: f(p.m43, q.m43), m44: f(p.m44, q.m44))
        default: return nil
        }
    }
}
