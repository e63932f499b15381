import CoreGraphics
import QuartzCore

/// A black gradient, clear at one end and dark at the other, that darkens a page as it
/// turns (on the turning leaf) or where the turning leaf shades the page below it.
@MainActor
final class PageShadeView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    init(darkAt edge: UIRectEdge, depth: CGFloat) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        guard let gradient = layer as? CAGradientLayer else { return }
        gradient.colors = [UIColor(white: 0, alpha: 0).cgColor, UIColor(white: 0, alpha: depth).cgColor]
        switch edge {
        case .left: (gradient.startPoint, gradient.endPoint) = (CGPoint(x: 1, y: 0.5), CGPoint(x: 0, y: 0.5))
        case .top: (gradient.startPoint, gradient.endPoint) = (CGPoint(x: 0.5, y: 1), CGPoint(x: 0.5, y: 0))
        case .bottom: (gradient.startPoint, gradient.endPoint) = (CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1))
        default: (gradient.startPoint, gradient.endPoint) = (CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5))
        }
    }

    required init?(coder: NSCoder) { nil }
}
