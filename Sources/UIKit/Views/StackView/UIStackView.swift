import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// A view that lines up its arranged subviews in a row or a column with Auto Layout.
///
/// The stack view owns the constraints between its arranged subviews and its edges (named
/// `UISV-…` as UIKit names them, so logs read the same); app code positions and sizes the
/// stack view itself. The constraints are rebuilt in the update-constraints pass after any
/// property or the arranged views change, not on every setter call. Hiding an arranged view
/// collapses it (zero length along the axis, its spacing gone); inside an animation block the
/// collapse animates.
///
/// It draws nothing of its own but its layer's background colour and corners (as iOS 14 and
/// later do).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The views the stack lays out, in order; always a subset of `subviews`.
    open private(set) var arrangedSubviews: [UIView] = []

    /// The direction views are stacked in; horizontal by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    /// How the views share the stack's length along `axis`; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    /// Where the views sit across `axis`; `.fill` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// The space between adjacent views (the least space for the equal-spacing
    /// distributions); 0 by default. `spacingUseSystem` asks for the standard 8 points.
    /// NaN and infinite values are reported and ignored: they cannot become constraint
    /// constants.
    open var spacing: CGFloat {
        get { storedSpacing }
        set {
            guard newValue.isFinite else {
                RuntimeIssue.report("UIStackView.spacing: \(newValue) is not finite; the spacing stays \(storedSpacing)")
                return
            }
            guard newValue != storedSpacing else { return }
            storedSpacing = newValue
            setNeedsArrangement()
        }
    }

    /// Vertical stacks: whether the space between views runs from one view's last baseline
    /// to the next view's first baseline instead of between their edges; false by default.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Whether the views are laid out inside the layout margins instead of the bounds;
    /// false by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    private var storedSpacing: CGFloat = 0
    /// Spacing after particular arranged views, by view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides the last arrangement installed.
    private var arrangementConstraints: [NSLayoutConstraint] = []
    private var arrangementGuides: [UILayoutGuide] = []
    /// The arrangement is out of date; `updateConstraints()` rebuilds it.
    private var needsArrangement = false

    // MARK: Initializers

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view that arranges `views` (adding them as subviews) in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// From a nib: the stack's settings, and its subviews (which Interface Builder lists in
    /// arrangement order) become the arranged subviews. Not failable, as Apple declares it, so
    /// subclasses written for iOS (`required init(coder: NSCoder)`) compile; a view's
    /// `init(coder:)` never fails.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
        if let nib = coder as? UINibDecoder {
            decodeStackViewAttributes(nib)
            for view in subviews { addArrangedSubview(view) }
        }
    }

    /// The stack view is built from constraints; it asks for an update-constraints pass.
    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Managing arranged subviews

    /// Appends `view` to the arranged subviews, adding it as a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count - (arrangedSubviews.contains { $0 === view } ? 1 : 0))
    }

    /// Puts `view` at `stackIndex` in the arranged subviews (moving it when it is already
    /// arranged), adding it as a subview if it is not one. An index past the end is a
    /// programmer error, as in UIKit.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        MainThreadChecker.check("UIStackView.insertArrangedSubview(_:at:)", .layoutEngine)
        precondition(view !== self, "UIStackView: can't add self as an arranged subview; a view can't be its own subview (\(type(of: self)) \(objectAddress(self)))")
        arrangedSubviews.removeAll { $0 === view }
        precondition(stackIndex >= 0 && stackIndex <= arrangedSubviews.count,
                     "UIStackView.insertArrangedSubview(_:at:): index \(stackIndex) is beyond the \(arrangedSubviews.count) arranged subviews")
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.insert(view, at: stackIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        setNeedsArrangement()
    }

    /// Stops arranging `view`. It stays a subview (and on screen) until it is removed from
    /// its superview.
    open func removeArrangedSubview(_ view: UIView) {
        MainThreadChecker.check("UIStackView.removeArrangedSubview(_:)", .layoutEngine)
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// An arranged view leaving the stack (`removeFromSuperview()`, or another superview)
    /// leaves the arranged subviews too.
    func arrangedSubviewWillLeave(_ view: UIView) {
        removeArrangedSubview(view)
    }

    // MARK: Spacing

    /// Sets the space after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`,
    /// `spacingUseSystem` asks for the standard space). Ignored for views the stack does not
    /// arrange; NaN and infinite values are reported and ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        MainThreadChecker.check("UIStackView.setCustomSpacing(_:after:)", .layoutEngine)
        guard spacing.isFinite else {
            RuntimeIssue.report("UIStackView.setCustomSpacing(_:after:): \(spacing) is not finite; the spacing after the view is unchanged")
            return
        }
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        setNeedsArrangement()
    }

    /// The space set after `arrangedSubview`, or `spacingUseDefault` when none is.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The points between `view` and the next visible arranged view.
    func effectiveSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? storedSpacing
        return value == Self.spacingUseSystem ? Self.systemSpacing : value
    }

    // MARK: Arrangement

    /// Marks the arrangement out of date: the update-constraints pass rebuilds it and the
    /// layout that follows moves the views.
    func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Rebuilds the arrangement's constraints when something changed.
    open override func updateConstraints() {
        if needsArrangement { rebuildArrangement() }
        super.updateConstraints()
    }

    private func rebuildArrangement() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        let built = StackArrangement(stack: self).build()
        for guide in built.guides { addLayoutGuide(guide) }
        arrangementGuides = built.guides
        arrangementConstraints = built.constraints
        NSLayoutConstraint.activate(built.constraints)
    }

    /// An arranged view was hidden or shown: it collapses or comes back. Inside an animation
    /// block the stack re-lays out at once, so the change animates with the block, and a
    /// view being hidden stays on screen while it collapses, disappearing when the block's
    /// animation ends (as on iOS).
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsArrangement()
        view.layer.removeAnimation(forKey: Self.collapseAnimationKey)
        guard let context = UIViewAnimationContext.current else { return }
        var root: UIView = self
        while let s = root.superview { root = s }
        root.layoutIfNeeded()
        if view.isHidden, UIViewAnimationContext.isAnimating, context.duration > 0, context.keyframes == nil, context.legacy == nil {
            let shown = UIViewPropertyAction.makeAnimation(context: context, keyPath: "hidden")
            shown.fromValue = false
            shown.toValue = false
            view.layer.add(shown, forKey: Self.collapseAnimationKey)
        }
    }

    /// The animation that keeps a collapsing view drawn until its collapse ends.
    static let collapseAnimationKey = "UISV-hiding"

    /// An arranged view's intrinsic size changed: proportional shares follow it.
    func arrangedSubviewIntrinsicContentSizeDidChange(_ view: UIView) {
        guard distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsArrangement()
    }

    // MARK: Baselines

    /// Vertical stacks: the first visible view's first baseline. Horizontal stacks: the first
    /// visible view's.
    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// Vertical stacks: the last visible view's last baseline. Horizontal stacks: the first
    /// visible view's (the views' baselines line up when the stack aligns by baseline).
    open override var forLastBaselineLayout: UIView {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        return (axis == .vertical ? visible.last : visible.first)?.forLastBaselineLayout ?? self
    }

    // MARK: Runtime attributes

    open override func setValue(_ value: Any?, forKey key: String) {
        if setStackViewValue(value, forKey: key) { return }
        super.setValue(value, forKey: key)
    }
}
