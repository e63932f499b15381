extension UIGestureRecognizer {
    /// Whether this is the pan of a scroll view inside `view`, or the swipe of a row in one:
    /// edge swipes (the navigation pop, the split's sidebar) make those wait for them to
    /// fail, as iOS does.
    func isPanOfScrollView(under view: UIView?) -> Bool {
        guard let view, let scrollView = self.view as? UIScrollView,
              self === scrollView.panGestureRecognizer || self is RowSwipeGestureRecognizer else { return false }
        return scrollView.isDescendant(of: view)
    }
}
