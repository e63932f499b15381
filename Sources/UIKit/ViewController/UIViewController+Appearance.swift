import QuartzCore
internal import RuntimeSupport

/// One appearance state machine per controller, the only way its appear and disappear
/// callbacks are sent.
///
/// `beginAppearanceTransition(_:animated:)` moves a controller from disappeared to appearing
/// (`viewWillAppear`) or from appeared to disappearing (`viewWillDisappear`); a begin in the
/// other direction before the end reverses it, as a cancelled interactive transition does;
/// `endAppearanceTransition()` finishes it (`viewDidAppear`, `viewDidDisappear`). A begin that
/// finds the controller already going that way, or an end with nothing begun, is dropped.
/// `viewIsAppearing` comes once per appearance, when the view's superview lays it out (or at
/// the end, if no layout came first).
///
/// Who drives it: a transition (presentation, containment, navigation) calls begin and end
/// itself. Otherwise the view's window does: a controller at rest whose view joins a visible
/// window appears, and one whose view leaves it disappears, in the same call; a window's root
/// controller finishes appearing after the commit that first shows it. Callbacks go to the
/// children whose views are in the controller's view, parents first, unless the controller
/// stops that (`shouldAutomaticallyForwardAppearanceMethods`).
struct AppearanceState {
    enum Phase { case disappeared, appearing, appeared, disappearing }
    var phase = Phase.disappeared
    var animated = false
    /// `viewIsAppearing` is still owed for the appearance under way.
    var owesIsAppearing = false
    /// How many of UIKit's callbacks are running (a callback called directly is misuse).
    var dispatching = 0
    /// The window started the transition under way (so the window may also reverse it).
    var drivenByWindow = false
    /// The window's transition ends after the next commit (a window's root controller).
    var endsAfterCommit = false
    /// Counts the transitions, so a deferred end finds out whether its own is still under way.
    var generation = 0
    var isBeingPresented = false
    var isBeingDismissed = false
    var isMovingToParent = false
    var isMovingFromParent = false
}

extension UIViewController {
    /// Whether the controller is appearing because it is being presented (meaningful inside
    /// the appear callbacks).
    public var isBeingPresented: Bool { appearance.isBeingPresented }
    /// Whether the controller is disappearing because it is being dismissed (inside the
    /// disappear callbacks).
    public var isBeingDismissed: Bool { appearance.isBeingDismissed }
    /// Whether the controller is appearing because it was added to a container (inside the
    /// appear callbacks).
    public var isMovingToParent: Bool { appearance.isMovingToParent }
    /// Whether the controller is disappearing because it was removed from its container
    /// (inside the disappear callbacks).
    public var isMovingFromParent: Bool { appearance.isMovingFromParent }

    /// The base callbacks' check: UIKit's message when one is called other than by UIKit.
    func checkAppearanceCallback(_ name: String) {
        guard appearance.dispatching == 0 else { return }
        RuntimeIssue.report("Calling -\(name): directly on a view controller is not supported, and may result in out-of-order "
            + "callbacks and other inconsistencies. Rather, one should call beginAppearanceTransition(_:animated:) and "
            + "endAppearanceTransition() on the view controller (\(type(of: self))).")
    }

    /// Runs one of the callbacks as UIKit's own.
    private func dispatch(_ callback: () -> Void) {
        appearance.dispatching += 1
        defer { appearance.dispatching -= 1 }
        callback()
    }

    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance.phase) {
        case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared): return
        default: break
        }
        appearance.phase = isAppearing ? .appearing : .disappearing
        appearance.animated = animated
        appearance.generation &+= 1
        if isAppearing {
            appearance.owesIsAppearing = true
            // The layout that places the view (in a window) sends viewIsAppearing.
            if let view = viewIfLoaded, view.window != nil { view.setNeedsLayout() }
            dispatch { viewWillAppear(animated) }
        } else {
            appearance.owesIsAppearing = false
            dispatch { viewWillDisappear(animated) }
        }
        forEachAppearanceChild { $0.beginAppearance(isAppearing, animated: animated) }
    }

    func endAppearance() {
        let animated = appearance.animated
        appearance.drivenByWindow = false
        appearance.endsAfterCommit = false
        switch appearance.phase {
        case .appearing:
            sendIsAppearingIfOwed()
            appearance.phase = .appeared
            dispatch { viewDidAppear(animated) }
        case .disappearing:
            appearance.phase = .disappeared
            dispatch { viewDidDisappear(animated) }
        case .appeared, .disappeared:
            return
        }
        forEachAppearanceChild { $0.endAppearance() }
        appearance.isBeingPresented = false
        appearance.isBeingDismissed = false
        appearance.isMovingToParent = false
        appearance.isMovingFromParent = false
    }

    /// `viewIsAppearing`, once per appearance: the layout that places the view calls it, and
    /// the end of the appearance if no layout came first.
    func sendIsAppearingIfOwed() {
        guard appearance.owesIsAppearing, appearance.phase == .appearing else { return }
        appearance.owesIsAppearing = false
        let animated = appearance.animated
        dispatch { viewIsAppearing(animated) }
    }

    /// Runs `body` for each child that hears the controller's callbacks: those whose views are
    /// in its view (over the children as they were when it began).
    private func forEachAppearanceChild(_ body: (UIViewController) -> Void) {
        guard !_children.isEmpty, shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return }
        for child in _children {
            guard let childView = child.viewIfLoaded else { continue }
            if childView.superview === view || childView.isDescendant(of: view) { body(child) }
        }
    }

    /// Whether window moves drive the controller: its parent, if any, forwards callbacks.
    private var followsWindow: Bool {
        _parent.map { $0.shouldAutomaticallyForwardAppearanceMethods } ?? true
    }

    // MARK: The window drives a controller at rest

    /// The view is about to move from `oldWindow` to `newWindow`.
    func viewWillMove(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        guard followsWindow else { return }
        let wasVisible = oldWindow.map { !$0.isHidden } ?? false
        let willBeVisible = newWindow.map { !$0.isHidden } ?? false
        if willBeVisible, !wasVisible, appearance.phase == .disappeared {
            beginAppearance(true, animated: false)
            appearance.drivenByWindow = true
        } else if wasVisible, !willBeVisible,
                  appearance.phase == .appeared || (appearance.phase == .appearing && appearance.drivenByWindow) {
            appearance.endsAfterCommit = false
            beginAppearance(false, animated: false)
            appearance.drivenByWindow = true
        }
    }

    /// The view moved to its new window: a transition the window began ends now, or after
    /// the next commit for a window's root controller.
    func viewDidMoveToWindow() {
        guard appearance.drivenByWindow else { return }
        if appearance.phase == .appearing, appearance.endsAfterCommit {
            endAfterNextCommit()
        } else {
            endAppearance()
        }
    }

    /// A window shows or hides with this controller at its root.
    func windowVisibilityWillChange(to visible: Bool, in window: UIWindow, deferringEnd: Bool) {
        guard let view = viewIfLoaded, view.window === window else { return }
        if visible, appearance.phase == .disappeared {
            beginAppearance(true, animated: false)
            appearance.drivenByWindow = true
            appearance.endsAfterCommit = deferringEnd
            if deferringEnd { endAfterNextCommit() } else { endAppearance() }
        } else if !visible, appearance.phase == .appeared || (appearance.phase == .appearing && appearance.drivenByWindow) {
            beginAppearance(false, animated: false)
            endAppearance()
        }
    }

    /// Ends the window's appearance after the next commit, unless another transition has
    /// begun by then.
    private func endAfterNextCommit() {
        let generation = appearance.generation
        CATransaction.afterNextCommit { [weak self] in
            guard let self, appearance.generation == generation, appearance.phase == .appearing, appearance.drivenByWindow else { return }
            endAppearance()
        }
    }
}
