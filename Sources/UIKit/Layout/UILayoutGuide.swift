import CoreGraphics
import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing, grouping, and
/// the margins and safe area every view offers. Its `layoutFrame` is in its owning view's
/// coordinates.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view that owns the guide; the owner keeps it in `layoutGuides`.
    open internal(set) weak var owningView: UIView?

    /// A name for debugging and descriptions.
    open var identifier: String = ""

    /// Set by the engine after solving: the guide's rectangle in the owning view.
    var solvedFrame: CGRect = .zero

    public override init() { super.init() }

    /// The guide's rectangle in the owning view's coordinates, as the last layout solved it
    /// (zero before the guide's owner is laid out).
    open var layoutFrame: CGRect {
        if let owner = owningView, let engine = LayoutEngine.engine(of: owner) { engine.solveIfNeeded() }
        return solvedFrame
    }

    open private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
    open private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    open private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
    open private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
    open private(set) lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    open private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    open private(set) lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
    open private(set) lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)
    open private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    open private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(item: self, attribute: .centerY)

    /// Whether the layout leaves the guide's position or size open.
    open var hasAmbiguousLayout: Bool {
        guard let owner = owningView, let engine = LayoutEngine.engine(of: owner) else { return false }
        return engine.hasAmbiguousLayout(self)
    }

    /// The constraints that decide the guide's layout on `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let owner = owningView, let engine = LayoutEngine.engine(of: owner) else { return [] }
        return engine.constraintsAffectingLayout(of: self, axis: axis)
    }

    open override var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self)): \(objectAddress(self)) - \"\(identifier)\", layoutFrame = \(NSCoder.string(for: solvedFrame)), owningView = \(owningView.map { "<\(type(of: $0)): \(objectAddress($0))>" } ?? "nil")>"
        }
    }
}
