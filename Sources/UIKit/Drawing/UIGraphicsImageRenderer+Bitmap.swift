import CoreGraphics
import Foundation

/// The pixels and context behind one image-renderer drawing (or one legacy
/// `UIGraphicsBeginImageContext…`): a bitmap of `bounds` at `scale`, with a context whose user
/// space is UIKit's — points, origin at `bounds`' top-left corner, y down.
final class ImageBitmap {
    let buffer: PixelBuffer
    let context: CGContext
    let scale: CGFloat
    let opaque: Bool

    /// Nil when the bounds are empty, have a negative size, are not finite, or are too large
    /// to allocate.
    ///
    /// The bitmap is `ceil(width × scale)` × `ceil(height × scale)` pixels (sizes within a
    /// millionth of a whole pixel count as whole). An opaque bitmap starts opaque black, as
    /// a bitmap without alpha does; otherwise it starts transparent.
    init?(bounds: CGRect, scale: CGFloat, opaque: Bool) {
        guard bounds.isFinite, !bounds.isNull, bounds.size.width > 0, bounds.size.height > 0,
              scale.isFinite, scale > 0 else { return nil }
        let r = bounds
        func pixels(_ points: CGFloat) -> Int? {
            let v = points * scale
            guard v.isFinite, v > 0, v < CGFloat(PixelBuffer.maximumSide) + 1 else { return nil }
            return Int(((v * 1e6).rounded() / 1e6).rounded(.up))
        }
        guard let width = pixels(r.width), let height = pixels(r.height),
              let buffer = PixelBuffer(width: width, height: height) else { return nil }
        if opaque {
            for y in 0..<height {
                let row = (buffer.data + y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                row.update(repeating: 0xFF00_0000, count: width)
            }
        }
        // User space (points, top-left origin at bounds' corner) → bottom-left device pixels.
        let ctm = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale,
                                    tx: -r.minX * scale, ty: CGFloat(height) + r.minY * scale)
        self.buffer = buffer
        self.context = CGContext(buffer: buffer, ctm: ctm)
        self.scale = scale
        self.opaque = opaque
    }

    /// A snapshot of the pixels as an image at the bitmap's scale. In an opaque bitmap every
    /// pixel's alpha is forced to 1, as a bitmap without an alpha channel reads back.
    func makeImage() -> UIImage {
        context.flush()
        let pixels = buffer.copy()
        if opaque {
            for y in 0..<pixels.height {
                let row = (pixels.data + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<pixels.width { row[x] |= 0xFF00_0000 }
            }
        }
        return UIImage(storage: CGImage(buffer: pixels), scale: scale, orientation: .up)
    }
}
