import CoreGraphics
import QuartzCore
internal import RuntimeSupport

/// What the `open` layout methods do: the layout pass itself runs through the layer
/// (QuartzCore/Layout/LayoutPass.swift).
extension UIView {
    /// `setNeedsLayout()`: marks the layer.
    func markNeedsLayout() {
        MainThreadChecker.check("UIView.setNeedsLayout()", .layoutEngine)
        layer.setNeedsLayout()
    }

    /// `layoutIfNeeded()`: Auto Layout's passes first, when the view uses it, then the layer's.
    func layOutIfNeeded() {
        MainThreadChecker.check("UIView.layoutIfNeeded()", .layoutEngine)
        if LayoutEngine.activeCount > 0 || _autoLayout != nil {
            UpdateConstraintsPass.run(within: self)
            LayoutEngine.flushPending()
            LayoutEngine.engine(of: self)?.solveIfNeeded()
        }
        layer.layoutIfNeeded()
    }

    /// `sizeToFit()`: a fitted size that is not finite leaves the frame alone.
    func resizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        guard fitted.width.isFinite, fitted.height.isFinite else { return }
        var f = frame
        f.size = CGSize(width: max(0, fitted.width), height: max(0, fitted.height))
        frame = f
    }

    /// `layoutSublayers(of:)`: the controller's callbacks around `layoutSubviews()`.
    func layOutSubviews(ofLayer layer: CALayer) {
        guard layer === self.layer else { return }
        if _autoLayout?.safeAreaGuide != nil, LayoutEngine.safeAreaGuideIsStale(of: self) { safeAreaDidChange() }
        withOwnTraitsCurrent {
            let controller = _viewController
            if let controller, window != nil { controller.sendIsAppearingIfOwed() }
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        // Views moved in the window (this one, or subviews this layout or a scroll moved) see
        // their safe area follow, as UIKit updates safe areas in the layout pass.
        for subview in _subviews where subview._autoLayout?.safeAreaGuide != nil && LayoutEngine.safeAreaGuideIsStale(of: subview) {
            subview.safeAreaDidChange()
        }
    }
}
