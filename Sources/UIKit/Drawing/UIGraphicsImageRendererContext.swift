import CoreGraphics
import Foundation

/// The drawing environment a graphics renderer hands its actions: the Core Graphics context
/// and a few conveniences. UIKit's base class; renderers pass a subclass.
open class UIGraphicsRendererContext: NSObject {
    /// The context drawing goes to. UIKit's conventions apply: top-left origin, y down, one
    /// unit per point (the scale is in the CTM).
    public let cgContext: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    package init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
        super.init()
    }

    /// The format of the renderer that made this context.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Fills `rect` with the current fill color (set with `UIColor.setFill()`).
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill color using `blendMode`; the context's own blend
    /// mode is unchanged afterwards.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke color and line width; the line
    /// straddles the outline.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the outline of `rect` using `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}

/// The drawing environment of a `UIGraphicsImageRenderer`: adds a snapshot of what has
/// been drawn so far.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    let bitmap: ImageBitmap

    init(bitmap: ImageBitmap, format: UIGraphicsImageRendererFormat) {
        self.bitmap = bitmap
        super.init(cgContext: bitmap.context, format: format)
    }

    /// The renderer's format.
    open override var format: UIGraphicsImageRendererFormat {
        super.format as! UIGraphicsImageRendererFormat
    }

    /// An image of everything drawn so far, at the renderer's scale.
    open var currentImage: UIImage {
        bitmap.makeImage()
    }
}
