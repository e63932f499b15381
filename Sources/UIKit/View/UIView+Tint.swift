import CoreGraphics
internal import RuntimeSupport

/// `tintColor` and `tintAdjustmentMode`: values views inherit down the hierarchy, so a
/// button, a switch or a template image follows its container's accent color, and a whole
/// window dims while something modal is in front of it.
extension UIView {
    /// How a view's tint is adjusted.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (normal at the top of the hierarchy).
        case automatic
        /// The tint as set.
        case normal
        /// The tint desaturated and dimmed, as UIKit shows controls behind a modal.
        case dimmed
    }

    /// Whether any view of the running system was ever given its own tint or adjustment mode.
    /// Until then every view inherits the default, and moving views cannot change their tint:
    /// adding a subview skips the check (which walks up to the nearest tinted ancestor). Kept
    /// in the context, so one system's tints never slow another's moves.
    private static var tintCustomized: Bool {
        get { ApplicationContext.current.tintCustomized }
        set { ApplicationContext.current.tintCustomized = newValue }
    }

    /// The tint before adjustment: its own, else the nearest ancestor's, else the system
    /// blue; and the adjustment mode in force.
    var tintState: (color: UIColor, mode: TintAdjustmentMode) {
        var color: UIColor?
        var mode: TintAdjustmentMode = .automatic
        var view: UIView? = self
        while let v = view, color == nil || mode == .automatic {
            if color == nil { color = v._tintColor }
            if mode == .automatic { mode = v._tintAdjustmentMode }
            view = v._superview
        }
        return (color ?? .systemBlue, mode == .automatic ? .normal : mode)
    }

    /// The tint this view shows: `tintState`'s color, dimmed when the mode says so.
    var effectiveTintColor: UIColor {
        let state = tintState
        return state.mode == .dimmed ? state.color.dimmedTint : state.color
    }

    /// Sets the view's own tint (nil inherits) and tells the views whose tint changed.
    func setOwnTintColor(_ color: UIColor?) {
        let old = tintState
        _tintColor = color
        if color != nil { UIView.tintCustomized = true }
        sendTintColorDidChange(since: old)
    }

    /// Sets the view's own adjustment mode and tells the views whose tint changed.
    func setOwnTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        let old = tintState
        _tintAdjustmentMode = mode
        if mode != .automatic { UIView.tintCustomized = true }
        sendTintColorDidChange(since: old)
    }

    /// The tint the view inherits before it moves, when a move could change it.
    var inheritedTintBeforeMove: (color: UIColor, mode: TintAdjustmentMode)? {
        UIView.tintCustomized && (_tintColor == nil || _tintAdjustmentMode == .automatic) ? tintState : nil
    }

    /// After a move: tells the subtree when the inherited tint is now another.
    func tintMayHaveChanged(from old: (color: UIColor, mode: TintAdjustmentMode)?) {
        guard let old else { return }
        sendTintColorDidChange(since: old)
    }

    /// `tintColorDidChange()` to this view and to each descendant whose tint the change
    /// reaches (one that inherits the color, when the color changed; the adjustment, when it
    /// changed), with the view's traits current.
    private func sendTintColorDidChange(colorChanged: Bool, modeChanged: Bool) {
        withOwnTraitsCurrent { tintColorDidChange() }
        withStackRoom {
            for subview in _subviews {
                let color = colorChanged && subview._tintColor == nil
                let mode = modeChanged && subview._tintAdjustmentMode == .automatic
                if color || mode { subview.sendTintColorDidChange(colorChanged: color, modeChanged: mode) }
            }
        }
    }

    /// Tells the views the change from `old` reaches, when the tint changed at all.
    private func sendTintColorDidChange(since old: (color: UIColor, mode: TintAdjustmentMode)) {
        let new = tintState
        let colorChanged = !(new.color === old.color || new.color == old.color), modeChanged = new.mode != old.mode
        if colorChanged || modeChanged { sendTintColorDidChange(colorChanged: colorChanged, modeChanged: modeChanged) }
    }

    // MARK: Setters of the `open` tint properties

    /// `tintColor`'s setter.
    func setTintColor(_ newValue: UIColor!) {
        MainThreadChecker.check("UIView.tintColor setter")
        setOwnTintColor(newValue)
        appearanceDidSet(\.tintColor, value: newValue)
    }

    /// `tintAdjustmentMode`'s setter.
    func setTintAdjustmentMode(_ newValue: TintAdjustmentMode) {
        MainThreadChecker.check("UIView.tintAdjustmentMode setter")
        setOwnTintAdjustmentMode(newValue)
    }
}

extension UIColor {
    /// The tint as `.dimmed` shows it: its luminance as a gray pulled toward the middle,
    /// at the same alpha (UIKit documents "desaturated, dimmed"; the exact curve is an
    /// estimate). A dynamic tint dims each of its appearances.
    var dimmedTint: UIColor {
        if dynamic != nil { return UIColor { [self] traits in self.resolvedColor(with: traits).dimmedTint } }
        let c = cgColor.rgba
        let luminance = 0.299 * c.r + 0.587 * c.g + 0.114 * c.b
        return UIColor(white: 0.25 + 0.5 * luminance, alpha: c.a)
    }
}
