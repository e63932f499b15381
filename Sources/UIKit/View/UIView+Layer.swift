import CoreGraphics
import QuartzCore
internal import RuntimeSupport

/// The view's layer: made from `layerClass`, configured for a view, marked for display and
/// drawn through `draw(_:)`.
extension UIView {
    /// The layer settings every view starts with: the view as delegate, opaque, drawn at the
    /// main screen's scale, and marked so `draw(_:)` runs when the view is first shown.
    func configureLayer() {
        layer.setOwningDelegate(self)
        layer.isOpaque = true
        layer.fillsBackgroundWhenDrawing = true
        layer.contentsScale = UIScreen.main.scale
        layer.setNeedsDisplay()
    }

    /// A new instance of `layerClass`.
    static func makeLayer() -> CALayer {
        guard let layerType = layerClass as? CALayer.Type else {
            preconditionFailure("UIView.layerClass must return CALayer or a subclass of it; \(self) returned \(layerClass)")
        }
        return layerType.init()
    }

    /// `setNeedsDisplay()`: marks the layer.
    func markNeedsDisplay() {
        MainThreadChecker.check("UIView.setNeedsDisplay()")
        layer.setNeedsDisplay()
    }

    /// `setNeedsDisplay(_:)`: marks `rect` in the layer.
    func markNeedsDisplay(_ rect: CGRect) {
        MainThreadChecker.check("UIView.setNeedsDisplay(_:)")
        layer.setNeedsDisplay(rect)
    }

    /// `draw(_:in:)`: `draw(_:)` with `ctx` as the current context and the view's traits current.
    func drawWithCurrentContext(_ ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        withOwnTraitsCurrent { draw(ctx.boundingBoxOfClipPath) }
        UIGraphicsPopContext()
    }
}
