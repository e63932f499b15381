import Foundation

/// Picks the variant of an asset that suits a trait collection, as UIKit does: the device's
/// own idiom before `universal`, the appearance asked for (dark, light, high contrast) before
/// "any", and never a variant made for other traits.
struct AssetVariantMatch {
    let idiom: String
    let dark: Bool
    let highContrast: Bool

    /// `idiom` stands in for the traits' own when they leave it unspecified.
    init(_ traits: UITraitCollection, idiom fallback: UIUserInterfaceIdiom = .unspecified) {
        switch traits.userInterfaceIdiom == .unspecified ? fallback : traits.userInterfaceIdiom {
        case .pad: idiom = "ipad"
        case .tv: idiom = "tv"
        case .carPlay: idiom = "car"
        case .mac: idiom = "mac"
        case .vision: idiom = "vision"
        default: idiom = "iphone"
        }
        dark = traits.userInterfaceStyle == .dark
        highContrast = traits.accessibilityContrast == .high
    }

    /// How well `variant` suits the traits; nil when it is for other traits.
    func score(_ variant: AssetContents.Variant) -> Int? {
        var score = 0
        switch variant.idiom ?? "universal" {
        case idiom: score += 4
        case "universal": break
        default: return nil
        }
        switch variant.appearance("luminosity") {
        case nil, "any": break
        case "dark": if dark { score += 2 } else { return nil }
        case "light": if dark { return nil } else { score += 2 }
        default: return nil
        }
        switch variant.appearance("contrast") {
        case nil: break
        case "high": if highContrast { score += 1 } else { return nil }
        default: return nil
        }
        return score
    }

    /// The best-suited variants among `variants` (those that tie).
    func best(_ variants: [AssetContents.Variant]) -> [AssetContents.Variant] {
        let scored = variants.compactMap { v in score(v).map { (v, $0) } }
        guard let top = scored.map(\.1).max() else { return [] }
        return scored.filter { $0.1 == top }.map(\.0)
    }

    /// Whether any of `variants` depends on the appearance, so a change of appearance may
    /// change what the asset shows.
    static func dependsOnAppearance(_ variants: [AssetContents.Variant]) -> Bool {
        variants.contains { $0.appearances?.isEmpty == false }
    }
}
