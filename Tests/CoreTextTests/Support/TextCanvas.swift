import Foundation
@testable import CoreGraphics

/// A white bitmap context of `w`×`h` pixels (Core Graphics' y-up user space).
func canvas(_ w: Int, _ h: Int) -> CGContext {
    let c = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                      space: CGColorSpaceCreateDeviceRGB(),
                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    c.setFillColor(gray: 1, alpha: 1)
    c.fill(CGRect(x: 0, y: 0, width: w, height: h))
    return c
}

/// Pixels that are not white, in memory coordinates (row 0 at the top of the image).
struct Ink {
    var points: [(x: Int, y: Int)] = []
    var isEmpty: Bool { points.isEmpty }
    var minX: Int { points.map(\.x).min() ?? -1 }
    var maxX: Int { points.map(\.x).max() ?? -1 }
    var minY: Int { points.map(\.y).min() ?? -1 }
    var maxY: Int { points.map(\.y).max() ?? -1 }
    var midX: Double { Double(minX + maxX) / 2 }

    /// The row with the most ink.
    var widestRow: Int {
        var counts: [Int: Int] = [:]
        for p in points { counts[p.y, default: 0] += 1 }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? -1
    }

    init(_ c: CGContext, where darker: (Int, Int, Int) -> Bool = { r, g, b in r + g + b < 600 }) {
        c.flush()
        let buffer = c.buffer!
        for y in 0..<c.height {
            for x in 0..<c.width {
                let p = buffer.pixel(x: x, y: y)
                if darker(Int(p.r), Int(p.g), Int(p.b)) { points.append((x, y)) }
            }
        }
    }
}
