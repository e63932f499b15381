import Foundation

/// `<fontDescription>` (Xcode 5 and later) and the older `<font>` elements.
extension IBValue {
    package static func font(_ element: IBElement, in context: IBValueContext) throws -> UIFont {
        switch element.name {
        case "fontDescription": return try fontDescription(element, in: context)
        case "font": return try legacyFont(element, in: context)
        default: throw invalid(element, file: context.file, "<\(element.name)> is not a font")
        }
    }

    /// A text style (`UICTFontTextStyleBody`), a system font of a type and weight, or a
    /// named font; a named font that is not installed falls back to the system font of the
    /// same size, as UIKit does when a nib names a font the app does not carry.
    private static func fontDescription(_ element: IBElement, in context: IBValueContext) throws -> UIFont {
        if let style = element["style"] {
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        let size = try pointSize(element, in: context)
        if let name = element["name"] {
            if let font = UIFont(name: name, size: size) ?? element["family"].flatMap({ UIFont(name: $0, size: size) }) {
                return font
            }
            NibLoadingSession.active.last?.warn("the font \"\(name)\" is not installed; using the system font")
            return .systemFont(ofSize: size)
        }
        let weight = try element["weight"].map { name in
            guard let weight = fontWeight(name) else {
                throw invalid(element, file: context.file, "weight=\"\(name)\" is not a font weight")
            }
            return weight
        }
        switch element["type"] ?? "system" {
        case "system": return weight.map { .systemFont(ofSize: size, weight: $0) } ?? .systemFont(ofSize: size)
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case let type: throw invalid(element, file: context.file, "type=\"\(type)\" is not a font type")
        }
    }

    /// `pointSize`, or a `size` naming one of UIKit's standard sizes.
    private static func pointSize(_ element: IBElement, in context: IBValueContext) throws -> CGFloat {
        if element["pointSize"] == nil, let name = element["size"] {
            switch name {
            case "system": return UIFont.systemFontSize
            case "smallSystem": return UIFont.smallSystemFontSize
            case "label": return UIFont.labelFontSize
            case "button": return UIFont.buttonFontSize
            default: throw invalid(element, file: context.file, "size=\"\(name)\" is not a font size")
            }
        }
        let size = try number("pointSize", of: element, file: context.file, default: Double(UIFont.labelFontSize))
        guard size >= 0, size <= 10_000 else {
            throw invalid(element, file: context.file, "pointSize=\"\(size)\" is not a font size")
        }
        return CGFloat(size)
    }

    /// `<font name= size=>` or `<font metaFont=system|boldSystem|smallSystem size=>`.
    private static func legacyFont(_ element: IBElement, in context: IBValueContext) throws -> UIFont {
        let given = try number("size", of: element, file: context.file, default: -1)
        guard given <= 10_000 else { throw invalid(element, file: context.file, "size=\"\(given)\" is not a font size") }
        if let name = element["name"] {
            let size = given >= 0 ? CGFloat(given) : UIFont.labelFontSize
            if let font = UIFont(name: name, size: size) { return font }
            NibLoadingSession.active.last?.warn("the font \"\(name)\" is not installed; using the system font")
            return .systemFont(ofSize: size)
        }
        switch element["metaFont"] ?? "system" {
        case "system": return .systemFont(ofSize: given >= 0 ? CGFloat(given) : UIFont.labelFontSize)
        case "boldSystem": return .boldSystemFont(ofSize: given >= 0 ? CGFloat(given) : UIFont.labelFontSize)
        case "smallSystem": return .systemFont(ofSize: given >= 0 ? CGFloat(given) : UIFont.smallSystemFontSize)
        case let meta: throw invalid(element, file: context.file, "metaFont=\"\(meta)\" is not a font")
        }
    }

    private static func fontWeight(_ name: String) -> UIFont.Weight? {
        let weights: [String: UIFont.Weight] = [
            "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
            "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
        ]
        return weights[name]
    }
}
