import CoreGraphics
import QuartzCore
internal import RuntimeSupport

extension UIView {
    /// Not hidden, taking user interaction, and at least 1% opaque (UIKit's hit-test rule:
    /// "alpha level less than 0.01" is skipped, so 0.01 itself is hittable).
    var isHittable: Bool {
        viewFlags.contains(.userInteractionEnabled) && !layer.storedIsHidden && layer.storedOpacity >= 0.01
    }

    /// `point` from the superview's coordinates to this view's: a subtraction for the usual
    /// untransformed view, the full mapping otherwise.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let l = layer
        if l.hasAttachedAnimations, isHitTestedAtPresentation, let shown = l.presentation() {
            return Self.point(point, inLayerWith: shown)
        }
        if l.hasIdentityTransform {
            let b = l.storedBounds, p = l.storedPosition, a = l.storedAnchorPoint
            return CGPoint(x: point.x - p.x + a.x * b.width + b.minX, y: point.y - p.y + a.y * b.height + b.minY)
        }
        return l.convert(point, from: l.superlayer)
    }

    /// Whether a property animator moves the view and hit-tests it where it is seen.
    @inline(never) private var isHitTestedAtPresentation: Bool {
        guard let keys = layer.animationKeys() else { return false }
        return keys.contains { (layer.animation(forKey: $0)?.delegate as? UIViewAnimationGroup)?.hitTestsPresentation == true }
    }

    /// `point` (in the superlayer) in the coordinates of a layer with `shown`'s geometry.
    private static func point(_ point: CGPoint, inLayerWith shown: CALayer) -> CGPoint {
        let b = shown.bounds, a = shown.anchorPoint
        let local = CGPoint(x: point.x - shown.position.x, y: point.y - shown.position.y)
            .applying(shown.affineTransform().inverted())
        return CGPoint(x: local.x + a.x * b.width + b.minX, y: local.y + a.y * b.height + b.minY)
    }

    /// Resigns the first responder in the view's subtree, if it is there; with `force` a
    /// text field's or text view's delegate is not asked whether editing may end. Returns
    /// whether none is left.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder else { return true }
        let inside: Bool
        if let view = responder as? UIView { inside = view.isDescendant(of: self) } else if let controller = responder as? UIViewController {
            inside = controller.viewIfLoaded?.isDescendant(of: self) ?? false
        } else {
            inside = false
        }
        guard inside else { return true }
        let wasForcing = UIView.isForcingEndEditing
        UIView.isForcingEndEditing = force
        defer { UIView.isForcingEndEditing = wasForcing }
        return responder.resignFirstResponder()
    }

    /// Set while `endEditing(true)` resigns: text inputs then skip their should-end question.
    static var isForcingEndEditing: Bool {
        get { ApplicationContext.current.isForcingEndEditing }
        set { ApplicationContext.current.isForcingEndEditing = newValue }
    }

    /// `hitTest(_:with:)`, by UIKit's rules: hidden views, views with `alpha` below 0.01 and
    /// views not taking user interaction are skipped with their subviews; subviews are tried
    /// front to back; a point outside the receiver's bounds never reaches its subviews,
    /// clipped or not.
    func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isHittable, !isAnimatingWithoutInteraction, self.point(inside: point, with: event) else { return nil }
        // The subviews as they were when the test began (as UIKit enumerates a copy): a
        // subview that adds or removes siblings while it is tested changes nothing here.
        let subviews = _subviews
        var i = subviews.count
        while i > 0 {
            i -= 1
            let subview = subviews[i]
            if let hit = withStackRoom({ subview.hitTest(subview.pointFromSuperview(point), with: event) }) { return hit }
        }
        return self
    }
}

extension CGRect {
    /// `contains(_:)` for a rectangle of non-negative size, as plain comparisons (Foundation's
    /// is an out-of-line call that standardizes the rectangle, made for every view visited).
    func containsPlain(_ point: CGPoint) -> Bool {
        let x = point.x - origin.x, y = point.y - origin.y
        return x >= 0 && y >= 0 && x < size.width && y < size.height
    }
}
