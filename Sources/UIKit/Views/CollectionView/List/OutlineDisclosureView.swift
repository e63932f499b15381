import CoreGraphics
import Foundation

/// The outline disclosure chevron of a list row: a tinted chevron pointing to the trailing
/// side, turned to point down while the row is expanded.
@preconcurrency @MainActor
final class OutlineDisclosureView: UIView {
    static let size = CGSize(width: 12, height: 12)

    var isExpanded = false {
        didSet { if isExpanded != oldValue { transform = isExpanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity } }
    }

    override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var intrinsicContentSize: CGSize { Self.size }

    override func tintColorDidChange() { setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 3.5, y: 1.5))
        path.addLine(to: CGPoint(x: 8.5, y: 6))
        path.addLine(to: CGPoint(x: 3.5, y: 10.5))
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        tintColor.setStroke()
        path.stroke()
    }
}
