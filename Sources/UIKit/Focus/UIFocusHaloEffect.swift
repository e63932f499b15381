import CoreGraphics
import Foundation
import QuartzCore

/// A focus ring of a given shape, drawn in the tint color around (or inside) it. The shape is
/// in the focused item's coordinate space.
@preconcurrency @MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// Where the ring sits relative to the shape; raw values are UIKit's.
    public enum Position: Int, Sendable {
        /// Outside, except where the item would clip it. Drawn outside here.
        case automatic
        /// Around the shape.
        case outside
        /// Inside the shape, for items that fill their container.
        case inside
    }

    enum Shape {
        case rect(CGRect, cornerRadius: CGFloat)
        case path(CGPath)
    }

    let shape: Shape

    /// The view the halo is placed in; nil: the focused view's window.
    open weak var containerView: UIView?
    /// The view the halo is placed above; kept for API parity, the halo is always drawn above
    /// the window's content here.
    open weak var referenceView: UIView?
    open var position: Position = .automatic

    /// A rectangular halo.
    public convenience init(rect: CGRect) {
        self.init(shape: .rect(rect, cornerRadius: 0))
    }

    /// A rounded halo; continuous corners are drawn as circular arcs.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        self.init(shape: .rect(rect, cornerRadius: cornerRadius))
    }

    /// A halo along a Bézier path.
    public convenience init(path bezierPath: UIBezierPath) {
        self.init(shape: .path(bezierPath.cgPath))
    }

    init(shape: Shape) {
        self.shape = shape
        super.init()
    }
}
