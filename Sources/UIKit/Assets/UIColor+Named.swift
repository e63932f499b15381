import CoreGraphics
import Foundation
internal import RuntimeSupport

extension UIColor {
    /// The color set `name` of the main bundle's asset catalogs; nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The color set `name` of `bundle`'s asset catalogs (the main bundle's, with the SwiftPM
    /// resource bundles, when nil); nil when there is none. A set with light, dark or
    /// high-contrast variants gives a dynamic color, resolved for each view's traits as the
    /// system colors are; `traitCollection` only picks the idiom's variants.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let asset = AssetCatalog.asset(named: name, kind: .colorset, in: bundle) else { return nil }
        let variants = asset.contents.colors ?? []
        // Each variant's value, read once; resolving only picks among them.
        let values = variants.compactMap { variant in
            variant.color.flatMap { Self.color($0, in: asset.folder.lastPathComponent) }.map { (variant, $0) }
        }
        let idiom = traitCollection?.userInterfaceIdiom ?? .unspecified
        let resolve: @Sendable (UITraitCollection) -> UIColor? = { traits in
            let match = AssetVariantMatch(traits, idiom: idiom)
            return values.compactMap { value in match.score(value.0).map { ($0, value.1) } }.max { $0.0 < $1.0 }?.1
        }
        guard let first = resolve(UITraitCollection(userInterfaceStyle: .light)) else { return nil }
        // Variants by appearance, or a system color it refers to, keep it dynamic.
        if AssetVariantMatch.dependsOnAppearance(variants) || first.dynamic != nil {
            self.init(dynamicName: name) { resolve($0) ?? .clear }
        } else {
            self.init(cgColor: first.cgColor)
        }
    }

    /// A color set's value: a system color it refers to, or components in its color space.
    /// Xcode writes components as floats (`"0.333"`), 8-bit integers (`"255"`) or hex
    /// (`"0xFF"`); a value that is none of these is reported and the variant skipped.
    private static func color(_ value: AssetContents.ColorValue, in set: String) -> UIColor? {
        if let reference = value.reference {
            if let known = IBSystemColor.named(reference) { return known }
            RuntimeIssue.report("asset catalog: \(set) refers to \(reference), which is not a UIKit system color")
            return nil
        }
        guard let components = value.components else { return nil }
        func component(_ key: String, default fallback: CGFloat? = nil) -> CGFloat? {
            guard let text = components[key]?.trimmingCharacters(in: .whitespaces) else { return fallback }
            if text.lowercased().hasPrefix("0x"), let n = Int(text.dropFirst(2), radix: 16) { return CGFloat(n) / 255 }
            if text.contains("."), let d = Double(text), d.isFinite { return CGFloat(d) }
            if let n = Int(text) { return CGFloat(n) / 255 }
            return nil
        }
        let alpha = component("alpha", default: 1) ?? 1
        let space = value.colorSpace ?? "srgb"
        if space.contains("gray") {
            guard let white = component("white") else { return invalid(set) }
            return UIColor(white: white, alpha: alpha)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
            return invalid(set)
        }
        if space == "display-p3" { return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func invalid(_ set: String) -> UIColor? {
        RuntimeIssue.report("asset catalog: \(set) has a color whose components are not numbers; it is skipped")
        return nil
    }
}
