import CoreGraphics

/// A drag that starts in a scroll view inside the sheet, as iOS shares it between the two:
/// dragging down with the content at its top moves the sheet down; dragging up moves the
/// sheet up to its larger detents first when `prefersScrollingExpandsWhenScrolledToEdge`
/// (the default), and only then scrolls; otherwise the scroll view scrolls.
extension UISheetPresentationController {
    /// The innermost vertically scrolling scroll view under `point` (in `presented`).
    func scrollView(at point: CGPoint, in presented: UIView) -> UIScrollView? {
        var view = presented.hitTest(point, with: nil)
        while let current = view, current !== presented {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled, scrollView.alwaysBounceVertical
                || scrollView.contentSize.height > scrollView.bounds.height - scrollView.adjustedContentInset.top - scrollView.adjustedContentInset.bottom {
                return scrollView
            }
            view = current.superview
        }
        return nil
    }

    /// Where the sheet's top goes for the drag's step to `translation` when it began in a
    /// scroll view; nil when the scroll view takes the step. While the sheet moves, the
    /// content stays at its top.
    func sheetTop(following translation: CGFloat, scrollView: UIScrollView, drag: SheetDrag, largestTop: CGFloat) -> CGFloat? {
        let step = translation - drag.lastTranslation
        drag.lastTranslation = translation
        let topOffset = -scrollView.adjustedContentInset.top
        let top = drag.top, resting = drag.startTop
        let lowest: CGFloat
        if step > 0 {
            // Down: only once the content is at its top.
            guard scrollView.contentOffset.y <= topOffset + 0.5 else { return nil }
            lowest = .infinity
        } else if top > resting + 0.5 {
            // Up, after the sheet was pulled down in this drag: back to where it was first.
            lowest = prefersScrollingExpandsWhenScrolledToEdge ? largestTop : resting
        } else if prefersScrollingExpandsWhenScrolledToEdge && top > largestTop + 0.5 {
            // Up, below the largest detent: the sheet grows before the content scrolls.
            lowest = largestTop
        } else {
            return nil
        }
        if scrollView.contentOffset.y != topOffset { scrollView.contentOffset.y = topOffset }
        return min(max(lowest, top + step), max(top, top + step))
    }
}

/// The sheet's pan works alongside the pans of scroll views inside the sheet.
@MainActor
final class SheetScrollCooperation: NSObject, UIGestureRecognizerDelegate {
    private weak var sheet: UISheetPresentationController?

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView = otherGestureRecognizer.view as? UIScrollView, let sheetView = gestureRecognizer.view else { return false }
        return otherGestureRecognizer === scrollView.panGestureRecognizer && scrollView.isDescendant(of: sheetView)
    }
}
