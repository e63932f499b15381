internal import CPixman
import Foundation

/// A bitmap's memory layout as Core Graphics describes it (components, bits, alpha, byte
/// order), and the conversion of its pixels to and from the premultiplied ARGB32 that Cairo
/// draws and the compositor blits.
///
/// Cairo draws in one layout (`premultipliedFirst | byteOrder32Little` on little-endian
/// machines); contexts and images in any other layout keep their pixels in the declared
/// layout and convert at the edges — 8-bit RGB layouts through pixman (a SIMD format
/// conversion), the rest per pixel. Precision inside is 8 bits per component.
package struct BitmapLayout: Equatable, Sendable {
    /// One component slot in a pixel, in memory order.
    enum Slot: Equatable, Sendable { case red, green, blue, gray, alpha, skip }

    package enum Model: Equatable, Sendable { case rgb, gray, alphaOnly }

    package let model: Model
    package let bitsPerComponent: Int
    package let bitsPerPixel: Int
    package let alphaInfo: CGImageAlphaInfo
    /// The byte-order bits of the bitmap info (`CGBitmapInfo.byteOrderMask`).
    package let byteOrder: UInt32
    package let isFloat: Bool
    /// The pixel's components in memory order.
    let slots: [Slot]

    package var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: alphaInfo.rawValue | byteOrder | (isFloat ? CGBitmapInfo.floatComponents.rawValue : 0))
    }

    package var colorSpace: CGColorSpace? {
        switch model {
        case .rgb: return CGColorSpaceCreateDeviceRGB()
        case .gray: return CGColorSpaceCreateDeviceGray()
        case .alphaOnly: return nil
        }
    }

    /// Cairo's own layout: the pixels can be drawn and blitted where they are.
    package static let native = BitmapLayout(
        model: .rgb, bitsPerComponent: 8, bitsPerPixel: 32, alphaInfo: .premultipliedFirst,
        byteOrder: CGBitmapInfo.byteOrder32Little.rawValue, isFloat: false, slots: [.blue, .green, .red, .alpha])

    /// Whether Cairo draws into memory of this layout directly (ARGB32, or RGB24 whose
    /// padding byte it ignores).
    package var isNative: Bool {
        model == .rgb && bitsPerComponent == 8 && bitsPerPixel == 32 && !isFloat
            && byteOrder == CGBitmapInfo.byteOrder32Little.rawValue
            && (alphaInfo == .premultipliedFirst || alphaInfo == .noneSkipFirst)
    }

    var bytesPerPixel: Int { bitsPerPixel / 8 }
    package var hasAlpha: Bool { slots.contains(.alpha) }
    var isPremultiplied: Bool { alphaInfo != .last && alphaInfo != .first }

    /// The shortest row of `width` pixels.
    package func minimumBytesPerRow(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

    private init(model: Model, bitsPerComponent: Int, bitsPerPixel: Int, alphaInfo: CGImageAlphaInfo,
                 byteOrder: UInt32, isFloat: Bool, slots: [Slot]) {
        self.model = model; self.bitsPerComponent = bitsPerComponent; self.bitsPerPixel = bitsPerPixel
        self.alphaInfo = alphaInfo; self.byteOrder = byteOrder; self.isFloat = isFloat; self.slots = slots
    }

    /// The layout of a bitmap context, as `CGBitmapContextCreate` accepts it; otherwise the
    /// reason it is refused (the combinations Core Graphics lists as valid).
    package static func context(bitsPerComponent bpc: Int, space: CGColorSpace?, bitmapInfo: UInt32) -> Result<BitmapLayout, Refusal> {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard let alpha = info.alphaInfo else { return .failure(Refusal("unknown alpha info \(bitmapInfo & 0x1F)")) }
        let isFloat = info.contains(.floatComponents)
        let valid: Bool
        switch (space?.model, alpha) {
        case (_, .alphaOnly): valid = bpc == 8 && !isFloat
        case (.monochrome, .none): valid = (bpc == 8 || bpc == 16) && !isFloat || bpc == 32 && isFloat
        case (.rgb, .noneSkipFirst): valid = (bpc == 8 || bpc == 5) && !isFloat
        case (.rgb, .premultipliedFirst): valid = bpc == 8 && !isFloat
        case (.rgb, .noneSkipLast), (.rgb, .premultipliedLast):
            valid = (bpc == 8 || bpc == 16) && !isFloat || bpc == 32 && isFloat
        default: valid = false
        }
        guard valid else {
            return .failure(Refusal("unsupported parameter combination: \(bpc) bits per component, \(isFloat ? "float" : "integer") components, \(space.map { "\($0.model)" } ?? "no") color space, alpha \(alpha). Valid for RGB: 8 bits with noneSkipFirst, noneSkipLast, premultipliedFirst or premultipliedLast; 5 bits with noneSkipFirst; 16 bits or 32-bit float with premultipliedLast or noneSkipLast. Gray: 8 or 16 bits or 32-bit float with none. Any space: 8 bits alphaOnly"))
        }
        return make(bitsPerComponent: bpc, bitsPerPixel: nil, model: space?.model, alpha: alpha, info: info)
    }

    /// The layout of an image's bytes (`CGImage(width:height:bitsPerComponent:…)`), which may
    /// also be unpremultiplied or have no alpha byte at all.
    package static func image(bitsPerComponent bpc: Int, bitsPerPixel bpp: Int, space: CGColorSpace?,
                              bitmapInfo: CGBitmapInfo) -> Result<BitmapLayout, Refusal> {
        guard let alpha = bitmapInfo.alphaInfo else { return .failure(Refusal("unknown alpha info")) }
        return make(bitsPerComponent: bpc, bitsPerPixel: bpp, model: space?.model, alpha: alpha, info: bitmapInfo)
    }

    private static func make(bitsPerComponent bpc: Int, bitsPerPixel: Int?, model spaceModel: CGColorSpace.Model?,
                             alpha: CGImageAlphaInfo, info: CGBitmapInfo) -> Result<BitmapLayout, Refusal> {
        let isFloat = info.contains(.floatComponents)
        let order = info.intersection(.byteOrderMask).rawValue
        let model: Model
        var slots: [Slot]
        if alpha == .alphaOnly {
            model = .alphaOnly; slots = [.alpha]
        } else {
            switch spaceModel {
            case .rgb?: model = .rgb; slots = [.red, .green, .blue]
            case .monochrome?: model = .gray; slots = [.gray]
            default: return .failure(Refusal("a color space is required unless the alpha info is alphaOnly"))
            }
            switch alpha {
            case .premultipliedFirst, .first: slots.insert(.alpha, at: 0)
            case .noneSkipFirst: slots.insert(.skip, at: 0)
            case .premultipliedLast, .last: slots.append(.alpha)
            case .noneSkipLast: slots.append(.skip)
            default: break
            }
        }
        let bpp = bitsPerPixel ?? (bpc == 5 ? 16 : slots.count * bpc)
        let fits: Bool
        switch (bpc, isFloat) {
        case (5, false): fits = model == .rgb && slots.count == 4 && bpp == 16
        case (8, false), (16, false), (32, true): fits = bpp == slots.count * bpc
        default: fits = false
        }
        guard fits else {
            return .failure(Refusal("\(bpc) bits per component\(isFloat ? " (float)" : "") do not make \(bpp)-bit pixels of \(slots.count) components"))
        }
        // A 32-bit little-endian word of 8-bit components reverses their memory order.
        let little32 = order == CGBitmapInfo.byteOrder32Little.rawValue
        if bpc == 8 && little32 {
            guard bpp == 32 else { return .failure(Refusal("byteOrder32Little needs 32-bit pixels")) }
            slots.reverse()
        }
        return .success(BitmapLayout(model: model, bitsPerComponent: bpc, bitsPerPixel: bpp, alphaInfo: alpha,
                                     byteOrder: order, isFloat: isFloat, slots: slots))
    }

    /// Why a layout was refused.
    package struct Refusal: Error, CustomStringConvertible {
        package let description: String
        init(_ description: String) { self.description = description }
    }

    /// Components of more than one byte are little-endian (else big-endian, Core Graphics'
    /// default).
    private var littleEndianComponents: Bool {
        byteOrder == CGBitmapInfo.byteOrder16Little.rawValue || byteOrder == CGBitmapInfo.byteOrder32Little.rawValue
    }

    // MARK: Conversion

    /// Converts `height` rows of this layout at `source` into `target`'s premultiplied ARGB32.
    package func importPixels(from source: UnsafeRawPointer, bytesPerRow: Int, into target: PixelBuffer) {
        if pixmanConvert(from: UnsafeMutableRawPointer(mutating: source), format: pixmanFormat, stride: bytesPerRow,
                         to: target.data, format: PIXMAN_a8r8g8b8, stride: target.bytesPerRow,
                         width: target.width, height: target.height) { return }
        for y in 0..<target.height {
            let from = source + y * bytesPerRow
            let to = (target.data + y * target.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<target.width { to[x] = readPixel(from + x * bytesPerPixel) }
        }
    }

    /// Converts `source`'s premultiplied ARGB32 into `height` rows of this layout at `target`.
    package func exportPixels(from source: PixelBuffer, to target: UnsafeMutableRawPointer, bytesPerRow: Int) {
        if pixmanConvert(from: source.data, format: PIXMAN_a8r8g8b8, stride: source.bytesPerRow,
                         to: target, format: pixmanFormat, stride: bytesPerRow,
                         width: source.width, height: source.height) { return }
        for y in 0..<source.height {
            let from = (source.data + y * source.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let to = target + y * bytesPerRow
            for x in 0..<source.width { writePixel(from[x], to + x * bytesPerPixel) }
        }
    }

    /// pixman's name for this layout when it has one and keeps the same meaning (8-bit,
    /// premultiplied or opaque; pixman assumes premultiplied alpha).
    private var pixmanFormat: pixman_format_code_t? {
        guard bitsPerComponent == 8, !isFloat, isPremultiplied else { return nil }
        #if _endian(little)
        switch slots {
        case [.alpha]: return PIXMAN_a8
        case [.red, .green, .blue, .alpha]: return PIXMAN_a8b8g8r8
        case [.red, .green, .blue, .skip]: return PIXMAN_x8b8g8r8
        case [.alpha, .blue, .green, .red]: return PIXMAN_r8g8b8a8
        case [.skip, .blue, .green, .red]: return PIXMAN_r8g8b8x8
        case [.alpha, .red, .green, .blue]: return PIXMAN_b8g8r8a8
        case [.skip, .red, .green, .blue]: return PIXMAN_b8g8r8x8
        case [.blue, .green, .red, .alpha]: return PIXMAN_a8r8g8b8
        case [.blue, .green, .red, .skip]: return PIXMAN_x8r8g8b8
        default: return nil
        }
        #else
        return nil
        #endif
    }

    private func pixmanConvert(from source: UnsafeMutableRawPointer, format sourceFormat: pixman_format_code_t?, stride sourceStride: Int,
                               to target: UnsafeMutableRawPointer, format targetFormat: pixman_format_code_t?, stride targetStride: Int,
                               width: Int, height: Int) -> Bool {
        // pixman needs 4-byte aligned rows and memory.
        guard let sourceFormat, let targetFormat, sourceStride % 4 == 0, targetStride % 4 == 0,
              Int(bitPattern: source) % 4 == 0, Int(bitPattern: target) % 4 == 0,
              let s = pixman_image_create_bits(sourceFormat, Int32(width), Int32(height),
                                               source.assumingMemoryBound(to: UInt32.self), Int32(sourceStride)) else { return false }
        defer { pixman_image_unref(s) }
        guard let t = pixman_image_create_bits(targetFormat, Int32(width), Int32(height),
                                               target.assumingMemoryBound(to: UInt32.self), Int32(targetStride)) else { return false }
        defer { pixman_image_unref(t) }
        pixman_image_composite32(PIXMAN_OP_SRC, s, nil, t, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        return true
    }

    /// One pixel of this layout as premultiplied ARGB32.
    private func readPixel(_ p: UnsafeRawPointer) -> UInt32 {
        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 1
        if bitsPerComponent == 5 {
            let v = littleEndianComponents ? UInt16(littleEndian: p.loadUnaligned(as: UInt16.self))
                                           : UInt16(bigEndian: p.loadUnaligned(as: UInt16.self))
            r = Float((v >> 10) & 31) / 31; g = Float((v >> 5) & 31) / 31; b = Float(v & 31) / 31
        } else {
            if hasAlpha { a = 0 }
            for (i, slot) in slots.enumerated() {
                let value = component(p, i)
                switch slot {
                case .red: r = value
                case .green: g = value
                case .blue: b = value
                case .gray: r = value; g = value; b = value
                case .alpha: a = value
                case .skip: break
                }
            }
            if model == .alphaOnly { r = 0; g = 0; b = 0 }
        }
        a = Swift.min(1, Swift.max(0, a))
        if !isPremultiplied { r *= a; g *= a; b *= a }
        func byte(_ v: Float, _ limit: Float) -> UInt32 { UInt32((Swift.min(limit, Swift.max(0, v)) * 255).rounded()) }
        let alpha = byte(a, 1)
        return alpha << 24 | Swift.min(byte(r, a), alpha) << 16 | Swift.min(byte(g, a), alpha) << 8 | Swift.min(byte(b, a), alpha)
    }

    /// Writes premultiplied ARGB32 `v` as one pixel of this layout.
    private func writePixel(_ v: UInt32, _ p: UnsafeMutableRawPointer) {
        let a = Float(v >> 24) / 255
        var r = Float((v >> 16) & 0xFF) / 255, g = Float((v >> 8) & 0xFF) / 255, b = Float(v & 0xFF) / 255
        if !isPremultiplied && a > 0 { r /= a; g /= a; b /= a }
        if bitsPerComponent == 5 {
            func five(_ c: Float) -> UInt16 { UInt16((Swift.min(1, c) * 31).rounded()) }
            let word = 0x8000 | five(r) << 10 | five(g) << 5 | five(b)
            p.storeBytes(of: littleEndianComponents ? word.littleEndian : word.bigEndian, as: UInt16.self)
            return
        }
        for (i, slot) in slots.enumerated() {
            let value: Float
            switch slot {
            case .red: value = r
            case .green: value = g
            case .blue: value = b
            // Rec. 709 luma of the sRGB components (over black where there was alpha).
            case .gray: value = 0.2126 * r + 0.7152 * g + 0.0722 * b
            case .alpha: value = a
            case .skip: value = 1
            }
            setComponent(value, p, i)
        }
    }

    /// Maps each component through its `[min, max]` pair of `decode` (color components
    /// first, then alpha), in place.
    func applyDecode(_ decode: [CGFloat], to data: UnsafeMutableRawPointer, bytesPerRow: Int, width: Int, height: Int) {
        guard bitsPerComponent != 5 else { return }
        let colorCount = model == .rgb ? 3 : (model == .gray ? 1 : 0)
        let pairs: [(Int, Float, Float)] = slots.enumerated().compactMap { i, slot in
            let d: Int
            switch slot {
            case .red, .gray: d = 0
            case .green: d = 1
            case .blue: d = 2
            case .alpha: d = colorCount
            case .skip: return nil
            }
            guard 2 * d + 1 < decode.count else { return nil }
            return (i, Float(decode[2 * d]), Float(decode[2 * d + 1]))
        }
        for y in 0..<height {
            for x in 0..<width {
                let p = data + y * bytesPerRow + x * bytesPerPixel
                for (i, low, high) in pairs { setComponent(low + component(p, i) * (high - low), p, i) }
            }
        }
    }

    private func component(_ p: UnsafeRawPointer, _ index: Int) -> Float {
        switch (bitsPerComponent, isFloat) {
        case (8, _): return Float(p.load(fromByteOffset: index, as: UInt8.self)) / 255
        case (16, _):
            let raw = p.loadUnaligned(fromByteOffset: index * 2, as: UInt16.self)
            return Float(littleEndianComponents ? UInt16(littleEndian: raw) : UInt16(bigEndian: raw)) / 65535
        default:
            let raw = p.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
            let value = Float(bitPattern: littleEndianComponents ? UInt32(littleEndian: raw) : UInt32(bigEndian: raw))
            return value.isNaN ? 0 : value
        }
    }

    private func setComponent(_ value: Float, _ p: UnsafeMutableRawPointer, _ index: Int) {
        let v = Swift.min(1, Swift.max(0, value))
        switch (bitsPerComponent, isFloat) {
        case (8, _): p.storeBytes(of: UInt8((v * 255).rounded()), toByteOffset: index, as: UInt8.self)
        case (16, _):
            let raw = UInt16((v * 65535).rounded())
            p.storeBytes(of: littleEndianComponents ? raw.littleEndian : raw.bigEndian, toByteOffset: index * 2, as: UInt16.self)
        default:
            let raw = v.bitPattern
            p.storeBytes(of: littleEndianComponents ? raw.littleEndian : raw.bigEndian, toByteOffset: index * 4, as: UInt32.self)
        }
    }
}
