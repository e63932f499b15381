import Foundation

/// A color ramp: colors at locations in 0…1, drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    /// (location, r, g, b, a) stops in increasing location order, colors not premultiplied.
    package let stops: [(location: CGFloat, r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)]

    /// A gradient from colors; nil locations spread them evenly from 0 to 1.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty, locations == nil || locations!.count == colors.count else { return nil }
        let locs = locations ?? colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
        stops = zip(locs, colors).map { loc, c in
            let v = c.drawnRGBA
            return (loc, v.r, v.g, v.b, v.a)
        }.sorted { $0.location < $1.location }
    }

    /// A gradient from a Core Foundation array of colors (`[CGColor] as CFArray`); nil when
    /// an element is not a `CGColor`.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count else { return nil }
        self.init(colorsSpace: space, colors: cgColors, locations: locations)
    }

    /// A gradient from raw components in `space` (gray+alpha or RGB+alpha per color).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        var result: [(location: CGFloat, r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)] = []
        for i in 0..<count {
            let loc = locations?[i] ?? (count == 1 ? 0 : CGFloat(i) / CGFloat(count - 1))
            let c = components + i * n
            if n == 2 { result.append((loc, c[0], c[0], c[0], c[1])) } else { result.append((loc, c[0], c[1], c[2], c[3])) }
        }
        stops = result.sorted { $0.location < $1.location }
    }
}
