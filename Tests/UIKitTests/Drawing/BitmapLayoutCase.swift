import Foundation
import Testing
import UIKit

/// One layout `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`
/// accepts, with its memory order spelled out independently of the library's own layout
/// code, so a test can read what a drawing left in `data`.
struct BitmapLayoutCase: CustomTestStringConvertible, Sendable {
    enum Model: Sendable { case rgb, gray, alphaOnly }

    let name: String
    let model: Model
    let bitsPerComponent: Int
    let info: UInt32
    /// The components in memory order: R, G, B, A, X (padding), W (gray). A 5-bit pixel is
    /// one 16-bit word, X R G B from the top bit down.
    let order: String
    /// Components wider than a byte (and 5-bit words) are stored little-endian.
    let littleEndian: Bool
    /// The bitmap is the caller's memory with rows this many bytes longer than needed.
    var callerRowPadding: Int? = nil

    var testDescription: String { name }
    var space: CGColorSpace { model == .gray ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB() }
    var hasAlpha: Bool { order.contains("A") }
    /// The levels of one component: a difference of one is the tolerance.
    var levels: Float { bitsPerComponent == 5 ? 31 : 255 }

    /// The layout the same drawing is done in for comparison: Cairo's own BGRA, with alpha
    /// when this layout has alpha, else its opaque BGRX twin.
    var reference: BitmapLayoutCase { hasAlpha ? .bgra : .bgrx }

    /// The components of every pixel (rows first in memory first) after `draw` drew into a
    /// `width`×`height` context of this layout that started as zero bytes; nil when the
    /// context is refused.
    func drawn(width: Int, height: Int, _ draw: (CGContext) -> Void) -> [[Character: Float]]? {
        guard let padding = callerRowPadding else { return drawn(width: width, height: height, data: nil, bytesPerRow: 0, draw) }
        let bytesPerRow = (bitsPerComponent * order.count * width + 7) / 8 + padding
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
        // The context lives only inside the call, so the memory outlives it.
        let pixels = drawn(width: width, height: height, data: memory, bytesPerRow: bytesPerRow, draw)
        memory.deallocate()
        return pixels
    }

    private func drawn(width: Int, height: Int, data: UnsafeMutableRawPointer?, bytesPerRow: Int,
                       _ draw: (CGContext) -> Void) -> [[Character: Float]]? {
        guard let context = CGContext(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                                      bytesPerRow: bytesPerRow, space: space, bitmapInfo: info) else { return nil }
        draw(context)
        guard let bytes = context.data else { return nil }
        return (0..<height).flatMap { y in
            (0..<width).map { x in components(at: UnsafeRawPointer(bytes) + y * context.bytesPerRow, x: x) }
        }
    }

    /// The components of pixel `x` of the row at `row`, 0…1, keyed by their letter in `order`.
    private func components(at row: UnsafeRawPointer, x: Int) -> [Character: Float] {
        let bytesPerPixel = bitsPerComponent == 5 ? 2 : bitsPerComponent * order.count / 8
        let pixel = row + x * bytesPerPixel
        func word16(_ offset: Int) -> UInt16 {
            let raw = pixel.loadUnaligned(fromByteOffset: offset, as: UInt16.self)
            return littleEndian ? UInt16(littleEndian: raw) : UInt16(bigEndian: raw)
        }
        if bitsPerComponent == 5 {
            let w = word16(0)
            return ["R": Float((w >> 10) & 31) / 31, "G": Float((w >> 5) & 31) / 31, "B": Float(w & 31) / 31]
        }
        var values: [Character: Float] = [:]
        for (i, letter) in order.enumerated() where letter != "X" {
            switch bitsPerComponent {
            case 8: values[letter] = Float(pixel.load(fromByteOffset: i, as: UInt8.self)) / 255
            case 16: values[letter] = Float(word16(i * 2)) / 65535
            default:
                let raw = pixel.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                values[letter] = Float(bitPattern: littleEndian ? UInt32(littleEndian: raw) : UInt32(bigEndian: raw))
            }
        }
        return values
    }

    /// What this layout should hold where the reference drawing holds `reference` (its BGRA
    /// components): the same premultiplied components; for gray, the Rec. 709 luminance Core
    /// Graphics converts RGB to.
    func expected(from reference: [Character: Float]) -> [Character: Float] {
        switch model {
        case .alphaOnly: return ["A": reference["A"]!]
        case .gray: return ["W": 0.2126 * reference["R"]! + 0.7152 * reference["G"]! + 0.0722 * reference["B"]!]
        case .rgb:
            var e: [Character: Float] = ["R": reference["R"]!, "G": reference["G"]!, "B": reference["B"]!]
            if hasAlpha { e["A"] = reference["A"]! }
            return e
        }
    }
}

extension BitmapLayoutCase {
    private static let none = CGImageAlphaInfo.none.rawValue, float = CGBitmapInfo.floatComponents.rawValue
    private static let little32 = CGBitmapInfo.byteOrder32Little.rawValue, big32 = CGBitmapInfo.byteOrder32Big.rawValue
    private static let little16 = CGBitmapInfo.byteOrder16Little.rawValue, big16 = CGBitmapInfo.byteOrder16Big.rawValue

    static let bgra = BitmapLayoutCase(name: "BGRA premultipliedFirst | byteOrder32Little (Cairo's own)", model: .rgb, bitsPerComponent: 8,
                                       info: CGImageAlphaInfo.premultipliedFirst.rawValue | little32, order: "BGRA", littleEndian: false)
    static let bgrx = BitmapLayoutCase(name: "BGRX noneSkipFirst | byteOrder32Little (Cairo's own, opaque)", model: .rgb, bitsPerComponent: 8,
                                       info: CGImageAlphaInfo.noneSkipFirst.rawValue | little32, order: "BGRX", littleEndian: false)

    /// 8-bit RGB with alpha or padding first or last, in the default order, `byteOrder32Big`
    /// (the same memory) and `byteOrder32Little` (a 32-bit word: the order reversed).
    private static let rgb8: [BitmapLayoutCase] = [CGImageAlphaInfo.premultipliedLast, .premultipliedFirst, .noneSkipLast, .noneSkipFirst]
        .flatMap { alpha -> [BitmapLayoutCase] in
            let order = "RGB"
            let bigOrder = alpha == .premultipliedLast ? order + "A" : alpha == .premultipliedFirst ? "A" + order
                : alpha == .noneSkipLast ? order + "X" : "X" + order
            return [(" (default order)", UInt32(0), bigOrder), (" | byteOrder32Big", big32, bigOrder),
                    (" | byteOrder32Little", little32, String(bigOrder.reversed()))].map { suffix, byteOrder, memory in
                BitmapLayoutCase(name: "\(memory) \(alpha)\(suffix)", model: .rgb, bitsPerComponent: 8,
                                 info: alpha.rawValue | byteOrder, order: memory, littleEndian: false)
            }
        }

    /// Components wider than a byte, big-endian by default and little-endian with `little`.
    private static func wide(_ name: String, _ model: Model, _ bits: Int, _ info: UInt32, _ order: String, little: UInt32) -> [BitmapLayoutCase] {
        [BitmapLayoutCase(name: "\(name) (big-endian)", model: model, bitsPerComponent: bits, info: info, order: order, littleEndian: false),
         BitmapLayoutCase(name: "\(name) | little-endian", model: model, bitsPerComponent: bits, info: info | little, order: order, littleEndian: true)]
    }

    /// Every layout a bitmap context accepts, each byte order that changes the memory.
    static let all: [BitmapLayoutCase] = rgb8 + [
        BitmapLayoutCase(name: "BGRA in the caller's memory, padded rows", model: .rgb, bitsPerComponent: 8, info: bgra.info,
                         order: "BGRA", littleEndian: false, callerRowPadding: 12),
        BitmapLayoutCase(name: "RGBA in the caller's memory, padded rows", model: .rgb, bitsPerComponent: 8,
                         info: CGImageAlphaInfo.premultipliedLast.rawValue, order: "RGBA", littleEndian: false, callerRowPadding: 12),
        BitmapLayoutCase(name: "RGBA 16-bit premultipliedLast | byteOrder16Big", model: .rgb, bitsPerComponent: 16,
                         info: CGImageAlphaInfo.premultipliedLast.rawValue | big16, order: "RGBA", littleEndian: false),
        BitmapLayoutCase(name: "Alpha-only 8-bit", model: .alphaOnly, bitsPerComponent: 8,
                         info: CGImageAlphaInfo.alphaOnly.rawValue, order: "A", littleEndian: false),
        BitmapLayoutCase(name: "Gray 8-bit", model: .gray, bitsPerComponent: 8, info: none, order: "W", littleEndian: false),
    ]
        + wide("XRGB 5-bit noneSkipFirst", .rgb, 5, CGImageAlphaInfo.noneSkipFirst.rawValue, "XRGB", little: little16)
        + wide("RGBA 16-bit premultipliedLast", .rgb, 16, CGImageAlphaInfo.premultipliedLast.rawValue, "RGBA", little: little16)
        + wide("RGBX 16-bit noneSkipLast", .rgb, 16, CGImageAlphaInfo.noneSkipLast.rawValue, "RGBX", little: little16)
        + wide("RGBA float premultipliedLast", .rgb, 32, CGImageAlphaInfo.premultipliedLast.rawValue | float, "RGBA", little: little32)
        + wide("RGBX float noneSkipLast", .rgb, 32, CGImageAlphaInfo.noneSkipLast.rawValue | float, "RGBX", little: little32)
        + wide("Gray 16-bit", .gray, 16, none, "W", little: little16)
        + wide("Gray float", .gray, 32, none | float, "W", little: little32)
}
