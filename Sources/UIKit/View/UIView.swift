import QuartzCore
internal import RuntimeSupport

/// A rectangular area of the screen: it owns a layer that holds its geometry and appearance,
/// and it manages subviews.
///
/// Everything a subclass may override is declared here, in the class body (Swift cannot
/// override members declared in extensions); the logic behind them lives in the `UIView+…`
/// files, by what it does (hierarchy, geometry, appearance, layout, hit-testing, traits).
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment {

    /// The view's backing layer; the view is its delegate.
    public let layer: CALayer
    /// Unchecked for exclusivity: hit-testing reads it per view, and every access is a plain
    /// read or a mutation that calls no code that could touch it.
    @exclusivity(unchecked) var _subviews: [UIView] = []
    /// Non-owning: the superview owns this view through `_subviews` and clears the link when
    /// it lets the view go or is deallocated (no side table, unlike `weak`).
    unowned(unsafe) var _superview: UIView?
    /// The window the view is in, kept by the hierarchy changes that move it between windows
    /// (`window` is read per view in every move and pass; walking up would cost the depth).
    weak var _window: UIWindow?
    /// The controller whose `view` this is; it follows the view in the responder chain.
    weak var _viewController: UIViewController?
    var _backgroundColor: UIColor?
    /// The tint set on this view; nil inherits the superview's (UIView+Tint.swift).
    var _tintColor: UIColor?
    /// The recognizers attached to the view.
    var _gestureRecognizers: [UIGestureRecognizer] = []
    /// Auto Layout state, made on first use (Layout/AutoLayoutStorage.swift).
    var _autoLayout: AutoLayoutStorage?
    /// The traits the view last had, and the trait generation they were computed in
    /// (View/UIView+Traits.swift).
    var _traits: UITraitCollection?
    var _traitsGeneration: UInt32 = 0
    var _traitOverrides = UITraitOverrides()
    var _tintAdjustmentMode: TintAdjustmentMode = .automatic
    /// Yes-or-no settings packed in one byte (UIView+ViewFlags.swift).
    var viewFlags: ViewFlags = [.userInteractionEnabled, .autoresizesSubviews, .clearsContextBeforeDrawing]

    /// The class of layer every instance creates; override to back a view with a layer subclass.
    open class var layerClass: AnyClass { CALayer.self }

    // MARK: Initializers

    /// Creates a view with the given frame in its superview's coordinates.
    public init(frame: CGRect) {
        MainThreadChecker.check("UIView.init(frame:)")
        layer = Self.makeLayer()
        super.init()
        configureLayer()
        self.frame = frame
        if Self.requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
    }
    /// Creates a view from an archive: from a nib, with the frame, appearance, layout
    /// settings and subviews Interface Builder gave it (constraints, outlets and actions
    /// follow once the whole nib exists). From any other coder it starts as
    /// `init(frame: .zero)` would.
    public required init?(coder: NSCoder) {
        MainThreadChecker.check("UIView.init(coder:)")
        layer = Self.makeLayer()
        super.init()
        configureLayer()
        if Self.requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
        if let nib = coder as? UINibDecoder { decodeViewAttributes(nib) }
    }
    /// A plain `deinit`, as Apple's: subclasses written for iOS declare one (see `deinitCleanup`).
    deinit {
        deinitCleanup {
            for subview in _subviews { subview._superview = nil }
            layer.setOwningDelegate(nil)
            ReleaseQueue.release(&_subviews)
        }
    }
    /// `UIView()` is a view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }
    /// UIKit's view properties by their key-value coding keys (runtime attributes, outlets),
    /// then the wrapped properties of subclasses.
    open override func setValue(_ value: Any?, forKey key: String) {
        if setViewValue(value, forKey: key) || DelegateOutlets.set(value, forKey: key, on: self) { return }
        super.setValue(value, forKey: key)
    }
    /// `"layer"` (for `layer.cornerRadius` key paths) and the superview.
    open override func value(forKey key: String) -> Any? { viewValue(forKey: key) }

    // MARK: Geometry (frame, bounds, center and transform all read and write the layer)

    /// The view's extent in its superview, derived from `center`, `bounds.size` and `transform`;
    /// with a non-identity transform it is the bounding box (and UIKit calls setting it undefined).
    open var frame: CGRect { get { layer.frame } set { setFrame(newValue) } }
    /// The view's own coordinate space; changing `origin` shifts where subviews appear.
    /// A size change resizes the subviews by their autoresizing masks at once.
    open var bounds: CGRect { get { layer.bounds } set { setBounds(newValue) } }
    /// The centre of the view in its superview's coordinates (the layer's position).
    open var center: CGPoint { get { layer.position } set { setCenter(newValue) } }
    /// A 2D transform applied about the view's centre.
    open var transform: CGAffineTransform { get { layer.affineTransform() } set { setTransform(newValue) } }
    /// The layer's full 3D transform.
    open var transform3D: CATransform3D { get { layer.transform } set { setTransform3D(newValue) } }

    // MARK: Hierarchy (logic in UIView+Hierarchy.swift)

    /// The view this one is a subview of; held weakly.
    open var superview: UIView? { _superview }
    /// The subviews, back to front; the same order as their layers among the sublayers.
    open var subviews: [UIView] { _subviews }
    /// The window this view is in, found through its superviews.
    open var window: UIWindow? { _window }
    /// Adds `view` on top of the subviews, taking it from its current superview first.
    open func addSubview(_ view: UIView) { performAddSubview(view) }
    /// Inserts `view` at `index` among the subviews; an index past the end appends.
    open func insertSubview(_ view: UIView, at index: Int) { performInsertSubview(view, at: index) }
    /// Inserts `view` just above `siblingSubview`, its layer directly above the sibling's
    /// (above any sublayer code added between); when that is not a subview, on top, as
    /// `addSubview` does.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { performInsertSubview(view, aboveSubview: siblingSubview) }
    /// Inserts `view` just below `siblingSubview`, its layer directly below the sibling's;
    /// when that is not a subview, on top, as `addSubview` does.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { performInsertSubview(view, belowSubview: siblingSubview) }
    /// Moves a subview in front of its siblings; anything else is ignored.
    open func bringSubviewToFront(_ view: UIView) { performBringSubviewToFront(view) }
    /// Moves a subview behind its siblings; anything else is ignored.
    open func sendSubviewToBack(_ view: UIView) { performSendSubviewToBack(view) }
    /// Swaps the subviews at two indices (and their layers).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { performExchangeSubview(at: index1, withSubviewAt: index2) }
    /// Detaches the view from its superview and window.
    open func removeFromSuperview() { performRemoveFromSuperview() }
    /// True when the view is `view` or lies inside it.
    open func isDescendant(of view: UIView) -> Bool { isSelfOrDescendant(of: view) }

    // MARK: Hierarchy notifications (UIKit's order: willMove(toSuperview:), willMove(toWindow:),
    // didMoveToWindow(), didMoveToSuperview(), then the superview's didAddSubview(_:))

    /// Called before the view moves to `newSuperview` (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view's superview changed.
    open func didMoveToSuperview() {}
    /// Called, for the view and each descendant, before its window changes.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called, for the view and each descendant, after its window changed.
    open func didMoveToWindow() {}
    /// Called after `subview` was added to this view.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` leaves this view.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Identification

    /// An integer to find the view by; 0 by default.
    open var tag: Int = 0
    /// The first view with `tag` in a depth-first search that starts with the receiver and
    /// never looks at superviews.
    open func viewWithTag(_ tag: Int) -> UIView? { firstDescendant(withTag: tag) }

    // MARK: Appearance (the setters are in UIView+Appearance.swift)

    /// Hidden views and their subviews are not displayed (and, later, not hit).
    open var isHidden: Bool { get { layer.isHidden } set { setHidden(newValue) } }
    /// Opacity, stored in the layer as a `Float` (so 0.3 reads back as 0.3 in single precision,
    /// as on iOS).
    open var alpha: CGFloat { get { CGFloat(layer.opacity) } set { setAlpha(newValue) } }
    /// A promise that the view fills its bounds with opaque content; true by default.
    open var isOpaque: Bool { get { layer.isOpaque } set { layer.isOpaque = newValue } }
    /// The fill behind the view's content; nil (transparent) by default.
    open var backgroundColor: UIColor? { get { _backgroundColor } set { setBackgroundColor(newValue) } }
    /// A view whose alpha masks this one (its layer becomes the layer's `mask`); it is not a
    /// subview and is positioned in this view's bounds coordinates.
    open var mask: UIView? { didSet { layer.mask = mask?.layer } }
    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool { get { layer.masksToBounds } set { layer.masksToBounds = newValue } }
    /// Whether the context is cleared to transparent before `draw(_:)`; true by default.
    open var clearsContextBeforeDrawing: Bool {
        get { viewFlags.contains(.clearsContextBeforeDrawing) }
        set { setClearsContextBeforeDrawing(newValue) }
    }
    /// How the view resizes when its superview's bounds change; none by default.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews are resized by their masks when the bounds change; true by default.
    open var autoresizesSubviews: Bool { get { viewFlags.contains(.autoresizesSubviews) } set { setViewFlag(.autoresizesSubviews, newValue) } }
    /// How cached content is placed when the bounds change; `.scaleToFill` by default.
    /// `.redraw` redraws instead, whenever the bounds' size changes.
    open var contentMode: ContentMode = .scaleToFill { didSet { contentModeDidChange() } }
    /// Whether touches and other events reach the view; true by default.
    open var isUserInteractionEnabled: Bool {
        get { viewFlags.contains(.userInteractionEnabled) }
        set { setViewFlag(.userInteractionEnabled, newValue) }
    }

    // MARK: Layout (the pass runs through the layer: QuartzCore/Layout/LayoutPass.swift)

    /// Marks the view so `layoutSubviews()` runs in the next commit (or `layoutIfNeeded()`).
    open func setNeedsLayout() { markNeedsLayout() }
    /// Lays out now whatever is marked in the view's subtree, starting with its marked
    /// ancestors (a superview before its subviews); does nothing when nothing is marked.
    open func layoutIfNeeded() { layOutIfNeeded() }
    /// Positions the subviews. The default applies the view's Auto Layout constraints;
    /// override to place subviews in code (autoresizing has already been applied).
    open func layoutSubviews() { LayoutEngine.applyLayout(toSubviewsOf: self) }
    /// The size that best fits `size`; the default is the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(_:)` for its current size, keeping its origin.
    open func sizeToFit() { resizeToFit() }
    /// CALayerDelegate: the layout pass lays the view out: its controller's
    /// `viewWillLayoutSubviews()`, `layoutSubviews()`, then `viewDidLayoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) { layOutSubviews(ofLayer: layer) }

    // MARK: Auto Layout (the overridable part; the rest is in Layout/UIView+AutoLayout.swift)

    /// Whether the view's frame and autoresizing mask become constraints (true for views
    /// made in code). Turn it off for views positioned by constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { _autoLayout?.translatesAutoresizingMaskIntoConstraints ?? true }
        set { setTranslatesAutoresizingMaskIntoConstraints(newValue) }
    }
    /// Whether the view depends on constraint-based layout (its `updateConstraints()` runs
    /// before it is first laid out).
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Updates the view's constraints in the update-constraints pass (bottom-up, before
    /// layout), after `setNeedsUpdateConstraints()`. Call super at the end, as on iOS.
    open func updateConstraints() {}
    /// The size the content needs (`noIntrinsicMetric` on an axis that has none). Auto Layout
    /// holds it with the content hugging and compression resistance priorities.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Tells Auto Layout the intrinsic content size changed.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }
    /// Insets from the frame to the rectangle constraints align (the alignment rectangle).
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rectangle for `frame`: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { insetByAlignmentRectInsets(frame) }
    /// The frame for `alignmentRect`: the rectangle grown by `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { outsetByAlignmentRectInsets(alignmentRect) }
    /// The view whose first baseline `firstBaselineAnchor` means; by default the last's.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// The view whose last baseline `lastBaselineAnchor` means; by default the view itself,
    /// whose baseline is its bottom edge.
    open var forLastBaselineLayout: UIView { self }
    /// Where a view that shows text has its first and last baselines, measured from its
    /// vertical centre (text is centred vertically); nil for views whose baseline is their
    /// bottom edge.
    package var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat)? { nil }
    /// The smallest (or largest) size that satisfies the view's constraints, near
    /// `targetSize`: `layoutFittingCompressedSize` or `layoutFittingExpandedSize`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    /// The size that satisfies the view's constraints, holding each axis to `targetSize`
    /// at the given priority (`.required` to fix it, `.fittingSizeLevel` to let the content
    /// decide).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// Space around the content; 8 points by default (a controller's root view: see
    /// `systemMinimumLayoutMargins`).
    open var layoutMargins: UIEdgeInsets {
        get { actualLayoutMargins }
        set { setLayoutMargins(newValue) }
    }
    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {}
    /// Called when the safe area changes.
    open func safeAreaInsetsDidChange() {}

    // MARK: Drawing (the display pass calls draw(_:) through the layer; see docs/architecture.md)

    /// Draws the view's content into the current context, in bounds coordinates; `rect` is
    /// the part that needs drawing. The default draws nothing (and the view keeps no bitmap).
    open func draw(_ rect: CGRect) {}
    /// Draws the view's content for printing (through `formatter`) into the current context,
    /// in bounds coordinates. The default calls `draw(_:)`; override to print differently
    /// from how the view draws on screen.
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) { draw(rect) }
    /// A new print formatter that prints this view (see `UIViewPrintFormatter`).
    open func viewPrintFormatter() -> UIViewPrintFormatter { UIViewPrintFormatter(view: self) }
    /// Marks the whole view for redrawing in the next commit.
    open func setNeedsDisplay() { markNeedsDisplay() }
    /// Marks `rect` (bounds coordinates) for redrawing; marks coalesce until the commit.
    open func setNeedsDisplay(_ rect: CGRect) { markNeedsDisplay(rect) }
    /// Pixels per point of the view's drawn content: the screen's scale by default.
    open var contentScaleFactor: CGFloat { get { layer.contentsScale } set { layer.contentsScale = newValue } }
    /// The stretchable part of the content (unit coordinates) for the scaling content modes.
    @available(*, deprecated, message: "Use a resizable image instead, as on iOS")
    open var contentStretch: CGRect { get { layer.contentsCenter } set { layer.contentsCenter = newValue } }
    /// CALayerDelegate: the view's layer draws into its backing store.
    open func display(_ layer: CALayer) { layer.displayIntoBackingStore() }
    /// CALayerDelegate: runs `draw(_:)` with `ctx` as UIKit's current context.
    open func draw(_ layer: CALayer, in ctx: CGContext) { drawWithCurrentContext(ctx) }
    /// CALayerDelegate: the view's layer animates only inside animation blocks (NSNull
    /// outside them); logic in Animation/UIView+Animation.swift.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { animationAction(for: layer, forKey: event) }

    // MARK: Coordinate conversion (through every transform and bounds origin on the path;
    // nil means the window, or the root's space for a view outside any window)

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: conversionLayer(for: view)) }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { layer.convert(point, from: conversionLayer(for: view)) }
    /// The smallest rectangle in `view`'s coordinates that contains `rect`.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: conversionLayer(for: view)) }
    /// The smallest rectangle in this view's coordinates that contains `rect` from `view`.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { layer.convert(rect, from: conversionLayer(for: view)) }

    // MARK: Hit-testing (UIKit's rules; logic in Events/UIView+HitTesting.swift)

    /// The farthest descendant (or the receiver) that contains `point` (receiver's
    /// coordinates), by UIKit's rules (see `hitTestSubviews(_:with:)`).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { hitTestSubviews(point, with: event) }
    /// Whether `point` (receiver's coordinates) is inside: in the bounds by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { layer.storedBounds.containsPlain(point) }
    /// Whether `gestureRecognizer` may begin; the default says yes (a view may refuse
    /// recognizers from its superviews, as UIControl refuses taps on itself).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this view's own handling of a touch is what `recognizer`, attached to an
    /// ancestor, would recognize: a button's single tap, for example. UIKit then lets the
    /// view have the touch and the ancestor's recognizer fails (Event Handling Guide,
    /// "Interacting with Other User Interface Controls"). False for plain views.
    func defaultActionOverlaps(_ recognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether the view receives more than one touch at a time; false by default.
    open var isMultipleTouchEnabled: Bool { get { viewFlags.contains(.multipleTouchEnabled) } set { setViewFlag(.multipleTouchEnabled, newValue) } }
    /// Whether the view takes touches only when no other view in its window has one, and
    /// keeps the others from getting any while it has one; false by default.
    open var isExclusiveTouch: Bool { get { viewFlags.contains(.exclusiveTouch) } set { setViewFlag(.exclusiveTouch, newValue) } }

    // MARK: Tint (UIView+Tint.swift)

    /// The view's tint: its own when set, else its superview's, else the system blue. Setting
    /// nil goes back to inheriting; views whose tint changes get `tintColorDidChange()`.
    open var tintColor: UIColor! { get { effectiveTintColor } set { setTintColor(newValue) } }
    /// The first mode other than `.automatic` up the hierarchy from this view, else `.normal`;
    /// a change reaches the views whose tint it changes through `tintColorDidChange()`.
    open var tintAdjustmentMode: TintAdjustmentMode { get { tintState.mode } set { setTintAdjustmentMode(newValue) } }
    /// Called when the tint changes (its color or its adjustment), on the view and on each
    /// descendant that inherits it; override to redraw with the new tint.
    open func tintColorDidChange() {}

    // MARK: Traits (UIView+Traits.swift)

    /// The view's traits: its superview's (or controller's, or screen's) plus its overrides.
    open var traitCollection: UITraitCollection { resolvedTraitCollection }
    /// Called after the view's traits changed, with `UITraitCollection.current` set to the
    /// new ones; the view has already been marked for layout and, when colors may resolve
    /// differently, for redrawing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Light or dark for this view and its subviews whatever their environment;
    /// `.unspecified` (the default) inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }
    /// The traits this view sets for itself and its subviews (iOS 17); changing them updates
    /// the subtree's traits at once.
    open var traitOverrides: UITraitOverrides { get { _traitOverrides } set { setTraitOverrides(newValue) } }
    /// For the standard views: the traits' color appearance changed (called before
    /// `traitCollectionDidChange(_:)`); re-resolve colors handed to layers as `CGColor`s.
    func appearanceDidChange(from previousTraitCollection: UITraitCollection) {}

    // MARK: Focus (UIFocusItem; storage and the engine in Focus/)

    /// The focus properties code set (nil until the first setter); the interactions added.
    var _focus: FocusStorage?
    var _interactions: [any UIInteraction] = []
    /// Whether the view can be focused; false for plain views (text inputs say yes).
    open var canBecomeFocused: Bool { false }
    /// Whether the view is its window's focused item.
    open var isFocused: Bool { isFocusedItem }
    /// Where focus goes inside the view; empty: the first focusable subview in reading order.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    /// The focus group of the view and its subviews; nil inherits the superview's.
    open var focusGroupIdentifier: String? { get { _focus?.groupIdentifier } set { focusStorage.groupIdentifier = newValue } }
    /// How strongly the view claims focus when its group is entered.
    open var focusGroupPriority: UIFocusGroupPriority { get { _focus?.groupPriority ?? .ignored } set { focusStorage.groupPriority = newValue } }
    /// How focus is shown: the system halo by default; nil shows nothing.
    open var focusEffect: UIFocusEffect? { get { _focus.map(\.effect) ?? UIView.systemFocusEffect } set { focusStorage.effect = newValue } }
    /// Whether focus may move as `context` says; true by default.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Called after focus moved into, out of or within the view.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: State restoration (StateRestoration/; restorationIdentifier in UIView+StateRestoration.swift)

    /// Saves the view's state for the next launch (a selection, an offset); called when the
    /// app preserves its state, for a view with a `restorationIdentifier` in a controller
    /// that has one. Call super.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Restores what `encodeRestorableState(with:)` saved, at launch. Call super.
    open func decodeRestorableState(with coder: NSCoder) {}

    // MARK: Responder chain

    /// The view controller whose view this is, else the superview.
    open override var next: UIResponder? {
        if let controller = _viewController { return controller }
        return _superview
    }

    // MARK: Description

    /// Safe to print from the main thread only, like the rest of UIKit.
    nonisolated open override var description: String { MainActor.assumeIsolated { debugSummary } }
}
