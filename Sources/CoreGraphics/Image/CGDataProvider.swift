import Foundation

/// A source of bytes for images. Here it hands out an image's pixels (`CGImage.dataProvider`)
/// or bytes given to it or read from a file; the streaming and callback forms of Core Graphics are not provided.
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

    /// A provider of `data`'s bytes (Core Foundation's `CFData`, as iOS code passes
    /// `data as CFData`).
    public convenience init?(data: CFData) {
        self.init(data: Data(referencing: data))
    }

    /// A provider of the bytes of the file at `url`, or nil when it cannot be read.
    public convenience init?(url: CFURL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    /// A provider of the bytes of the file at the path `filename`, or nil when it cannot be
    /// read.
    public convenience init?(filename: UnsafePointer<CChar>) {
        guard let data = FileManager.default.contents(atPath: String(cString: filename)) else { return nil }
        self.init(data: data)
    }

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
