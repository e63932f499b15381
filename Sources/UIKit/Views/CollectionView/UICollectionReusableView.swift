import CoreGraphics
import Foundation

/// A view a collection view shows for a layout's element and reuses when the element
/// scrolls away: the base of cells and of supplementary and decoration views.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is dequeued by; set by the collection view when it makes one.
    open internal(set) var reuseIdentifier: String?

    /// The attributes last applied, so self-sizing can start from them.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = (coder as? UINibDecoder)?.string("reuseIdentifier")
    }

    /// Called before the collection view hands the view out again.
    open func prepareForReuse() {}

    /// Take on the layout's attributes; subclasses with custom attributes override and read
    /// them (geometry, alpha and z order are applied by the collection view).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called as the view's layout is about to change (its attributes are replaced).
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes this view would like, for layouts that size elements from their
    /// content (estimated sizes). The default measures the view with Auto Layout, the layout's
    /// fixed axis held and the estimated one free; a view with no constraints keeps the size
    /// it was given.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let axes = layoutAttributes.selfSizingAxes
        guard !axes.isEmpty, let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        let fitted = selfSizingTarget.systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: axes.contains(.horizontal) ? .fittingSizeLevel : .required,
            verticalFittingPriority: axes.contains(.vertical) ? .fittingSizeLevel : .required)
        var size = layoutAttributes.size
        if axes.contains(.horizontal), fitted.width.isFinite, fitted.width > 0 { size.width = fitted.width }
        if axes.contains(.vertical), fitted.height.isFinite, fitted.height > 0 { size.height = fitted.height }
        preferred.size = size
        return preferred
    }

    /// The view measured for self-sizing: a cell's content view, or the view itself.
    var selfSizingTarget: UIView { self }
}

extension UICollectionViewLayoutAttributes {
    /// The axes along which a layout wants the element to size itself (estimated dimensions);
    /// empty for fixed sizes. The collection view asks for preferred attributes only when
    /// this is not empty.
    struct SelfSizingAxes: OptionSet, Hashable {
        let rawValue: Int
        static let horizontal = SelfSizingAxes(rawValue: 1)
        static let vertical = SelfSizingAxes(rawValue: 2)
    }
}
