internal import CCairo
import Foundation
internal import RuntimeSupport

/// Images drawn at scales Cairo's compositor cannot sample.
///
/// pixman samples a pattern through a 16.16 fixed-point device → image matrix: a tile smaller
/// than about 1/32768 of a device pixel overflows it, one larger than about 65536 pixels
/// rounds it to zero. Either way the composite fails and Cairo puts the whole context in a
/// lasting error state ("out of memory"): nothing drawn afterwards would show. Such draws are
/// made here by other means, with the pixels they would have had (nearest-neighbour where an
/// image is magnified that far).
extension CGContext {
    /// The device pixels one image pixel spans along each image axis under the current CTM,
    /// for an image of `image`'s size drawn into `rect`.
    func devicePixelsPerImagePixel(_ image: CGImage, in rect: CGRect) -> (x: CGFloat, y: CGFloat) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let sx = rect.width / CGFloat(image.width), sy = rect.height / CGFloat(image.height)
        return (sx * (m.xx * m.xx + m.yx * m.yx).squareRoot(), sy * (m.xy * m.xy + m.yy * m.yy).squareRoot())
    }

    /// Whether pixman can sample a pattern whose image pixels span `span` device pixels.
    static func isSampleable(_ span: (x: CGFloat, y: CGFloat)) -> Bool {
        let lower: CGFloat = 1.0 / 16384, upper: CGFloat = 16384
        return span.x >= lower && span.y >= lower && span.x <= upper && span.y <= upper
    }

    /// Tiles `image` over the clip when its tiles are too small or too large to sample: tiles
    /// far smaller than a pixel average out to the image's mean color; tiles far larger than
    /// the clip are drawn one by one, untiled, where the clip can show them.
    func drawUnsampleableTiles(_ image: CGImage, in r: CGRect, span: (x: CGFloat, y: CGFloat)) {
        if span.x < 1 || span.y < 1 {
            guard let mean = image.meanColor else { return }
            render(color: mean) { cairo_new_path(self.cr); cairo_paint(self.cr) }
            return
        }
        let clip = boundingBoxOfClipPath
        guard clip.isFinite, !clip.isEmpty else { return }
        let columns = ((clip.minX - r.minX) / r.width).rounded(.down)...((clip.maxX - r.minX) / r.width).rounded(.down)
        let rows = ((clip.minY - r.minY) / r.height).rounded(.down)...((clip.maxY - r.minY) / r.height).rounded(.down)
        // Tiles this large show at most a few of themselves in any clip a context can have.
        guard columns.upperBound - columns.lowerBound < 4, rows.upperBound - rows.lowerBound < 4 else {
            RuntimeIssue.report("CGContextDrawTiledImage: tiles of \(r.width)×\(r.height) cannot be drawn at this scale; nothing was drawn")
            return
        }
        var row = rows.lowerBound
        while row <= rows.upperBound {
            var column = columns.lowerBound
            while column <= columns.upperBound {
                drawMagnifiedPixels(image, in: CGRect(x: r.minX + column * r.width, y: r.minY + row * r.height, width: r.width, height: r.height))
                column += 1
            }
            row += 1
        }
    }

    /// Draws `image` into `r` when each of its pixels spans more device pixels than pixman
    /// can sample: the few pixels the clip can show, each as a rectangle of its color.
    func drawMagnifiedPixels(_ image: CGImage, in r: CGRect) {
        let clip = boundingBoxOfClipPath.intersection(r)
        guard !clip.isNull, !clip.isEmpty, clip.isFinite else { return }
        let sx = r.width / CGFloat(image.width), sy = r.height / CGFloat(image.height)
        // Image row 0 is at the rectangle's top (its maxY in Core Graphics' y-up space).
        let c0 = max(0, Int(saturating: ((clip.minX - r.minX) / sx).rounded(.down)))
        let c1 = min(image.width - 1, Int(saturating: ((clip.maxX - r.minX) / sx).rounded(.down)))
        let r0 = max(0, Int(saturating: ((r.maxY - clip.maxY) / sy).rounded(.down)))
        let r1 = min(image.height - 1, Int(saturating: ((r.maxY - clip.minY) / sy).rounded(.down)))
        guard c0 <= c1, r0 <= r1 else { return }
        guard (c1 - c0 + 1) * (r1 - r0 + 1) <= 4096 else {
            RuntimeIssue.report("CGContextDrawImage: an image magnified to \(r.width)×\(r.height) cannot be drawn at this scale; nothing was drawn")
            return
        }
        for row in r0...r1 {
            for column in c0...c1 {
                let p = image.buffer.pixel(x: column, y: row)
                guard p.a > 0 else { continue }
                let a = CGFloat(p.a)
                let color = CGColor(red: CGFloat(p.r) / a, green: CGFloat(p.g) / a, blue: CGFloat(p.b) / a, alpha: a / 255)
                let cell = CGRect(x: r.minX + CGFloat(column) * sx, y: r.maxY - CGFloat(row + 1) * sy, width: sx, height: sy)
                render(color: color) {
                    cairo_new_path(self.cr)
                    cairo_rectangle(self.cr, cell.minX, cell.minY, cell.width, cell.height)
                    cairo_fill(self.cr)
                }
            }
        }
    }

    /// Reports a drawing operation that left Cairo's context in its error state, after which
    /// the context draws nothing.
    func checkCairoStatus(_ operation: String) {
        let status = cairo_status(cr)
        guard status != CAIRO_STATUS_SUCCESS else { return }
        RuntimeIssue.report("CGContext: \(operation) failed in Cairo (\(String(cString: cairo_status_to_string(status)))); the context draws nothing from here on")
    }
}

extension CGImage {
    /// The average of the image's pixels, un-premultiplied: what tiles far smaller than a
    /// pixel blend to. Nil when the image is fully transparent.
    var meanColor: CGColor? {
        let b = buffer
        var sum: (r: Double, g: Double, b: Double, a: Double) = (0, 0, 0, 0)
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                sum.r += Double(p.r); sum.g += Double(p.g); sum.b += Double(p.b); sum.a += Double(p.a)
            }
        }
        guard sum.a > 0 else { return nil }
        let count = Double(b.width * b.height)
        return CGColor(red: sum.r / sum.a, green: sum.g / sum.a, blue: sum.b / sum.a, alpha: sum.a / count / 255)
    }
}
