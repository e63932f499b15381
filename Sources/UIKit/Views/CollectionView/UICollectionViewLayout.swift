import CoreGraphics
import Foundation

/// Decides where every item, supplementary view and decoration view of a collection view
/// goes. The collection view asks only for what it shows: `prepare()` once after each
/// invalidation, then `layoutAttributesForElements(in:)` for the rect it is about to show.
///
/// The base class lays out nothing; `UICollectionViewFlowLayout` and
/// `UICollectionViewCompositionalLayout` are the two UIKit ships, and apps subclass it for
/// their own. The collection view holds its layout strongly and the layout points back weakly.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout; set when the layout is installed.
    open internal(set) weak var collectionView: UICollectionView?

    /// The attributes class the layout makes; subclasses that carry more state override.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The invalidation-context class `invalidateLayout()` uses.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Decoration views registered by kind, made by the collection view as attributes ask.
    var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]
    var decorationViewNibs: [String: UINib] = [:]

    /// True between `invalidateLayout` and the next `prepare()`.
    var needsPrepare = true

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    // MARK: Laying out

    /// Work out the layout; called before any attributes are asked for after an invalidation.
    open func prepare() {}

    /// The size the collection view scrolls through.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`, in no required order.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where scrolling should stop; layouts that snap (paging by item) override.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to keep after a layout change or an animated update.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Invalidation

    /// Throw the layout away; the collection view calls `prepare()` again before its next layout.
    open func invalidateLayout() {
        let context = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self).init()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidate as the context says. The base class always re-prepares; subclasses read the
    /// context to keep what still holds, then call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.layoutDidInvalidate(context)
    }

    /// Whether a change of the collection view's bounds needs a new layout. The base class
    /// answers yes when the size changes (not for scrolling).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self).init()
        if let collectionView {
            context.contentOffsetAdjustment = .zero
            context.contentSizeAdjustment = CGSize(width: newBounds.width - collectionView.bounds.width,
                                                   height: newBounds.height - collectionView.bounds.height)
        }
        return context
    }

    /// Whether a self-sizing cell's preferred attributes (from
    /// `preferredLayoutAttributesFitting(_:)`) differ enough to lay out again. The base
    /// class says no; layouts with estimated sizes say yes when the size changed.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self).init()
        let path = originalAttributes.indexPath
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [path])
        case .supplementaryView: context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [path])
        case .decorationView: context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [path])
        }
        return context
    }

    // MARK: Updates

    /// Called before an animated batch of updates with what is inserted, deleted, reloaded
    /// and moved, so `initialLayoutAttributesForAppearingItem` … can tell what is new.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    open func finalizeAnimatedBoundsChange() {}

    /// Where an appearing item starts its animation; nil means "at its final place, faded
    /// in" (alpha 0), as UIKit does by default.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        fadedCopy(layoutAttributesForItem(at: itemIndexPath))
    }

    /// Where a disappearing item ends its animation; nil means "where it was, faded out".
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        fadedCopy(layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath))
    }

    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        fadedCopy(layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath))
    }

    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    private func fadedCopy(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        copy.alpha = 0
        return copy
    }

    // MARK: Decoration views

    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewNibs[elementKind] = nil
        if let viewClass = viewClass as? UICollectionReusableView.Type {
            decorationViewClasses[elementKind] = viewClass
        } else {
            decorationViewClasses[elementKind] = nil
        }
    }

    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = nil
        decorationViewNibs[elementKind] = nib
    }

    /// The direction the layout flips to for right-to-left languages; false keeps it as laid out.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The layout's own direction (left to right unless a subclass says otherwise).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

/// What an invalidation throws away: everything (`invalidateEverything`), the data source
/// counts, or single elements, plus the content size or offset to adjust by.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    public required override init() { super.init() }

    open internal(set) var invalidateEverything = false
    open internal(set) var invalidateDataSourceCounts = false
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}

/// One change of an animated batch, as the layout hears of it in
/// `prepare(forCollectionViewUpdates:)`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// Raw values are UIKit's.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The path before the update; nil for an insertion. A whole section has item `NSNotFound`.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The path after the update; nil for a deletion.
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.updateAction = action
        self.indexPathBeforeUpdate = before
        self.indexPathAfterUpdate = after
        super.init()
    }
}
