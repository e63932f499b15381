import UIKitTesting
import Foundation
import Testing
import UIKit
import RuntimeSupport

/// A fresh directory of image files, removed when the value goes away.
private final class ImageDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("UIImageTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes a PNG (or JPEG for .jpg/.jpeg names) of `width`×`height` pixels of `color`.
    @discardableResult
    func write(_ name: String, width: Int, height: Int, color: RGBA = .red) throws -> String {
        let image = ImageProbe.solid(color, width: width, height: height)
        let ext = (name as NSString).pathExtension.lowercased()
        let data = ext == "png" ? ImageCodec.pngData(image) : ImageCodec.jpegData(image, quality: 0.9)
        let path = url.appendingPathComponent(name).path
        try #require(data).write(to: URL(fileURLWithPath: path))
        return path
    }

    var bundle: Bundle { Bundle(path: url.path)! }
}

@Suite("UIImage: making images, size and scale", .freshContext)
struct UIImageTests {
    @Test("init(cgImage:) is scale 1, upright, its size the pixel size")
    func fromCGImage() {
        let cg = ImageProbe.solid(.red, width: 6, height: 4)
        let image = UIImage(cgImage: cg)
        #expect(image.cgImage === cg)
        #expect(image.scale == 1)
        #expect(image.imageOrientation == .up)
        #expect(image.size == CGSize(width: 6, height: 4))
    }

    @Test("size is pixels / scale, with width and height exchanged for quarter-turn orientations")
    func sizeFollowsScaleAndOrientation() {
        let cg = ImageProbe.solid(.red, width: 6, height: 4)
        #expect(UIImage(cgImage: cg, scale: 2, orientation: .up).size == CGSize(width: 3, height: 2))
        #expect(UIImage(cgImage: cg, scale: 2, orientation: .down).size == CGSize(width: 3, height: 2))
        #expect(UIImage(cgImage: cg, scale: 2, orientation: .upMirrored).size == CGSize(width: 3, height: 2))
        for turned in [UIImage.Orientation.left, .right, .leftMirrored, .rightMirrored] {
            let image = UIImage(cgImage: cg, scale: 2, orientation: turned)
            #expect(image.size == CGSize(width: 2, height: 3))
            #expect(image.imageOrientation == turned)
        }
    }

    @Test("Orientation raw values are UIKit's")
    func orientationRawValues() {
        let expected: [(UIImage.Orientation, Int)] = [
            (.up, 0), (.down, 1), (.left, 2), (.right, 3),
            (.upMirrored, 4), (.downMirrored, 5), (.leftMirrored, 6), (.rightMirrored, 7),
        ]
        for (orientation, raw) in expected { #expect(orientation.rawValue == raw) }
        #expect(UIImage.ResizingMode.tile.rawValue == 0)
        #expect(UIImage.ResizingMode.stretch.rawValue == 1)
    }

    @Test("A scale that is not a positive number is reported and taken as 1")
    func invalidScale() {
        let cg = ImageProbe.solid(.red, width: 2, height: 2)
        var images: [UIImage] = []
        let issues = RuntimeIssue.capture {
            images.append(UIImage(cgImage: cg, scale: 0, orientation: .up))
            images.append(UIImage(cgImage: cg, scale: .nan, orientation: .up))
        }
        #expect(images.allSatisfy { $0.scale == 1 && $0.size == CGSize(width: 2, height: 2) })
        #expect(issues.count == 2)
    }

    @Test("UIImage() is empty: no bitmap, size zero, no PNG")
    func emptyImage() {
        let image = UIImage()
        #expect(image.cgImage == nil)
        #expect(image.size == .zero)
        #expect(image.pngData() == nil)
        #expect(image.jpegData(compressionQuality: 1) == nil)
    }

    @Test("init(data:) decodes PNG at scale 1; init(data:scale:) sets the scale and so the point size")
    func fromData() throws {
        let cg = ImageProbe.cgImage([[.red, .green], [.blue, RGBA(0, 0, 0, 0)]])
        let png = try #require(ImageCodec.pngData(cg))
        let image = try #require(UIImage(data: png))
        #expect(image.scale == 1)
        #expect(image.size == CGSize(width: 2, height: 2))
        #expect(ImageProbe.pixel(image, 0, 0) == .red)
        #expect(ImageProbe.pixel(image, 1, 0) == .green)
        #expect(ImageProbe.pixel(image, 0, 1) == .blue)
        #expect(ImageProbe.pixel(image, 1, 1) == .clear)
        let retina = try #require(UIImage(data: png, scale: 2))
        #expect(retina.scale == 2)
        #expect(retina.size == CGSize(width: 1, height: 1))
    }

    @Test("Corrupt, truncated, empty or non-image data gives nil")
    func badData() throws {
        let png = try #require(ImageCodec.pngData(ImageProbe.solid(.red, width: 8, height: 8)))
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: png.prefix(png.count / 2)) == nil)
        var damaged = png
        for i in 40..<min(damaged.count, 60) { damaged[i] ^= 0xFF }
        #expect(UIImage(data: damaged) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0x00])) == nil)
    }

    @Test("init(contentsOfFile:) reads PNG and JPEG files; an @2x/@3x name sets the scale; a missing file gives nil")
    func fromFile() throws {
        let dir = try ImageDirectory()
        let plain = try dir.write("plain.png", width: 4, height: 4)
        let double = try dir.write("icon@2x.png", width: 4, height: 4)
        let triple = try dir.write("photo@3x.jpg", width: 6, height: 3)
        #expect(UIImage(contentsOfFile: plain)?.scale == 1)
        #expect(UIImage(contentsOfFile: double)?.scale == 2)
        #expect(UIImage(contentsOfFile: double)?.size == CGSize(width: 2, height: 2))
        #expect(UIImage(contentsOfFile: triple)?.scale == 3)
        #expect(UIImage(contentsOfFile: triple)?.size == CGSize(width: 2, height: 1))
        #expect(UIImage(contentsOfFile: dir.url.appendingPathComponent("missing.png").path) == nil)
        let junk = dir.url.appendingPathComponent("junk.png").path
        try Data("junk".utf8).write(to: URL(fileURLWithPath: junk))
        #expect(UIImage(contentsOfFile: junk) == nil)
    }

    @Test("pngData() round-trips the pixels exactly")
    func pngRoundTrip() throws {
        let cg = ImageProbe.cgImage([[.red, RGBA(0, 64, 0, 128)], [.white, .clear]])
        let data = try #require(UIImage(cgImage: cg).pngData())
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let back = try #require(UIImage(data: data))
        #expect(ImageProbe.pixel(back, 0, 0) == .red)
        #expect(ImageProbe.pixel(back, 1, 0).isNear(RGBA(0, 64, 0, 128), tolerance: 1))
        #expect(ImageProbe.pixel(back, 0, 1) == .white)
        #expect(ImageProbe.pixel(back, 1, 1) == .clear)
    }

    @Test("jpegData(compressionQuality:) encodes JPEG; lower quality makes smaller files")
    func jpegQuality() throws {
        // A noisy picture, so quality matters.
        var rows: [[RGBA]] = []
        var seed: UInt32 = 12345
        for _ in 0..<32 {
            rows.append((0..<32).map { _ in
                seed = seed &* 1_103_515_245 &+ 12345
                return RGBA(Int(seed >> 24), Int((seed >> 16) & 0xFF), Int((seed >> 8) & 0xFF), 255)
            })
        }
        let image = UIImage(cgImage: ImageProbe.cgImage(rows))
        let best = try #require(image.jpegData(compressionQuality: 1))
        let worst = try #require(image.jpegData(compressionQuality: 0))
        #expect(best.prefix(3) == Data([0xFF, 0xD8, 0xFF]))
        #expect(worst.count < best.count)
        #expect(UIImage(data: worst)?.size == CGSize(width: 32, height: 32))
    }

    @Test("jpegData of a turned image holds the picture as shown (the encoder writes no EXIF orientation)")
    func jpegIsUpright() throws {
        // Stored 16×8: left half white, right half blue. Shown .right (a quarter turn
        // clockwise) it is 8×16 with white on top.
        let stored = ImageProbe.cgImage((0..<8).map { _ in (0..<16).map { $0 < 8 ? RGBA.white : RGBA.blue } })
        let data = try #require(UIImage(cgImage: stored, scale: 1, orientation: .right).jpegData(compressionQuality: 1))
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 8, height: 16))
        #expect(ImageProbe.pixel(decoded, 4, 3).isNear(.white, tolerance: 8))
        #expect(ImageProbe.pixel(decoded, 4, 12).isNear(.blue, tolerance: 12))
    }
}

@Suite("UIImage(named:): files in a bundle, by display scale", .freshContext)
struct UIImageNamedTests {
    @Test("The variant for the display scale is chosen; its scale is the image's")
    func picksScaleVariant() throws {
        let dir = try ImageDirectory()
        try dir.write("star.png", width: 2, height: 2)
        try dir.write("star@2x.png", width: 4, height: 4)
        try dir.write("star@3x.png", width: 6, height: 6)
        for scale in [1, 2, 3] as [CGFloat] {
            let image = UIImage(named: "star", in: dir.bundle, compatibleWith: UITraitCollection(displayScale: scale))
            #expect(image?.scale == scale)
            #expect(image?.size == CGSize(width: 2, height: 2))
        }
    }

    @Test("Without the exact variant the nearest is used, a sharper one before a blurrier one")
    func fallsBack() throws {
        let dir = try ImageDirectory()
        try dir.write("only2x@2x.png", width: 4, height: 4)
        try dir.write("only1x.png", width: 2, height: 2)
        try dir.write("edge.png", width: 2, height: 2)
        try dir.write("edge@3x.png", width: 6, height: 6)
        let three = UITraitCollection(displayScale: 3), two = UITraitCollection(displayScale: 2)
        #expect(UIImage(named: "only2x", in: dir.bundle, compatibleWith: three)?.scale == 2)
        #expect(UIImage(named: "only1x", in: dir.bundle, compatibleWith: three)?.scale == 1)
        #expect(UIImage(named: "edge", in: dir.bundle, compatibleWith: two)?.scale == 3)
        #expect(UIImage(named: "only2x", in: dir.bundle, compatibleWith: UITraitCollection(displayScale: 1))?.scale == 2)
    }

    @Test("PNG may omit its extension; JPEG is found too; a name with an extension or modifier loads that file")
    func extensionsAndModifiers() throws {
        let dir = try ImageDirectory()
        try dir.write("photo.jpg", width: 4, height: 2, color: .blue)
        try dir.write("logo.png", width: 3, height: 3)
        try dir.write("logo@3x.png", width: 9, height: 9)
        let three = UITraitCollection(displayScale: 3)
        let photo = try #require(UIImage(named: "photo", in: dir.bundle, compatibleWith: three))
        #expect(photo.size == CGSize(width: 4, height: 2))
        #expect(ImageProbe.pixel(photo, 2, 1).isNear(.blue, tolerance: 12))
        #expect(UIImage(named: "photo.jpg", in: dir.bundle, compatibleWith: three)?.size == CGSize(width: 4, height: 2))
        #expect(UIImage(named: "logo.png", in: dir.bundle, compatibleWith: three)?.scale == 3)
        let explicit = UIImage(named: "logo@3x", in: dir.bundle, compatibleWith: UITraitCollection(displayScale: 1))
        #expect(explicit?.scale == 3)
        #expect(explicit?.size == CGSize(width: 3, height: 3))
    }

    @Test("Missing names, empty names and non-image files give nil")
    func missing() throws {
        let dir = try ImageDirectory()
        try Data("junk".utf8).write(to: dir.url.appendingPathComponent("junk.png"))
        #expect(UIImage(named: "nothing", in: dir.bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "", in: dir.bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "junk", in: dir.bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "definitely-not-in-the-main-bundle-\(UUID().uuidString)") == nil)
    }

    @Test("Without traits the main screen's scale decides") @MainActor
    func mainScreenScale() throws {
        let dir = try ImageDirectory()
        try dir.write("dot.png", width: 1, height: 1)
        try dir.write("dot@2x.png", width: 2, height: 2)
        try dir.write("dot@3x.png", width: 3, height: 3)
        let screens = UIScreen.screens
        defer { ScreenRegistry.install(screens) }
        for scale in [2, 1, 3] as [CGFloat] {
            ScreenRegistry.install([UIScreen(size: CGSize(width: 100, height: 100), scale: scale)])
            #expect(UIImage(named: "dot", in: dir.bundle, compatibleWith: nil)?.scale == scale)
            #expect(UIImage(named: "dot", in: dir.bundle, compatibleWith: UITraitCollection())?.scale == scale)
        }
    }

    @Test("UIImage(named:) may be called off the main actor")
    func offMainActor() async throws {
        let dir = try ImageDirectory()
        try dir.write("bg.png", width: 2, height: 2)
        let bundle = dir.bundle
        let scale = await Task.detached { UIImage(named: "bg", in: bundle, compatibleWith: nil)?.size }.value
        #expect(scale == CGSize(width: 2, height: 2))
    }

    @Test("Loaded bitmaps are cached: a second lookup shares the pixels")
    func cached() throws {
        let dir = try ImageDirectory()
        try dir.write("cached.png", width: 2, height: 2)
        let traits = UITraitCollection(displayScale: 1)
        let first = try #require(UIImage(named: "cached", in: dir.bundle, compatibleWith: traits))
        let second = try #require(UIImage(named: "cached", in: dir.bundle, compatibleWith: traits))
        #expect(first.cgImage === second.cgImage)
    }
}
