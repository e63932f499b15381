import CoreGraphics

/// One of the search field's icons, drawn with paths in the secondary label color (or an
/// image the search bar was given for it): the magnifier at the leading edge, the bookmark
/// and results-list buttons at the trailing edge.
@MainActor
final class SearchFieldGlyphView: UIControl {
    let icon: UISearchBar.Icon
    /// The images set with `setImage(_:for:state:)` by state, drawn in place of the glyph.
    var images: [UInt: UIImage] = [:] { didSet { setNeedsDisplay() } }

    init(icon: UISearchBar.Icon) {
        self.icon = icon
        super.init(frame: CGRect(x: 0, y: 0, width: SearchBarMetrics.glyphWidth, height: SearchBarMetrics.fieldHeight))
        isOpaque = false
        contentMode = .redraw
        // The magnifier only decorates; the buttons take taps.
        isUserInteractionEnabled = icon != .search
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("SearchFieldGlyphView is made by its search bar") }

    override var intrinsicContentSize: CGSize { CGSize(width: SearchBarMetrics.glyphWidth, height: SearchBarMetrics.fieldHeight) }
    override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    override var isSelected: Bool { didSet { if isSelected != oldValue { setNeedsDisplay() } } }

    /// The image for a state: the highlighted or selected one when set, else the normal one.
    static func image(in images: [UInt: UIImage], highlighted: Bool, selected: Bool) -> UIImage? {
        if highlighted, let image = images[UIControl.State.highlighted.rawValue] { return image }
        if selected, let image = images[UIControl.State.selected.rawValue] { return image }
        return images[UIControl.State.normal.rawValue]
    }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        if let image = Self.image(in: images, highlighted: isHighlighted, selected: isSelected) {
            let size = image.size
            image.draw(in: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
            return
        }
        // Pressed, the glyph darkens; selected (the results-list button), it takes the tint.
        (isHighlighted ? UIColor.label : isSelected ? tintColor : UIColor.secondaryLabel).setStroke()
        let path: UIBezierPath
        switch icon {
        case .search: path = Self.magnifier(center: center)
        case .bookmark: path = Self.bookmark(center: center)
        case .resultsList: path = Self.resultsList(center: center)
        case .clear: path = Self.cross(center: center)
        }
        path.lineWidth = 1.75
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }

    /// A lens of radius 5.5 with its handle towards the lower right (about 15 points overall).
    private static func magnifier(center: CGPoint) -> UIBezierPath {
        let lens = CGPoint(x: center.x - 1.5, y: center.y - 1.5), r: CGFloat = 5.5
        let path = UIBezierPath(ovalIn: CGRect(x: lens.x - r, y: lens.y - r, width: 2 * r, height: 2 * r))
        let d = r * 0.7071
        path.move(to: CGPoint(x: lens.x + d + 0.6, y: lens.y + d + 0.6))
        path.addLine(to: CGPoint(x: lens.x + d + 5, y: lens.y + d + 5))
        return path
    }

    /// An open book: two pages meeting at the spine.
    private static func bookmark(center: CGPoint) -> UIBezierPath {
        let path = UIBezierPath()
        let top = center.y - 6, bottom = center.y + 6
        path.move(to: CGPoint(x: center.x, y: top + 1.5))
        path.addLine(to: CGPoint(x: center.x, y: bottom))
        for side in [-1.0, 1.0] as [CGFloat] {
            path.move(to: CGPoint(x: center.x, y: top + 1.5))
            path.addQuadCurve(to: CGPoint(x: center.x + side * 7, y: top), controlPoint: CGPoint(x: center.x + side * 3, y: top - 0.5))
            path.addLine(to: CGPoint(x: center.x + side * 7, y: bottom - 1.5))
            path.addQuadCurve(to: CGPoint(x: center.x, y: bottom), controlPoint: CGPoint(x: center.x + side * 3, y: bottom - 2))
        }
        return path
    }

    /// Three bulleted lines.
    private static func resultsList(center: CGPoint) -> UIBezierPath {
        let path = UIBezierPath()
        for row in [-1.0, 0.0, 1.0] as [CGFloat] {
            let y = center.y + row * 4.5
            path.move(to: CGPoint(x: center.x - 6, y: y))
            path.addLine(to: CGPoint(x: center.x - 5.9, y: y))
            path.move(to: CGPoint(x: center.x - 2.5, y: y))
            path.addLine(to: CGPoint(x: center.x + 7, y: y))
        }
        return path
    }

    private static func cross(center: CGPoint) -> UIBezierPath {
        let path = UIBezierPath(), r: CGFloat = 4
        path.move(to: CGPoint(x: center.x - r, y: center.y - r))
        path.addLine(to: CGPoint(x: center.x + r, y: center.y + r))
        path.move(to: CGPoint(x: center.x + r, y: center.y - r))
        path.addLine(to: CGPoint(x: center.x - r, y: center.y + r))
        return path
    }
}
