import CoreGraphics
import Foundation
import Testing

/// 4×3 opaque pixels whose red is 10·x and green 10·y, so a pixel tells where it came from.
private func coordinateImage() -> CGImage {
    CGImage(width: 4, height: 3) { x, y in (UInt8(10 * x), UInt8(10 * y), 0, 255) }!
}

/// The (x, y) a pixel of `coordinateImage()` came from.
private func origin(_ image: CGImage, _ x: Int, _ y: Int) -> (x: Int, y: Int) {
    let p = image.pixel(x: x, y: y)
    return (Int(p.r) / 10, Int(p.g) / 10)
}

@Suite("CGImage.cropping(to:)")
struct ImageCroppingTests {
    @Test("a rectangle inside the image selects those pixels, origin at the top-left")
    func insideRect() throws {
        let cropped = try #require(coordinateImage().cropping(to: CGRect(x: 1, y: 1, width: 2, height: 2)))
        #expect(cropped.width == 2 && cropped.height == 2)
        #expect(origin(cropped, 0, 0) == (1, 1))
        #expect(origin(cropped, 1, 1) == (2, 2))
    }

    @Test("a rectangle partly outside is cut to its intersection with the image")
    func partlyOutside() throws {
        let cropped = try #require(coordinateImage().cropping(to: CGRect(x: -2, y: 1, width: 4, height: 10)))
        #expect(cropped.width == 2 && cropped.height == 2)
        #expect(origin(cropped, 0, 0) == (0, 1))
        #expect(origin(cropped, 1, 1) == (1, 2))
    }

    @Test("a rectangle wholly outside, or only touching an edge, gives nil")
    func whollyOutside() {
        let image = coordinateImage()
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 5, height: 5)) == nil)
        #expect(image.cropping(to: CGRect(x: -5, y: 0, width: 5, height: 3)) == nil)
        #expect(image.cropping(to: CGRect(x: 0, y: 3, width: 4, height: 2)) == nil)
    }

    @Test("a fractional rectangle grows outward to whole pixels")
    func fractionalIsMadeIntegral() throws {
        let cropped = try #require(coordinateImage().cropping(to: CGRect(x: 1.5, y: 0.25, width: 1.2, height: 1.5)))
        // x 1.5...2.7 → 1...3, y 0.25...1.75 → 0...2
        #expect(cropped.width == 2 && cropped.height == 2)
        #expect(origin(cropped, 0, 0) == (1, 0))
    }

    @Test("a negative-size rectangle covers the same pixels as its standardized form")
    func negativeSize() throws {
        let cropped = try #require(coordinateImage().cropping(to: CGRect(x: 3, y: 3, width: -2, height: -2)))
        #expect(cropped.width == 2 && cropped.height == 2)
        #expect(origin(cropped, 0, 0) == (1, 1))
    }

    @Test("null, empty and NaN rectangles give nil; the infinite rectangle the whole image")
    func specialRects() throws {
        let image = coordinateImage()
        #expect(image.cropping(to: .null) == nil)
        #expect(image.cropping(to: CGRect(x: 1, y: 1, width: 0, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2)) == nil)
        let whole = try #require(image.cropping(to: .infinite))
        #expect(whole.width == 4 && whole.height == 3)
        let huge = try #require(image.cropping(to: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)))
        #expect(huge.width == 4 && huge.height == 3)
    }

    @Test("cropping leaves the original image unchanged")
    func originalUnchanged() throws {
        let image = coordinateImage()
        _ = try #require(image.cropping(to: CGRect(x: 1, y: 1, width: 1, height: 1)))
        #expect(image.width == 4 && image.height == 3)
        #expect(origin(image, 3, 2) == (3, 2))
    }
}

@Suite("CGImage pixel access")
struct ImagePixelAccessTests {
    @Test("dataProvider's data is bytesPerRow × height bytes of native-endian premultiplied ARGB")
    func dataProviderMatchesPixels() throws {
        let values: [UInt32] = [0xFF10_2030, 0x8040_2010, 0x0000_0000,
                                0xFFFF_FFFF, 0x0101_0000, 0x7F7F_7F7F]
        let image = try #require(CGImage(width: 3, height: 2, pixels: values))
        let data = try #require(image.dataProvider?.data)
        #expect(data.count == image.bytesPerRow * image.height)
        for y in 0..<2 {
            for x in 0..<3 {
                let value = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: y * image.bytesPerRow + x * 4, as: UInt32.self) }
                #expect(value == values[y * 3 + x])
            }
        }
        #if _endian(little)
        // B, G, R, A in memory: Core Graphics' premultipliedFirst | byteOrder32Little.
        #expect(Array(data.prefix(4)) == [0x30, 0x20, 0x10, 0xFF])
        #endif
        #expect(image.bitmapInfo.contains(.byteOrder32Little))
        #expect(image.alphaInfo == .premultipliedFirst)
    }

    @Test("a decoded image's dataProvider gives its decoded pixels")
    func decodedDataProvider() throws {
        let image = try #require(ImageCodec.decode(try imageFixture("rgb.png")))
        let data = try #require(image.dataProvider?.data)
        #expect(data.count == image.bytesPerRow * 2)
        let last = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: image.bytesPerRow + 4, as: UInt32.self) }
        #expect(last == 0xFF0A_141E)
    }

    @Test("CGDataProvider(data:) hands back the bytes it was given")
    func providerOfBytes() throws {
        let bytes = Data([1, 2, 3, 250])
        #expect(try #require(CGDataProvider(data: bytes)).data == bytes)
    }

    @Test("an image from pixel values needs width × height of them, premultiplied")
    func pixelInitializerValidates() {
        #expect(CGImage(width: 2, height: 2, pixels: [0, 0, 0]) == nil)
        #expect(CGImage(width: 1, height: 1, pixels: [0x80FF_0000]) == nil)  // red above alpha
        #expect(CGImage(width: 0, height: 1, pixels: []) == nil)
        #expect(CGImage(width: 1, height: 1, pixels: [0x8080_0000]) != nil)
    }
}
