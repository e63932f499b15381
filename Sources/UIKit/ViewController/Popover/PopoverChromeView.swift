import CoreGraphics
import QuartzCore

/// What a popover draws around its content: the rounded body in the popover's background
/// colour, the arrow to its source in the same colour, and the soft shadow under both. It
/// lies under the presented view in the container and follows it; the content is clipped
/// to the same rounded corners, so a content view without a background shows the colour.
final class PopoverChromeView: UIView {
    var fillColor: UIColor = .systemBackground { didSet { setNeedsDisplay() } }
    /// Whether the body is drawn and shadowed (a controller that draws its own, an action
    /// sheet's popover, only gets the arrow).
    var drawsBody = true { didSet { setNeedsDisplay() } }
    /// The popover's body and the arrow's three corners, in the container's coordinates.
    private var body = CGRect.zero
    private var arrow: [CGPoint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    /// Draws the body at `body` and an arrow of `direction` whose tip is at `tip` (both in the
    /// superview's coordinates); the view covers both.
    func place(body: CGRect, tip: CGPoint, direction: UIPopoverArrowDirection) {
        let l = PopoverMetrics.arrowLength, half = PopoverMetrics.arrowBase / 2
        switch direction {
        case .up: arrow = [CGPoint(x: tip.x - half, y: tip.y + l), tip, CGPoint(x: tip.x + half, y: tip.y + l)]
        case .down: arrow = [CGPoint(x: tip.x - half, y: tip.y - l), tip, CGPoint(x: tip.x + half, y: tip.y - l)]
        case .left: arrow = [CGPoint(x: tip.x + l, y: tip.y - half), tip, CGPoint(x: tip.x + l, y: tip.y + half)]
        default: arrow = [CGPoint(x: tip.x - l, y: tip.y - half), tip, CGPoint(x: tip.x - l, y: tip.y + half)]
        }
        self.body = body
        let covered = arrow.reduce(body) { $0.union(CGRect(origin: $1, size: .zero)) }
        frame = covered
        layer.shadowPath = drawsBody ? outline().cgPath : nil
        layer.shadowOpacity = drawsBody ? PopoverMetrics.shadowOpacity : 0
        layer.shadowRadius = PopoverMetrics.shadowRadius
        layer.shadowOffset = .zero
        setNeedsDisplay()
    }

    /// The body (when drawn) and the arrow, in the view's own coordinates.
    private func outline() -> UIBezierPath {
        let origin = frame.origin
        let path = drawsBody
            ? UIBezierPath(roundedRect: body.offsetBy(dx: -origin.x, dy: -origin.y), cornerRadius: PopoverMetrics.cornerRadius)
            : UIBezierPath()
        guard arrow.count == 3 else { return path }
        let points = arrow.map { CGPoint(x: $0.x - origin.x, y: $0.y - origin.y) }
        path.move(to: points[0])
        path.addLine(to: points[1])
        path.addLine(to: points[2])
        path.close()
        return path
    }

    override func draw(_ rect: CGRect) {
        fillColor.setFill()
        outline().fill()
    }
}
