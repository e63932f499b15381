import Foundation

extension CGImage {
    /// An image of premultiplied 0xAARRGGBB values, row by row from the top; nil when the
    /// count is not `width × height`, the size is not allowed, or a color component exceeds
    /// its alpha (not premultiplied).
    package convenience init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width > 0, height > 0, pixels.count == width * height,
              let buffer = PixelBuffer(width: width, height: height) else { return nil }
        for (i, v) in pixels.enumerated() {
            let a = v >> 24
            guard (v >> 16) & 0xFF <= a, (v >> 8) & 0xFF <= a, v & 0xFF <= a else { return nil }
            (buffer.data + (i / width) * buffer.bytesPerRow + (i % width) * 4).storeBytes(of: v, as: UInt32.self)
        }
        self.init(buffer: buffer)
    }

    /// An image whose pixel at (x, y) (y down from the top) is `color(x, y)`, given as
    /// premultiplied (r, g, b, a); nil for sizes not allowed. Components above alpha are
    /// lowered to it.
    package convenience init?(width: Int, height: Int,
                              color: (_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        guard let buffer = PixelBuffer(width: width, height: height) else { return nil }
        for y in 0..<height {
            let row = buffer.data + y * buffer.bytesPerRow
            for x in 0..<width {
                let c = color(x, y)
                let v = UInt32(c.a) << 24 | UInt32(Swift.min(c.r, c.a)) << 16
                    | UInt32(Swift.min(c.g, c.a)) << 8 | UInt32(Swift.min(c.b, c.a))
                (row + x * 4).storeBytes(of: v, as: UInt32.self)
            }
        }
        self.init(buffer: buffer)
    }

    /// The premultiplied pixel at (x, y), y down from the top.
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        buffer.pixel(x: x, y: y)
    }
}
