import CoreGraphics
import Foundation

extension UIImage {
    /// How a symbol image is drawn: its point size or text style, weight and scale, and its
    /// colors (one hierarchical color, a palette, or the tint). Unspecified values are taken
    /// from what it is applied on top of, and in the end from the body text style.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        enum Colors: Equatable {
            case hierarchical(UIColor)
            case palette([UIColor])
            case multicolor
            case monochrome
        }

        private(set) var pointSize: CGFloat = 0
        private(set) var weight: SymbolWeight = .unspecified
        private(set) var scale: SymbolScale = .unspecified
        private(set) var textStyle: UIFont.TextStyle?
        private(set) var colors: Colors?

        /// Nothing specified: what a symbol image gets when no configuration is given.
        public class var unspecified: SymbolConfiguration { SymbolConfiguration() }

        public override init() { super.init() }

        public required init(_copying other: Configuration) {
            super.init(_copying: other)
            guard let other = other as? SymbolConfiguration else { return }
            (pointSize, weight, scale, textStyle, colors) = (other.pointSize, other.weight, other.scale, other.textStyle, other.colors)
        }

        /// The size of `textStyle`'s font, which follows Dynamic Type, and its weight.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
            self.textStyle = textStyle
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(textStyle: textStyle)
            self.scale = scale
        }

        /// The symbol sized as text of `pointSize` points would be. A size that is not a
        /// positive finite number is unspecified.
        public convenience init(pointSize: CGFloat) {
            self.init()
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize)
            self.weight = weight
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }

        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }

        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }

        /// The size and weight of `font`, so the symbol matches text in it.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(openTypeWeight: font.textFont.weight))
        }

        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(font: font)
            self.scale = scale
        }

        /// Every layer in `hierarchicalColor`, the layers behind at lower opacity.
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            colors = .hierarchical(hierarchicalColor)
        }

        /// The layers in these colors, in order (the last color for any further layers).
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            colors = paletteColors.isEmpty ? nil : .palette(paletteColors)
        }

        /// The symbol's own colors where it has them. The symbols here have none, so they
        /// draw in one color, as iOS draws a symbol without a multicolor variant.
        public class func preferringMulticolor() -> Self {
            let configuration = Self(_copying: SymbolConfiguration())
            configuration.colors = .multicolor
            return configuration
        }

        /// One color, the tint, whatever colors were asked for before.
        public class func preferringMonochrome() -> Self {
            let configuration = Self(_copying: SymbolConfiguration())
            configuration.colors = .monochrome
            return configuration
        }

        public func configurationWithoutTextStyle() -> Self { changed { $0.textStyle = nil } }
        public func configurationWithoutScale() -> Self { changed { $0.scale = .unspecified } }
        public func configurationWithoutWeight() -> Self { changed { $0.weight = .unspecified } }
        public func configurationWithoutPointSizeAndWeight() -> Self {
            changed { $0.pointSize = 0; $0.weight = .unspecified }
        }

        private func changed(_ change: (SymbolConfiguration) -> Void) -> Self {
            let copy = Self(_copying: self)
            change(copy)
            return copy
        }

        /// Whether both configurations would draw a symbol the same way.
        public func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            guard let otherConfiguration else { return false }
            return isEqual(otherConfiguration)
        }

        override func take(_ other: Configuration) {
            super.take(other)
            guard let other = other as? SymbolConfiguration else { return }
            // A point size and a text style are two ways of giving the size: the newer wins.
            if other.pointSize > 0 { pointSize = other.pointSize; textStyle = nil }
            if let style = other.textStyle { textStyle = style; pointSize = 0 }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified { scale = other.scale }
            if let colors = other.colors { self.colors = colors }
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard super.isEqual(object), let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle && colors == other.colors
        }

        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(super.hash)
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
            return hasher.finalize()
        }

        open override var description: String {
            var parts: [String] = []
            if let textStyle { parts.append("textStyle=\(textStyle.rawValue)") }
            if pointSize > 0 { parts.append("pointSize=\(pointSize)") }
            if weight != .unspecified { parts.append("weight=\(weight)") }
            if scale != .unspecified { parts.append("scale=\(scale)") }
            if let colors { parts.append("colors=\(colors)") }
            return "<UIImageSymbolConfiguration: \(parts.isEmpty ? "unspecified" : parts.joined(separator: ", "))>"
        }
    }
}
