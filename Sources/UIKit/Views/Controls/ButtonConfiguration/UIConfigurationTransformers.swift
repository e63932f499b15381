import Foundation

/// Changes the attributes (font, color…) a configuration gives its text, after the style has
/// chosen them: `titleTextAttributesTransformer = .init { var out = $0; out.font = …; return out }`.
public struct UIConfigurationTextAttributesTransformer {
    private let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

/// Changes a color a configuration chose (for an image, an indicator or a background).
public struct UIConfigurationColorTransformer {
    private let transform: (UIColor) -> UIColor

    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The color's gray of the same luminance (Rec. 709 weights), keeping its alpha.
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { color in
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            color.getRed(&r, green: &g, blue: &b, alpha: &a)
            return UIColor(white: 0.2126 * r + 0.7152 * g + 0.0722 * b, alpha: a)
        }
    }
}
