import CoreGraphics
import Foundation

/// Inset distances for the edges of a rectangle, in points: positive values shrink the
/// rectangle, negative values grow it. Used for an image's cap insets, and by views for
/// content and layout margins.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Insets of zero on every edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets: CustomStringConvertible {
    /// UIKit's `NSStringFromUIEdgeInsets` form: `{top, left, bottom, right}`.
    public var description: String {
        func n(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        return "{\(n(top)), \(n(left)), \(n(bottom)), \(n(right))}"
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` on each edge (`UIEdgeInsetsInsetRect`): the origin
    /// moves by (left, top) and the size loses (left + right, top + bottom). The result is
    /// not standardized, so insets larger than the rectangle give a negative size, as in
    /// UIKit.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}

extension UIEdgeInsets {
    /// The part of something of `size` inside these insets, in unit coordinates — the
    /// `contentsCenter` that stretches only that part; the whole unit square for zero insets
    /// or an empty size.
    func stretchableUnitRect(in size: CGSize) -> CGRect {
        guard self != .zero, size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        return CGRect(x: left / size.width, y: top / size.height,
                      width: max(0, size.width - left - right) / size.width,
                      height: max(0, size.height - top - bottom) / size.height)
    }
}

extension UIEdgeInsets {
    /// Whether every inset is a finite number.
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
