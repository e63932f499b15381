import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// Showing exactly the elements whose frames meet the visible bounds.
///
/// Each layout pass prepares the layout if it was invalidated, sets `contentSize` from it,
/// asks for the attributes of the visible rect, lets go of views whose elements left (to
/// their reuse queues) and makes or reuses views for those that came in, then applies the
/// attributes. Elements of a layout with estimated sizes are asked for their preferred
/// attributes once after they are dequeued; when the layout takes the new size it is
/// prepared again in the same pass, so a size never shows wrong for a frame.
extension UICollectionView {
    /// How many times one pass may re-prepare the layout for self-sizing elements.
    private static let selfSizingRounds = 8

    func tileContent() {
        // While updates are collected the data source is ahead of the layout.
        guard !isTiling, updateDepth == 0 else { return }
        isTiling = true
        defer { isTiling = false }
        _ = counts
        var attributes: [UICollectionViewLayoutAttributes] = []
        for _ in 0..<Self.selfSizingRounds {
            let anchor = visibleAnchor()
            prepareLayoutIfNeeded()
            if let anchor { keepAnchorInPlace(anchor) }
            attributes = attributesInBounds()
            releaseViews(notIn: attributes)
            if !askForPreferredAttributes(attributes) { break }
        }
        for item in attributes { show(item) }
        placeBackgroundView()
        updatePrefetching()
    }

    /// Runs the layout's `prepare()` after an invalidation and takes its content size.
    func prepareLayoutIfNeeded() {
        let layout = collectionViewLayout
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
        let size = layout.collectionViewContentSize
        let checked = CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        if contentSize != checked { contentSize = checked }
    }

    /// The attributes of the elements that meet the bounds (layouts may return more).
    func attributesInBounds() -> [UICollectionViewLayoutAttributes] {
        let visible = bounds
        return (collectionViewLayout.layoutAttributesForElements(in: visible) ?? []).filter {
            !$0.isHidden && $0.frame.intersects(visible) && isValid($0)
        }
    }

    /// Attributes naming an item or section that does not exist are skipped, with a report.
    private func isValid(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let path = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            if containsItem(path) { return true }
            RuntimeIssue.report("UICollectionView received layout attributes for a cell with an index path that does not exist: \(path)")
            return false
        case .supplementaryView, .decorationView:
            return true
        }
    }

    /// Lets go of the views whose elements are no longer in `attributes`.
    private func releaseViews(notIn attributes: [UICollectionViewLayoutAttributes]) {
        let wanted = Set(attributes.map(CollectionElementKey.init))
        for (key, view) in visibleViews where !wanted.contains(key) {
            visibleViews[key] = nil
            endDisplaying(view, for: key)
        }
    }

    /// Asks the cells and supplementary views shown for the first time what size they want;
    /// true when the layout took a new size and must be prepared again.
    private func askForPreferredAttributes(_ attributes: [UICollectionViewLayoutAttributes]) -> Bool {
        let layout = collectionViewLayout
        var invalidated = false
        for original in attributes where !original.selfSizingAxes.isEmpty && original.representedElementCategory != .decorationView {
            let key = CollectionElementKey(original)
            guard !selfSizedElements.contains(key) else { continue }
            let view = displayedView(for: original)
            selfSizedElements.insert(key)
            apply(original, to: view)
            view.layoutIfNeeded()
            let preferred = view.preferredLayoutAttributesFitting(original)
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
                invalidated = true
            }
        }
        return invalidated && layout.needsPrepare
    }

    /// The first element shown before a re-layout, and where it was, so a change of sizes
    /// above it does not move what the user is looking at.
    private func visibleAnchor() -> (key: CollectionElementKey, origin: CGPoint)? {
        guard collectionViewLayout.needsPrepare, !visibleViews.isEmpty else { return nil }
        let key = visibleViews.keys.filter { $0.category == .cell }.min { $0.indexPath < $1.indexPath }
        guard let key, let attributes = visibleViews[key]?.appliedAttributes else { return nil }
        return (key, attributes.frame.origin)
    }

    private func keepAnchorInPlace(_ anchor: (key: CollectionElementKey, origin: CGPoint)) {
        guard containsItem(anchor.key.indexPath), let now = collectionViewLayout.layoutAttributesForItem(at: anchor.key.indexPath) else { return }
        let dx = now.frame.minX - anchor.origin.x, dy = now.frame.minY - anchor.origin.y
        let inset = adjustedContentInset
        var origin = bounds.origin
        // Only once the content is scrolled: at the top, content grows downwards.
        if dy != 0, bounds.minY > -inset.top { origin.y += dy }
        if dx != 0, bounds.minX > -inset.left { origin.x += dx }
        if origin != bounds.origin { moveContent(to: origin) }
    }

    // MARK: Views

    /// Makes or finds the view for `attributes` and applies them.
    private func show(_ attributes: UICollectionViewLayoutAttributes) {
        let view = displayedView(for: attributes)
        apply(attributes, to: view)
    }

    /// The view shown for the element, asking the data source (or the layout's decoration
    /// registrations) for one when the element has none yet.
    func displayedView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView {
        let key = CollectionElementKey(attributes)
        if let view = visibleViews[key] { return view }
        let view: UICollectionReusableView
        let delegate = collectionDelegate
        switch attributes.representedElementCategory {
        case .cell:
            guard let dataSource else { preconditionFailure("UICollectionView: an item exists without a data source") }
            let cell = dataSource.collectionView(self, cellForItemAt: key.indexPath)
            guard cell.reuseIdentifier != nil else {
                preconditionFailure("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
            }
            cell.isSelected = selectedPaths.contains(key.indexPath)
            cell.editingFlag = editingFlag
            view = cell
        case .supplementaryView:
            guard let dataSource else { preconditionFailure("UICollectionView: a supplementary view exists without a data source") }
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            guard view.reuseIdentifier != nil else {
                preconditionFailure("the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(key.kind), \(key.indexPath)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
            }
        case .decorationView:
            view = dequeueDecorationView(ofKind: key.kind)
        }
        visibleViews[key] = view
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
        switch key.category {
        case .cell: if let cell = view as? UICollectionViewCell { delegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath) }
        case .supplementaryView: delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        case .decorationView: break
        }
        return view
    }

    /// Puts `view` where `attributes` say: geometry, transform, alpha, z order, hidden, then
    /// the view's own `apply(_:)`. Equal attributes already applied are skipped.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if let applied = view.appliedAttributes, applied.isEqual(attributes), view.center == attributes.center { return }
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        view.appliedAttributes = copy
        applyGeometry(copy, to: view)
        view.apply(copy)
    }

    /// The animatable part of the attributes (what updates animate between).
    func applyGeometry(_ attributes: UICollectionViewLayoutAttributes, to view: UIView) {
        if view.bounds.size != attributes.size { view.bounds.size = attributes.size }
        var center = attributes.center
        // A row swiped open keeps its place beside its buttons.
        if attributes.representedElementCategory == .cell { center.x += rowSwipe.offset(for: attributes.indexPath) }
        if view.center != center { view.center = center }
        if !CATransform3DEqualToTransform(view.transform3D, attributes.transform3D) { view.transform3D = attributes.transform3D }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.layer.zPosition != CGFloat(attributes.zIndex) { view.layer.zPosition = CGFloat(attributes.zIndex) }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
    }

    /// Takes a view off the collection view, tells the delegate, and queues it for reuse.
    func endDisplaying(_ view: UICollectionReusableView, for key: CollectionElementKey) {
        view.removeFromSuperview()
        view.appliedAttributes = nil
        selfSizedElements.remove(key)
        if key.category == .cell { press.forget(key.indexPath) }
        let delegate = collectionDelegate
        switch key.category {
        case .cell:
            if let cell = view as? UICollectionViewCell { delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath) }
            enqueue(view, kind: CollectionReuseKey.cellKind)
        case .supplementaryView:
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
            enqueue(view, kind: key.kind)
        case .decorationView:
            enqueue(view, kind: key.kind)
        }
    }

    /// The background view fills the visible bounds behind everything.
    private func placeBackgroundView() {
        guard let background = backgroundView else { return }
        if background.superview !== self || subviews.first !== background { insertSubview(background, at: 0) }
        if background.frame != bounds { background.frame = bounds }
        background.layer.zPosition = -CGFloat(Int32.max)
    }
}
