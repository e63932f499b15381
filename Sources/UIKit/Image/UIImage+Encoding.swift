import CoreGraphics
import Foundation

extension UIImage {
    /// The image as PNG data: 8-bit RGBA of the stored bitmap. PNG carries no orientation,
    /// so, as in UIKit, an image whose orientation is not `.up` comes back from this data
    /// upright-as-stored (orientation lost). Nil for an empty image.
    public func pngData() -> Data? {
        cgImage.flatMap { ImageCodec.pngData($0) }
    }

    /// The image as baseline JPEG data; `compressionQuality` runs from 0 (smallest) to 1
    /// (best). Alpha is dropped (translucent pixels are composited over black). UIKit keeps
    /// the orientation in EXIF; this encoder writes none, so the pixels are turned as shown
    /// before encoding and the data decodes to the same picture. Nil for an empty image.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        uprightCGImage().flatMap { ImageCodec.jpegData($0, quality: compressionQuality) }
    }
}
