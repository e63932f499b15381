import CoreGraphics
import QuartzCore
internal import RuntimeSupport

/// The setters of the `open` geometry properties: each writes the layer, then resizes the
/// subviews by their masks or tells Auto Layout as the change requires.
extension UIView {
    /// `frame`'s setter.
    func setFrame(_ newValue: CGRect) {
        MainThreadChecker.check("UIView.frame setter")
        let oldSize = layer.bounds.size
        let oldOrigin = layer.frame.origin
        layer.frame = newValue
        boundsSizeDidChange(from: oldSize)
        if _autoLayout?.item != nil { LayoutEngine.frameDidChange(self) }
        if newValue.origin != oldOrigin { safeAreaMayHaveMoved() }
    }

    /// `bounds`'s setter.
    func setBounds(_ newValue: CGRect) {
        MainThreadChecker.check("UIView.bounds setter")
        let oldSize = layer.bounds.size
        layer.bounds = newValue
        boundsSizeDidChange(from: oldSize)
        if _autoLayout?.item != nil { LayoutEngine.frameDidChange(self) }
    }

    /// `center`'s setter.
    func setCenter(_ newValue: CGPoint) {
        MainThreadChecker.check("UIView.center setter")
        layer.position = newValue
        if _autoLayout?.item != nil { LayoutEngine.frameDidChange(self) }
        safeAreaMayHaveMoved()
    }

    /// The view moved in its superview: a view with a safe-area guide checks its safe area in
    /// its next layout pass.
    private func safeAreaMayHaveMoved() {
        if _autoLayout?.safeAreaGuide != nil, window != nil { setNeedsLayout() }
    }

    /// `transform`'s setter.
    func setTransform(_ newValue: CGAffineTransform) {
        MainThreadChecker.check("UIView.transform setter")
        layer.setAffineTransform(newValue)
    }

    /// `transform3D`'s setter.
    func setTransform3D(_ newValue: CATransform3D) {
        MainThreadChecker.check("UIView.transform3D setter")
        layer.transform = newValue
    }
}
