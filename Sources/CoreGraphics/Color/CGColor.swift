import Foundation

/// An immutable color: components in a color space, alpha last.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let colorSpace: CGColorSpace?
    /// The components including alpha: (gray, alpha) or (red, green, blue, alpha).
    public let components: [CGFloat]?

    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceRGB
        components = [red, green, blue, alpha]
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceGray
        components = [gray, alpha]
    }

    /// A color from `components` (alpha last) in `space`; nil when the count does not fit.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let n = space.numberOfComponents + 1
        guard space.model != .unknown else { return nil }
        self.colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: n))
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The same color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var c = components, let space = colorSpace else { return nil }
        c[c.count - 1] = alpha
        return c.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) }
    }

    /// Red, green, blue and alpha in sRGB, converting from gray when needed.
    package var rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        guard let c = components else { return (0, 0, 0, 0) }
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
        return (0, 0, 0, 1)
    }

    /// `rgba` as drawing uses it: each component limited to 0…1, one that is not a number as
    /// 0 (`components` keeps what was given, as Core Graphics does).
    package var drawnRGBA: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        let c = rgba
        return (c.r.unitClamped, c.g.unitClamped, c.b.unitClamped, c.a.unitClamped)
    }

    public static func == (l: CGColor, r: CGColor) -> Bool {
        l === r || (l.colorSpace == r.colorSpace && l.components == r.components)
    }

    public func hash(into h: inout Hasher) { h.combine(components) }

    public var description: String {
        let name = colorSpace?.name ?? "unknown"
        let c = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return "<CGColor \(name) (\(c))>"
    }
}
