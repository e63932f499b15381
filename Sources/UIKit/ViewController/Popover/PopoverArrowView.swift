import CoreGraphics
import QuartzCore

/// A popover's arrow: a triangle in the popover's colour from the popover's edge to the tip
/// on its source.
final class PopoverArrowView: UIView {
    var direction: UIPopoverArrowDirection = .up { didSet { setNeedsDisplay() } }
    var fillColor: UIColor = .systemBackground { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    /// Sizes and places the arrow so that it points from `frame`'s edge to `tip`.
    func place(tip: CGPoint, direction: UIPopoverArrowDirection, length: CGFloat, base: CGFloat) {
        self.direction = direction
        switch direction {
        case .up: frame = CGRect(x: tip.x - base / 2, y: tip.y, width: base, height: length)
        case .down: frame = CGRect(x: tip.x - base / 2, y: tip.y - length, width: base, height: length)
        case .left: frame = CGRect(x: tip.x, y: tip.y - base / 2, width: length, height: base)
        default: frame = CGRect(x: tip.x - length, y: tip.y - base / 2, width: length, height: base)
        }
    }

    override func draw(_ rect: CGRect) {
        let b = bounds
        let path = UIBezierPath()
        switch direction {
        case .up:
            path.move(to: CGPoint(x: b.minX, y: b.maxY)); path.addLine(to: CGPoint(x: b.midX, y: b.minY))
            path.addLine(to: CGPoint(x: b.maxX, y: b.maxY))
        case .down:
            path.move(to: CGPoint(x: b.minX, y: b.minY)); path.addLine(to: CGPoint(x: b.midX, y: b.maxY))
            path.addLine(to: CGPoint(x: b.maxX, y: b.minY))
        case .left:
            path.move(to: CGPoint(x: b.maxX, y: b.minY)); path.addLine(to: CGPoint(x: b.minX, y: b.midY))
            path.addLine(to: CGPoint(x: b.maxX, y: b.maxY))
        default:
            path.move(to: CGPoint(x: b.minX, y: b.minY)); path.addLine(to: CGPoint(x: b.maxX, y: b.midY))
            path.addLine(to: CGPoint(x: b.minX, y: b.maxY))
        }
        path.close()
        fillColor.setFill()
        path.fill()
    }
}
