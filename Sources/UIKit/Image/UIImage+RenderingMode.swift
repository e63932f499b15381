import CoreGraphics

/// Template images: an image whose shape is used and whose colors are not, drawn in a tint
/// (an image view's or button's `tintColor`, or the color `withTintColor(_:)` gives it).
extension UIImage {
    /// How image views and buttons use the image's colors.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: original in image views, a template in system buttons.
        case automatic = 0
        case alwaysOriginal
        /// The image's alpha as a mask filled with the tint; its colors are ignored.
        case alwaysTemplate
    }

    public var renderingMode: RenderingMode { storedRenderingMode }

    /// A copy drawn with `renderingMode`; the receiver is unchanged.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// A copy drawn in `color` wherever it is shown (also by `draw(in:)`), as the original
    /// image: an image view's tint does not change it.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tintColor: .some(color))
    }

    /// The bitmap an image view or button shows: filled with the image's own tint color when
    /// it has one, else with `tint` when it is a template (or `automaticIsTemplate` says so
    /// for `.automatic`), else the bitmap itself.
    func shownCGImage(tint: UIColor, traits: UITraitCollection, automaticIsTemplate: Bool = false) -> CGImage? {
        if let own = storedTintColor { return filledCGImage(with: own.resolvedColor(with: traits).cgColor) }
        let template = renderingMode == .alwaysTemplate || (renderingMode == .automatic && automaticIsTemplate)
        guard template else { return cgImage }
        return filledCGImage(with: tint.resolvedColor(with: traits).cgColor)
    }

    /// The bitmap's alpha as a mask over `color`: every pixel takes the color, keeping its
    /// own coverage.
    func filledCGImage(with color: CGColor) -> CGImage? {
        guard let cgImage, let buffer = PixelBuffer(width: cgImage.width, height: cgImage.height) else { return cgImage }
        let bounds = CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)
        let context = CGContext(buffer: buffer, ctm: .identity)
        context.setBlendMode(.copy)
        context.draw(cgImage, in: bounds)
        context.setBlendMode(.sourceIn)
        context.setFillColor(color)
        context.fill(bounds)
        context.flush()
        return CGImage(buffer: buffer)
    }
}
