import CoreGraphics
import Foundation
internal import RuntimeSupport

/// The drawing actions an image renderer runs.
public typealias UIGraphicsImageDrawingActions = (UIGraphicsImageRendererContext) -> Void

/// UIKit's abstract base class for graphics renderers: a drawing area and a format.
///
/// Renderers may be used from any thread, as Apple documents ("you can use image renderers
/// from any thread"): each drawing gets its own bitmap and context, pushed on the calling
/// thread's context stack, and a renderer never changes after it is made (its format is a
/// private copy), so one renderer can draw on several threads at once.
open class UIGraphicsRenderer: NSObject {
    /// The drawing area in points.
    let bounds: CGRect
    /// The renderer's own copy of the format, its `bounds` set to the renderer's.
    let rendererFormat: UIGraphicsRendererFormat

    /// A renderer for `bounds` in `format` (copied; later changes to `format` do not
    /// affect the renderer).
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds
        rendererFormat = format.makeCopy()
        rendererFormat.bounds = bounds
        super.init()
    }

    /// A renderer for `bounds` in the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsRendererFormat.default())
    }

    /// A copy of the format the renderer draws with.
    open var format: UIGraphicsRendererFormat { rendererFormat.makeCopy() }

    /// Whether the renderer can make images: true for image renderers.
    open var allowsImageOutput: Bool { false }
}

/// Makes images by running drawing code against a fresh bitmap context, in UIKit's
/// coordinates: origin at the top-left of `bounds`, y down, one unit per point, `scale`
/// pixels per point.
///
/// While the actions run the context is UIKit's current context, so `UIColor.setFill()`,
/// `UIBezierPath.fill()`, `UIImage.draw(in:)` and `UIRectFill` draw into it. Each call
/// starts from a new, empty bitmap (transparent, or black for an opaque format) and a fresh
/// graphics state.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// A renderer for images of `size` points in the default format (the main screen's scale,
    /// with alpha).
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat.default())
    }

    /// A renderer for images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for images of `bounds`: the images are `bounds.size`, and `bounds.origin`
    /// is the user-space point at their top-left corner.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// A renderer for `bounds` in the default image format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default())
    }

    /// A copy of the format the renderer draws with.
    open override var format: UIGraphicsImageRendererFormat {
        rendererFormat.makeCopy() as! UIGraphicsImageRendererFormat
    }

    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` against a new bitmap and returns what they drew, at the format's scale.
    ///
    /// Bounds that are empty, not finite or too large to allocate make no bitmap: the
    /// problem is reported, `actions` do not run and an empty image is returned.
    open func image(actions: UIGraphicsImageDrawingActions) -> UIImage {
        run(actions, api: "UIGraphicsImageRenderer.image(actions:)")?.makeImage() ?? UIImage()
    }

    /// Runs `actions` and returns the result as PNG data (empty when nothing could be drawn).
    open func pngData(actions: UIGraphicsImageDrawingActions) -> Data {
        guard let bitmap = run(actions, api: "UIGraphicsImageRenderer.pngData(actions:)"),
              let cgImage = bitmap.makeImage().cgImage else { return Data() }
        return ImageCodec.pngData(cgImage) ?? Data()
    }

    /// Runs `actions` and returns the result as JPEG data of `compressionQuality` (0…1); empty
    /// when nothing could be drawn.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: UIGraphicsImageDrawingActions) -> Data {
        guard let bitmap = run(actions, api: "UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)"),
              let cgImage = bitmap.makeImage().cgImage else { return Data() }
        return ImageCodec.jpegData(cgImage, quality: compressionQuality) ?? Data()
    }

    /// Makes the bitmap, runs `actions` with its context current, and returns the bitmap.
    private func run(_ actions: UIGraphicsImageDrawingActions, api: String) -> ImageBitmap? {
        let format = self.format
        let scale = format.scale == 0 ? MainScreenScale.current() : format.scale
        guard let bitmap = ImageBitmap(bounds: bounds, scale: scale, opaque: format.opaque) else {
            RuntimeIssue.report("\(api): cannot make a bitmap of \(NSCoder.string(for: bounds.size)) points at scale \(scale); the bounds must be finite and not empty, the scale positive, and the bitmap at most \(PixelBuffer.maximumSide) pixels a side")
            return nil
        }
        let context = UIGraphicsImageRendererContext(bitmap: bitmap, format: format)
        ImageContextStack.push(bitmap)
        defer { ImageContextStack.pop(bitmap) }
        actions(context)
        return bitmap
    }
}
