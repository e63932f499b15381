import CoreGraphics
import QuartzCore

extension UIView {
    /// Draws the view's hierarchy, as it appears on screen, scaled into `rect` of the current
    /// context. With `afterScreenUpdates` pending drawing is done first. Returns false when
    /// there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), rect.isFinite, !rect.isEmpty,
              bounds.width > 0, bounds.height > 0 else { return false }
        if afterUpdates { DisplayPass.displayMarked(in: layer) }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.renderAsShown(in: context)
        context.restoreGState()
        return true
    }

    /// A new view showing an image of this view's current rendering, the size of its bounds.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }

    /// A view showing `rect` (bounds coordinates) of this view's rendering, stretching only
    /// the part inside `capInsets` when resized.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let area = rect.standardized
        guard area.isFinite, area.width > 0, area.height > 0 else { return nil }
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let w = Int(saturating: (area.width * scale).rounded(.up)), h = Int(saturating: (area.height * scale).rounded(.up))
        guard let buffer = PixelBuffer(width: w, height: h) else { return nil }
        let context = CGContext(buffer: buffer, ctm: CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(h)))
        UIGraphicsPushContext(context)
        // Bounds point `area.origin` lands at the image's origin.
        drawHierarchy(in: CGRect(x: bounds.minX - area.minX, y: bounds.minY - area.minY,
                                 width: bounds.width, height: bounds.height),
                      afterScreenUpdates: afterUpdates)
        UIGraphicsPopContext()
        context.flush()
        let snapshot = UIView(frame: CGRect(origin: .zero, size: area.size))
        snapshot.isOpaque = false
        snapshot.layer.contents = CGImage(buffer: buffer)
        snapshot.layer.contentsScale = scale
        snapshot.layer.contentsCenter = capInsets.stretchableUnitRect(in: area.size)
        return snapshot
    }
}
