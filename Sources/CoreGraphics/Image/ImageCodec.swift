internal import CCairo
internal import CImageCodecs
import Foundation

/// PNG and JPEG in and out of `CGImage`s: what ImageIO does for `UIImage(data:)`,
/// `pngData()` and `jpegData(compressionQuality:)`.
///
/// Decoding never trusts its input: corrupt, truncated or empty data, and images whose
/// header names a side larger than `PixelBuffer.maximumSide`, give nil before any pixel
/// memory is allocated for them.
package enum ImageCodec {
    /// The encodings this codec reads, told apart by their first bytes.
    package enum Format: Sendable, Equatable {
        case png
        case jpeg
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The format `data` announces by its signature, or nil when it is neither PNG nor JPEG.
    package static func format(of data: Data) -> Format? {
        if data.count >= pngSignature.count, data.prefix(pngSignature.count).elementsEqual(pngSignature) {
            return .png
        }
        if data.count >= 3, data.prefix(3).elementsEqual([0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// The image `data` encodes as PNG or JPEG, or nil when it is neither, is damaged, or is
    /// larger than `PixelBuffer.maximumSide` on a side.
    package static func decode(_ data: Data) -> CGImage? {
        switch format(of: data) {
        case .png: decodePNG(data)
        case .jpeg: decodeJPEG(data)
        case nil: nil
        }
    }

    /// The image as a PNG: 8-bit RGBA, color un-premultiplied. Nil only if encoding fails.
    package static func pngData(_ image: CGImage) -> Data? {
        let surface = image.buffer.makeSurface()
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let sink = ByteSink()
        let status = withExtendedLifetime(image) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return withExtendedLifetime(sink) { status == CAIRO_STATUS_SUCCESS ? sink.data : nil }
    }

    /// The image as a baseline JPEG. `quality` runs from 0 (smallest) to 1 (best) as
    /// `compressionQuality` does; values outside are clamped and NaN counts as 1. Alpha is
    /// dropped: translucent pixels come out composited over black.
    package static func jpegData(_ image: CGImage, quality: CGFloat) -> Data? {
        let q = quality.isNaN ? 1 : Swift.min(Swift.max(quality, 0), 1)
        let buffer = image.buffer
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        let result = withExtendedLifetime(buffer) {
            oui_jpeg_encode(buffer.data.assumingMemoryBound(to: UInt8.self), Int32(buffer.width),
                            Int32(buffer.height), Int32(buffer.bytesPerRow), Int32((q * 100).rounded()),
                            &out, &size)
        }
        guard result == OUI_CODEC_OK, let out else { return nil }
        defer { oui_codec_free(out) }
        return Data(bytes: out, count: size)
    }

    // MARK: - PNG

    /// Accumulates what Cairo writes.
    private final class ByteSink {
        var data = Data()
    }

    /// What Cairo reads from: the bytes of the PNG and how far it has got.
    private final class ByteSource {
        let base: UnsafeRawBufferPointer
        var offset = 0
        init(_ base: UnsafeRawBufferPointer) { self.base = base }
    }

    /// The width and height in a PNG's IHDR chunk, which the format requires to come first.
    private static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        guard data.count >= 24 else { return nil }
        let b = [UInt8](data.prefix(24))
        func bigEndian(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        guard bigEndian(8) == 13, b[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        return (bigEndian(16), bigEndian(20))
    }

    private static func decodePNG(_ data: Data) -> CGImage? {
        // Cairo would allocate whatever the header asks for: check it first.
        guard let size = pngSize(data), PixelBuffer.allows(width: size.width, height: size.height) else { return nil }
        let surface: OpaquePointer? = data.withUnsafeBytes { bytes in
            let source = ByteSource(bytes)
            return withExtendedLifetime(source) {
                cairo_image_surface_create_from_png_stream({ closure, out, length in
                    guard let closure, let out else { return CAIRO_STATUS_READ_ERROR }
                    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
                    let wanted = Int(length)
                    guard source.base.count - source.offset >= wanted, let base = source.base.baseAddress else {
                        return CAIRO_STATUS_READ_ERROR
                    }
                    memcpy(out, base + source.offset, wanted)
                    source.offset += wanted
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(source).toOpaque())
            }
        }
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        return image(from: surface)
    }

    /// A copy of an image surface's pixels in ARGB32; RGB24 pixels become opaque.
    private static func image(from surface: OpaquePointer) -> CGImage? {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        guard let buffer = PixelBuffer(width: width, height: height) else { return nil }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            // Any other format Cairo may hand back: let Cairo convert it by painting.
            let target = buffer.makeSurface()
            defer { cairo_surface_destroy(target) }
            let cr = cairo_create(target)
            defer { cairo_destroy(cr) }
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
            cairo_surface_flush(target)
            guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return nil }
            return CGImage(buffer: buffer)
        }
        guard let source = cairo_image_surface_get_data(surface) else { return nil }
        let sourceStride = Int(cairo_image_surface_get_stride(surface))
        let rowBytes = width * 4
        for y in 0..<height {
            let from = UnsafeRawPointer(source) + y * sourceStride
            let to = buffer.data + y * buffer.bytesPerRow
            memcpy(to, from, rowBytes)
            if format == CAIRO_FORMAT_RGB24 {
                // RGB24 leaves the top byte undefined; ours says opaque.
                let pixels = to.assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { pixels[x] |= 0xFF00_0000 }
            }
        }
        return CGImage(buffer: buffer)
    }

    // MARK: - JPEG

    private static func decodeJPEG(_ data: Data) -> CGImage? {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0, stride: Int32 = 0
        let result = data.withUnsafeBytes { bytes -> Int32 in
            guard let base = bytes.baseAddress else { return OUI_CODEC_INVALID }
            return oui_jpeg_decode(base.assumingMemoryBound(to: UInt8.self), bytes.count,
                                   Int32(PixelBuffer.maximumSide), Int64(PixelBuffer.maximumPixelCount), &pixels, &width, &height, &stride)
        }
        guard result == OUI_CODEC_OK, let pixels else { return nil }
        let w = Int(width), h = Int(height), rowBytes = Int(stride)
        guard rowBytes == PixelBuffer.minimumBytesPerRow(width: w) else {
            oui_codec_free(pixels)
            return nil
        }
        return CGImage(buffer: PixelBuffer(adoptingMallocedPixels: UnsafeMutableRawPointer(pixels),
                                           width: w, height: h, bytesPerRow: rowBytes))
    }
}
