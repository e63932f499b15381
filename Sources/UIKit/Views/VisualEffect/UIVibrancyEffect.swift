import Foundation

/// How strongly vibrant content stands out; raw values are UIKit's.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}

/// Content of a visual effect view drawn so the blur beneath shows through it: placed in the
/// `contentView` of a vibrancy effect view inside a blur effect view's `contentView`.
///
/// iOS blends vibrant content with a private filter; here each pixel of the content keeps
/// its coverage and takes one translucent color per style (darker over light blurs, lighter
/// over dark ones), so what lies behind still tints it. The colors are estimates.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is made for.
    public let blurEffect: UIBlurEffect
    /// The style; the iOS 8 initializer's effect has none and draws like `.secondaryLabel`.
    public let style: UIVibrancyEffectStyle?

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }

    /// Vibrancy in `style` for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        blurEffect = UIBlurEffect(style: UIBlurEffect.Style(rawValue: coder.decodeInteger(forKey: "UIBlurEffectStyle")) ?? .light)
        style = coder.containsValue(forKey: "UIVibrancyEffectStyle")
            ? UIVibrancyEffectStyle(rawValue: coder.decodeInteger(forKey: "UIVibrancyEffectStyle")) : nil
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        coder.encode(blurEffect.style.rawValue, forKey: "UIBlurEffectStyle")
        if let style { coder.encode(style.rawValue, forKey: "UIVibrancyEffectStyle") }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.blurEffect.isEqual(blurEffect) && other.style == style
    }

    open override var hash: Int { blurEffect.hash &* 31 &+ (style?.rawValue ?? -1) }

    override var appearance: VisualEffectAppearance {
        VisualEffectAppearance(contentTint: Self.tint(style ?? .secondaryLabel, dark: blurEffect.isDark))
    }

    /// The estimated color of each style over a light or a dark blur, or over a blur that
    /// follows the appearance (`dark` nil).
    static func tint(_ style: UIVibrancyEffectStyle, dark: Bool?) -> UIColor {
        guard let dark else {
            let light = tint(style, dark: false), darkTint = tint(style, dark: true)
            return UIColor { $0.userInterfaceStyle == .dark ? darkTint : light }
        }
        let alpha: CGFloat = switch style {
        case .label: 0.85
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.35
        case .quaternaryLabel: 0.2
        case .fill: 0.25
        case .secondaryFill: 0.2
        case .tertiaryFill: 0.15
        case .separator: 0.3
        }
        return dark ? UIColor(white: 1, alpha: alpha) : UIColor(red: 0.15, green: 0.15, blue: 0.17, alpha: alpha)
    }
}
