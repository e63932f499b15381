internal import RuntimeSupport

/// Which controller's status-bar, home-indicator and screen-edge preferences count, and the
/// calls that tell the system they changed.
extension UIViewController {
    /// The controller whose status-bar preferences count, following `childForStatusBarStyle`
    /// (or `…Hidden`) down from this one.
    func statusBarController(forHidden: Bool) -> UIViewController {
        forwarded { forHidden ? $0.childForStatusBarHidden : $0.childForStatusBarStyle }
    }

    /// The controller whose `prefersHomeIndicatorAutoHidden` counts.
    var homeIndicatorController: UIViewController { forwarded(\.childForHomeIndicatorAutoHidden) }

    /// The controller whose `preferredScreenEdgesDeferringSystemGestures` counts.
    var screenEdgesController: UIViewController { forwarded(\.childForScreenEdgesDeferringSystemGestures) }

    /// Follows `child` down from this controller, stopping at a cycle.
    private func forwarded(_ child: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let next = child(current), seen.insert(ObjectIdentifier(next)).inserted { current = next }
        return current
    }

    /// Tells the system the status-bar preferences changed: the status bar shows them,
    /// animated by `preferredStatusBarUpdateAnimation` when called in an animation block.
    public func setNeedsStatusBarAppearanceUpdate() {
        MainThreadChecker.check("UIViewController.setNeedsStatusBarAppearanceUpdate()")
        StatusBarSystem.current.preferencesDidChange(animated: UIView.areAnimationsEnabled && UIView.inheritedAnimationDuration > 0)
    }

    /// Tells the system `prefersHomeIndicatorAutoHidden` changed.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        MainThreadChecker.check("UIViewController.setNeedsUpdateOfHomeIndicatorAutoHidden()")
        StatusBarSystem.current.preferencesDidChange(animated: false)
    }

    /// Tells the system `preferredScreenEdgesDeferringSystemGestures` changed. No system
    /// gesture competes with the app's on this platform, so the edges are only reported
    /// (to the backend and tests).
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        MainThreadChecker.check("UIViewController.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()")
    }

    /// Whether this presented controller takes the status bar over from its presenter: one
    /// presented full screen, or one that asks to (`modalPresentationCapturesStatusBarAppearance`).
    var capturesStatusBarAppearance: Bool {
        modalPresentationCapturesStatusBarAppearance || presentation.controller?.presentationStyle == .fullScreen
    }
}

extension UIApplication {
    /// Whether the main screen shows its device's status bar and home indicator, and
    /// windows' safe areas include them (`StatusBarSystem`).
    package var showsDeviceChrome: Bool {
        get { StatusBarSystem.current.isEnabled }
        set { StatusBarSystem.current.isEnabled = newValue }
    }

    /// The controller in charge of the system's chrome: the key window's root, or the
    /// controller it presented that captures the status bar, and so on up the chain.
    var statusBarOwner: UIViewController? {
        guard var current = keyWindow?.rootViewController else { return nil }
        var steps = 0
        while let presented = current.presentedViewController, presented.capturesStatusBarAppearance, steps < 10_000 {
            current = presented
            steps += 1
        }
        return current
    }

    /// Whether the status bar is hidden, as the controller in charge of it prefers (or, with
    /// the device's chrome shown, because the orientation hides it).
    public var isStatusBarHidden: Bool {
        let system = StatusBarSystem.current
        if system.chrome != nil { return system.isStatusBarHidden }
        return statusBarOwner?.statusBarController(forHidden: true).prefersStatusBarHidden ?? false
    }

    /// The status bar's style, as the controller in charge of it prefers.
    public var statusBarStyle: UIStatusBarStyle {
        statusBarOwner?.statusBarController(forHidden: false).preferredStatusBarStyle ?? .default
    }

    /// The status bar's frame in screen coordinates: zero while it is hidden or the screen
    /// draws none.
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { StatusBarSystem.current.statusBarFrame }

    /// The screen edges where the app's gestures come first, as the controller in charge prefers.
    package var screenEdgesDeferringSystemGestures: UIRectEdge {
        statusBarOwner?.screenEdgesController.preferredScreenEdgesDeferringSystemGestures ?? []
    }
}
