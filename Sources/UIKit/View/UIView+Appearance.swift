import CoreGraphics
internal import RuntimeSupport

/// The setters of the `open` appearance properties (the layer holds what they set).
extension UIView {
    /// `isHidden`'s setter.
    func setHidden(_ newValue: Bool) {
        MainThreadChecker.check("UIView.isHidden setter")
        let changed = newValue != layer.isHidden
        layer.isHidden = newValue
        // A stack view collapses (or brings back) its hidden arranged views.
        if changed { (_superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self) }
    }

    /// `alpha`'s setter.
    func setAlpha(_ newValue: CGFloat) {
        MainThreadChecker.check("UIView.alpha setter")
        layer.opacity = Float(newValue)
    }

    /// `backgroundColor`'s setter.
    func setBackgroundColor(_ newValue: UIColor?) {
        MainThreadChecker.check("UIView.backgroundColor setter")
        _backgroundColor = newValue
        layer.backgroundColor = resolved(newValue)
        appearanceDidSet(\.backgroundColor)
    }

    /// `clearsContextBeforeDrawing`'s setter.
    func setClearsContextBeforeDrawing(_ newValue: Bool) {
        setViewFlag(.clearsContextBeforeDrawing, newValue)
        layer.clearsBeforeDrawing = newValue
    }
}
