import Foundation
import Testing
@testable import CoreGraphics

/// Bitmap contexts and images in every layout Core Graphics accepts (QA1037 and
/// `CGBitmapContextCreate`'s list of valid parameters): pixels read from `data` are in the
/// declared layout.
@Suite("Bitmap layouts")
struct BitmapLayoutTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bitsPerComponent: Int
        let gray: Bool
        let info: UInt32
        /// The bytes of one pixel after filling with (0.8, 0.4, 0.2) opaque — or gray 0.6 —
        /// nil for padding bytes whose value is unspecified.
        let expected: [UInt8?]
        var testDescription: String { name }
    }

    static let opaqueCases: [Case] = {
        let last = CGImageAlphaInfo.premultipliedLast.rawValue, first = CGImageAlphaInfo.premultipliedFirst.rawValue
        let skipLast = CGImageAlphaInfo.noneSkipLast.rawValue, skipFirst = CGImageAlphaInfo.noneSkipFirst.rawValue
        let little = CGBitmapInfo.byteOrder32Little.rawValue, big = CGBitmapInfo.byteOrder32Big.rawValue
        return [
            Case(name: "RGBA premultipliedLast (default order)", bitsPerComponent: 8, gray: false, info: last, expected: [204, 102, 51, 255]),
            Case(name: "RGBA premultipliedLast | byteOrder32Big", bitsPerComponent: 8, gray: false, info: last | big, expected: [204, 102, 51, 255]),
            Case(name: "ABGR premultipliedLast | byteOrder32Little", bitsPerComponent: 8, gray: false, info: last | little, expected: [255, 51, 102, 204]),
            Case(name: "ARGB premultipliedFirst (big-endian)", bitsPerComponent: 8, gray: false, info: first, expected: [255, 204, 102, 51]),
            Case(name: "BGRA premultipliedFirst | byteOrder32Little", bitsPerComponent: 8, gray: false, info: first | little, expected: [51, 102, 204, 255]),
            Case(name: "RGBX noneSkipLast", bitsPerComponent: 8, gray: false, info: skipLast, expected: [204, 102, 51, nil]),
            Case(name: "XBGR noneSkipLast | byteOrder32Little", bitsPerComponent: 8, gray: false, info: skipLast | little, expected: [nil, 51, 102, 204]),
            Case(name: "XRGB noneSkipFirst", bitsPerComponent: 8, gray: false, info: skipFirst, expected: [nil, 204, 102, 51]),
            Case(name: "BGRX noneSkipFirst | byteOrder32Little", bitsPerComponent: 8, gray: false, info: skipFirst | little, expected: [51, 102, 204, nil]),
            Case(name: "RGBA 16 bits premultipliedLast (big-endian)", bitsPerComponent: 16, gray: false, info: last,
                 expected: [0xCC, 0xCC, 0x66, 0x66, 0x33, 0x33, 0xFF, 0xFF]),
            Case(name: "Gray 8 bits", bitsPerComponent: 8, gray: true, info: CGImageAlphaInfo.none.rawValue, expected: [153]),
            Case(name: "Gray 16 bits", bitsPerComponent: 16, gray: true, info: CGImageAlphaInfo.none.rawValue, expected: [0x99, 0x99]),
        ]
    }()

    @Test("Each accepted layout draws and stores its pixels in the declared order", arguments: opaqueCases)
    func layouts(_ c: Case) throws {
        let space = c.gray ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB()
        let context = try #require(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: c.bitsPerComponent,
                                             bytesPerRow: 0, space: space, bitmapInfo: c.info))
        if c.gray { context.setFillColor(gray: 0.6, alpha: 1) } else { context.setFillColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1) }
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        let data = try #require(context.data)
        #expect(context.bytesPerRow == 3 * c.expected.count)
        #expect(context.bitmapInfo.rawValue == c.info && context.bitsPerComponent == c.bitsPerComponent)
        let bytes = (0..<c.expected.count).map { data.load(fromByteOffset: context.bytesPerRow + 2 * c.expected.count + $0, as: UInt8.self) }
        for (got, want) in zip(bytes, c.expected) where want != nil { #expect(got == want, "\(bytes)") }
    }

    @Test("Every accepted layout round-trips: makeImage keeps the layout, its provider's bytes are the context's, and CGImage made from them gives the same bytes and pixels", arguments: opaqueCases)
    func roundTrip(_ c: Case) throws {
        let space = c.gray ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB()
        let context = try #require(CGContext(data: nil, width: 4, height: 3, bitsPerComponent: c.bitsPerComponent,
                                             bytesPerRow: 0, space: space, bitmapInfo: c.info))
        if c.gray { context.setFillColor(gray: 0.6, alpha: 1) } else { context.setFillColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1) }
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 3))
        let image = try #require(context.makeImage())
        #expect(image.bitmapInfo.rawValue == c.info && image.bitsPerComponent == c.bitsPerComponent)
        #expect(image.bitsPerPixel == context.bitsPerPixel && image.bytesPerRow == context.bytesPerRow)
        let bytes = try #require(image.dataProvider?.data)
        #expect(bytes == Data(bytes: context.data!, count: context.bytesPerRow * 3))
        let again = try #require(CGImage(width: 4, height: 3, bitsPerComponent: image.bitsPerComponent, bitsPerPixel: image.bitsPerPixel,
                                         bytesPerRow: image.bytesPerRow, space: space, bitmapInfo: image.bitmapInfo,
                                         provider: CGDataProvider(data: bytes)!, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(again.dataProvider?.data == bytes)
        for (x, y) in [(0, 0), (1, 2), (3, 1)] {
            let p = image.pixel(x: x, y: y), q = again.pixel(x: x, y: y)
            #expect([p.r, p.g, p.b, p.a] == [q.r, q.g, q.b, q.a], "(\(x), \(y))")
        }
    }

    @Test("32-bit float RGBA (floatComponents | byteOrder32Little) stores the components as floats")
    func floatComponents() throws {
        let info = CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let c = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 32, bytesPerRow: 0,
                                       space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        #expect(c.bitsPerPixel == 128)
        c.setFillColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let floats = (0..<4).map { c.data!.load(fromByteOffset: $0 * 4, as: Float.self) }
        #expect(abs(floats[0] - 0.8) < 0.003 && abs(floats[1] - 0.4) < 0.003 && abs(floats[2] - 0.2) < 0.003 && floats[3] == 1)
    }

    @Test("Alpha-only (masks) keeps the coverage and drops color; 5-bit RGB packs X1R5G5B5")
    func alphaOnlyAndFiveBit() throws {
        let mask = try #require(CGContext(data: nil, width: 5, height: 1, bitsPerComponent: 8, bytesPerRow: 5,
                                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        mask.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        mask.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect((0..<5).map { mask.data!.load(fromByteOffset: $0, as: UInt8.self) } == [128, 128, 0, 0, 0])
        let rgb555 = try #require(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 5, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                            bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder16Little.rawValue))
        rgb555.setFillColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1)
        rgb555.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let word = rgb555.data!.load(as: UInt16.self)
        #expect(word & 0x7FFF == 25 << 10 | 12 << 5 | 6)
    }

    @Test("Semi-transparent drawing in RGBA is premultiplied, as CGBitmapContext stores it")
    func premultipliedRGBA() throws {
        var memory = [UInt8](repeating: 0, count: 16)
        memory.withUnsafeMutableBytes { raw in
            let c = CGContext(data: raw.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            c.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
            c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(abs(Int(memory[0]) - 128) <= 1 && abs(Int(memory[1]) - 64) <= 1 && memory[2] == 0 && abs(Int(memory[3]) - 128) <= 1)
    }

    @Test("What the caller wrote into data before drawing is kept and drawn over (RGBA, caller-owned memory)")
    func callerPixelsAreDrawnOver() {
        var memory = [UInt8](repeating: 0, count: 4 * 4 * 1)
        for i in 0..<4 { memory[i * 4 + 1] = 255; memory[i * 4 + 3] = 255 }   // opaque green
        memory.withUnsafeMutableBytes { raw in
            let c = CGContext(data: raw.baseAddress, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 16,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            // Written between two drawings: blue at pixel 3, then a half-transparent white over 2…4.
            raw.storeBytes(of: 0xFF, toByteOffset: 12 + 2, as: UInt8.self)
            raw.storeBytes(of: 0, toByteOffset: 12 + 1, as: UInt8.self)
            c.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.5)
            c.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
        }
        #expect(Array(memory[0..<4]) == [255, 0, 0, 255])
        #expect(Array(memory[8..<12]) == [0, 255, 0, 255])
        #expect(abs(Int(memory[12]) - 128) <= 1 && abs(Int(memory[13]) - 128) <= 1 && memory[14] == 255 && memory[15] == 255)
    }

    @Test("makeImage keeps the context's layout; its data provider gives the same bytes, and CGImage made from them round-trips")
    func imagesRoundTrip() throws {
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        let c = try #require(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                       space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        c.setFillColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        c.fill(CGRect(x: 1, y: 0, width: 1, height: 2))
        let image = try #require(c.makeImage())
        #expect(image.bitmapInfo.rawValue == info && image.bitsPerPixel == 32 && image.bytesPerRow == 12)
        let bytes = try #require(image.dataProvider?.data)
        #expect(bytes == Data(bytes: c.data!, count: 24))
        let again = try #require(CGImage(width: 3, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 12,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: info),
                                         provider: CGDataProvider(data: bytes)!, decode: nil, shouldInterpolate: true,
                                         intent: .defaultIntent))
        #expect(again.dataProvider?.data == bytes)
        let p = again.pixel(x: 0, y: 0), q = again.pixel(x: 1, y: 1)
        #expect([p.r, p.g, p.b, p.a] == [204, 102, 51, 255])
        #expect(q.r == 0 && q.g == 0 && abs(Int(q.b) - 128) <= 1 && abs(Int(q.a) - 128) <= 1)
    }

    @Test("Images read unpremultiplied alpha, 24-bit RGB, gray and 16-bit bytes in either byte order")
    func imageLayouts() throws {
        func image(_ bytes: [UInt8], bpc: Int, bpp: Int, gray: Bool = false, _ info: UInt32) -> CGImage? {
            CGImage(width: 1, height: 1, bitsPerComponent: bpc, bitsPerPixel: bpp, bytesPerRow: bpp / 8,
                    space: gray ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB(),
                    bitmapInfo: CGBitmapInfo(rawValue: info), provider: CGDataProvider(data: Data(bytes))!,
                    decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        }
        func rgba(_ i: CGImage?) -> [UInt8] { i.map { let p = $0.pixel(x: 0, y: 0); return [p.r, p.g, p.b, p.a] } ?? [] }
        #expect(rgba(image([255, 0, 0, 128], bpc: 8, bpp: 32, CGImageAlphaInfo.last.rawValue)) == [128, 0, 0, 128])
        #expect(rgba(image([10, 20, 30], bpc: 8, bpp: 24, CGImageAlphaInfo.none.rawValue)) == [10, 20, 30, 255])
        #expect(rgba(image([77], bpc: 8, bpp: 8, gray: true, CGImageAlphaInfo.none.rawValue)) == [77, 77, 77, 255])
        #expect(rgba(image([0x12, 0x34], bpc: 16, bpp: 16, gray: true, CGImageAlphaInfo.none.rawValue)) == [18, 18, 18, 255])
        #expect(rgba(image([0x12, 0x34], bpc: 16, bpp: 16, gray: true,
                           CGImageAlphaInfo.none.rawValue | CGBitmapInfo.byteOrder16Little.rawValue)) == [52, 52, 52, 255])
        // Too few bytes, or a layout with no meaning: nil, never a read past the end.
        #expect(image([1, 2], bpc: 8, bpp: 32, CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(image([1, 2, 3, 4], bpc: 8, bpp: 16, CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test("A decode array maps components as Core Graphics does ([1, 0] inverts)")
    func decodeArray() throws {
        let decode: [CGFloat] = [1, 0]
        let image = decode.withUnsafeBufferPointer {
            CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 1, space: CGColorSpaceCreateDeviceGray(),
                    bitmapInfo: CGBitmapInfo(rawValue: 0), provider: CGDataProvider(data: Data([200]))!,
                    decode: $0.baseAddress, shouldInterpolate: false, intent: .defaultIntent)
        }
        let p = try #require(image).pixel(x: 0, y: 0)
        #expect(p.r == 55 && p.a == 255)
    }
}
