import Foundation
internal import RuntimeSupport

/// Where views keep their motion effects (in a side table: most views have none and pay
/// nothing) and the one viewer offset they all follow. Setting the offset re-applies every
/// registered view that is in a window — no walk of the view tree.
@MainActor
enum MotionEffectRegistry {
    /// A view's effects and the layer animation keys currently showing their values.
    final class Entry {
        unowned let view: UIView
        var effects: [UIMotionEffect] = []
        var appliedKeys: [String] = []
        init(_ view: UIView) { self.view = view }
    }

    /// A running context's views with effects, the viewer, and what was reported.
    final class State {
        var entries = SideTable<UIView, Entry>()
        /// How far the viewer is from straight ahead, −1…1 on each axis (0, 0: face on).
        var viewerOffset = UIOffset.zero
        /// View key paths reported as unsupported (`MotionEffectPresentation`).
        var reported: Set<String> = []
    }
    private static var state: State { ApplicationContext.current.motionEffects }

    private static var entries: SideTable<UIView, Entry> {
        get { state.entries }
        _modify { yield &state.entries }
    }

    /// How far the viewer is from straight ahead, −1…1 on each axis (0, 0: face on).
    static private(set) var viewerOffset: UIOffset {
        get { state.viewerOffset }
        set { state.viewerOffset = newValue }
    }

    static func effects(of view: UIView) -> [UIMotionEffect] { entries[view]?.effects ?? [] }

    static func setEffects(_ effects: [UIMotionEffect], of view: UIView) {
        MainThreadChecker.check("UIView.motionEffects setter")
        let entry = entries[view] ?? Entry(view)
        entry.effects = effects
        entries[view] = effects.isEmpty ? nil : entry
        MotionEffectPresentation.apply(entry)
    }

    /// Moves the viewer to `offset` (each axis clamped to −1…1) and shows every effect of
    /// every view in a window at it; the change is drawn in the next frame.
    static func setViewerOffset(_ offset: UIOffset) {
        let clamped = UIOffset(horizontal: min(1, max(-1, offset.horizontal.isFinite ? offset.horizontal : 0)),
                               vertical: min(1, max(-1, offset.vertical.isFinite ? offset.vertical : 0)))
        guard clamped != viewerOffset else { return }
        viewerOffset = clamped
        for (view, entry) in entries.live() where view.window != nil { MotionEffectPresentation.apply(entry) }
    }

    /// A view joined or left a window: its layer lost its animations when it left the render
    /// tree, so its effects are shown again (or their record cleared).
    static func viewDidMoveToWindow(_ view: UIView) {
        guard !entries.isEmpty, let entry = entries[view] else { return }
        MotionEffectPresentation.apply(entry)
    }
}
