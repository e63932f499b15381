import CoreGraphics

/// UIKit's adaptable system colors by the names UIKit and Interface Builder give them
/// (`systemBlueColor`, `labelColor` …), with Apple's light, dark and elevated-dark values.
///
/// One shared dynamic `UIColor` per name, as UIKit returns: `UIColor.label === .label`.
/// The high-contrast variants are not modelled: with increased contrast the normal values
/// are used.
enum SystemColor: String, CaseIterable {
    case systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPink, systemPurple, systemTeal
    case systemIndigo, systemBrown, systemMint, systemCyan
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link, separator, opaqueSeparator
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case lightText, darkText

    /// The shared dynamic color.
    var color: UIColor { Self.colors[self]! }

    /// The system color Interface Builder writes as `<name>Color`, or nil.
    static func named(_ ibName: String) -> UIColor? {
        guard ibName.hasSuffix("Color") else { return nil }
        if ibName == "tintColor" { return SystemColor.systemBlue.color }
        return SystemColor(rawValue: String(ibName.dropLast(5)))?.color
    }

    /// (light, dark, elevated dark) as 0–255 components and alpha.
    private typealias RGBA = (CGFloat, CGFloat, CGFloat, CGFloat)

    private var values: (light: RGBA, dark: RGBA, elevated: RGBA?) {
        switch self {
        case .systemBlue: ((0, 122, 255, 1), (10, 132, 255, 1), nil)
        case .systemRed: ((255, 59, 48, 1), (255, 69, 58, 1), nil)
        case .systemGreen: ((52, 199, 89, 1), (48, 209, 88, 1), nil)
        case .systemOrange: ((255, 149, 0, 1), (255, 159, 10, 1), nil)
        case .systemYellow: ((255, 204, 0, 1), (255, 214, 10, 1), nil)
        case .systemPink: ((255, 45, 85, 1), (255, 55, 95, 1), nil)
        case .systemPurple: ((175, 82, 222, 1), (191, 90, 242, 1), nil)
        case .systemTeal: ((48, 176, 199, 1), (64, 200, 224, 1), nil)
        case .systemIndigo: ((88, 86, 214, 1), (94, 92, 230, 1), nil)
        case .systemBrown: ((162, 132, 94, 1), (172, 142, 104, 1), nil)
        case .systemMint: ((0, 199, 190, 1), (99, 230, 226, 1), nil)
        case .systemCyan: ((50, 173, 230, 1), (100, 210, 255, 1), nil)
        case .systemGray: ((142, 142, 147, 1), (142, 142, 147, 1), nil)
        case .systemGray2: ((174, 174, 178, 1), (99, 99, 102, 1), nil)
        case .systemGray3: ((199, 199, 204, 1), (72, 72, 74, 1), nil)
        case .systemGray4: ((209, 209, 214, 1), (58, 58, 60, 1), nil)
        case .systemGray5: ((229, 229, 234, 1), (44, 44, 46, 1), nil)
        case .systemGray6: ((242, 242, 247, 1), (28, 28, 30, 1), nil)
        case .label: ((0, 0, 0, 1), (255, 255, 255, 1), nil)
        case .secondaryLabel: ((60, 60, 67, 0.6), (235, 235, 245, 0.6), nil)
        case .tertiaryLabel: ((60, 60, 67, 0.3), (235, 235, 245, 0.3), nil)
        case .quaternaryLabel: ((60, 60, 67, 0.18), (235, 235, 245, 0.18), nil)
        case .placeholderText: ((60, 60, 67, 0.3), (235, 235, 245, 0.3), nil)
        case .link: ((0, 122, 255, 1), (9, 132, 255, 1), nil)
        case .separator: ((60, 60, 67, 0.29), (84, 84, 88, 0.6), nil)
        case .opaqueSeparator: ((198, 198, 200, 1), (56, 56, 58, 1), nil)
        case .systemBackground: ((255, 255, 255, 1), (0, 0, 0, 1), (28, 28, 30, 1))
        case .secondarySystemBackground: ((242, 242, 247, 1), (28, 28, 30, 1), (44, 44, 46, 1))
        case .tertiarySystemBackground: ((255, 255, 255, 1), (44, 44, 46, 1), (58, 58, 60, 1))
        case .systemGroupedBackground: ((242, 242, 247, 1), (0, 0, 0, 1), (28, 28, 30, 1))
        case .secondarySystemGroupedBackground: ((255, 255, 255, 1), (28, 28, 30, 1), (44, 44, 46, 1))
        case .tertiarySystemGroupedBackground: ((242, 242, 247, 1), (44, 44, 46, 1), (58, 58, 60, 1))
        case .systemFill: ((120, 120, 128, 0.2), (120, 120, 128, 0.36), nil)
        case .secondarySystemFill: ((120, 120, 128, 0.16), (120, 120, 128, 0.32), nil)
        case .tertiarySystemFill: ((118, 118, 128, 0.12), (118, 118, 128, 0.24), nil)
        case .quaternarySystemFill: ((116, 116, 128, 0.08), (118, 118, 128, 0.18), nil)
        case .lightText: ((255, 255, 255, 0.6), (255, 255, 255, 0.6), nil)
        case .darkText: ((0, 0, 0, 1), (0, 0, 0, 1), nil)
        }
    }

    private static let colors: [SystemColor: UIColor] = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.makeColor()) })

    private func makeColor() -> UIColor {
        let (light, dark, elevated) = values
        func fixed(_ c: RGBA) -> UIColor { UIColor(red: c.0 / 255, green: c.1 / 255, blue: c.2 / 255, alpha: c.3) }
        let lightColor = fixed(light), darkColor = fixed(dark), elevatedColor = elevated.map(fixed) ?? darkColor
        return UIColor(dynamicName: rawValue + "Color") { traits in
            guard traits.userInterfaceStyle == .dark else { return lightColor }
            return traits.userInterfaceLevel == .elevated ? elevatedColor : darkColor
        }
    }
}
