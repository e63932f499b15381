import CoreGraphics

extension UIScrollView {
    /// VoiceOver's three-finger swipe: the content moves a page the way the fingers went (a
    /// swipe up shows what is below), then `.pageScrolled` reads where it is ("Page 2 of 3").
    /// False at the end, where nothing moves. `.next`/`.previous` go along the scrolling axis.
    /// // estimate: the page is the visible height (width) and the announcement's wording
    func scrollPageForAccessibility(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let insets = adjustedContentInset
        let page = CGSize(width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
        guard page.width > 0, page.height > 0 else { return false }
        let vertical = contentSize.height + insets.top + insets.bottom > bounds.height
        var offset = contentOffset
        switch direction {
        case .up: offset.y += page.height
        case .down: offset.y -= page.height
        case .left: offset.x += page.width
        case .right: offset.x -= page.width
        case .next: if vertical { offset.y += page.height } else { offset.x += page.width }
        case .previous: if vertical { offset.y -= page.height } else { offset.x -= page.width }
        }
        offset.x = min(max(offset.x, -insets.left), max(-insets.left, contentSize.width + insets.right - bounds.width))
        offset.y = min(max(offset.y, -insets.top), max(-insets.top, contentSize.height + insets.bottom - bounds.height))
        guard offset != contentOffset else { return false }
        setContentOffset(offset, animated: false)
        let horizontal = direction == .left || direction == .right || ((direction == .next || direction == .previous) && !vertical)
        let length = horizontal ? page.width : page.height
        let position = horizontal ? offset.x + insets.left : offset.y + insets.top
        let total = horizontal ? contentSize.width : contentSize.height
        let count = max(1, Int(saturating: min((total / length).rounded(.up), 1e9)))
        let current = min(count, Int(saturating: min((position / length).rounded(), 1e9)) + 1)
        UIAccessibility.post(notification: .pageScrolled, argument: "Page \(current) of \(count)")
        return true
    }
}
