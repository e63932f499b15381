import CoreGraphics
import Foundation
import SnapshotTesting
import UIKit

extension Diffing where Value == UIImage {
    /// Pixel-exact comparison of images stored as PNG.
    public static var image: Diffing { .image() }

    /// Compares images stored as PNG, `precision` and `perceptualPrecision` as in
    /// swift-snapshot-testing on iOS. `scale` is the scale references are read back at;
    /// nil or 0 means the main screen's.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let match = ImageMatch(precision: precision, perceptualPrecision: perceptualPrecision)
        // An image with no pixels is stored as the library's placeholder, as on iOS.
        let toData: (UIImage) -> Data = { image in
            SnapshotPixels.upright(image).flatMap(ImageCodec.pngData) ?? SnapshotPlaceholder.pngData()
        }
        return .diff(
            toData: toData,
            fromData: { data in
                let readScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? SnapshotPixels.mainScreenScale
                return UIImage(data: data, scale: readScale) ?? UIImage()
            }
        ) { reference, new in
            // The library's messages, as on iOS.
            guard let referencePixels = SnapshotPixels.upright(reference) else {
                return ("Reference image could not be loaded.", [.data(toData(new), name: "failure.png")])
            }
            guard let newPixels = SnapshotPixels.upright(new) else {
                return ("Newly-taken snapshot is empty.", [])
            }
            if newPixels.width != referencePixels.width || newPixels.height != referencePixels.height {
                return ("Newly-taken snapshot@\(new.size) does not match reference@\(reference.size).",
                        [.data(toData(reference), name: "reference.png"), .data(toData(new), name: "failure.png")])
            }
            guard let message = match.failure(newPixels, reference: referencePixels) else { return nil }
            var attachments: [DiffAttachment] = [
                .data(toData(reference), name: "reference.png"),
                .data(toData(new), name: "failure.png"),
            ]
            if let difference = ImageMatch.difference(newPixels, referencePixels).flatMap(ImageCodec.pngData) {
                attachments.append(.data(difference, name: "difference.png"))
            }
            return (message, attachments)
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Snapshots an image as PNG, pixel-exact.
    public static var image: Snapshotting { .image() }

    /// Snapshots an image as PNG with the given precisions and reference scale.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
