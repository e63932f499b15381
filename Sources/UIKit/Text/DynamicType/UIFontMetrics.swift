import CoreGraphics
import CoreText
import Foundation

/// Scales custom fonts and layout values along a text style's Dynamic Type curve.
///
/// A value or font given at the default category (Large) grows by the ratio of the style's
/// size at the category to its size at Large: body text is 17 pt at Large and 23 pt at
/// xxxLarge, so `UIFontMetrics.default.scaledValue(for: 34)` is 46 at xxxLarge. Scaled fonts
/// remember their base size, so views that adjust for the content size rescale them when the
/// category changes.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The style whose curve this scales along (immutable).
    private let textStyle: UIFont.TextStyle

    /// Metrics for the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` scaled for the current trait collection's content size category.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the current category, never above `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s category (nil: the current trait collection's).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s category, never above `maximumPointSize` (0: no
    /// limit). The font's own size is its size at Large.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                         compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let limit: CGFloat? = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : nil
        let scaling = DynamicTypeScaling(style: textStyle, baseSize: font.pointSize, maximumPointSize: limit,
                                         isTextStyleFont: false)
        var face = font.textFont
        face.size = scaling.pointSize(at: UIFont.contentSizeCategory(of: traitCollection))
        return UIFont(textFont: face, scaling: scaling)
    }

    /// `value` (a length at Large) scaled for the current trait collection's category.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` (a length at Large) scaled for `traitCollection`'s category.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        DynamicTypeSizes.scaled(value, textStyle, UIFont.contentSizeCategory(of: traitCollection))
    }
}
