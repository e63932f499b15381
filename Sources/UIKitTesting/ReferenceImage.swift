import CoreGraphics
import Foundation

/// Compares rendered images with reference PNGs stored beside the tests.
///
/// References live in `__References__/` next to the test file. A missing reference is
/// written from the rendering (and reported, so a person looks at it) unless the environment
/// says `SNAPSHOT_TESTING_RECORD=never`, as CI does; then it is a failure.
public enum ReferenceImage {
    /// What differs between an image and its reference, or nil when they match.
    public struct Difference: CustomStringConvertible, Sendable {
        public let message: String
        /// How many pixels differ by more than the tolerance.
        public var pixelCount = 0
        public var description: String { message }
    }

    /// Compares `image` with the reference `name`.png; `tolerance` is the largest per-channel
    /// difference (0…255) still counted as equal.
    public static func compare(_ image: CGImage, named name: String, tolerance: Int = 2,
                               filePath: String = #filePath) -> Difference? {
        let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__References__")
        let url = directory.appendingPathComponent(name + ".png")
        guard let data = try? Data(contentsOf: url) else {
            if ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] == "never" {
                return Difference(message: "No reference image at \(url.path) (recording is off)")
            }
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? ImageCodec.pngData(image)?.write(to: url)
            return Difference(message: "Recorded a new reference image at \(url.path); look at it, then run again")
        }
        guard let reference = ImageCodec.decode(data) else {
            return Difference(message: "The reference image \(url.path) cannot be decoded")
        }
        return difference(image, reference, tolerance: tolerance, name: name, url: url)
    }

    /// The pixel-by-pixel comparison: sizes first, then the largest channel difference and
    /// where the first pixel beyond `tolerance` is.
    public static func difference(_ image: CGImage, _ reference: CGImage, tolerance: Int,
                                  name: String = "image", url: URL? = nil) -> Difference? {
        guard image.width == reference.width, image.height == reference.height else {
            return Difference(message: "\(name): size \(image.width)×\(image.height) differs from the reference's \(reference.width)×\(reference.height)")
        }
        var count = 0, worst = 0
        var first: (Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image.buffer.pixel(x: x, y: y), b = reference.buffer.pixel(x: x, y: y)
                let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
                if d > tolerance {
                    count += 1
                    if first == nil { first = (x, y) }
                }
                worst = max(worst, d)
            }
        }
        guard count > 0, let (fx, fy) = first else { return nil }
        if let url, ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] != "never" {
            try? ImageCodec.pngData(image)?.write(to: url.deletingPathExtension().appendingPathExtension("failed.png"))
        }
        return Difference(message: "\(name): \(count) pixels differ by more than \(tolerance) (largest difference \(worst)); first at (\(fx), \(fy))",
                          pixelCount: count)
    }
}
