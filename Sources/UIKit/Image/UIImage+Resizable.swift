import CoreGraphics
import Foundation

extension UIImage {
    /// How a resizable image fills the parts between its caps; raw values are UIKit's.
    public enum ResizingMode: Int, Sendable {
        /// The edges and centre are repeated at their natural size.
        case tile = 0
        /// The edges and centre are scaled to fill.
        case stretch = 1
    }
}

// Nine-slice drawing. The cap insets cut the image (as shown, in points) into a 3×3 grid:
// corners are drawn at their natural size, the top and bottom edges fill the width between
// the corners, the left and right edges the height, and the centre both, tiled or stretched
// by the resizing mode. UIKit stretches a resizable area one pixel wide instead of tiling it;
// the two look the same.
extension UIImage {
    func drawSlices(in rect: CGRect, context: CGContext) {
        guard let source = uprightCGImage() else { return }
        let s = scale
        let pixelWidth = CGFloat(source.width), pixelHeight = CGFloat(source.height)

        // The insets in whole pixels of the bitmap; caps wider than the image share it.
        func pixels(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, (v * s).rounded()) : 0 }
        let (left, right) = UIImage.fit(pixels(capInsets.left), pixels(capInsets.right), within: pixelWidth)
        let (top, bottom) = UIImage.fit(pixels(capInsets.top), pixels(capInsets.bottom), within: pixelHeight)

        // Caps keep their point size unless the destination is too small for both, in which
        // case they shrink in proportion and the middle disappears.
        func destination(_ a: CGFloat, _ b: CGFloat, within length: CGFloat) -> (CGFloat, CGFloat) {
            let pa = a / s, pb = b / s
            guard pa + pb > length, pa + pb > 0 else { return (pa, pb) }
            let f = length / (pa + pb)
            return (pa * f, pb * f)
        }
        let (dLeft, dRight) = destination(left, right, within: rect.width)
        let (dTop, dBottom) = destination(top, bottom, within: rect.height)

        let sourceX = [0, left, pixelWidth - right, pixelWidth]
        let sourceY = [0, top, pixelHeight - bottom, pixelHeight]
        let destX = [rect.minX, rect.minX + dLeft, rect.maxX - dRight, rect.maxX]
        let destY = [rect.minY, rect.minY + dTop, rect.maxY - dBottom, rect.maxY]

        for row in 0..<3 {
            for column in 0..<3 {
                let from = CGRect(x: sourceX[column], y: sourceY[row],
                                  width: sourceX[column + 1] - sourceX[column],
                                  height: sourceY[row + 1] - sourceY[row])
                let to = CGRect(x: destX[column], y: destY[row],
                                width: destX[column + 1] - destX[column],
                                height: destY[row + 1] - destY[row])
                guard from.width > 0, from.height > 0, to.width > 0, to.height > 0,
                      let slice = source.cropping(to: from) else { continue }
                let tileAcross = column == 1 && resizingMode == .tile
                let tileDown = row == 1 && resizingMode == .tile
                if !tileAcross && !tileDown {
                    UIImage.draw(slice, orientation: .up, in: to, context: context)
                } else {
                    // Repeat along the resizable axis at natural size; across the other axis
                    // the slice spans the cell (as the caps beside it do).
                    let tile = CGSize(width: tileAcross ? from.width / s : to.width,
                                      height: tileDown ? from.height / s : to.height)
                    context.saveGState()
                    context.clip(to: to)
                    UIImage.drawTiled(slice, tileSize: tile, from: to.origin, context: context)
                    context.restoreGState()
                }
            }
        }
    }

    /// Two cap lengths that together fit in `length`: unchanged when they do, else shrunk in
    /// proportion (whole pixels).
    static func fit(_ a: CGFloat, _ b: CGFloat, within length: CGFloat) -> (CGFloat, CGFloat) {
        guard a + b > length, a + b > 0 else { return (a, b) }
        let first = (a * length / (a + b)).rounded(.down)
        return (first, length - first)
    }
}
