import CoreGraphics

/// The pop-up indicator iOS draws after a pop-up button's title (the
/// "chevron.up.chevron.down" symbol): a small chevron up over a chevron down, as a template
/// image the button tints with its foreground color.
@MainActor
enum ButtonIndicatorGlyph {
    /// Drawn once, at 3× so that it stays sharp at every screen scale.
    static let popup: UIImage = {
        let size = ButtonConfigurationMetrics.popupIndicatorSize
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            let path = UIBezierPath()
            let inset: CGFloat = 1, mid = size.width / 2
            path.move(to: CGPoint(x: inset, y: size.height * 0.38))
            path.addLine(to: CGPoint(x: mid, y: size.height * 0.12))
            path.addLine(to: CGPoint(x: size.width - inset, y: size.height * 0.38))
            path.move(to: CGPoint(x: inset, y: size.height * 0.62))
            path.addLine(to: CGPoint(x: mid, y: size.height * 0.88))
            path.addLine(to: CGPoint(x: size.width - inset, y: size.height * 0.62))
            path.lineWidth = 1.6
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            UIColor.black.setStroke()
            path.stroke()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }()
}
