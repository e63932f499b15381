import CoreGraphics
import Foundation

/// A property value in the form animations compute with: numbers, geometry, transforms and
/// colors interpolate and add; anything else (booleans, images, paths) changes in one step.
enum AnimatedValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Boxed: a 128-byte transform inline would make every value that size, and evaluation
    /// copies values for every animating layer every frame.
    indirect case transform(CATransform3D)
    /// Red, green, blue, alpha; a nil color is transparent black.
    case color(Double, Double, Double, Double)
    /// Three numbers (`[x, y, z]`), the input of the `scale` and `translate` value functions.
    case vector3(Double, Double, Double)
    /// A value without arithmetic, boxed so the other cases stay plain data (cheap to copy).
    case other(DiscreteValue)

    /// What kind of value a property holds, which decides how values from animations (typed
    /// `Any?`, as in Apple's API) are read.
    /// `path` (a CGPath) and `list` (colors or numbers, as `CAGradientLayer.colors` and
    /// `locations`) are kept boxed like discrete values but interpolate when both ends match
    /// (`BoxedInterpolation`).
    enum Kind: Sendable { case number, point, size, rect, transform, color, vector3, discrete, path, list }

    /// Reads an animation's value (`fromValue`, a keyframe, …) as `kind`; nil when it does not
    /// fit (the caller falls back to the layer's value and says so).
    init?(_ any: Any?, as kind: Kind) {
        switch kind {
        case .number:
            switch any {
            case let v as Double: self = .number(v)
            case let v as CGFloat: self = .number(Double(v))
            case let v as Float: self = .number(Double(v))
            case let v as Int: self = .number(Double(v))
            case let v as NSNumber: self = .number(v.doubleValue)
            default: return nil
            }
        case .point:
            guard let v = any as? CGPoint else { return nil }
            self = .point(v)
        case .size:
            guard let v = any as? CGSize else { return nil }
            self = .size(v)
        case .rect:
            guard let v = any as? CGRect else { return nil }
            self = .rect(v)
        case .transform:
            if let v = any as? CATransform3D { self = .transform(v) } else if let v = any as? CGAffineTransform {
                self = .transform(CATransform3DMakeAffineTransform(v))
            } else { return nil }
        case .color:
            if any == nil || any is NSNull { self = .color(0, 0, 0, 0); return }
            guard let any, let c = Self.cgColor(any) else { return nil }
            let v = c.rgba
            self = .color(Double(v.r), Double(v.g), Double(v.b), Double(v.a))
        case .vector3:
            let numbers = (any as? [Any])?.compactMap { AnimatedValue($0, as: .number) }
            guard let numbers, numbers.count == 3, case .number(let x) = numbers[0], case .number(let y) = numbers[1],
                  case .number(let z) = numbers[2] else { return nil }
            self = .vector3(x, y, z)
        case .discrete:
            self = .other(DiscreteValue(any))
        case .path:
            guard any == nil || any is NSNull || any is CGPath else { return nil }
            self = .other(DiscreteValue(any as? CGPath))
        case .list:
            guard any == nil || any is NSNull || any is [Any] else { return nil }
            self = .other(DiscreteValue(any as? [Any]))
        }
        guard isFinite else { return nil }
    }

    /// A CGColor given directly (other color types reach QuartzCore as their `cgColor`).
    private static func cgColor(_ any: Any) -> CGColor? {
        if let c = any as? CGColor { return c }
        return (any as? CGColorConvertible)?.cgColorValue
    }

    private var isFinite: Bool {
        switch self {
        case .number(let v): return v.isFinite
        case .point(let p): return p.x.isFinite && p.y.isFinite
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r): return r.isFinite
        case .transform(let t): return t.isFiniteMatrix
        case .color(let r, let g, let b, let a): return r.isFinite && g.isFinite && b.isFinite && a.isFinite
        case .vector3(let x, let y, let z): return x.isFinite && y.isFinite && z.isFinite
        case .other: return true
        }
    }

    /// The value as Apple's API hands it out (`presentation()`, `value(forKeyPath:)`).
    var anyValue: Any? {
        switch self {
        case .number(let v): return CGFloat(v)
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let t): return t
        case .color(let r, let g, let b, let a): return CGColor(red: r, green: g, blue: b, alpha: a)
        case .vector3(let x, let y, let z): return [CGFloat(x), CGFloat(y), CGFloat(z)]
        case .other(let box): return box.value
        }
    }

    /// The value between `a` (t = 0) and `b` (t = 1); t may overshoot (springs, curves that
    /// leave 0…1). Discrete values switch when t reaches 1.
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(mix(x, y))
        case let (.point(p), .point(q)): return .point(CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)))
        case let (.size(p), .size(q)): return .size(CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: mix(p.origin.x, q.origin.x), y: mix(p.origin.y, q.origin.y),
                                width: mix(p.size.width, q.size.width), height: mix(p.size.height, q.size.height)))
        case let (.color(r0, g0, b0, a0), .color(r1, g1, b1, a1)):
            return .color(mix(r0, r1), mix(g0, g1), mix(b0, b1), mix(a0, a1))
        case let (.vector3(x0, y0, z0), .vector3(x1, y1, z1)): return .vector3(mix(x0, x1), mix(y0, y1), mix(z0, z1))
        case let (.transform(p), .transform(q)):
            if t == 0 { return a }
            if t == 1 { return b }
            if let dp = TransformDecomposition(p), let dq = TransformDecomposition(q) {
                return .transform(TransformDecomposition.interpolate(dp, dq, t).matrix)
            }
            // A singular end (a zero scale): mix the entries instead.
            let pr = p.rows, qr = q.rows
            return .transform(CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in mix(pr[i][j], qr[i][j]) } }))
        case let (.other(x), .other(y)):
            if let mixed = BoxedInterpolation.mix(x.value, y.value, t) { return .other(DiscreteValue(mixed)) }
            return t < 1 ? a : b
        default:
            return t < 1 ? a : b
        }
    }

    /// `a + b`: what additive and cumulative animations and `byValue` compute. Transforms
    /// concatenate (`b` applied after `a`); discrete values take `b`.
    static func add(_ a: Self, _ b: Self) -> Self {
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(x + y)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.origin.x + q.origin.x, y: p.origin.y + q.origin.y,
                                width: p.size.width + q.size.width, height: p.size.height + q.size.height))
        case let (.color(r0, g0, b0, a0), .color(r1, g1, b1, a1)): return .color(r0 + r1, g0 + g1, b0 + b1, a0 + a1)
        case let (.vector3(x0, y0, z0), .vector3(x1, y1, z1)): return .vector3(x0 + x1, y0 + y1, z0 + z1)
        case let (.transform(p), .transform(q)): return .transform(p.multiplied(by: q))
        default: return b
        }
    }

    /// `a × k` (repeated addition), for the cycles a cumulative animation has completed.
    static func scale(_ a: Self, by k: Double) -> Self {
        switch a {
        case .number(let x): return .number(x * k)
        case .point(let p): return .point(CGPoint(x: p.x * k, y: p.y * k))
        case .size(let s): return .size(CGSize(width: s.width * k, height: s.height * k))
        case .rect(let r): return .rect(CGRect(x: r.origin.x * k, y: r.origin.y * k, width: r.size.width * k, height: r.size.height * k))
        case .color(let r, let g, let b, let al): return .color(r * k, g * k, b * k, al * k)
        case .vector3(let x, let y, let z): return .vector3(x * k, y * k, z * k)
        case .transform(let t):
            var result = CATransform3DIdentity
            let n = Int(k.rounded())
            for _ in 0..<max(0, n) { result = result.multiplied(by: t) }
            return .transform(result)
        case .other: return a
        }
    }

    /// `b − a`, the change from `a` to `b`; nil for values without a difference.
    static func difference(from a: Self, to b: Self) -> Self? {
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(y - x)
        case let (.point(p), .point(q)): return .point(CGPoint(x: q.x - p.x, y: q.y - p.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: q.width - p.width, height: q.height - p.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: q.origin.x - p.origin.x, y: q.origin.y - p.origin.y,
                                width: q.size.width - p.size.width, height: q.size.height - p.size.height))
        case let (.color(r0, g0, b0, a0), .color(r1, g1, b1, a1)): return .color(r1 - r0, g1 - g0, b1 - b0, a1 - a0)
        case let (.vector3(x0, y0, z0), .vector3(x1, y1, z1)): return .vector3(x1 - x0, y1 - y0, z1 - z0)
        case let (.transform(p), .transform(q)):
            guard let inverse = p.inverse() else { return nil }
            return .transform(inverse.multiplied(by: q))
        default: return nil
        }
    }

    /// The zero of the value's kind (what an additive animation adds to end on the model).
    var zero: Self {
        switch self {
        case .number: return .number(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .color: return .color(0, 0, 0, 0)
        case .vector3: return .vector3(0, 0, 0)
        case .transform: return .transform(CATransform3DIdentity)
        case .other: return self
        }
    }

    /// The distance between two values (for paced keyframes): Euclidean over the components.
    static func distance(_ a: Self, _ b: Self) -> Double {
        switch (a, b) {
        case let (.number(x), .number(y)): return abs(y - x)
        case let (.point(p), .point(q)): return Double(hypot(q.x - p.x, q.y - p.y))
        case let (.size(p), .size(q)): return Double(hypot(q.width - p.width, q.height - p.height))
        case let (.rect(p), .rect(q)):
            let d = [q.minX - p.minX, q.minY - p.minY, q.width - p.width, q.height - p.height]
            return Double(d.reduce(0) { $0 + $1 * $1 }.squareRoot())
        case let (.color(r0, g0, b0, a0), .color(r1, g1, b1, a1)):
            return ((r1 - r0) * (r1 - r0) + (g1 - g0) * (g1 - g0) + (b1 - b0) * (b1 - b0) + (a1 - a0) * (a1 - a0)).squareRoot()
        case let (.vector3(x0, y0, z0), .vector3(x1, y1, z1)):
            return ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0) + (z1 - z0) * (z1 - z0)).squareRoot()
        case let (.transform(p), .transform(q)):
            let pr = p.rows, qr = q.rows
            var s = 0.0
            for i in 0..<4 { for j in 0..<4 { s += Double((qr[i][j] - pr[i][j]) * (qr[i][j] - pr[i][j])) } }
            return s.squareRoot()
        default: return 0
        }
    }
}

/// A property value without arithmetic (a Boolean, an image, a path).
final class DiscreteValue {
    let value: Any?
    init(_ value: Any?) { self.value = value }
}
