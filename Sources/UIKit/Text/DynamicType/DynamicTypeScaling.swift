import CoreGraphics
import CoreText

/// What makes a font follow Dynamic Type: the text style whose curve it scales along, the
/// size it has at the default category (Large), and the most it may grow.
///
/// A font from `preferredFont(forTextStyle:)` has its style's Large size as base, so it takes
/// the style's published size at every category; one from `UIFontMetrics.scaledFont(for:)`
/// has the font it scaled as base and grows by the style's ratio.
package struct DynamicTypeScaling: Hashable, Sendable {
    package var style: UIFont.TextStyle
    package var baseSize: CGFloat
    package var maximumPointSize: CGFloat?
    /// Whether the font is the text style's own (its descriptor names the style).
    package var isTextStyleFont: Bool

    /// The font's size at `category`.
    func pointSize(at category: UIContentSizeCategory) -> CGFloat {
        let size = DynamicTypeSizes.scaled(baseSize, style, category)
        guard let maximumPointSize, maximumPointSize > 0 else { return size }
        return Swift.min(size, maximumPointSize)
    }
}

extension UIFont {
    /// This font as it is at `traits`' content size category: the same face at the size its
    /// scaling gives there; the font itself when it does not follow Dynamic Type.
    package func adjusted(for traits: UITraitCollection) -> UIFont {
        guard let scaling else { return self }
        let size = scaling.pointSize(at: traits.preferredContentSizeCategory)
        guard size != pointSize else { return self }
        var face = textFont
        face.size = size
        return UIFont(textFont: face, scaling: scaling)
    }
}
