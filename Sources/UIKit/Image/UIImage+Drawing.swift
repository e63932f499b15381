import CoreGraphics
import Foundation

// Drawing into UIKit's current context. UIKit contexts are flipped (top-left origin, y down)
// while `CGContext.draw(_:in:)` puts an image's first row at the top in Core Graphics' y-up
// sense, which is the bottom on screen; every draw here flips the image back, then applies
// the orientation, so images come out as they are meant to be seen.
extension UIImage {
    func render(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        if let tint = storedTintColor {
            // `withTintColor(_:)`: the shape in the color, resolved in the current traits.
            UIImage(storage: filledCGImage(with: tint.cgColor), scale: scale, orientation: imageOrientation,
                    capInsets: capInsets, resizingMode: resizingMode, resizable: isResizable)
                .render(in: rect, blendMode: blendMode, alpha: alpha)
            return
        }
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        guard rect.isFinite, !rect.isNull, rect.width != 0, rect.height != 0 else { return }
        let r = rect.standardized
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if isResizable {
            drawSlices(in: r, context: context)
        } else {
            UIImage.draw(cgImage, orientation: imageOrientation, in: r, context: context)
        }
    }

    func renderPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let tile = uprightCGImage() else { return }
        guard rect.isFinite, !rect.isNull, !rect.isEmpty else { return }
        let natural = size
        guard natural.width > 0, natural.height > 0 else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: rect.standardized)
        UIImage.drawTiled(tile, tileSize: natural, from: .zero, context: context)
    }

    /// Draws `cgImage` shown with `orientation`, scaled to fill `rect` (top-left user space).
    static func draw(_ cgImage: CGImage, orientation: Orientation, in rect: CGRect, context: CGContext) {
        // Lay the bitmap out in its own top-left space (axes exchanged for quarter turns),
        // map that onto `rect`, and flip once so its first row is at the top.
        let storedWidth = orientation.isQuarterTurn ? rect.height : rect.width
        let storedHeight = orientation.isQuarterTurn ? rect.width : rect.height
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        if orientation != .up {
            context.concatenate(orientation.displayTransform(width: rect.width, height: rect.height))
        }
        context.translateBy(x: 0, y: storedHeight)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: CGRect(x: 0, y: 0, width: storedWidth, height: storedHeight))
        context.restoreGState()
    }

    /// Fills the current clip with `tile` (upright) repeated every `tileSize`, one copy's
    /// top-left corner at `origin`.
    static func drawTiled(_ tile: CGImage, tileSize: CGSize, from origin: CGPoint, context: CGContext) {
        context.saveGState()
        context.translateBy(x: origin.x, y: origin.y + tileSize.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(tile, in: CGRect(origin: .zero, size: tileSize), byTiling: true)
        context.restoreGState()
    }

    /// The bitmap as shown: turned and mirrored by the orientation into new pixels (the
    /// stored bitmap itself when the orientation is `.up`). Nil for an empty image.
    func uprightCGImage() -> CGImage? {
        guard let cgImage else { return nil }
        if imageOrientation == .up { return cgImage }
        let width = imageOrientation.isQuarterTurn ? cgImage.height : cgImage.width
        let height = imageOrientation.isQuarterTurn ? cgImage.width : cgImage.height
        guard let buffer = PixelBuffer(width: width, height: height) else { return nil }
        let context = CGContext(buffer: buffer, ctm: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
        // Whole-pixel turns and mirrors: copy pixels exactly.
        context.setBlendMode(.copy)
        context.interpolationQuality = .none
        UIImage.draw(cgImage, orientation: imageOrientation,
                     in: CGRect(x: 0, y: 0, width: width, height: height), context: context)
        context.flush()
        return CGImage(buffer: buffer)
    }
}
