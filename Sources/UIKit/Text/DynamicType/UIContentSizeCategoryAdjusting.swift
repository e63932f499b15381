import CoreGraphics
import Foundation

/// Views whose fonts follow the user's text size: with `adjustsFontForContentSizeCategory`
/// on, a font from `preferredFont(forTextStyle:)` or `UIFontMetrics` is resolved again when
/// the view's content size category changes, and the view measures and lays out anew.
/// Other fonts stay as they are, as on iOS.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// The standard views that react when their traits' content size category changes (called
/// before `traitCollectionDidChange(_:)`).
@MainActor
protocol ContentSizeCategoryObserving: UIView {
    func contentSizeCategoryDidChange()
}

extension UILabel: UIContentSizeCategoryAdjusting, ContentSizeCategoryObserving {
    func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let font else { return }
        let adjusted = font.adjusted(for: traitCollection)
        guard adjusted !== font else { return }
        self.font = adjusted
        // A button sizes itself by its title label.
        if let button = superview as? UIButton, button.titleLabelIfMade === self {
            button.invalidateIntrinsicContentSize()
            button.setNeedsLayout()
        }
    }
}

extension UITextField: UIContentSizeCategoryAdjusting, ContentSizeCategoryObserving {
    func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory else { return }
        let adjusted = storedFont.adjusted(for: traitCollection)
        if adjusted !== storedFont { font = adjusted }
    }
}

extension UITextView: UIContentSizeCategoryAdjusting, ContentSizeCategoryObserving {
    func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let font else { return }
        let adjusted = font.adjusted(for: traitCollection)
        if adjusted !== font { self.font = adjusted }
    }
}

/// Self-sizing rows measure again at the new size: the heights go back to estimates and the
/// rows shown are measured with their cells' new fonts at the next layout.
extension UITableView: ContentSizeCategoryObserving {
    func contentSizeCategoryDidChange() { setNeedsReload() }
}

/// Self-sizing items measure again at the new size: the layout starts again from its
/// estimates (dropping the sizes the cells preferred) and the items shown are measured anew.
extension UICollectionView: ContentSizeCategoryObserving {
    func contentSizeCategoryDidChange() {
        selfSizedElements.removeAll()
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }
}
