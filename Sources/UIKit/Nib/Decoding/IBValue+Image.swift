import Foundation

extension IBValue {
    /// The image a document names: a system symbol when its resources say so
    /// (`catalog="system"`), else from the nib's bundle (the main bundle when none was
    /// given). A missing image is no image, and UIKit's log line says which.
    package static func image(named name: String, in context: IBValueContext,
                              configuration: UIImage.Configuration? = nil) -> UIImage? {
        if context.resources.systemImages.contains(name) {
            if let symbol = UIImage(systemName: name, withConfiguration: configuration) { return symbol }
            NibLoadingSession.active.last?.warn("Could not load the \"\(name)\" system image referenced from a nib: no symbol has that name")
            return canvasPlaceholder(named: name, in: context)
        }
        if let image = UIImage(named: name, in: context.bundle, compatibleWith: nil) { return image }
        let identifier = (context.bundle ?? .main).bundleIdentifier ?? "(null)"
        NibLoadingSession.active.last?.warn("Could not load the \"\(name)\" image referenced from a nib in the bundle with identifier \"\(identifier)\"")
        return canvasPlaceholder(named: name, in: context)
    }

    /// On Interface Builder's canvas, an image the bundle lacks still has the size the
    /// document records for it (`<resources><image name=… width=… height=…>`): Xcode knew the
    /// image, so its image views and buttons keep that intrinsic size and the layout around
    /// them is the one the file was designed with. The placeholder draws nothing. A strict
    /// load keeps iOS's nil image.
    private static func canvasPlaceholder(named name: String, in context: IBValueContext) -> UIImage? {
        guard NibLoadingSession.active.last?.options.canvas == true, let size = context.resources.images[name],
              size.width > 0, size.height > 0, size.width <= 10_000, size.height <= 10_000 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = false
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in }
    }

    /// `<imageReference image=… catalog=… symbolScale=… renderingMode=…>`: a named image, a
    /// system symbol at its scale, drawn as the reference says.
    package static func image(reference element: IBElement, in context: IBValueContext) -> UIImage? {
        guard let name = element["image"], !name.isEmpty else { return nil }
        let scale = element["symbolScale"].map(symbolScale) ?? .unspecified
        let configuration = scale == .unspecified ? nil : UIImage.SymbolConfiguration(scale: scale)
        guard let image = image(named: name, in: context, configuration: configuration) else { return nil }
        switch element["renderingMode"] {
        case "template": return image.withRenderingMode(.alwaysTemplate)
        case "original": return image.withRenderingMode(.alwaysOriginal)
        default: return image
        }
    }

    /// `<preferredSymbolConfiguration scale=… weight=… configurationType=… pointSize=…>`,
    /// with a `<fontDescription>` inside when the configuration is a font's.
    package static func symbolConfiguration(_ element: IBElement, in context: IBValueContext) throws -> UIImage.SymbolConfiguration {
        var configuration = UIImage.SymbolConfiguration.unspecified
        if let font = element.child("fontDescription", key: "fontDescription") {
            if let style = font["style"] {
                configuration = UIImage.SymbolConfiguration(textStyle: UIFont.TextStyle(rawValue: style))
            } else {
                configuration = UIImage.SymbolConfiguration(font: try IBValue.font(font, in: context))
            }
        } else if let size = element["pointSize"].flatMap(Double.init), size.isFinite, size > 0 {
            configuration = UIImage.SymbolConfiguration(pointSize: CGFloat(size))
        }
        if let scale = element["scale"].map(symbolScale), scale != .unspecified {
            configuration = configuration.applying(UIImage.SymbolConfiguration(scale: scale))
        }
        if let weight = element["weight"].map(symbolWeight), weight != .unspecified {
            configuration = configuration.applying(UIImage.SymbolConfiguration(weight: weight))
        }
        return configuration
    }

    private static func symbolScale(_ text: String) -> UIImage.SymbolScale {
        switch text {
        case "small": .small
        case "medium": .medium
        case "large": .large
        case "default": .default
        default: .unspecified
        }
    }

    private static func symbolWeight(_ text: String) -> UIImage.SymbolWeight {
        let names: [String: UIImage.SymbolWeight] = [
            "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
            "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
        ]
        return names[text] ?? .unspecified
    }
}
