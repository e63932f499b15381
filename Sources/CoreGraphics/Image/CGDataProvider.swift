import Foundation

/// A source of bytes for images. Here it hands out an image's pixels (`CGImage.dataProvider`)
/// or bytes given to it; the streaming and callback forms of Core Graphics are not provided.
public final class CGDataProvider: @unchecked Sendable {
    private enum Storage {
        case bytes(Data)
        /// An image's pixels, copied out only when asked for; never written after creation.
        case pixels(PixelBuffer)
    }

    private let storage: Storage

    /// A provider of `data`. Failable as Core Graphics' `CGDataProvider(data:)` is; it
    /// succeeds for any bytes.
    public init?(data: Data) { storage = .bytes(data) }

    package init(pixels: PixelBuffer) { storage = .pixels(pixels) }

    /// A copy of the provider's bytes; for an image, `bytesPerRow × height` bytes.
    public var data: Data? {
        switch storage {
        case .bytes(let data):
            return data
        case .pixels(let buffer):
            return withExtendedLifetime(buffer) {
                Data(bytes: buffer.data, count: buffer.bytesPerRow * buffer.height)
            }
        }
    }
}
