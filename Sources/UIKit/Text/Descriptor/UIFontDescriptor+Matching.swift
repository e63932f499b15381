import CoreGraphics
import CoreText
import Foundation

/// How a descriptor's attributes pick a face of the installed fonts.
extension UIFontDescriptor {
    /// The face the attributes ask for at `size`, or nil when they name a font or family
    /// that is not installed. A name picks its face (family, weight and slant); otherwise the
    /// family (the design's, the system's by default), a face name and the traits do.
    func resolvedFace(size: CGFloat) -> TextFont? {
        var family = design.flatMap(Self.family(of:)) ?? TextFont.systemFamily
        var weight = 400
        var italic = false
        if let name = fontAttributes[.name] as? String {
            guard let parsed = FontName.resolve(name) else { return nil }
            return TextFont(family: parsed.family, size: size, weight: parsed.weight, italic: parsed.italic)
        }
        if let familyName = fontAttributes[.family] as? String {
            guard let parsed = FontName.resolve(familyName) else { return nil }
            family = parsed.family
        }
        if let faceName = fontAttributes[.face] as? String,
           let parsed = FontName.resolve(family.replacingOccurrences(of: " ", with: "") + "-" + faceName.replacingOccurrences(of: " ", with: "")) {
            weight = parsed.weight
            italic = parsed.italic
        }
        let traits = self.traits
        if let value = Self.number(traits[.weight]) { weight = UIFont.Weight(rawValue: value).openTypeWeight }
        let symbolic = SymbolicTraits(rawValue: UInt32(saturating: Self.number(traits[.symbolic]) ?? 0))
        if symbolic.contains(.traitBold) { weight = Swift.max(weight, 700) }
        if symbolic.contains(.traitItalic) { italic = true }
        if let slant = Self.number(traits[.slant]), slant != 0 { italic = true }
        return TextFont(family: family, size: size, weight: weight, italic: italic)
    }

    /// The text style the attributes name, if any.
    var textStyleAttribute: UIFont.TextStyle? {
        switch fontAttributes[.textStyle] {
        case let style as UIFont.TextStyle: return style
        case let raw as String: return UIFont.TextStyle(rawValue: raw)
        default: return nil
        }
    }

    /// A number given in any of the forms iOS code writes one (`UIFont.Weight`, CGFloat,
    /// Double, Int, NSNumber, a `SymbolicTraits`).
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as UInt32: return CGFloat(v)
        case let v as UIFont.Weight: return v.rawValue
        case let v as SymbolicTraits: return CGFloat(v.rawValue)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// The family that draws `design`.
    static func family(of design: SystemDesign) -> String? {
        switch design {
        case .default: return TextFont.systemFamily
        case .rounded: return TextFont.roundedFamily
        case .serif: return TextFont.serifFamily
        case .monospaced: return TextFont.monospacedFamily
        default: return nil
        }
    }

    /// The design a system family stands for (nil for other families).
    static func design(ofFamily family: String) -> SystemDesign? {
        [SystemDesign.default, .rounded, .serif, .monospaced].first { Self.family(of: $0) == family }
    }

    static func isMonospaced(_ family: String) -> Bool {
        family == TextFont.monospacedFamily || family == TextFont.courierFamily
    }

    /// Whether `family` has a bold face of its own.
    static func hasBoldFace(_ family: String) -> Bool {
        TextEngine.shared.metrics(for: TextFont(family: family, size: 12, weight: 700)).fontName
            != TextEngine.shared.metrics(for: TextFont(family: family, size: 12, weight: 400)).fontName
    }
}
