import CoreGraphics
import Foundation

/// Draws a `UIBackgroundConfiguration` behind a cell's content: the fill inside the
/// insets with its corner radius (or only some corners rounded, for the first and last
/// rows of an inset group), the stroke, and the custom view clipped to the same shape.
@preconcurrency @MainActor
final class BackgroundConfigurationView: UIView {
    private(set) var configuration: UIBackgroundConfiguration
    /// Corners rounded by the list (inset groups) with the list's radius, besides the
    /// configuration's own radius.
    var listCorners: UIRectCorner = [] { didSet { if listCorners != oldValue { setNeedsDisplay() } } }

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        isUserInteractionEnabled = false
        apply(configuration)
    }

    required init?(coder: NSCoder) {
        configuration = .clear()
        super.init(coder: coder)
    }

    func apply(_ configuration: UIBackgroundConfiguration) {
        if configuration.customView !== self.configuration.customView { self.configuration.customView?.removeFromSuperview() }
        self.configuration = configuration
        if let custom = configuration.customView, custom.superview !== self { insertSubview(custom, at: 0) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The background's rect: the bounds less the insets.
    private var fillRect: CGRect {
        let i = configuration.backgroundInsets
        return CGRect(x: i.leading, y: i.top, width: max(0, bounds.width - i.leading - i.trailing), height: max(0, bounds.height - i.top - i.bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let custom = configuration.customView else { return }
        custom.frame = fillRect
        custom.layer.cornerRadius = configuration.cornerRadius
        custom.clipsToBounds = configuration.cornerRadius > 0
    }

    override func tintColorDidChange() { setNeedsDisplay() }

    private func shape(_ rect: CGRect) -> UIBezierPath {
        if !listCorners.isEmpty {
            let r = TableCellBackgroundView.cornerRadius
            return UIBezierPath(roundedRect: rect, byRoundingCorners: listCorners, cornerRadii: CGSize(width: r, height: r))
        }
        return configuration.cornerRadius > 0 ? UIBezierPath(roundedRect: rect, cornerRadius: configuration.cornerRadius) : UIBezierPath(rect: rect)
    }

    override func draw(_ rect: CGRect) {
        let fill = configuration.resolvedBackgroundColor(for: tintColor)
        fill.setFill()
        shape(fillRect).fill()
        if let stroke = configuration.strokeColor, configuration.strokeWidth > 0 {
            let outset = configuration.strokeOutset - configuration.strokeWidth / 2
            let path = shape(fillRect.insetBy(dx: -outset, dy: -outset))
            path.lineWidth = configuration.strokeWidth
            stroke.setStroke()
            path.stroke()
        }
    }
}
