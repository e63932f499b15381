import CoreGraphics

/// iOS's Dynamic Type sizes: the point size of every text style at every content size
/// category, as Apple's Human Interface Guidelines publish them (Typography → "Dynamic Type
/// sizes", iOS and iPadOS; https://developer.apple.com/design/human-interface-guidelines/typography).
/// The standard sizes match what `preferredFont(forTextStyle:)` returns on a device; the five
/// accessibility sizes grow every style (iOS 11 and later).
///
/// Weights do not change with the size: every style is regular except the headline,
/// semibold.
enum DynamicTypeSizes {
    /// The categories in the order of each row below.
    private static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Point sizes: xSmall, Small, Medium, Large (the default), xLarge, xxLarge, xxxLarge, then
    /// AX1 … AX5.
    private static let table: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle:  [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1:      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2:      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3:      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline:    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body:        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout:     [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote:    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1:    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2:    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// Whether `style` is one of the system's text styles (others scale as the body does).
    static func isKnown(_ style: UIFont.TextStyle) -> Bool { table[style] != nil }

    /// The point size of `style` at `category`; an unspecified or unknown category is Large,
    /// an unknown style scales as the body.
    static func pointSize(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        let row = table[style] ?? table[.body]!
        let column = categories.firstIndex(of: category) ?? categories.firstIndex(of: .large)!
        return row[column]
    }

    /// The weight of `style`.
    static func weight(_ style: UIFont.TextStyle) -> UIFont.Weight {
        style == .headline ? .semibold : .regular
    }

    /// `value` (a size at Large) grown as `style` grows from Large to `category`. Multiplied
    /// first, so a style's own size lands exactly on the table's.
    static func scaled(_ value: CGFloat, _ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        value * pointSize(style, category) / pointSize(style, .large)
    }
}
