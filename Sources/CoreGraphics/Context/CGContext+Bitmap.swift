internal import CCairo
import Foundation

/// The bitmap a context draws into, as Core Graphics describes and hands it out.
extension CGContext {
    public var bytesPerRow: Int { converted?.bytesPerRow ?? buffer?.bytesPerRow ?? 0 }
    public var bitsPerComponent: Int { layout.bitsPerComponent }
    public var bitsPerPixel: Int { layout.bitsPerPixel }
    /// The pixels, in the declared layout (nil for a recording context).
    public var data: UnsafeMutableRawPointer? {
        cairo_surface_flush(surface)
        return converted?.data ?? buffer?.data
    }
    public var colorSpace: CGColorSpace? { layout.colorSpace }
    public var alphaInfo: CGImageAlphaInfo { layout.alphaInfo }
    public var bitmapInfo: CGBitmapInfo { layout.bitmapInfo }

    /// A snapshot of the pixels drawn so far, in the context's layout (nil for a recording
    /// context).
    public func makeImage() -> CGImage? {
        takeInCallerPixels()
        cairo_surface_flush(surface)
        guard let buffer else { return nil }
        let pixels = buffer.copy()
        // A layout without alpha makes an opaque image, whatever the padding bytes hold.
        if !layout.hasAlpha { pixels.makeOpaque() }
        guard layout != .native else { return CGImage(buffer: pixels, layout: layout, bytesPerRow: bytesPerRow) }
        // In any other layout the image hands out the context's bytes exactly as they were.
        let bytes = CGDataProvider(data: Data(bytes: converted?.data ?? buffer.data, count: bytesPerRow * height))
        return CGImage(buffer: pixels, layout: layout, bytesPerRow: bytesPerRow, provider: bytes)
    }

    /// Finishes pending drawing so `data` is up to date.
    public func flush() { cairo_surface_flush(surface) }
}
