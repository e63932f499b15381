import Foundation

/// Light or dark: which value dynamic colors resolve to.
public enum UIUserInterfaceStyle: Int, Sendable, CustomStringConvertible {
    case unspecified = 0, light, dark

    public var description: String {
        switch self { case .unspecified: "Unspecified"; case .light: "Light"; case .dark: "Dark" }
    }
}

/// The rough width or height class of the space an interface has.
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
    case unspecified = 0, compact, regular

    public var description: String {
        switch self { case .unspecified: "Unspecified"; case .compact: "Compact"; case .regular: "Regular" }
    }
}

/// The layout direction a trait collection carries (UIKit's trait, distinct from a view's
/// `effectiveUserInterfaceLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CustomStringConvertible {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1

    public var description: String {
        switch self { case .unspecified: "Unspecified"; case .leftToRight: "LeftToRight"; case .rightToLeft: "RightToLeft" }
    }
}

/// The kind of device an interface is laid out for.
public enum UIUserInterfaceIdiom: Int, Sendable, CustomStringConvertible {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision = 6

    public var description: String {
        switch self {
        case .unspecified: "Unspecified"; case .phone: "Phone"; case .pad: "Pad"; case .tv: "TV"
        case .carPlay: "CarPlay"; case .mac: "Mac"; case .vision: "Vision"
        }
    }
}

/// Base or elevated: presented content is elevated, and some dark colors lighten for it.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1, base = 0, elevated
}

/// Whether the user asked for more contrast.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high
}

/// Whether the user asked for bold text.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular = 0, bold
}

/// The color gamut of the display.
public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1, SRGB = 0, P3
}

/// Whether the device reports how hard a touch presses (3D Touch).
public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0, unavailable, available
}
