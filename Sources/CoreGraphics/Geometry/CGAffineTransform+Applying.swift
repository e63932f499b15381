import Foundation

extension CGPoint {
    /// The point mapped through `t` (translation included).
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through `t` as a vector: translation does not apply, and the result
    /// may be negative (Core Graphics does not take absolute values).
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the four transformed corners, like
    /// `CGRectApplyAffineTransform`. The null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        if isInfinite { return t.isIdentity ? self : .infinite }
        let r = standardized
        if t.b == 0 && t.c == 0 {
            // Scale and translation only: the corners are the rectangle.
            let x0 = t.a * r.minX + t.tx, x1 = t.a * r.maxX + t.tx
            let y0 = t.d * r.minY + t.ty, y1 = t.d * r.maxY + t.ty
            return CGRect(x: Swift.min(x0, x1), y: Swift.min(y0, y1),
                          width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let p1 = CGPoint(x: r.minX, y: r.minY).applying(t)
        let p2 = CGPoint(x: r.maxX, y: r.minY).applying(t)
        let p3 = CGPoint(x: r.minX, y: r.maxY).applying(t)
        let p4 = CGPoint(x: r.maxX, y: r.maxY).applying(t)
        let minX = Swift.min(p1.x, p2.x, p3.x, p4.x), maxX = Swift.max(p1.x, p2.x, p3.x, p4.x)
        let minY = Swift.min(p1.y, p2.y, p3.y, p4.y), maxY = Swift.max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
