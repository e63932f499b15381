import CoreGraphics

/// `tintColor`: a color views inherit down the hierarchy, so a button, a switch or a
/// template image follows its container's accent color unless told otherwise.
extension UIView {
    /// Whether any view was ever given its own tint. Until then every view inherits the
    /// default, and moving views cannot change their tint: adding a subview skips the check.
    private static var tintCustomized = false

    /// The tint this view shows: its own, else the nearest ancestor's, else the system blue.
    var effectiveTintColor: UIColor {
        var view: UIView? = self
        while let v = view {
            if let tint = v._tintColor { return tint }
            view = v._superview
        }
        return .systemBlue
    }

    /// Sets the view's own tint (nil inherits) and tells the views whose tint changed.
    func setOwnTintColor(_ color: UIColor?) {
        let old = effectiveTintColor
        _tintColor = color
        if color != nil { UIView.tintCustomized = true }
        if effectiveTintColor != old { sendTintColorDidChange() }
    }

    /// The tint the view inherits before it moves, when a move could change it.
    var inheritedTintBeforeMove: UIColor? {
        UIView.tintCustomized && _tintColor == nil ? effectiveTintColor : nil
    }

    /// After a move: tells the subtree when the inherited tint is now another color.
    func tintMayHaveChanged(from old: UIColor?) {
        guard let old, _tintColor == nil, effectiveTintColor != old else { return }
        sendTintColorDidChange()
    }

    /// `tintColorDidChange()` to this view and to each descendant that inherits its tint.
    private func sendTintColorDidChange() {
        tintColorDidChange()
        withStackRoom { for subview in _subviews where subview._tintColor == nil { subview.sendTintColorDidChange() } }
    }
}
