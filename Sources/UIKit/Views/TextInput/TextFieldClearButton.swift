import CoreGraphics
import Foundation

/// A text field's clear button: a grey filled circle with a white ×, as iOS draws it.
final class TextFieldClearButton: UIControl {
    /// The circle's diameter within the button.
    static let circleDiameter: CGFloat = 14
    /// The ×'s arm length from the centre, and its stroke width.
    static let crossRadius: CGFloat = 3.5
    static let crossWidth: CGFloat = 1.5

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Images by state drawn in place of the circled × (a search bar's `.clear` icon).
    var images: [UInt: UIImage] = [:] { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        if let image = SearchFieldGlyphView.image(in: images, highlighted: isHighlighted, selected: false) {
            let size = image.size
            image.draw(in: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
            return
        }
        let d = Self.circleDiameter
        let circle = UIBezierPath(ovalIn: CGRect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d))
        (isHighlighted ? UIColor.secondaryLabel : UIColor.tertiaryLabel).setFill()
        circle.fill()
        let r = Self.crossRadius
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: center.x - r, y: center.y - r))
        cross.addLine(to: CGPoint(x: center.x + r, y: center.y + r))
        cross.move(to: CGPoint(x: center.x + r, y: center.y - r))
        cross.addLine(to: CGPoint(x: center.x - r, y: center.y + r))
        cross.lineWidth = Self.crossWidth
        cross.lineCapStyle = .round
        UIColor.white.setStroke()
        cross.stroke()
    }
}
