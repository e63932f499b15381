import CoreGraphics

extension UIImage {
    /// The stroke weight of a symbol, matching the weights of the system font.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The system font weight of the same name (regular for `.unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The weight of a face of OpenType weight `openTypeWeight` (100 ultraLight … 900 black).
        init(openTypeWeight: Int) {
            self = SymbolWeight(rawValue: min(9, max(1, Int((Double(openTypeWeight) / 100).rounded())))) ?? .regular
        }
    }

    /// A symbol's size against the text beside it: the same point size draws a small, medium
    /// or large symbol.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }
}
