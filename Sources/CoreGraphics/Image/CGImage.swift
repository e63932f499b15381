import Foundation

/// An immutable bitmap image. Pixels are 8-bit premultiplied ARGB in native byte order
/// (`CGImageAlphaInfo.premultipliedFirst` with `byteOrder32Little`), sRGB.
public final class CGImage: @unchecked Sendable {
    /// The pixels; never written after the image is made.
    package let buffer: PixelBuffer

    package init(buffer: PixelBuffer) { self.buffer = buffer }

    public var width: Int { buffer.width }
    public var height: Int { buffer.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { buffer.bytesPerRow }
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
    }
}
