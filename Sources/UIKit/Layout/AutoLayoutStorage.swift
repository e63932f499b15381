import CoreGraphics

/// What a view keeps for Auto Layout, allocated the first time the view uses any of it, so
/// views laid out by frames alone pay one nil pointer.
@MainActor
final class AutoLayoutStorage {
    /// Constraints installed on the view (it is their items' closest common ancestor).
    var installed: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    /// A container (the window, for its root controller's view) sets the frame.
    var hasEncapsulatedLayout = false
    var needsUpdateConstraints = false
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The margins set on the view; nil keeps the default.
    var layoutMargins: UIEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// The engine this view roots (a window, or a view outside any window that was laid out).
    var engine: LayoutEngine?
    /// The view's variables in the engine of its root, while it takes part in one.
    var item: LayoutEngine.Item?
    var anchors: Anchors?

    /// A view's anchors, made once.
    @MainActor
    final class Anchors {
        let leading, trailing, left, right, centerX: NSLayoutXAxisAnchor
        let top, bottom, centerY, firstBaseline, lastBaseline: NSLayoutYAxisAnchor
        let width, height: NSLayoutDimension

        init(_ view: UIView) {
            leading = NSLayoutXAxisAnchor(item: view, attribute: .leading)
            trailing = NSLayoutXAxisAnchor(item: view, attribute: .trailing)
            left = NSLayoutXAxisAnchor(item: view, attribute: .left)
            right = NSLayoutXAxisAnchor(item: view, attribute: .right)
            centerX = NSLayoutXAxisAnchor(item: view, attribute: .centerX)
            top = NSLayoutYAxisAnchor(item: view, attribute: .top)
            bottom = NSLayoutYAxisAnchor(item: view, attribute: .bottom)
            centerY = NSLayoutYAxisAnchor(item: view, attribute: .centerY)
            firstBaseline = NSLayoutYAxisAnchor(item: view, attribute: .firstBaseline)
            lastBaseline = NSLayoutYAxisAnchor(item: view, attribute: .lastBaseline)
            width = NSLayoutDimension(item: view, attribute: .width)
            height = NSLayoutDimension(item: view, attribute: .height)
        }
    }
}
