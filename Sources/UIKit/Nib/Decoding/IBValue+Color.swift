import Foundation

/// `<color>` elements in every color space Interface Builder writes.
///
/// Components are used as written, whatever the named color space (sRGB, Display P3,
/// calibrated or device RGB, generic gray): UIKit renders them as extended sRGB values, so
/// a calibrated color shows the numbers it was given, as on a device. System and
/// asset-catalog colors: UIKit's system colors are the dynamic colors themselves; others take
/// the value the document saved in its `<resources>`.
extension IBValue {
    /// The color an element describes; nil for `<nil>` (a color set to none).
    package static func color(_ element: IBElement, in context: IBValueContext) throws -> UIColor? {
        try color(element, in: context, depth: 0)
    }

    private static func color(_ element: IBElement, in context: IBValueContext, depth: Int) throws -> UIColor? {
        if element.name == "nil" { return nil }
        guard element.name == "color" else {
            throw invalid(element, file: context.file, "<\(element.name)> is not a color")
        }
        if element["white"] != nil {
            return UIColor(white: try component("white", of: element, context), alpha: try alpha(of: element, context))
        }
        if element["red"] != nil || element["green"] != nil || element["blue"] != nil {
            let red = try component("red", of: element, context)
            let green = try component("green", of: element, context)
            let blue = try component("blue", of: element, context)
            return UIColor(red: red, green: green, blue: blue, alpha: try alpha(of: element, context))
        }
        // A reference to a color defined elsewhere: resources, UIKit's system colors or an
        // asset catalog. The resources' own colors have components, so this ends.
        guard depth < 2 else { throw invalid(element, file: context.file, "the color refers to itself") }
        if let name = element["systemColor"] {
            // The system color itself, dynamic like iOS's: the saved value is only its light look.
            if let known = IBSystemColor.named(name) { return known }
            if let saved = context.resources.systemColors[name] { return try color(saved, in: context, depth: depth + 1) }
            throw invalid(element, file: context.file, "systemColor=\"\(name)\" is not a UIKit system color")
        }
        if let name = element["cocoaTouchSystemColor"] {
            if let known = IBSystemColor.named(name) { return known }
            throw invalid(element, file: context.file, "cocoaTouchSystemColor=\"\(name)\" is not a UIKit system color")
        }
        if let name = element["name"] {
            // The catalog's color set has every appearance; the document saved only one.
            if element["catalog"] != "System", let catalog = UIColor(named: name, in: context.bundle, compatibleWith: nil) {
                return catalog
            }
            if let saved = context.resources.namedColors[name] { return try color(saved, in: context, depth: depth + 1) }
            if element["catalog"] == "System", let known = IBSystemColor.named(name) { return known }
            NibLoadingSession.active.last?.warn("the color named \"\(name)\" is not defined in the document's resources; using none")
            return nil
        }
        throw invalid(element, file: context.file, "the color has no components and names no color")
    }

    /// A color component: finite, and within extended sRGB's practical range.
    private static func component(_ name: String, of element: IBElement, _ context: IBValueContext) throws -> CGFloat {
        let value = try number(name, of: element, file: context.file, default: 0)
        guard abs(value) <= 1_000 else {
            throw invalid(element, file: context.file, "\(name)=\"\(value)\" is not a color component")
        }
        return CGFloat(value)
    }

    private static func alpha(of element: IBElement, _ context: IBValueContext) throws -> CGFloat {
        let value = try number("alpha", of: element, file: context.file, default: 1)
        return CGFloat(min(max(value, 0), 1))
    }
}
