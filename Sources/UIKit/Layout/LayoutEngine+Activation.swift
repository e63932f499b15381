import CoreGraphics
import QuartzCore

extension LayoutEngine {
    /// A running context's Auto Layout work waiting for the update-constraints stage.
    final class Queues: FrameStageWork {
        /// Constraints activated (or whose tree changed) and not yet in their tree's engine.
        var pending: [NSLayoutConstraint] = []
        /// Engines with changes to solve in the next update-constraints phase.
        var dirty: [LayoutEngine] = []
        /// Views marked with `setNeedsUpdateConstraints()` (`UpdateConstraintsPass`).
        var scheduled: [UIView] = []
        /// How many constraints are active anywhere; at zero hierarchy changes skip all checks.
        var activeCount = 0

        /// Whether the update-constraints stage has something to do.
        var hasWork: Bool { !scheduled.isEmpty || !pending.isEmpty || !dirty.isEmpty }

        func run(_ frame: FrameContext) {
            UpdateConstraintsPass.runAll()
            LayoutEngine.solveAll()
        }
    }
    static var queues: Queues { ApplicationContext.current.autoLayout }

    private static var pending: [NSLayoutConstraint] {
        get { queues.pending }
        _modify { yield &queues.pending }
    }
    private static var dirty: [LayoutEngine] {
        get { queues.dirty }
        _modify { yield &queues.dirty }
    }
    static var activeCount: Int {
        get { queues.activeCount }
        set { queues.activeCount = newValue }
    }

    static func scheduleSolve(_ engine: LayoutEngine) {
        guard !engine.isScratch else { return }
        CATransaction.noteChange()
        if !dirty.contains(where: { $0 === engine }) { dirty.append(engine) }
    }

    /// The update-constraints phase: install what is pending and solve every changed engine.
    static func solveAll() {
        flushPending()
        let engines = dirty
        dirty.removeAll()
        for engine in engines { engine.solveIfNeeded() }
    }

    /// Queues `c` for installing at the next solve (once).
    static func enqueue(_ c: NSLayoutConstraint) {
        guard !c.isPending else { return }
        c.isPending = true
        pending.append(c)
    }

    /// Installs every pending constraint into its tree's engine.
    static func flushPending() {
        guard !pending.isEmpty else { return }
        let constraints = pending
        pending.removeAll()
        for c in constraints { c.isPending = false }
        for c in constraints where c.installedView != nil && c.engine == nil && !c.isBroken {
            let engine = makeEngine(for: c.installedView!)
            engine.install(c)
            scheduleSolve(engine)
        }
    }

    // MARK: Activation

    /// Installs `c` on its items' closest common ancestor; it reaches the engine at the
    /// next solve.
    static func activate(_ c: NSLayoutConstraint) {
        guard c.installedView == nil else { return }
        guard let ancestor = commonAncestor(of: c) else {
            preconditionFailure("NSLayoutConstraint: unable to activate constraint with anchors \(c.firstAnchor.name) and \(c.secondAnchor?.name ?? "nil") because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
        }
        c.installedView = ancestor
        ancestor.autoLayout.installed.append(c)
        activeCount += 1
        enqueue(c)
        CATransaction.noteChange()
    }

    /// Takes `c` out of its view and engine.
    static func deactivate(_ c: NSLayoutConstraint) {
        guard let view = c.installedView else { return }
        view._autoLayout?.installed.removeAll { $0 === c }
        c.installedView = nil
        c.isBroken = false
        activeCount -= 1
        if let engine = c.engine {
            engine.uninstall(c)
            scheduleSolve(engine)
        } else {
            if c.isPending {
                pending.removeAll { $0 === c }
                c.isPending = false
            }
        }
    }

    /// The view an item's constraints are written relative to: the view, or a guide's owner.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide {
            precondition(guide.owningView != nil,
                         "NSLayoutConstraint: the layout guide \(guide) is used in a constraint but has no owning view; add it with addLayoutGuide(_:) first")
            return guide.owningView
        }
        return nil
    }

    /// The closest view that is an ancestor of (or is) both items' views.
    static func commonAncestor(of c: NSLayoutConstraint) -> UIView? {
        guard let a = view(of: c.firstItem) else { return nil }
        guard c.secondItem != nil else { return a }
        guard let b = view(of: c.secondItem) else { return nil }
        var depthA = 0, depthB = 0
        var v: UIView? = a
        while let s = v?._superview { depthA += 1; v = s }
        v = b
        while let s = v?._superview { depthB += 1; v = s }
        var x: UIView? = a, y: UIView? = b
        while depthA > depthB { x = x?._superview; depthA -= 1 }
        while depthB > depthA { y = y?._superview; depthB -= 1 }
        while let p = x, let q = y, p !== q { x = p._superview; y = q._superview }
        return x
    }

    // MARK: Views changing

    /// The view is about to leave its superview: constraints installed above it that refer
    /// to it or anything inside it are deactivated, as UIKit's `removeFromSuperview` does.
    static func viewWillLeaveSuperview(_ view: UIView) {
        guard activeCount > 0 else { return }
        var ancestor = view._superview
        while let a = ancestor {
            if let installed = a._autoLayout?.installed, !installed.isEmpty {
                for c in installed where refers(c, toSubtreeOf: view) { c.isActive = false }
            }
            ancestor = a._superview
        }
    }

    private static func refers(_ c: NSLayoutConstraint, toSubtreeOf view: UIView) -> Bool {
        func inside(_ item: AnyObject?) -> Bool {
            guard let item else { return false }
            let v = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            return v?.isDescendant(of: view) ?? false
        }
        return inside(c.firstItem) || inside(c.secondItem)
    }

    /// The view joined a new tree: the constraints installed in its subtree move to that
    /// tree's engine (they were in the old tree's, or in the engine the view rooted).
    static func viewDidMoveToSuperview(_ view: UIView) {
        guard activeCount > 0 else { return }
        if let engine = view._autoLayout?.engine {
            view._autoLayout?.engine = nil
            engine.dissolve()
        }
        var stack = [view]
        while let v = stack.popLast() {
            if let installed = v._autoLayout?.installed {
                for c in installed {
                    if let engine = c.engine {
                        engine.uninstall(c)
                        scheduleSolve(engine)
                    }
                    enqueue(c)
                }
            }
            stack.append(contentsOf: v._subviews)
        }
        CATransaction.noteChange()
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed.
    static func translatesAutoresizingMaskDidChange(_ view: UIView) {
        guard let item = view._autoLayout?.item else { return }
        item.engine.translatesDidChange(view, item)
        scheduleSolve(item.engine)
        view._superview?.setNeedsLayout()
    }

    /// The intrinsic size, hugging or compression resistance changed.
    static func intrinsicContentSizeDidChange(_ view: UIView) {
        guard let item = view._autoLayout?.item else { return }
        item.engine.updateIntrinsicConstraints(of: view, item)
        scheduleSolve(item.engine)
    }

    /// The view's frame changed (by code or autoresizing): move its pins.
    static func frameDidChange(_ view: UIView) {
        guard let item = view._autoLayout?.item, view.pinsItsFrame else { return }
        item.engine.framesDidChange(view, item)
    }

    /// The margins (or safe area) of the view changed: its system guides' pins follow.
    static func systemGuidesDidChange(of view: UIView) {
        guard let storage = view._autoLayout else { return }
        for guide in [storage.marginsGuide, storage.safeAreaGuide, storage.readableGuide, storage.keyboardGuide].compactMap({ $0 }) {
            guard let item = engine(of: view)?.existingItem(for: guide) else { continue }
            item.engine.updateSystemGuidePins(of: guide, item)
        }
    }

    /// The layout direction changed inside `view`: constraints with leading or trailing
    /// attributes in the subtree are written again.
    static func layoutDirectionDidChange(in view: UIView) {
        guard activeCount > 0 else { return }
        viewDidMoveToSuperview(view)
        var ancestor = view._superview
        while let a = ancestor {
            for c in a._autoLayout?.installed ?? [] where refers(c, toSubtreeOf: view) {
                if let engine = c.engine { engine.uninstall(c); scheduleSolve(engine) }
                enqueue(c)
            }
            ancestor = a._superview
        }
    }

    /// Deactivates the constraints installed on `owner` or above that refer to `guide`.
    static func deactivateConstraints(referringTo guide: UILayoutGuide, from owner: UIView) {
        var v: UIView? = owner
        while let current = v {
            for c in current._autoLayout?.installed ?? [] where c.firstItem === guide || c.secondItem === guide {
                c.isActive = false
            }
            v = current._superview
        }
    }

    /// Forgets the engine: every constraint in it goes back to pending.
    func dissolve() {
        var constraints: [NSLayoutConstraint] = []
        for c in Self.installedConstraints(under: root) where c.engine === self {
            uninstall(c)
            constraints.append(c)
        }
        for c in constraints { Self.enqueue(c) }
        Self.dirty.removeAll { $0 === self }
        detachItems()
    }

    static func installedConstraints(under view: UIView) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var stack = [view]
        while let v = stack.popLast() {
            result.append(contentsOf: v._autoLayout?.installed ?? [])
            stack.append(contentsOf: v._subviews)
        }
        return result
    }
}
