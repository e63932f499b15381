import CoreGraphics
import Foundation

/// What a symbol image was drawn from, so that another configuration or other traits can draw
/// it anew, and what it was resolved to, so that it is drawn anew only when that changes.
package struct SymbolImage: @unchecked Sendable {
    let name: String
    let glyph: SymbolGlyph
    let configuration: UIImage.SymbolConfiguration
    let resolved: Resolved

    struct Resolved: Equatable {
        var pointSize: CGFloat
        var weight: UIImage.SymbolWeight
        var scale: UIImage.SymbolScale
        var displayScale: CGFloat
        var colors: [CGColor]
        var hierarchical: Bool
    }
}

extension UIImage {
    /// The system symbol `name` ("heart.fill", "chevron.right") at the body text size, a
    /// template shown in the tint; nil when there is no such symbol.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol `name` drawn as `configuration` says (a `SymbolConfiguration`, or
    /// traits alone).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let image = UIImage.symbol(named: name, configuration: configuration) else { return nil }
        self.init(sameAs: image)
    }

    /// The system symbol `name` for `traitCollection`: its display scale and Dynamic Type size.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: UIImage.SymbolConfiguration.unspecified.withTraitCollection(traitCollection))
    }

    /// The system symbol `name`; the symbols here have no variable parts, so `value` changes nothing.
    public convenience init?(systemName name: String, variableValue value: Double, configuration: Configuration?) {
        self.init(systemName: name, withConfiguration: configuration)
    }

    /// Whether this image is a system symbol.
    public var isSymbolImage: Bool { storedSymbol != nil }

    /// The configuration a symbol image was drawn with; nil for other images.
    public var symbolConfiguration: SymbolConfiguration? { storedSymbol?.configuration }

    /// The configuration the image was drawn for.
    public var configuration: Configuration? { storedSymbol?.configuration }

    /// This image drawn for `configuration` instead of its own: a symbol at the new size,
    /// weight and colors; an asset-catalog image as the configuration's traits choose.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        if let symbol = storedSymbol {
            let symbolConfiguration = configuration as? SymbolConfiguration
                ?? SymbolConfiguration.unspecified.withTraitCollection(configuration.traitCollection)
            return redrawn(symbol, configuration: symbolConfiguration)
        }
        if let traits = configuration.traitCollection { return variant(for: traits) }
        return self
    }

    /// A symbol image with `configuration`'s specified values on top of its own; nil for an
    /// image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol = storedSymbol else { return nil }
        return redrawn(symbol, configuration: symbol.configuration.applying(configuration))
    }

    /// A symbol image as `traits` show it: at their display scale and Dynamic Type size.
    func symbolVariant(for traits: UITraitCollection) -> UIImage {
        guard let symbol = storedSymbol else { return self }
        let configuration = symbol.configuration.traitCollection == nil ? symbol.configuration.withTraitCollection(traits)
                                                                      : symbol.configuration
        guard UIImage.resolve(configuration) != symbol.resolved else { return self }
        return redrawn(symbol, configuration: configuration, keepingTraits: symbol.configuration.traitCollection != nil)
    }

    /// The symbol drawn anew, keeping what was done to this image since (rendering mode,
    /// tint). The configuration's traits stay only when the caller gave them.
    private func redrawn(_ symbol: SymbolImage, configuration: SymbolConfiguration, keepingTraits: Bool = true) -> UIImage {
        guard let image = UIImage.symbol(glyph: symbol.glyph, name: symbol.name, configuration: configuration) else { return self }
        let kept = keepingTraits ? image.storedSymbol : image.storedSymbol.map {
            SymbolImage(name: $0.name, glyph: $0.glyph, configuration: symbol.configuration, resolved: $0.resolved)
        }
        // One color both times: the rendering mode this image was given stays.
        let monochrome = symbol.resolved.colors.isEmpty && image.storedSymbol?.resolved.colors.isEmpty == true
        return UIImage(storage: image.cgImage, scale: image.scale, orientation: .up,
                       renderingMode: monochrome ? storedRenderingMode : image.storedRenderingMode,
                       tintColor: storedTintColor, symbol: kept)
    }

    /// The image for the symbol `name`, or nil when there is none.
    static func symbol(named name: String, configuration: Configuration?) -> UIImage? {
        guard let glyph = SymbolCatalog.glyph(named: name) else { return nil }
        let symbolConfiguration = configuration as? SymbolConfiguration
            ?? SymbolConfiguration.unspecified.withTraitCollection(configuration?.traitCollection)
        return symbol(glyph: glyph, name: name, configuration: symbolConfiguration)
    }

    private static func symbol(glyph: SymbolGlyph, name: String, configuration: SymbolConfiguration) -> UIImage? {
        let resolved = resolve(configuration)
        let layers: SymbolRenderer.Layers = switch resolved.colors.count {
        case 0: .monochrome
        case 1: .colored(primary: resolved.colors[0], secondary: resolved.colors[0], secondaryOpacity: resolved.hierarchical ? 0.5 : 1)
        default: .colored(primary: resolved.colors[0], secondary: resolved.colors[1], secondaryOpacity: 1)
        }
        let renderer = SymbolRenderer(glyph: glyph, pointSize: resolved.pointSize, weight: resolved.weight,
                                      scale: resolved.scale, layers: layers)
        guard let cgImage = renderer.image(displayScale: resolved.displayScale) else { return nil }
        return UIImage(storage: cgImage, scale: resolved.displayScale, orientation: .up,
                       renderingMode: resolved.colors.isEmpty ? .alwaysTemplate : .alwaysOriginal,
                       symbol: SymbolImage(name: name, glyph: glyph, configuration: configuration, resolved: resolved))
    }

    /// The size, weight, scale and colors a configuration comes to: a point size as given,
    /// else its text style's font (body when none) for its traits, which follows Dynamic Type.
    static func resolve(_ configuration: SymbolConfiguration) -> SymbolImage.Resolved {
        let traits = configuration.traitCollection
        var pointSize = configuration.pointSize
        var weight = configuration.weight
        if pointSize <= 0 {
            let font = UIFont.preferredFont(forTextStyle: configuration.textStyle ?? .body, compatibleWith: traits)
            pointSize = font.pointSize
            if weight == .unspecified { weight = SymbolWeight(openTypeWeight: font.textFont.weight) }
        }
        if weight == .unspecified { weight = .regular }
        let scale: SymbolScale = [.small, .medium, .large].contains(configuration.scale) ? configuration.scale : .medium
        let displayScale = traits.map { $0.displayScale > 0 ? $0.displayScale : MainScreenScale.current() } ?? MainScreenScale.current()
        let resolve = { (color: UIColor) in traits.map { color.resolvedColor(with: $0) }?.cgColor ?? color.cgColor }
        let colors: [CGColor] = switch configuration.colors {
        case .hierarchical(let color): [resolve(color)]
        case .palette(let colors): colors.map(resolve)
        default: []
        }
        let hierarchical = if case .hierarchical = configuration.colors { true } else { false }
        return SymbolImage.Resolved(pointSize: pointSize, weight: weight, scale: scale, displayScale: displayScale,
                                    colors: colors, hierarchical: hierarchical)
    }
}
