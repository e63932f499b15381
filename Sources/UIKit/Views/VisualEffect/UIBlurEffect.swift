import Foundation

/// A blur of what lies behind a visual effect view, in one of the system's styles.
///
/// The styles' blur radius, saturation and overlay color are estimates of iOS's (its values
/// are not published): the blur spreads 20–30 points, colors are saturated by 1.8, and a
/// white (light styles) or near-black (dark styles) overlay sets how frosted the material
/// looks. The adaptive styles (`.regular`, `.prominent`, the `system…Material`s) show their
/// light look.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles; raw values are UIKit's.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight = 0
        case light = 1
        case dark = 2
        /// A tvOS style; on iOS it draws as a darker `.dark`.
        case extraDark = 3
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    public let style: Style

    /// A blur in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        style = Style(rawValue: coder.decodeInteger(forKey: "UIBlurEffectStyle")) ?? .light
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        coder.encode(style.rawValue, forKey: "UIBlurEffectStyle")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect else { return false }
        return type(of: other) == type(of: self) && other.style == style
    }

    open override var hash: Int { style.rawValue }

    open override var description: String { "<UIBlurEffect: \(objectAddress(self)); style = \(style)>" }

    override var appearance: VisualEffectAppearance { Self.appearance(of: style) }

    /// Whether the style draws dark (its overlay is near black); nil for the styles that
    /// follow the appearance (the materials without a suffix, `.regular`, `.prominent`).
    var isDark: Bool? {
        switch style {
        case .dark, .extraDark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
             .systemThickMaterialDark, .systemChromeMaterialDark: true
        case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
             .systemChromeMaterial, .regular, .prominent: nil
        default: false
        }
    }

    /// The estimated look of each style (see the class comment).
    static func appearance(of style: Style) -> VisualEffectAppearance {
        func light(_ alpha: CGFloat, white: CGFloat = 1, radius: CGFloat = 30) -> VisualEffectAppearance {
            VisualEffectAppearance(blurRadius: radius, saturation: 1.8, overlay: UIColor(white: white, alpha: alpha))
        }
        func dark(_ alpha: CGFloat, white: CGFloat = 0.11, radius: CGFloat = 20) -> VisualEffectAppearance {
            VisualEffectAppearance(blurRadius: radius, saturation: 1.8, overlay: UIColor(white: white, alpha: alpha))
        }
        /// A style that follows the appearance: the light look's blur, the overlay of each.
        func adaptive(_ lightLook: VisualEffectAppearance, _ darkLook: VisualEffectAppearance) -> VisualEffectAppearance {
            let lightOverlay = lightLook.overlay ?? .clear, darkOverlay = darkLook.overlay ?? .clear
            return VisualEffectAppearance(blurRadius: lightLook.blurRadius, saturation: lightLook.saturation,
                                          overlay: UIColor { $0.userInterfaceStyle == .dark ? darkOverlay : lightOverlay })
        }
        switch style {
        case .extraLight: return light(0.82, white: 0.97, radius: 20)
        case .prominent: return adaptive(light(0.82, white: 0.97, radius: 20), dark(0.82, white: 0.07))
        case .light: return light(0.3)
        case .regular: return adaptive(light(0.3), dark(0.73))
        case .dark: return dark(0.73)
        case .extraDark: return dark(0.82, white: 0.07)
        case .systemUltraThinMaterial: return adaptive(light(0.35), dark(0.35, radius: 30))
        case .systemUltraThinMaterialLight: return light(0.35)
        case .systemThinMaterial: return adaptive(light(0.55), dark(0.55, radius: 30))
        case .systemThinMaterialLight: return light(0.55)
        case .systemMaterial: return adaptive(light(0.72), dark(0.72, radius: 30))
        case .systemMaterialLight: return light(0.72)
        case .systemThickMaterial: return adaptive(light(0.85), dark(0.85, radius: 30))
        case .systemThickMaterialLight: return light(0.85)
        case .systemChromeMaterial: return adaptive(light(0.78, white: 0.97), dark(0.78, white: 0.14, radius: 30))
        case .systemChromeMaterialLight: return light(0.78, white: 0.97)
        case .systemUltraThinMaterialDark: return dark(0.35, radius: 30)
        case .systemThinMaterialDark: return dark(0.55, radius: 30)
        case .systemMaterialDark: return dark(0.72, radius: 30)
        case .systemThickMaterialDark: return dark(0.85, radius: 30)
        case .systemChromeMaterialDark: return dark(0.78, white: 0.14, radius: 30)
        }
    }
}
