import CoreGraphics
import CoreText
import Foundation

extension UIFont {
    /// Dynamic Type text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The system font for `style` at the content size category of
    /// `UITraitCollection.current` (the main screen's outside view callbacks): body 17 pt at
    /// Large, 23 pt at xxxLarge, 53 pt at AX5 (see `DynamicTypeSizes`). The font remembers its
    /// style, so views that adjust for the content size resize it when the category changes.
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at `traitCollection`'s content size category; nil or an
    /// unspecified category means the current trait collection's.
    public class func preferredFont(forTextStyle style: UIFont.TextStyle,
                                    compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = UIFont.contentSizeCategory(of: traitCollection)
        let scaling = DynamicTypeScaling(style: style, baseSize: DynamicTypeSizes.pointSize(style, .large),
                                         maximumPointSize: nil, isTextStyleFont: true)
        let face = TextFont(family: TextFont.systemFamily, size: scaling.pointSize(at: category),
                            weight: DynamicTypeSizes.weight(style).openTypeWeight)
        return UIFont(textFont: face, scaling: scaling)
    }

    /// The category fonts are resolved at for `traits`: theirs when specified, else the
    /// current trait collection's, else Large.
    static func contentSizeCategory(of traits: UITraitCollection?) -> UIContentSizeCategory {
        if let category = traits?.preferredContentSizeCategory, category != .unspecified { return category }
        let current = UITraitCollection.current.preferredContentSizeCategory
        return current == .unspecified ? .large : current
    }
}
