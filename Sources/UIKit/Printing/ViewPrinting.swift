import CoreGraphics
import Foundation

/// Draws a view tree as vectors for a `UIViewPrintFormatter`, in the order the compositor
/// draws layers: background, contents, the view's own drawing, sublayers, border. Views
/// whose layer is a special layer class, and layers that are not views', are composited.
@MainActor
struct ViewPrinting {
    let formatter: UIViewPrintFormatter
    let context: CGContext

    /// Draws `view`, already in its bounds coordinates, and what is above it, at `alpha`
    /// (its ancestors' opacity times its own).
    func drawContents(of view: UIView, alpha: CGFloat = 1) {
        let layer = view.layer
        guard type(of: layer) == CALayer.self else {
            // A layer class with content of its own (a shape, a gradient …) has no vector
            // form here: the view and what is above it are composited as on screen.
            layer.render(in: context)
            return
        }
        let bounds = layer.bounds
        let shape = layer.cornerRadius > 0
            ? UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
            : CGPath(rect: bounds, transform: nil)
        if layer.masksToBounds {
            context.addPath(shape)
            context.clip()
        }
        if let background = layer.backgroundColor, background.alpha > 0 {
            context.setFillColor(background)
            context.addPath(shape)
            context.fillPath()
        }
        if let image = layer.contents as? CGImage {
            let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            UIImage(cgImage: image, scale: scale, orientation: .up)
                .draw(in: layer.contentsGravity.placement(of: size, in: bounds))
        }
        context.saveGState()
        view.draw(bounds, for: formatter)
        context.restoreGState()
        for sublayer in layer.sublayers ?? [] where !sublayer.isHidden && sublayer.opacity > 0.01 {
            context.saveGState()
            let sublayerAlpha = enter(sublayer, alpha: alpha)
            if let subview = sublayer.delegate as? UIView, subview.layer === sublayer {
                drawContents(of: subview, alpha: sublayerAlpha)
            } else {
                sublayer.render(in: context)
            }
            context.restoreGState()
        }
        if layer.borderWidth > 0, let border = layer.borderColor {
            let inset = layer.borderWidth / 2
            context.setStrokeColor(border)
            context.setLineWidth(layer.borderWidth)
            let r = bounds.insetBy(dx: inset, dy: inset)
            context.addPath(layer.cornerRadius > 0
                ? UIBezierPath(roundedRect: r, cornerRadius: max(0, layer.cornerRadius - inset)).cgPath
                : CGPath(rect: r, transform: nil))
            context.strokePath()
        }
    }

    /// Moves the CTM from a layer's superlayer into the layer's bounds coordinates and
    /// applies its opacity (each drawing is faded; overlapping children are not grouped
    /// first); returns the alpha now in effect.
    private func enter(_ layer: CALayer, alpha: CGFloat) -> CGFloat {
        let b = layer.bounds
        context.translateBy(x: layer.position.x, y: layer.position.y)
        context.concatenate(layer.affineTransform())
        context.translateBy(x: -b.minX - layer.anchorPoint.x * b.width, y: -b.minY - layer.anchorPoint.y * b.height)
        let combined = alpha * CGFloat(layer.opacity)
        if combined < 1 { context.setAlpha(combined) }
        return combined
    }
}
