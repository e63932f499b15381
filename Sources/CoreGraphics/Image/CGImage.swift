import Foundation
internal import RuntimeSupport

/// An immutable bitmap image.
///
/// Its pixels are kept as 8-bit premultiplied ARGB in native byte order (what Cairo draws
/// and the compositor blits); `layout` is the layout it was declared in (by its data
/// provider or the context that made it), which its properties and `dataProvider` report.
public final class CGImage: @unchecked Sendable {
    /// The pixels; never written after the image is made.
    package let buffer: PixelBuffer
    /// The declared layout of the image's bytes.
    package let layout: BitmapLayout
    private let declaredBytesPerRow: Int?
    /// The provider the image was made from, handed back as `dataProvider` (its bytes, exact).
    private let provider: CGDataProvider?
    public let shouldInterpolate: Bool
    public let renderingIntent: CGColorRenderingIntent
    /// A copy of the decode array given at creation (already applied to the pixels).
    private let decodeValues: UnsafeMutableBufferPointer<CGFloat>?
    public var decode: UnsafePointer<CGFloat>? { decodeValues.map { UnsafePointer($0.baseAddress!) } }

    package init(buffer: PixelBuffer, layout: BitmapLayout = .native, bytesPerRow: Int? = nil,
                 provider: CGDataProvider? = nil, shouldInterpolate: Bool = true,
                 intent: CGColorRenderingIntent = .defaultIntent, decode: [CGFloat]? = nil) {
        self.buffer = buffer
        self.layout = layout
        self.declaredBytesPerRow = layout == .native ? nil : bytesPerRow
        self.provider = provider
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
        if let decode, !decode.isEmpty {
            let copy = UnsafeMutableBufferPointer<CGFloat>.allocate(capacity: decode.count)
            _ = copy.initialize(from: decode)
            decodeValues = copy
        } else {
            decodeValues = nil
        }
    }

    deinit { decodeValues?.deallocate() }

    public var width: Int { buffer.width }
    public var height: Int { buffer.height }
    public var bitsPerComponent: Int { layout.bitsPerComponent }
    public var bitsPerPixel: Int { layout.bitsPerPixel }
    public var bytesPerRow: Int { declaredBytesPerRow ?? buffer.bytesPerRow }
    public var colorSpace: CGColorSpace? { layout.colorSpace }
    public var alphaInfo: CGImageAlphaInfo { layout.alphaInfo }
    public var bitmapInfo: CGBitmapInfo { layout.bitmapInfo }
    public var byteOrderInfo: CGImageByteOrderInfo {
        CGImageByteOrderInfo(rawValue: layout.byteOrder) ?? .orderDefault
    }
    /// Whether the image is a mask (`CGImage(maskWidth:…)`); images made here are not.
    public var isMask: Bool { false }

    /// The image's bytes, `bytesPerRow × height` in its declared layout: the provider it was
    /// made from, or its pixels written out in its layout.
    public var dataProvider: CGDataProvider? {
        if let provider { return provider }
        if layout == .native { return CGDataProvider(pixels: buffer) }
        var bytes = Data(count: bytesPerRow * height)
        bytes.withUnsafeMutableBytes { raw in
            layout.exportPixels(from: buffer, to: raw.baseAddress!, bytesPerRow: bytesPerRow)
        }
        return CGDataProvider(data: bytes)
    }

    /// An image of `provider`'s bytes in the layout described, as Core Graphics reads them:
    /// RGB, gray or alpha-only; 8 or 16 bits per component or 32-bit float (or 5-bit RGB in
    /// 16-bit pixels); alpha first or last, premultiplied or not, or none, or padding; either
    /// byte order. Nil, with a message, when the layout is not one of those or the provider
    /// holds fewer bytes than `bytesPerRow × height`. A `decode` array maps each component's
    /// range linearly (`[min, max]` per component), as in Core Graphics.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        let layout: BitmapLayout
        switch BitmapLayout.image(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, space: space, bitmapInfo: bitmapInfo) {
        case .success(let l): layout = l
        case .failure(let refusal):
            RuntimeIssue.report("CGImageCreate: \(refusal)")
            return nil
        }
        guard PixelBuffer.allows(width: width, height: height), bytesPerRow >= layout.minimumBytesPerRow(width: width) else {
            RuntimeIssue.report("CGImageCreate: invalid size \(width)×\(height) or bytesPerRow \(bytesPerRow)")
            return nil
        }
        guard let bytes = provider.data, bytes.count >= bytesPerRow * (height - 1) + layout.minimumBytesPerRow(width: width) else {
            RuntimeIssue.report("CGImageCreate: the data provider holds fewer than the \(bytesPerRow) × \(height) bytes the image needs")
            return nil
        }
        guard let buffer = PixelBuffer(width: width, height: height) else { return nil }
        let components = (layout.model == .rgb ? 3 : layout.model == .gray ? 1 : 0) + (layout.hasAlpha ? 1 : 0)
        let decodeValues = decode.map { Array(UnsafeBufferPointer(start: $0, count: 2 * components)) }
        if let decodeValues {
            var decoded = bytes
            decoded.withUnsafeMutableBytes { raw in
                layout.applyDecode(decodeValues, to: raw.baseAddress!, bytesPerRow: bytesPerRow, width: width, height: height)
            }
            decoded.withUnsafeBytes { layout.importPixels(from: $0.baseAddress!, bytesPerRow: bytesPerRow, into: buffer) }
        } else {
            bytes.withUnsafeBytes { layout.importPixels(from: $0.baseAddress!, bytesPerRow: bytesPerRow, into: buffer) }
        }
        self.init(buffer: buffer, layout: layout, bytesPerRow: bytesPerRow, provider: provider,
                  shouldInterpolate: shouldInterpolate, intent: intent, decode: decodeValues)
    }
}
