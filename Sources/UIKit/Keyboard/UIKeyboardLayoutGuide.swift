import CoreGraphics
import Foundation

/// A layout guide that turns constraints on and off by which edges of its owning view it is
/// near (a keyboard along the bottom is near the bottom, leading and trailing edges).
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearEdge: [(constraints: [NSLayoutConstraint], edges: NSDirectionalRectEdge)] = []
    private var awayFromEdge: [(constraints: [NSLayoutConstraint], edges: NSDirectionalRectEdge)] = []

    /// `constraints` are active while the guide is near all of `edges`.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        nearEdge.append((constraints, edge))
        updateTrackedConstraints()
    }

    /// `constraints` are active while the guide is away from all of `edges`.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFromEdge edge: NSDirectionalRectEdge) {
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

    func updateTrackedConstraints() {
        let near = nearEdges
        for entry in nearEdge { set(entry.constraints, active: near.isSuperset(of: entry.edges)) }
        for entry in awayFromEdge { set(entry.constraints, active: near.isDisjoint(with: entry.edges)) }
    }

    private func set(_ constraints: [NSLayoutConstraint], active: Bool) {
        for c in constraints where c.isActive != active { c.isActive = active }
    }
}

/// The part of a view the keyboard covers (`UIView.keyboardLayoutGuide`): its top is the
/// keyboard's top while the keyboard is shown over the view, else the bottom of the safe area;
/// it spans the view's width and ends at its bottom. It moves with the keyboard's animation.
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or split keyboard (false: it drops to the bottom).
    open var followsUndockedKeyboard = false
    /// Whether, with the keyboard hidden, the guide covers the bottom safe area (true) or has
    /// no height (false).
    open var usesBottomSafeArea = true { didSet { if let owningView { LayoutEngine.systemGuidesDidChange(of: owningView) } } }
    /// How far above the keyboard a drag of an interactively dismissed keyboard starts.
    open var keyboardDismissPadding: CGFloat = 0
    /// Whether keyboard changes move the guide inside their animation (true by default).
    open var isKeyboardLayoutGuideAnimated = true

    /// A docked keyboard is along the bottom, from edge to edge; with none shown the guide
    /// rests on the bottom edge.
    override var nearEdges: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }

    /// The guide's height in its owner: how much of the owner the keyboard covers, or the
    /// bottom safe area when it covers nothing.
    var coveredHeight: CGFloat {
        guard let owner = owningView else { return 0 }
        let resting = usesBottomSafeArea ? owner.safeAreaInsets.bottom : 0
        guard let keyboard = SoftwareKeyboard.current.shownFrame(over: owner) else { return resting }
        let covered = owner.bounds.maxY - keyboard.minY
        return min(owner.bounds.height, max(resting, covered))
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
