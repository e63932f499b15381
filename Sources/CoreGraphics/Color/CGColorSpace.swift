import Foundation

/// A color space: how a color's components are interpreted.
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// The space's family, as Core Graphics names it.
    public enum Model: Int32, Sendable {
        case unknown = -1, monochrome = 0, rgb = 1
    }

    public let model: Model
    /// A named space's name, such as `CGColorSpace.sRGB`.
    public let name: String?

    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"

    private init(model: Model, name: String?) { self.model = model; self.name = name }

    /// The named space, or nil for a name this implementation does not know.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB: self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray: self.init(model: .monochrome, name: name)
        default: return nil
        }
    }

    static let deviceRGB = CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
    static let deviceGray = CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2)

    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool { l.model == r.model && l.name == r.name }
    public func hash(into h: inout Hasher) { h.combine(model); h.combine(name) }
}

/// The device RGB space; on this platform that is sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }
/// The device gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
