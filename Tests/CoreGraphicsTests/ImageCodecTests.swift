import CoreGraphics
import Foundation
import Testing

// Fixtures (Tests/CoreGraphicsTests/Fixtures), made once outside the tests:
// - rgb.png, rgba.png, gray.png, wide.png: written with Python's zlib and struct (8-bit,
//   no filters); wide.png is a valid 40000×1 RGBA image.
// - gray.jpg (16×16 grayscale, 8×8 quadrants 0/85/170/255, quality 100), cmyk.jpg (16×8
//   Adobe CMYK, inverted samples, left half red, right half blue, quality 100) and wide.jpg
//   (a valid 40000×8 grayscale image): written with libjpeg-turbo's own compressor.

/// The bytes of a file in the test bundle's Fixtures folder.
func imageFixture(_ name: String) throws -> Data {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
    return try Data(contentsOf: url)
}

/// Straight (r, g, b, a) made premultiplied as Cairo does.
func premultiplied(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    func m(_ c: Int) -> UInt8 { UInt8((c * a + 127) / 255) }
    return (m(r), m(g), m(b), UInt8(a))
}

/// 64×32 pixels: red across, green down, blue constant, alpha rising left to right from 0.
func translucentGradient() -> CGImage {
    CGImage(width: 64, height: 32) { x, y in premultiplied(x * 4, y * 8, 90, x * 255 / 63) }!
}

/// 64×48 opaque pixels varying smoothly, as photographs mostly do.
func opaqueGradient() -> CGImage {
    CGImage(width: 64, height: 48) { x, y in (UInt8(x * 4), UInt8(y * 5), UInt8((x + y) * 2), 255) }!
}

/// The largest difference between two images' premultiplied components; nil if sizes differ.
func maximumDifference(_ a: CGImage, _ b: CGImage) -> Int? {
    guard a.width == b.width, a.height == b.height else { return nil }
    var worst = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
            worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)),
                        abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
        }
    }
    return worst
}

/// Deterministic bytes (SplitMix64) so a failure reproduces.
func pseudoRandomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
}

// MARK: - PNG

@Suite("PNG encoding and decoding")
struct ImagePNGTests {
    @Test("an opaque image survives PNG encoding and decoding exactly")
    func opaqueRoundTripIsExact() throws {
        let image = opaqueGradient()
        let data = try #require(ImageCodec.pngData(image))
        let decoded = try #require(ImageCodec.decode(data))
        #expect(maximumDifference(image, decoded) == 0)
    }

    @Test("translucent pixels survive PNG within ±1 premultiplied; clear pixels stay clear")
    func translucentRoundTripWithinOne() throws {
        let image = translucentGradient()
        let data = try #require(ImageCodec.pngData(image))
        let decoded = try #require(ImageCodec.decode(data))
        let difference = try #require(maximumDifference(image, decoded))
        #expect(difference <= 1)
        for y in 0..<image.height {
            #expect(decoded.pixel(x: 0, y: y) == (0, 0, 0, 0))
            #expect(decoded.pixel(x: 63, y: y).a == 255)
        }
    }

    @Test("pngData writes a PNG signature and an IHDR of the image's size, 8-bit RGBA")
    func encodedHeader() throws {
        let data = [UInt8](try #require(ImageCodec.pngData(translucentGradient())))
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(data[12..<16]) == Array("IHDR".utf8))
        #expect(Array(data[16..<24]) == [0, 0, 0, 64, 0, 0, 0, 32])
        #expect(data[24] == 8)  // bit depth
        #expect(data[25] == 6)  // color type: RGB with alpha
    }

    @Test("an RGB PNG decodes to its colors with alpha 255")
    func rgbFixture() throws {
        let image = try #require(ImageCodec.decode(try imageFixture("rgb.png")))
        #expect(image.width == 2 && image.height == 2)
        #expect(image.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(image.pixel(x: 1, y: 0) == (0, 255, 0, 255))
        #expect(image.pixel(x: 0, y: 1) == (0, 0, 255, 255))
        #expect(image.pixel(x: 1, y: 1) == (10, 20, 30, 255))
    }

    @Test("a PNG's straight alpha becomes premultiplied color")
    func rgbaFixtureIsPremultiplied() throws {
        // Stored straight: (255, 255, 255, 128) and (200, 100, 50, 51).
        let image = try #require(ImageCodec.decode(try imageFixture("rgba.png")))
        #expect(image.pixel(x: 0, y: 0) == (128, 128, 128, 128))
        #expect(image.pixel(x: 1, y: 0) == (40, 20, 10, 51))
    }

    @Test("a grayscale PNG decodes to equal red, green and blue, opaque")
    func grayFixture() throws {
        let image = try #require(ImageCodec.decode(try imageFixture("gray.png")))
        #expect(image.width == 3 && image.height == 1)
        #expect(image.pixel(x: 0, y: 0) == (0, 0, 0, 255))
        #expect(image.pixel(x: 1, y: 0) == (128, 128, 128, 255))
        #expect(image.pixel(x: 2, y: 0) == (255, 255, 255, 255))
    }

    @Test("a PNG whose header is wider than maximumSide is refused")
    func oversizedPNGRefused() throws {
        let data = try imageFixture("wide.png")
        #expect(ImageCodec.format(of: data) == .png)
        #expect(ImageCodec.decode(data) == nil)
    }

    @Test("a PNG exactly maximumSide wide is accepted")
    func maximumSidePNGAccepted() throws {
        let side = PixelBuffer.maximumSide
        let image = try #require(CGImage(width: side, height: 1) { x, _ in (UInt8(x & 0xFF), 0, 0, 255) })
        let data = try #require(ImageCodec.pngData(image))
        let decoded = try #require(ImageCodec.decode(data))
        #expect(decoded.width == side && decoded.height == 1)
        #expect(decoded.pixel(x: side - 1, y: 0) == (UInt8((side - 1) & 0xFF), 0, 0, 255))
    }

    @Test("a PNG cut off at half its length decodes to nil")
    func truncatedPNG() throws {
        let data = try #require(ImageCodec.pngData(translucentGradient()))
        #expect(ImageCodec.decode(data.prefix(data.count / 2)) == nil)
        #expect(ImageCodec.decode(data.prefix(8)) == nil)
        #expect(ImageCodec.decode(data.prefix(data.count - 1)) == nil)
    }

    @Test("a PNG signature followed by random bytes decodes to nil")
    func pngSignatureThenGarbage() {
        let data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + pseudoRandomBytes(4096, seed: 1))
        #expect(ImageCodec.decode(data) == nil)
    }

    @Test("a PNG with damaged image data (bad checksum) decodes to nil")
    func corruptedPNG() throws {
        var data = try #require(ImageCodec.pngData(opaqueGradient()))
        let middle = data.startIndex + data.count / 2
        data[middle] ^= 0xFF
        #expect(ImageCodec.decode(data) == nil)
    }
}

// MARK: - JPEG

@Suite("JPEG encoding and decoding")
struct ImageJPEGTests {
    @Test("opaque content survives JPEG at quality 0.9 within a small tolerance")
    func roundTripAtHighQuality() throws {
        let image = opaqueGradient()
        let data = try #require(ImageCodec.jpegData(image, quality: 0.9))
        let decoded = try #require(ImageCodec.decode(data))
        #expect(decoded.width == 64 && decoded.height == 48)
        let difference = try #require(maximumDifference(image, decoded))
        #expect(difference <= 6)
        #expect(decoded.pixel(x: 10, y: 10).a == 255)
    }

    @Test("jpegData writes SOI first and EOI last, and a frame header of the image's size")
    func encodedMarkers() throws {
        let data = [UInt8](try #require(ImageCodec.jpegData(opaqueGradient(), quality: 0.8)))
        #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF])
        #expect(Array(data.suffix(2)) == [0xFF, 0xD9])
        // A baseline or Huffman-optimized frame header: FF C0/C1, length, precision, height, width.
        let sof = try #require(data.indices.dropLast().first { data[$0] == 0xFF && (data[$0 + 1] == 0xC0 || data[$0 + 1] == 0xC1) })
        #expect(Array(data[(sof + 5)..<(sof + 9)]) == [0, 48, 0, 64])
    }

    @Test("lower quality gives fewer bytes")
    func qualityControlsSize() throws {
        let image = CGImage(width: 96, height: 96) { x, y in
            (UInt8((x * 37 + y * 11) & 0xFF), UInt8((x * x + y) & 0xFF), UInt8((y * 53) & 0xFF), 255)
        }!
        let small = try #require(ImageCodec.jpegData(image, quality: 0.1))
        let large = try #require(ImageCodec.jpegData(image, quality: 1.0))
        #expect(small.count < large.count)
    }

    @Test("translucent pixels are written as if composited over black")
    func translucentOverBlack() throws {
        // Premultiplied (128, 64, 0) at alpha 128: that color over black.
        let image = CGImage(width: 16, height: 16) { _, _ in (128, 64, 0, 128) }!
        let data = try #require(ImageCodec.jpegData(image, quality: 1))
        let decoded = try #require(ImageCodec.decode(data))
        let p = decoded.pixel(x: 8, y: 8)
        #expect(p.a == 255)
        #expect(abs(Int(p.r) - 128) <= 3 && abs(Int(p.g) - 64) <= 3 && abs(Int(p.b) - 0) <= 3)
    }

    @Test("a grayscale JPEG decodes to equal red, green and blue, opaque")
    func grayscaleFixture() throws {
        let image = try #require(ImageCodec.decode(try imageFixture("gray.jpg")))
        #expect(image.width == 16 && image.height == 16)
        let expected: [(x: Int, y: Int, v: Int)] = [(3, 3, 0), (12, 3, 85), (3, 12, 170), (12, 12, 255)]
        for (x, y, v) in expected {
            let p = image.pixel(x: x, y: y)
            #expect(p.r == p.g && p.g == p.b && p.a == 255)
            #expect(abs(Int(p.r) - v) <= 2)
        }
    }

    @Test("an Adobe CMYK JPEG decodes to its RGB colors")
    func cmykFixture() throws {
        let image = try #require(ImageCodec.decode(try imageFixture("cmyk.jpg")))
        #expect(image.width == 16 && image.height == 8)
        let red = image.pixel(x: 3, y: 4), blue = image.pixel(x: 12, y: 4)
        #expect(red.r >= 250 && red.g <= 5 && red.b <= 5 && red.a == 255)
        #expect(blue.r <= 5 && blue.g <= 5 && blue.b >= 250 && blue.a == 255)
    }

    @Test("a JPEG whose header is wider than maximumSide is refused")
    func oversizedJPEGRefused() throws {
        let data = try imageFixture("wide.jpg")
        #expect(ImageCodec.format(of: data) == .jpeg)
        #expect(ImageCodec.decode(data) == nil)
    }

    @Test("a truncated JPEG decodes to nil", arguments: [0.1, 0.5, 0.9])
    func truncatedJPEG(keptFraction: Double) throws {
        let data = try #require(ImageCodec.jpegData(opaqueGradient(), quality: 0.9))
        #expect(ImageCodec.decode(data.prefix(Int(Double(data.count) * keptFraction))) == nil)
    }

    @Test("a JPEG start marker followed by random bytes decodes to nil")
    func jpegMarkerThenGarbage() {
        let data = Data([0xFF, 0xD8, 0xFF] + pseudoRandomBytes(4096, seed: 2))
        #expect(ImageCodec.decode(data) == nil)
    }
}

// MARK: - Any input

@Suite("Image decoding of arbitrary data")
struct ImageDecodingRobustnessTests {
    @Test("empty data decodes to nil")
    func emptyData() {
        #expect(ImageCodec.decode(Data()) == nil)
        #expect(ImageCodec.format(of: Data()) == nil)
    }

    @Test("random bytes decode to nil")
    func randomBytes() {
        #expect(ImageCodec.decode(Data(pseudoRandomBytes(1000, seed: 3))) == nil)
    }

    @Test("the format is told by the signature: PNG, JPEG or neither")
    func sniffing() {
        #expect(ImageCodec.format(of: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) == .png)
        #expect(ImageCodec.format(of: Data([0xFF, 0xD8, 0xFF, 0xE0])) == .jpeg)
        #expect(ImageCodec.format(of: Data([0xFF, 0xD8])) == nil)
        #expect(ImageCodec.format(of: Data("GIF89a".utf8)) == nil)
    }

    @Test("damaged PNG and JPEG data never crash: nil or an image of the right size",
          arguments: [ImageCodec.Format.png, .jpeg])
    func mutatedDataNeverCrashes(format: ImageCodec.Format) throws {
        let image = opaqueGradient()
        let original = try #require(format == .png ? ImageCodec.pngData(image) : ImageCodec.jpegData(image, quality: 0.8))
        let noise = pseudoRandomBytes(300 * 3, seed: 4)
        for trial in 0..<300 {
            var data = original
            // Keep the signature so the decoder, not the sniffer, meets the damage.
            let position = 8 + (Int(noise[trial * 3]) << 8 | Int(noise[trial * 3 + 1])) % (data.count - 8)
            data[data.startIndex + position] ^= noise[trial * 3 + 2] | 1
            if let decoded = ImageCodec.decode(data) {
                #expect(decoded.width > 0 && decoded.width <= PixelBuffer.maximumSide)
                #expect(decoded.height > 0 && decoded.height <= PixelBuffer.maximumSide)
            }
        }
    }
}

@Suite("Image size limits")
struct ImageSizeLimitTests {
    /// A PNG signature and IHDR chunk claiming `width` × `height`, with no pixel data.
    private func pngHeader(width: UInt32, height: UInt32) -> Data {
        var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        d.append(contentsOf: Array("IHDR".utf8))
        for v in [width, height] { d.append(contentsOf: [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]) }
        d.append(contentsOf: [8, 6, 0, 0, 0, 0, 0, 0, 0])
        return d
    }

    @Test("A small file whose header claims 32767 × 32767 pixels is refused before any allocation")
    func hugeAreaRefused() {
        #expect(ImageCodec.decode(pngHeader(width: 32_767, height: 32_767)) == nil)
        #expect(!PixelBuffer.allows(width: 32_767, height: 32_767))
        #expect(PixelBuffer.allows(width: 10_000, height: 10_000))
        #expect(PixelBuffer(width: 20_000, height: 20_000) == nil)
    }
}
