import Foundation

extension CGImage {
    /// The part of the image inside `rect`, as `CGImageCreateWithImageInRect` does: `rect` is
    /// in pixels with its origin at the image's top-left corner; it is made integral (grown
    /// outward to whole pixels) and intersected with the image's bounds. Nil when nothing is
    /// left, or `rect` is null, empty or not finite.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard !rect.isNull, !rect.isEmpty else { return nil }
        if rect.isInfinite { return CGImage(buffer: buffer) }
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        // Integral (grown outward), then clamped to the bounds; in floating point first so huge
        // values cannot trap on the way to Int.
        func clamped(_ v: CGFloat, _ limit: Int) -> Int { Int(Swift.min(Swift.max(v, 0), CGFloat(limit))) }
        let minX = clamped(r.minX.rounded(.down), width), maxX = clamped(r.maxX.rounded(.up), width)
        let minY = clamped(r.minY.rounded(.down), height), maxY = clamped(r.maxY.rounded(.up), height)
        guard minX < maxX, minY < maxY else { return nil }
        // The pixels are immutable, so the whole image shares them.
        if minX == 0, minY == 0, maxX == width, maxY == height { return CGImage(buffer: buffer) }
        guard let cropped = PixelBuffer(width: maxX - minX, height: maxY - minY) else { return nil }
        for y in 0..<cropped.height {
            memcpy(cropped.data + y * cropped.bytesPerRow,
                   buffer.data + (minY + y) * buffer.bytesPerRow + minX * 4, cropped.width * 4)
        }
        return CGImage(buffer: cropped)
    }
}
