import CoreGraphics
import Foundation

/// The four looks behind the eight `UIButton.Configuration` styles (`borderless`,
/// `bordered`, `borderedTinted` and `borderedProminent` are Apple's other names for `plain`,
/// `gray`, `tinted` and `filled`).
enum ButtonConfigurationStyle: Equatable, Sendable {
    case plain, tinted, gray, filled
}

/// The colors a configured button draws with in one state.
struct ResolvedButtonLook {
    var foreground: UIColor
    var background: UIColor
    var state: UIControl.State
}

/// Every number and color of the configuration button styles, in one place.
///
/// Sources: Apple's UIButton.Configuration documentation names the looks (plain: transparent
/// background; tinted: "a tinted background color"; gray; filled: "filled with the button's
/// tint color") and the size classes but gives no numbers. The numbers are read off
/// iOS 15–17 simulator screenshots at the default ("Large") content size: a medium button
/// titled "Button" in the body font is 75 × 34⅓ points (Interface Builder's default filled
/// button, 75 × 35), so the medium insets are 7 and 12. The other sizes, the radii, the
/// highlight and the fills are estimates from the same screenshots.
@MainActor
enum ButtonConfigurationMetrics {
    /// The title's font per size: body for medium and large, subheadline for small,
    /// footnote for mini.
    static func titleFont(for size: UIButton.Configuration.Size) -> UIFont {
        switch size {
        case .large, .medium: UIFont.preferredFont(forTextStyle: .body)
        case .small: UIFont.preferredFont(forTextStyle: .subheadline)
        case .mini: UIFont.preferredFont(forTextStyle: .footnote)
        }
    }

    /// The subtitle's font per size, a step below the title's.
    static func subtitleFont(for size: UIButton.Configuration.Size) -> UIFont {
        switch size {
        case .large, .medium: UIFont.preferredFont(forTextStyle: .subheadline)
        case .small: UIFont.preferredFont(forTextStyle: .footnote)
        case .mini: UIFont.preferredFont(forTextStyle: .caption2)
        }
    }

    /// The default content insets per size (the same for every style).
    static func contentInsets(for size: UIButton.Configuration.Size) -> NSDirectionalEdgeInsets {
        switch size {
        case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        }
    }

    /// The background's corner radius for `style` on a button `height` points high.
    static func cornerRadius(_ style: UIButton.Configuration.CornerStyle, size: UIButton.Configuration.Size,
                             fixed: CGFloat, height: CGFloat) -> CGFloat {
        switch style {
        case .fixed: fixed
        case .small: 4
        case .medium: 8
        case .large: 12
        case .capsule: height / 2
        case .dynamic:
            switch size {
            case .large: 8
            case .medium: 6
            case .small, .mini: 4
            }
        }
    }

    /// The faint fill of the tinted style: the tint at 15 %.
    static let tintedFillAlpha: CGFloat = 0.15
    /// A highlighted plain, gray or tinted button draws its content at this opacity…
    static let highlightedForegroundAlpha: CGFloat = 0.5
    /// …and a highlighted filled button its fill (lighter over a light background).
    static let highlightedFillAlpha: CGFloat = 0.75
    /// A highlighted gray or tinted fill gets this much darker.
    static let highlightedFillDarkening: CGFloat = 0.1

    /// The pop-up chevrons (up over down) after the title: their box and the gap before it.
    static let popupIndicatorSize = CGSize(width: 8, height: 14)
    static let popupIndicatorPadding: CGFloat = 6

    /// The colors of `style` for `state`. A disabled button is gray on a gray fill (plain:
    /// no fill); a selected toggle button takes the next stronger look (plain and gray turn
    /// tinted, tinted turns filled); a color the app set on the background wins.
    static func look(_ style: ButtonConfigurationStyle, state: UIControl.State, automaticallyUpdateForSelection: Bool,
                     baseForeground: UIColor?, baseBackground: UIColor?, customBackground: UIColor?, tint: UIColor) -> ResolvedButtonLook {
        var style = style
        if automaticallyUpdateForSelection, state.contains(.selected) {
            style = switch style {
            case .plain, .gray: .tinted
            case .tinted, .filled: .filled
            }
        }
        let base = baseBackground ?? tint
        var foreground: UIColor, background: UIColor
        switch style {
        case .plain: (foreground, background) = (baseForeground ?? tint, .clear)
        case .gray: (foreground, background) = (baseForeground ?? tint, baseBackground ?? .tertiarySystemFill)
        case .tinted: (foreground, background) = (baseForeground ?? tint, base.withAlphaComponent(alpha(of: base) * tintedFillAlpha))
        case .filled: (foreground, background) = (baseForeground ?? .white, base)
        }
        if state.contains(.disabled) {
            foreground = .tertiaryLabel
            if style != .plain { background = .tertiarySystemFill }
        } else if state.contains(.highlighted) {
            if style == .filled {
                background = background.withAlphaComponent(alpha(of: background) * highlightedFillAlpha)
            } else {
                foreground = foreground.withAlphaComponent(alpha(of: foreground) * highlightedForegroundAlpha)
                if style != .plain { background = darkened(background) }
            }
        }
        return ResolvedButtonLook(foreground: foreground, background: customBackground ?? background, state: state)
    }

    private static func alpha(of color: UIColor) -> CGFloat {
        var a: CGFloat = 1
        color.getRed(nil, green: nil, blue: nil, alpha: &a)
        return a
    }

    /// `color` with black laid over it at `highlightedFillDarkening`, in every appearance.
    private static func darkened(_ color: UIColor) -> UIColor {
        let amount = highlightedFillDarkening
        return UIColor { traits in
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            // Over a light background the fill's own alpha grows as it darkens.
            return UIColor(red: r * (1 - amount), green: g * (1 - amount), blue: b * (1 - amount), alpha: min(1, a + amount))
        }
    }
}
