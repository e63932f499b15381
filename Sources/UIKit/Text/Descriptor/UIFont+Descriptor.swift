import CoreGraphics
import CoreText
import Foundation

extension UIFont {
    /// The font's descriptor: its size and traits (symbolic bold, italic, monospace; weight),
    /// its text style for a Dynamic Type font, and its family and face name unless it is a
    /// system font (whose design the descriptor keeps instead).
    public var fontDescriptor: UIFontDescriptor {
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.size: pointSize]
        let design = UIFontDescriptor.design(ofFamily: textFont.family)
        if design == nil {
            attributes[.family] = familyName
            attributes[.name] = fontName
        }
        var symbolic: UIFontDescriptor.SymbolicTraits = []
        if textFont.weight >= 700 { symbolic.insert(.traitBold) }
        if textFont.italic { symbolic.insert(.traitItalic) }
        if UIFontDescriptor.isMonospaced(textFont.family) { symbolic.insert(.traitMonoSpace) }
        attributes[.traits] = [UIFontDescriptor.TraitKey.symbolic: symbolic.rawValue,
                               .weight: Weight(openTypeWeight: textFont.weight).rawValue] as [UIFontDescriptor.TraitKey: Any]
        if let scaling, scaling.isTextStyleFont { attributes[.textStyle] = scaling.style }
        return UIFontDescriptor(attributes: attributes, design: design, scaling: scaling)
    }

    /// The font `descriptor` matches at `pointSize`; 0 keeps the descriptor's size (a text
    /// style's size at the current category when it has none, else 12). A descriptor of a
    /// Dynamic Type font at its own size gives a font that still follows the content size
    /// category. A descriptor naming a font that is not installed gives the system font.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let requested = UIFont.checkedSize(pointSize, in: "UIFont(descriptor:size:)")
        var scaling = descriptor.scaling
        if scaling == nil, let style = descriptor.textStyleAttribute {
            scaling = DynamicTypeScaling(style: style, baseSize: DynamicTypeSizes.pointSize(style, .large),
                                         maximumPointSize: nil, isTextStyleFont: true)
        }
        let size: CGFloat
        if requested > 0 {
            size = requested
            if requested != descriptor.pointSize { scaling = nil }
        } else if descriptor.pointSize > 0 {
            size = descriptor.pointSize
        } else if let scaling {
            size = scaling.pointSize(at: UIFont.contentSizeCategory(of: nil))
        } else {
            size = 12
        }
        let face = descriptor.resolvedFace(size: size) ?? TextFont(family: TextFont.systemFamily, size: size)
        self.init(textFont: face, scaling: scaling)
    }
}
