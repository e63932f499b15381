import CoreGraphics
import Foundation

/// A layout guide that turns constraints on and off by which edges of its owning view it is
/// near: a constraint set is active while the guide is near (or away from) every edge it
/// names.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearEdge: [(constraints: [NSLayoutConstraint], edges: NSDirectionalRectEdge)] = []
    private var awayFromEdge: [(constraints: [NSLayoutConstraint], edges: NSDirectionalRectEdge)] = []

    /// `constraints` are active while the guide is near all of `edges`.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        nearEdge.append((constraints, edge))
        updateTrackedConstraints()
    }

    /// `constraints` are active while the guide is away from all of `edges`.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        awayFromEdge.append((constraints, edge))
        updateTrackedConstraints()
    }

    /// The constraints given for `edge` with `setConstraints(_:activeWhenNearEdge:)`.
    open func constraintsActiveWhenNear(edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearEdge.filter { $0.edges == edge }.flatMap(\.constraints)
    }

    open func constraintsActiveWhenAway(from edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayFromEdge.filter { $0.edges == edge }.flatMap(\.constraints)
    }

    /// The edges of the owning view the guide is near now.
    var nearEdges: NSDirectionalRectEdge { [] }

    /// Turns the tracked constraints on and off for the edges the guide is near now
    /// (deactivations first, so a set replacing another never conflicts with it).
    func updateTrackedConstraints() {
        let near = nearEdges
        let wanted = nearEdge.map { ($0.constraints, near.isSuperset(of: $0.edges)) }
            + awayFromEdge.map { ($0.constraints, near.isDisjoint(with: $0.edges)) }
        for (constraints, active) in wanted where !active { set(constraints, active: false) }
        for (constraints, active) in wanted where active { set(constraints, active: true) }
    }

    private func set(_ constraints: [NSLayoutConstraint], active: Bool) {
        for c in constraints where c.isActive != active { c.isActive = active }
    }
}

/// The part of a view the keyboard covers (`UIView.keyboardLayoutGuide`).
///
/// Docked, the keyboard's top is the guide's top; the guide spans the view's width and ends
/// at its bottom, and it is near the bottom edge only. With no keyboard over the view — or an
/// undocked, split or floating one, unless `followsUndockedKeyboard` — the guide rests at the
/// bottom as tall as the bottom safe area. Following an undocked keyboard, the guide is the
/// keyboard's frame in the view, near the edges it comes close to (an undocked full-width
/// keyboard only ever near the top; a floating one near any edge or two adjacent ones), as
/// Apple's "Adjusting your layout with keyboard layout guide" describes. It moves in the
/// keyboard's animation, and its tracked constraints switch as it goes.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows an undocked, split or floating keyboard (false: it rests at
    /// the bottom, as with no keyboard).
    open var followsUndockedKeyboard = false { didSet { keyboardChanged() } }
    /// Whether, with the keyboard hidden, the guide covers the bottom safe area (true) or has
    /// no height (false).
    open var usesBottomSafeArea = true { didSet { keyboardChanged() } }
    /// How far above the keyboard a drag of an interactively dismissed keyboard starts.
    open var keyboardDismissPadding: CGFloat = 0
    /// Whether keyboard changes move the guide inside their animation (true by default).
    open var isKeyboardLayoutGuideAnimated = true

    /// The keyboard's frame in the owning view when the guide follows it: docked, or
    /// undocked with `followsUndockedKeyboard`; nil when the guide rests at the bottom.
    private var followedFrame: CGRect? {
        guard let owner = owningView, let keyboard = SoftwareKeyboard.current.shownFrame(over: owner) else { return nil }
        if !SoftwareKeyboard.current.isDocked && !followsUndockedKeyboard { return nil }
        return keyboard.intersection(owner.bounds)
    }

    /// The guide's frame in its owner: the keyboard's part of the owner, or the bottom safe
    /// area across the owner's width when it follows no keyboard.
    var coveredFrame: CGRect {
        guard let owner = owningView else { return .zero }
        let b = owner.bounds
        let resting = usesBottomSafeArea ? min(b.height, owner.safeAreaInsets.bottom) : 0
        guard let keyboard = followedFrame else { return CGRect(x: b.minX, y: b.maxY - resting, width: b.width, height: resting) }
        if SoftwareKeyboard.current.isDocked {
            // Docked: from the keyboard's top down, never shorter than the bottom safe area.
            let top = min(b.maxY - resting, keyboard.minY)
            return CGRect(x: b.minX, y: top, width: b.width, height: b.maxY - top)
        }
        return keyboard
    }

    override var nearEdges: NSDirectionalRectEdge {
        guard let owner = owningView, let keyboard = followedFrame, !SoftwareKeyboard.current.isDocked else { return .bottom }
        let safe = owner.bounds.inset(by: owner.safeAreaInsets)
        let reach = SoftwareKeyboardMetrics.nearEdgeDistance
        var near: NSDirectionalRectEdge = []
        if keyboard.minY - safe.minY <= reach { near.insert(.top) }
        // A full-width undocked keyboard is away from the sides and the bottom, whatever it
        // touches; only a floating one comes near them.
        if SoftwareKeyboard.current.isFloating {
            let rtl = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let nearLeft = keyboard.minX - safe.minX <= reach, nearRight = safe.maxX - keyboard.maxX <= reach
            if nearLeft { near.insert(rtl ? .trailing : .leading) }
            if nearRight { near.insert(rtl ? .leading : .trailing) }
            if safe.maxY - keyboard.maxY <= reach { near.insert(.bottom) }
        }
        return near
    }

    /// The keyboard moved (or a setting changed): the guide's place and its tracked
    /// constraints follow.
    func keyboardChanged() {
        guard let owner = owningView else { return }
        updateTrackedConstraints()
        LayoutEngine.systemGuidesDidChange(of: owner)
    }
}

extension UIView {
    /// The guide that follows the keyboard over this view (see `UIKeyboardLayoutGuide`).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = _autoLayout?.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        guide.owningView = self
        autoLayout.keyboardGuide = guide
        SoftwareKeyboard.current.track(guide)
        return guide
    }
}
