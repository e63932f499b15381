import CoreGraphics
internal import RuntimeSupport

extension UIView {
    /// "No intrinsic size on this axis."
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size that satisfies the constraints (for `systemLayoutSizeFitting`).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size that satisfies the constraints (for `systemLayoutSizeFitting`).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    var autoLayout: AutoLayoutStorage {
        if let storage = _autoLayout { return storage }
        let storage = AutoLayoutStorage()
        _autoLayout = storage
        return storage
    }

    private var anchors: AutoLayoutStorage.Anchors {
        if let a = autoLayout.anchors { return a }
        let a = AutoLayoutStorage.Anchors(self)
        autoLayout.anchors = a
        return a
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchors.firstBaseline }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchors.lastBaseline }
    public var widthAnchor: NSLayoutDimension { anchors.width }
    public var heightAnchor: NSLayoutDimension { anchors.height }

    // MARK: Installed constraints

    /// The active constraints installed on this view (those whose items' closest common
    /// ancestor it is).
    public var constraints: [NSLayoutConstraint] { _autoLayout?.installed ?? [] }

    /// Activates `constraint` (it is installed on its items' closest common ancestor).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        MainThreadChecker.check("UIView.addConstraint(_:)", .layoutEngine)
        constraint.isActive = true
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        MainThreadChecker.check("UIView.addConstraints(_:)", .layoutEngine)
        NSLayoutConstraint.activate(constraints)
    }

    /// Deactivates `constraint` when it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        MainThreadChecker.check("UIView.removeConstraint(_:)", .layoutEngine)
        if constraint.installedView === self { constraint.isActive = false }
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    // MARK: The update-constraints pass

    /// Marks the view so `updateConstraints()` runs in the next commit's update-constraints
    /// pass (bottom-up, before layout).
    public func setNeedsUpdateConstraints() {
        MainThreadChecker.check("UIView.setNeedsUpdateConstraints()", .layoutEngine)
        guard !(_autoLayout?.needsUpdateConstraints ?? false) else { return }
        autoLayout.needsUpdateConstraints = true
        UpdateConstraintsPass.schedule(self)
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { _autoLayout?.needsUpdateConstraints ?? false }

    /// Runs the update-constraints pass now for the view and its subtree (subviews first).
    public func updateConstraintsIfNeeded() {
        MainThreadChecker.check("UIView.updateConstraintsIfNeeded()", .layoutEngine)
        UpdateConstraintsPass.run(within: self)
    }

    // MARK: Hugging and compression resistance

    /// How strongly the view resists growing beyond its intrinsic size on `axis`; 250 by default.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let s = _autoLayout else { return .defaultLow }
        return axis == .horizontal ? s.hugging.horizontal : s.hugging.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        MainThreadChecker.check("UIView.setContentHuggingPriority(_:for:)", .layoutEngine)
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal { autoLayout.hugging.horizontal = priority } else { autoLayout.hugging.vertical = priority }
        LayoutEngine.intrinsicContentSizeDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`; 750 by default.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let s = _autoLayout else { return .defaultHigh }
        return axis == .horizontal ? s.compressionResistance.horizontal : s.compressionResistance.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        MainThreadChecker.check("UIView.setContentCompressionResistancePriority(_:for:)", .layoutEngine)
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal {
            autoLayout.compressionResistance.horizontal = priority
        } else {
            autoLayout.compressionResistance.vertical = priority
        }
        LayoutEngine.intrinsicContentSizeDidChange(self)
    }

    // MARK: Layout guides

    /// The guides the view owns, in the order they were added (system guides excluded).
    public var layoutGuides: [UILayoutGuide] { _autoLayout?.guides ?? [] }

    /// Adds `guide` to the view; its frame is in the view's coordinates.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        MainThreadChecker.check("UIView.addLayoutGuide(_:)", .layoutEngine)
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        guard guide.owningView !== self else { return }
        guide.owningView = self
        autoLayout.guides.append(guide)
    }

    /// Removes `guide` and deactivates the constraints that refer to it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        MainThreadChecker.check("UIView.removeLayoutGuide(_:)", .layoutEngine)
        guard guide.owningView === self else { return }
        LayoutEngine.deactivateConstraints(referringTo: guide, from: self)
        autoLayout.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The rectangle inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = _autoLayout?.marginsGuide { return guide }
        let guide = systemGuide("UIViewLayoutMarginsGuide")
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The part of the view not covered by bars, the status bar or the screen's rounded
    /// corners (the whole view on a headless screen).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = _autoLayout?.safeAreaGuide { return guide }
        let guide = systemGuide("UIViewSafeAreaLayoutGuide")
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// A column inside the margins no wider than comfortable reading allows
    /// (`readableContentWidth`), centred.
    public var readableContentGuide: UILayoutGuide {
        if let guide = _autoLayout?.readableGuide { return guide }
        let guide = systemGuide("UIViewReadableContentGuide")
        autoLayout.readableGuide = guide
        return guide
    }

    /// The widest a readable column gets at the default text size, in points.
    package static let readableContentWidth: CGFloat = 672

    private func systemGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        return guide
    }

    // MARK: Margins and safe area

    /// The margins with leading and trailing, flipped for right-to-left layouts.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the superview's margins also push this view's content in, where the view
    /// reaches into them; false by default.
    public var preservesSuperviewLayoutMargins: Bool {
        get { _autoLayout?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            autoLayout.preservesSuperviewLayoutMargins = newValue
            layoutMarginsChanged()
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds; true by default.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { _autoLayout?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsChanged()
        }
    }

    /// How far the safe area is inset from the bounds: the part of the superview's safe area
    /// the view overlaps (the window's: what the screen covers, none on a headless screen),
    /// plus, for a controller's root view, the controller's `additionalSafeAreaInsets`.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window, window !== self else { return (self as? UIWindow)?.screenSafeAreaInsets ?? .zero }
        // The views between this one and the window that add insets of their own.
        var adding: [UIView] = []
        var v: UIView? = self
        while let current = v, current !== window {
            if let c = current._viewController, c.settings.addsSafeAreaInsets { adding.append(current) }
            v = current._superview
        }
        let insets = window.screenSafeAreaInsets
        guard insets != .zero || !adding.isEmpty else { return .zero }
        // The safe rectangle in window coordinates, narrowed at each root view that adds insets.
        var safe = window.bounds.inset(by: insets)
        for view in adding.reversed() {
            let rect = view.convert(view.bounds, to: window)
            let settings = view._viewController!.settings  // a container's child takes the insets it is given
            let own = settings.containerCoveredInsets ?? view.overlap(of: safe, in: rect), extra = settings.additionalSafeAreaInsets
            safe = rect.inset(by: UIEdgeInsets(top: own.top + extra.top, left: own.left + extra.left,
                                               bottom: own.bottom + extra.bottom, right: own.right + extra.right))
        }
        return overlap(of: safe, in: convert(bounds, to: window))
    }

    /// How far `safe` (window coordinates) is inset from `rect`, the view's bounds there.
    private func overlap(of safe: CGRect, in rect: CGRect) -> UIEdgeInsets {
        UIEdgeInsets(top: max(0, safe.minY - rect.minY), left: max(0, safe.minX - rect.minX),
                     bottom: max(0, rect.maxY - safe.maxY), right: max(0, rect.maxX - safe.maxX))
    }

    /// The margins the view was given, or its default (a root view's, for a controller's).
    var ownLayoutMargins: UIEdgeInsets {
        if let margins = _autoLayout?.layoutMargins { return margins }
        return _viewController == nil ? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) : SystemMinimumLayoutMargins.rootViewDefault
    }

    /// The view's margins: its own, raised to the system minimum for a controller's root view.
    var actualLayoutMargins: UIEdgeInsets {
        guard let controller = _viewController else { return ownLayoutMargins }
        return controller.rootViewLayoutMargins(ownLayoutMargins, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// The margins Auto Layout uses: the view's own, grown where the superview's margins (when
    /// preserved) or the safe area reach into the view.
    var effectiveLayoutMargins: UIEdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if preservesSuperviewLayoutMargins, let superview {
            let sm = superview.effectiveLayoutMargins, f = frame, b = superview.bounds
            m.left = max(m.left, sm.left - (f.minX - b.minX))
            m.top = max(m.top, sm.top - (f.minY - b.minY))
            m.right = max(m.right, sm.right - (b.maxX - f.maxX))
            m.bottom = max(m.bottom, sm.bottom - (b.maxY - f.maxY))
        }
        return m
    }

    /// The margins changed: tell the view, re-place its margin guides, and pass it on to
    /// subviews that preserve their superview's margins.
    func layoutMarginsChanged() {
        layoutMarginsDidChange()
        _viewController?.viewLayoutMarginsDidChange()
        LayoutEngine.systemGuidesDidChange(of: self)
        setNeedsLayout()
        withStackRoom { for subview in _subviews where subview.preservesSuperviewLayoutMargins { subview.layoutMarginsChanged() } }
    }

    /// The window's safe area changed: every view in the subtree hears of it and its guides
    /// follow.
    func safeAreaDidChange() {
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            v.safeAreaInsetsDidChange()
            v._viewController?.viewSafeAreaInsetsDidChange()
            LayoutEngine.systemGuidesDidChange(of: v)
            v.setNeedsLayout()
            stack.append(contentsOf: v._subviews)
        }
    }

    // MARK: Layout direction

    /// How the view's content reads, which decides where leading and trailing are.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { _autoLayout?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            autoLayout.semanticContentAttribute = newValue
            LayoutEngine.layoutDirectionDidChange(in: self)
        }
    }

    /// The direction leading and trailing follow for this view: its own semantic attribute,
    /// else its superview's direction, else the application's.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var v: UIView? = self
        while let current = v {
            switch current.semanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .unspecified: v = current._superview
            }
        }
        return UIApplication.shared.userInterfaceLayoutDirection
    }

    /// The direction for content with `attribute` in the application's direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction for content with `attribute` inside a layout going `direction`.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                   relativeTo direction: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: direction
        }
    }

    // MARK: Debugging

    /// Whether the constraints leave the view's position or size open.
    public var hasAmbiguousLayout: Bool { LayoutEngine.hasAmbiguousLayout(self) }

    /// Moves an ambiguously laid out view to another of the positions its constraints allow,
    /// to show the ambiguity.
    public func exerciseAmbiguityInLayout() { LayoutEngine.exerciseAmbiguity(of: self) }

    /// The constraints that decide the view's layout on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutEngine.constraintsAffectingLayout(of: self, axis: axis)
    }

    // MARK: The bodies of the `open` Auto Layout members

    /// `translatesAutoresizingMaskIntoConstraints`'s setter.
    func setTranslatesAutoresizingMaskIntoConstraints(_ newValue: Bool) {
        MainThreadChecker.check("UIView.translatesAutoresizingMaskIntoConstraints setter", .layoutEngine)
        guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
        autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
        LayoutEngine.translatesAutoresizingMaskDidChange(self)
    }

    /// `layoutMargins`'s setter.
    func setLayoutMargins(_ newValue: UIEdgeInsets) {
        MainThreadChecker.check("UIView.layoutMargins setter", .layoutEngine)
        // Margins become constraint constants, which cannot be NaN or infinite.
        guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
            RuntimeIssue.report("UIView.layoutMargins: \(newValue) is not finite; the margins are unchanged")
            return
        }
        let before = layoutMargins
        autoLayout.layoutMargins = newValue
        if layoutMargins != before { layoutMarginsChanged() }
    }

    /// `invalidateIntrinsicContentSize()`: tells the engine, and a stack view holding the view.
    func intrinsicContentSizeDidChange() {
        MainThreadChecker.check("UIView.invalidateIntrinsicContentSize()", .layoutEngine)
        LayoutEngine.intrinsicContentSizeDidChange(self)
        (_superview as? UIStackView)?.arrangedSubviewIntrinsicContentSizeDidChange(self)
    }

    /// `alignmentRect(forFrame:)`: `frame` inset by `alignmentRectInsets`.
    func insetByAlignmentRectInsets(_ frame: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: frame.minX + i.left, y: frame.minY + i.top,
                      width: frame.width - i.left - i.right, height: frame.height - i.top - i.bottom)
    }

    /// `frame(forAlignmentRect:)`: the rectangle grown by `alignmentRectInsets`.
    func outsetByAlignmentRectInsets(_ alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - i.left, y: alignmentRect.minY - i.top,
                      width: alignmentRect.width + i.left + i.right, height: alignmentRect.height + i.top + i.bottom)
    }
}
