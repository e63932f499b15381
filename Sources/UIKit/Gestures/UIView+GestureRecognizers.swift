internal import RuntimeSupport
extension UIView {
    /// The recognizers attached to the view (nil when none, as in UIKit). Setting replaces them.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set {
            for r in _gestureRecognizers { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Attaches `gestureRecognizer` (taking it from any other view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        MainThreadChecker.check("UIView.addGestureRecognizer(_:)")
        if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
        guard !_gestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        _gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; a gesture in progress is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        MainThreadChecker.check("UIView.removeGestureRecognizer(_:)")
        guard _gestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        if gestureRecognizer._state == .began || gestureRecognizer._state == .changed { gestureRecognizer.state = .cancelled }
        _gestureRecognizers.removeAll { $0 === gestureRecognizer }
        GestureArena.reset(gestureRecognizer)
        gestureRecognizer.view = nil
    }
}
