import UIKitTesting
import Foundation
import Testing
import UIKit
import RuntimeSupport

// MARK: - Shared pixel helpers for the image, renderer and Bézier path tests

/// A premultiplied pixel, compared within a small tolerance per channel.
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }

    static let clear = RGBA(0, 0, 0, 0)
    static let black = RGBA(0, 0, 0, 255)
    static let white = RGBA(255, 255, 255, 255)
    static let red = RGBA(255, 0, 0, 255)
    static let green = RGBA(0, 255, 0, 255)
    static let blue = RGBA(0, 0, 255, 255)
    static let yellow = RGBA(255, 255, 0, 255)
    static let cyan = RGBA(0, 255, 255, 255)
    static let magenta = RGBA(255, 0, 255, 255)

    /// As the 0xAARRGGBB value `CGImage(width:height:pixels:)` takes.
    var argb: UInt32 { UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    func isNear(_ other: RGBA, tolerance: Int = 3) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance
            && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
    }

    var description: String { "(\(r), \(g), \(b), \(a))" }
}

enum ImageProbe {
    /// The pixel at (x, y), top-left origin, of the image's bitmap.
    static func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> RGBA {
        let p = image.cgImage!.pixel(x: x, y: y)
        return RGBA(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }

    /// A bitmap whose rows are given top first.
    static func cgImage(_ rows: [[RGBA]]) -> CGImage {
        CGImage(width: rows[0].count, height: rows.count, pixels: rows.flatMap { $0.map(\.argb) })!
    }

    /// A `width`×`height` bitmap of one color.
    static func solid(_ color: RGBA, width: Int, height: Int) -> CGImage {
        cgImage(Array(repeating: Array(repeating: color, count: width), count: height))
    }

    /// Renders `size` points at `scale` with `actions`.
    @MainActor
    static func render(_ size: CGSize, scale: CGFloat = 1, opaque: Bool = false,
                       _ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return UIGraphicsImageRenderer(size: size, format: format).image(actions: actions)
    }
}

// MARK: - Renderer tests

@Suite("UIGraphicsImageRenderer", .freshContext) @MainActor
struct UIGraphicsImageRendererTests {
    @Test("A new format defaults to the main screen's scale, with alpha and automatic range")
    func formatDefaults() {
        let format = UIGraphicsImageRendererFormat()
        #expect(format.scale == UIScreen.main.scale)
        #expect(format.opaque == false)
        #expect(format.preferredRange == .automatic)
        #expect(UIGraphicsImageRendererFormat.default().scale == UIScreen.main.scale)
        #expect(UIGraphicsImageRendererFormat.preferred().opaque == false)
    }

    @Test("init(for:) takes the trait collection's display scale; an unspecified one means the main screen's")
    func formatForTraits() {
        #expect(UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 2)).scale == 2)
        #expect(UIGraphicsImageRendererFormat(for: UITraitCollection()).scale == UIScreen.main.scale)
    }

    @Test("init(size:) uses the default format: images are size points at the main screen's scale")
    func defaultRendererScale() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { _ in }
        let scale = UIScreen.main.scale
        #expect(image.scale == scale)
        #expect(image.size == CGSize(width: 4, height: 3))
        #expect(image.cgImage?.width == Int(4 * scale))
        #expect(image.cgImage?.height == Int(3 * scale))
    }

    @Test("Images are size points with scale × size pixels; image.scale is the format's")
    func sizeAndScale() {
        let image = ImageProbe.render(CGSize(width: 10, height: 20), scale: 2) { _ in }
        #expect(image.size == CGSize(width: 10, height: 20))
        #expect(image.scale == 2)
        #expect(image.cgImage?.width == 20)
        #expect(image.cgImage?.height == 40)
        #expect(image.imageOrientation == .up)
    }

    @Test("A fractional pixel size rounds up to whole pixels")
    func fractionalSizeRoundsUp() {
        let image = ImageProbe.render(CGSize(width: 10.5, height: 3), scale: 1) { _ in }
        #expect(image.cgImage?.width == 11)
        #expect(image.cgImage?.height == 3)
        let exact = ImageProbe.render(CGSize(width: 1.0 / 3.0 * 3.0, height: 0.1 * 3), scale: 10) { _ in }
        #expect(exact.cgImage?.width == 10)
        #expect(exact.cgImage?.height == 3)
    }

    @Test("The actions run with the renderer's context as UIKit's current context, and it is popped after")
    func contextIsCurrent() {
        let before = UIGraphicsGetCurrentContext()
        var inside: CGContext?
        var rendererContext: CGContext?
        _ = ImageProbe.render(CGSize(width: 2, height: 2)) { ctx in
            inside = UIGraphicsGetCurrentContext()
            rendererContext = ctx.cgContext
        }
        #expect(inside != nil)
        #expect(inside === rendererContext)
        #expect(UIGraphicsGetCurrentContext() === before)
    }

    @Test("User space is UIKit's: origin top-left, y down, one unit per point at the format's scale")
    func topLeftScaledCoordinates() {
        let image = ImageProbe.render(CGSize(width: 10, height: 10), scale: 2) { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 2))
        }
        #expect(ImageProbe.pixel(image, 0, 0) == .red)
        #expect(ImageProbe.pixel(image, 9, 3) == .red)      // 5 × 2 points = 10 × 4 pixels
        #expect(ImageProbe.pixel(image, 10, 0) == .clear)
        #expect(ImageProbe.pixel(image, 0, 4) == .clear)
        #expect(ImageProbe.pixel(image, 0, 19) == .clear)   // bottom row untouched
    }

    @Test("init(bounds:format:) puts bounds.origin at the image's top-left corner")
    func boundsOrigin() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 20, width: 8, height: 8), format: format)
        let image = renderer.image { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 10, y: 20, width: 2, height: 2))
        }
        #expect(image.size == CGSize(width: 8, height: 8))
        #expect(ImageProbe.pixel(image, 0, 0) == .blue)
        #expect(ImageProbe.pixel(image, 1, 1) == .blue)
        #expect(ImageProbe.pixel(image, 2, 2) == .clear)
    }

    @Test("A non-opaque bitmap starts transparent; an opaque one starts black and stays fully opaque")
    func opaqueBitmaps() {
        let clear = ImageProbe.render(CGSize(width: 2, height: 2)) { _ in }
        #expect(ImageProbe.pixel(clear, 1, 1) == .clear)
        let opaque = ImageProbe.render(CGSize(width: 4, height: 4), opaque: true) { ctx in
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            ctx.fill(CGRect(x: 2, y: 2, width: 2, height: 2), blendMode: .clear)
        }
        #expect(ImageProbe.pixel(opaque, 3, 0) == .black)
        #expect(ImageProbe.pixel(opaque, 0, 0).isNear(RGBA(128, 0, 0, 255), tolerance: 1))
        #expect(ImageProbe.pixel(opaque, 3, 3) == .black)   // cleared pixels read back opaque black
    }

    @Test("Every image(actions:) call starts from an empty bitmap and a fresh graphics state")
    func freshStateEachCall() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }())
        let first = renderer.image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let second = renderer.image { ctx in
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))   // default fill color: black
        }
        #expect(ImageProbe.pixel(first, 2, 2) == .red)
        #expect(ImageProbe.pixel(second, 0, 0) == .black)
        #expect(ImageProbe.pixel(second, 2, 2) == .clear)
    }

    @Test("currentImage is a snapshot of what has been drawn so far")
    func currentImage() {
        var snapshot: UIImage?
        let final = ImageProbe.render(CGSize(width: 4, height: 4), scale: 2) { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            snapshot = ctx.currentImage
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 2, y: 2, width: 2, height: 2))
        }
        #expect(snapshot?.scale == 2)
        #expect(snapshot?.size == CGSize(width: 4, height: 4))
        #expect(ImageProbe.pixel(snapshot!, 0, 0) == .red)
        #expect(ImageProbe.pixel(snapshot!, 7, 7) == .clear)
        #expect(ImageProbe.pixel(final, 7, 7) == .green)
    }

    @Test("fill(_:blendMode:) applies the blend mode to that fill only")
    func fillWithBlendMode() {
        let image = ImageProbe.render(CGSize(width: 6, height: 2)) { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 2))
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .clear)
            UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
            ctx.fill(CGRect(x: 4, y: 0, width: 2, height: 2))   // back to .normal: blends over red
        }
        #expect(ImageProbe.pixel(image, 0, 0) == .clear)
        #expect(ImageProbe.pixel(image, 3, 0) == .red)
        #expect(ImageProbe.pixel(image, 5, 0).isNear(RGBA(127, 0, 128, 255), tolerance: 2))
    }

    @Test("stroke(_:) draws a line straddling the rectangle's outline with the stroke color and line width")
    func strokeRect() {
        let image = ImageProbe.render(CGSize(width: 20, height: 20)) { ctx in
            UIColor.green.setStroke()
            ctx.cgContext.setLineWidth(4)
            ctx.stroke(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        #expect(ImageProbe.pixel(image, 3, 10) == .green)    // outside half of the left edge
        #expect(ImageProbe.pixel(image, 6, 10) == .green)    // inside half
        #expect(ImageProbe.pixel(image, 10, 10) == .clear)   // middle untouched
        #expect(ImageProbe.pixel(image, 10, 2) == .clear)
    }

    @Test("clip(to:) limits later drawing to the rectangle")
    func clipToRect() {
        let image = ImageProbe.render(CGSize(width: 10, height: 10)) { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(ImageProbe.pixel(image, 4, 5) == .red)
        #expect(ImageProbe.pixel(image, 5, 5) == .clear)
    }

    @Test("UIKit drawing helpers draw into the renderer: UIRectFill, UIBezierPath, UIImage")
    func uikitHelpersDrawIntoRenderer() {
        let image = ImageProbe.render(CGSize(width: 10, height: 10)) { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 5, y: 5, width: 5, height: 5)).fill()
            UIImage(cgImage: ImageProbe.solid(.green, width: 5, height: 5)).draw(at: CGPoint(x: 5, y: 0))
        }
        #expect(ImageProbe.pixel(image, 2, 2) == .blue)
        #expect(ImageProbe.pixel(image, 7, 7) == .red)
        #expect(ImageProbe.pixel(image, 7, 2) == .green)
        #expect(ImageProbe.pixel(image, 2, 7) == .clear)
    }

    @Test("pngData(actions:) encodes the drawn image; decoding gives the same pixels")
    func pngDataActions() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let data = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).pngData { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.cgImage?.width == 6)
        #expect(decoded.cgImage?.height == 4)
        #expect(ImageProbe.pixel(decoded, 1, 3) == .red)
        #expect(ImageProbe.pixel(decoded, 2, 0) == .clear)
    }

    @Test("jpegData(withCompressionQuality:actions:) encodes an opaque JPEG of the drawing")
    func jpegDataActions() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16), format: format)
            .jpegData(withCompressionQuality: 0.9) { ctx in
                UIColor.white.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 8))
                UIColor.blue.setFill()
                ctx.fill(CGRect(x: 0, y: 8, width: 16, height: 8))
            }
        #expect(data.prefix(2) == Data([0xFF, 0xD8]))
        let decoded = try #require(UIImage(data: data))
        #expect(ImageProbe.pixel(decoded, 8, 2).isNear(.white, tolerance: 8))
        #expect(ImageProbe.pixel(decoded, 8, 13).isNear(.blue, tolerance: 12))
    }

    @Test("The renderer keeps its own copy of the format; format reports the renderer's bounds")
    func formatIsCopied() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 6), format: format)
        format.scale = 4
        #expect(renderer.format.scale == 2)
        #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 5, height: 6))
        #expect(renderer.format !== format)
        let image = renderer.image { ctx in
            #expect(ctx.format.scale == 2)
        }
        #expect(image.scale == 2)
        #expect(renderer.allowsImageOutput)
    }

    @Test("An empty size makes no bitmap: reported, the actions do not run, the image is empty")
    func emptySize() {
        var ran = false
        var image: UIImage?
        let issues = RuntimeIssue.capture {
            image = ImageProbe.render(CGSize(width: 0, height: 10)) { _ in ran = true }
        }
        #expect(!ran)
        #expect(image?.size == .zero)
        #expect(image?.cgImage == nil)
        #expect(issues.contains { $0.contains("UIGraphicsImageRenderer.image(actions:)") })
    }

    @Test("UIGraphicsGetImageFromCurrentImageContext works inside the renderer's actions")
    func legacySnapshotInsideRenderer() {
        var inner: UIImage?
        _ = ImageProbe.render(CGSize(width: 3, height: 3), scale: 2) { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
            inner = UIGraphicsGetImageFromCurrentImageContext()
        }
        #expect(inner?.scale == 2)
        #expect(inner.map { ImageProbe.pixel($0, 5, 5) } == .red)
    }
}
