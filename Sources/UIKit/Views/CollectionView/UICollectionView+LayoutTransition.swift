import CoreGraphics
import Foundation

/// Changing the layout, optionally animated from the old attributes to the new ones.
extension UICollectionView {
    /// Replaces the layout; animated, every shown element moves to its place in the new
    /// layout and elements only the new layout shows fade in. `completion` runs at the end.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let old = collectionViewLayout
        guard layout !== old else {
            completion?(true)
            return
        }
        let starts = visibleViews.mapValues { $0.appliedAttributes }
        for view in visibleViews.values { view.willTransition(from: old, to: layout) }
        collectionViewLayout = layout
        prepareLayoutIfNeeded()
        // Elements the new layout puts out of view slide there, then go.
        var leaving: [(CollectionElementKey, UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        for (key, view) in visibleViews {
            let final = attributes(for: key)
            guard final.map({ !$0.frame.intersects(bounds) }) ?? true else { continue }
            visibleViews[key] = nil
            leaving.append((key, view, final ?? Self.fadedOut(view.appliedAttributes, view: view)))
        }
        let offset = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        let target = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: offset) ?? offset
        if target != contentOffset { contentOffset = target }
        UIView.performWithoutAnimation { tileContent() }
        var moving: [(UIView, UICollectionViewLayoutAttributes)] = []
        for (key, view) in visibleViews {
            guard let final = view.appliedAttributes else { continue }
            let start = (starts[key] ?? nil) ?? Self.fadedIn(final)
            UIView.performWithoutAnimation { applyGeometry(start, to: view) }
            moving.append((view, final))
        }
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            for (key, view, _) in leaving { self.endDisplaying(view, for: key) }
            for view in self.visibleViews.values { view.didTransition(from: old, to: layout) }
            completion?(finished)
        }
        guard animated, UIView.areAnimationsEnabled else {
            for (view, final) in moving { applyGeometry(final, to: view) }
            return finish(true)
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            for (view, final) in moving { self.applyGeometry(final, to: view) }
            for (_, view, final) in leaving { self.applyGeometry(final, to: view) }
        }, completion: finish)
    }

    private static func fadedIn(_ final: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let start = final.copy() as? UICollectionViewLayoutAttributes ?? final
        start.alpha = 0
        return start
    }
}
