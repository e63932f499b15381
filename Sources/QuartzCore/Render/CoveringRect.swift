import CoreGraphics
import Foundation

extension CGRect {
    /// A rectangle from its edges that is sure to reach `maxX` and `maxY`. `CGRect` keeps an
    /// origin and a size, and the size rounds to nearest: beside an edge at -1e307 a 7-point
    /// rectangle's far edge comes back as 0, which would cull or leave undamaged what lies
    /// between. Extents and damage may be too large, never too small, so the size rounds up.
    init(coveringMinX minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
        var width = maxX - minX, height = maxY - minY
        while minX + width < maxX { width = width.nextUp }
        while minY + height < maxY { height = height.nextUp }
        self.init(x: minX, y: minY, width: width, height: height)
    }

    /// `union(_:)` that never loses an edge to rounding (see `init(coveringMinX:…)`).
    func covering(_ other: CGRect) -> CGRect {
        if isNull { return other }
        if other.isNull { return self }
        let a = standardized, b = other.standardized
        return CGRect(coveringMinX: Swift.min(a.minX, b.minX), minY: Swift.min(a.minY, b.minY),
                      maxX: Swift.max(a.maxX, b.maxX), maxY: Swift.max(a.maxY, b.maxY))
    }
}
