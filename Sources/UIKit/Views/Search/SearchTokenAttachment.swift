import CoreGraphics
import CoreText
import Foundation

/// How a search field draws its tokens (estimated from iOS's search fields): a rounded gray
/// box around the icon and text, in the field's font; a selected token takes the tint color
/// with white text, as iOS shows one selected by the user or by Backspace.
enum SearchTokenMetrics {
    static let horizontalPadding: CGFloat = 6
    static let iconSpacing: CGFloat = 3
    /// Space after each token, before the next one or the text.
    static let trailingGap: CGFloat = 4
    /// How far the box reaches above the font's ascender and below its descender.
    static let verticalPadding: CGFloat = 2
    static let cornerRadius: CGFloat = 6
    /// The box's color when the field's `tokenBackgroundColor` is nil.
    static let defaultBackground = UIColor.systemGray4
}

/// The attachment character standing for one token in the field's text: its image is the
/// token's box, drawn for the field's font, colors and whether the token is selected.
///
/// Not an `NSTextAttachment`: Foundation on Linux traps when it compares two adjacent runs
/// whose values are different instances of an `NSObject` subclass, and tokens sit side by
/// side; a plain Swift object compares by identity.
@MainActor
final class SearchTokenAttachment: InlineTextAttachment {
    let token: UISearchToken
    private(set) var image: UIImage?
    /// Where the box sits: its origin on the baseline, y up (as `NSTextAttachment.bounds`).
    private(set) var bounds = CGRect.zero

    init(token: UISearchToken) {
        self.token = token
    }

    nonisolated var inlineObject: TextInlineObject {
        MainActor.assumeIsolated { TextInlineObject(bounds: bounds, image: image?.cgImage) }
    }

    /// The attachment character carrying this token.
    var attributedString: NSAttributedString {
        NSAttributedString(string: String(UnicodeScalar(UInt32(NSTextAttachment.character))!), attributes: [.attachment: self])
    }

    /// Draws the token for `field`: `selected` in the tint color.
    func render(in field: UISearchTextField, selected: Bool) {
        let font = field.font ?? .systemFont(ofSize: SearchBarMetrics.fontSize)
        let traits = field.traitCollection
        let textColor = (selected ? UIColor.white : UIColor.label).resolvedColor(with: traits)
        let fill = (selected ? (field.tintColor ?? .systemBlue) : (field.tokenBackgroundColor ?? SearchTokenMetrics.defaultBackground))
            .resolvedColor(with: traits)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: textColor]
        let textSize = (token.text as NSString).size(withAttributes: attributes)
        let iconSide = token.icon == nil ? 0 : ceil(font.capHeight + 4)
        let iconWidth = token.icon.map { icon in icon.size.height > 0 ? iconSide * icon.size.width / icon.size.height : iconSide } ?? 0
        let pad = SearchTokenMetrics.horizontalPadding
        let boxWidth = ceil(pad + iconWidth + (token.icon == nil ? 0 : SearchTokenMetrics.iconSpacing) + textSize.width + pad)
        let boxHeight = ceil(font.lineHeight + 2 * SearchTokenMetrics.verticalPadding)
        let size = CGSize(width: boxWidth + SearchTokenMetrics.trailingGap, height: boxHeight)
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = traits.displayScale > 0 ? traits.displayScale : 1
        let token = self.token
        image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            let box = CGRect(x: 0, y: 0, width: boxWidth, height: boxHeight)
            fill.setFill()
            UIBezierPath(roundedRect: box, cornerRadius: SearchTokenMetrics.cornerRadius).fill()
            var x = pad
            if let icon = token.icon {
                let rect = CGRect(x: x, y: (boxHeight - iconSide) / 2, width: iconWidth, height: iconSide)
                icon.withTintColor(textColor, renderingMode: .alwaysTemplate).draw(in: rect)
                x += iconWidth + SearchTokenMetrics.iconSpacing
            }
            (token.text as NSString).draw(at: CGPoint(x: x, y: (boxHeight - textSize.height) / 2), withAttributes: attributes)
        }
        // The box sits where the text's line does: from below the descender up.
        bounds = CGRect(x: 0, y: font.descender - SearchTokenMetrics.verticalPadding, width: size.width, height: size.height)
    }
}
