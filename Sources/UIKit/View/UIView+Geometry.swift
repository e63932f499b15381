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
        layer.frame = newValue
        boundsSizeDidChange(from: oldSize)
        if _autoLayout?.item != nil { LayoutEngine.frameDidChange(self) }
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
