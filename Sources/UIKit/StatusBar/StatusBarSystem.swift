import CoreGraphics
import Foundation

/// The status bar and home indicator a device draws over the app, which a Linux desktop or a
/// plain headless screen does not have but iOS screenshots and safe areas include.
///
/// Turned on (`UITestHost(device:)`, `UITestHost.showsDeviceChrome`, or
/// `OPENUIKIT_DEVICE_CHROME=1` for an app), the device's screen — the key window on a
/// desktop, the whole main screen in a test — gets its device's chrome (`DeviceChrome`):
/// every window's safe area includes the status bar, sensor housing and home indicator, and
/// windows over the app's top and bottom edges draw the status bar as the controller in
/// charge of it prefers (`prefersStatusBarHidden`, `preferredStatusBarStyle`, read again on
/// `setNeedsStatusBarAppearanceUpdate()` and when the root or a full-screen presentation
/// changes, animated by `preferredStatusBarUpdateAnimation` inside an animation block) and
/// the home indicator (faded out after a while without touches when
/// `prefersHomeIndicatorAutoHidden`).
@MainActor
final class StatusBarSystem {
    static var current: StatusBarSystem { ApplicationContext.current.statusBar }

    /// Whether the device's chrome shows at all.
    var isEnabled = ProcessInfo.processInfo.environment["OPENUIKIT_DEVICE_CHROME"] == "1" {
        didSet { if isEnabled != oldValue { update(animation: UIStatusBarAnimation.none) } }
    }
    /// The main screen's chrome while enabled.
    private(set) var chrome: DeviceChrome?
    /// Whether the status bar is hidden, as its controller asks (or the orientation hides it).
    private(set) var isStatusBarHidden = false
    private(set) var window: StatusBarWindow?
    private(set) var indicatorWindow: HomeIndicatorWindow?
    /// On the context's media clock, not the run loop's: a run-loop timer fires in whichever
    /// context turns the loop next, and would lay another scene's windows under this chrome.
    private var idleTimer: MediaTimers.Timer?
    private var indicatorIdle = false

    /// The status bar's frame in screen coordinates (over the device's screen); zero while
    /// hidden or without chrome.
    var statusBarFrame: CGRect {
        guard chrome != nil, !isStatusBarHidden, let window else { return .zero }
        return window.frame
    }

    /// Reads the preferences of the controller in charge again and shows them, animated as
    /// it asks when inside an animation block.
    func update(animation: UIStatusBarAnimation? = nil) {
        guard isEnabled else { return tearDown() }
        let screen = UIScreen.main
        let area = Self.deviceArea
        let chrome = DeviceChrome.forScreen(size: area.size)
        self.chrome = chrome
        let owner = UIApplication.shared.statusBarOwner
        let hidden = (owner?.statusBarController(forHidden: true).prefersStatusBarHidden ?? false)
            || !chrome.showsStatusBar(screen: area.size)
        let styleOwner = owner?.statusBarController(forHidden: false)
        let lightContent: Bool = switch styleOwner?.preferredStatusBarStyle ?? .default {
        case .lightContent: true
        case .darkContent: false
        case .default: (styleOwner?.traitCollection ?? screen.traitCollection).userInterfaceStyle == .dark
        }
        let window = self.window ?? makeWindow(on: screen)
        let indicatorWindow = self.indicatorWindow ?? makeIndicatorWindow(on: screen)
        UIView.performWithoutAnimation {
            window.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: chrome.statusBarHeight)
            let bottom = chrome.safeAreaInsets(screen: area.size, statusBarHidden: true).bottom
            indicatorWindow.frame = CGRect(x: area.minX, y: area.maxY - bottom, width: area.width, height: bottom)
            indicatorWindow.isHidden = bottom == 0
        }
        let kind = animation ?? owner?.statusBarController(forHidden: true).preferredStatusBarUpdateAnimation ?? .fade
        let changes = {
            window.statusBar.show(hidden: hidden, lightContent: lightContent, chrome: chrome, animation: kind)
            indicatorWindow.homeIndicator.show(visible: chrome.hasHomeIndicator && !self.indicatorIdle, lightContent: lightContent)
            self.isStatusBarHidden = hidden
            self.applyInsets()
        }
        if kind == .none { UIView.performWithoutAnimation(changes) } else { changes() }
        scheduleIndicatorHiding(owner: owner)
    }

    /// The part of the main screen that plays the device's screen, where the status bar and
    /// the on-screen keyboard go: the app's key window (a desktop window), else the whole
    /// main screen.
    static var deviceArea: CGRect {
        if let key = UIApplication.shared.keyWindow, key.screen === UIScreen.main, !key.frame.isEmpty { return key.frame }
        return UIScreen.main.bounds
    }

    /// A controller asked for its preferences to be read again.
    func preferencesDidChange(animated: Bool) {
        guard isEnabled else { return }
        update(animation: animated ? nil : UIStatusBarAnimation.none)
    }

    /// The controller in charge may have changed (a new root or key window, a presentation
    /// that ended): its preferences show at once.
    func ownerMayHaveChanged() {
        // Also the first key window of an app that turned the chrome on from the environment.
        guard isEnabled else { return }
        update(animation: UIStatusBarAnimation.none)
    }

    /// A window was shown or moved: its safe area follows the chrome (and the chrome follows
    /// the key window).
    func windowDidChange(_ window: UIWindow) {
        guard chrome != nil, window !== self.window, window !== indicatorWindow else { return }
        if window.isKeyWindow { return update(animation: UIStatusBarAnimation.none) }
        window.screenSafeAreaInsets = insets(for: window)
    }

    /// A touch brings an auto-hidden home indicator back.
    func userDidTouch(_ event: UIEvent) {
        // A finger going down or up restarts the wait; moves between them change nothing.
        guard chrome != nil, event.touchSet.contains(where: { $0.phase == .began || $0.phase == .ended }) else { return }
        if indicatorIdle {
            indicatorIdle = false
            update(animation: .fade)
        } else {
            scheduleIndicatorHiding(owner: UIApplication.shared.statusBarOwner)
        }
    }

    private func makeWindow(on screen: UIScreen) -> StatusBarWindow {
        let made = StatusBarWindow(showing: StatusBarView())
        made.screen = screen
        window = made
        made.isHidden = false
        return made
    }

    private func makeIndicatorWindow(on screen: UIScreen) -> HomeIndicatorWindow {
        let made = HomeIndicatorWindow(showing: HomeIndicatorView())
        made.screen = screen
        indicatorWindow = made
        return made
    }

    private func applyInsets() {
        for window in UIApplication.shared.windows where window !== self.window && window !== indicatorWindow && window.screen === UIScreen.main {
            window.screenSafeAreaInsets = insets(for: window)
        }
    }

    /// The part of the screen's unsafe edges the window covers (windows are placed in screen
    /// coordinates).
    private func insets(for window: UIWindow) -> UIEdgeInsets {
        guard let chrome, window.screen === UIScreen.main else { return .zero }
        let area = Self.deviceArea
        let safe = area.inset(by: chrome.safeAreaInsets(screen: area.size, statusBarHidden: isStatusBarHidden))
        let f = window.frame
        return UIEdgeInsets(top: max(0, safe.minY - f.minY), left: max(0, safe.minX - f.minX),
                            bottom: max(0, f.maxY - safe.maxY), right: max(0, f.maxX - safe.maxX))
    }

    /// With `prefersHomeIndicatorAutoHidden`, the indicator fades after a while without touches.
    private func scheduleIndicatorHiding(owner: UIViewController?) {
        idleTimer?.invalidate()
        idleTimer = nil
        guard let chrome, chrome.hasHomeIndicator, owner?.homeIndicatorController.prefersHomeIndicatorAutoHidden == true else {
            if indicatorIdle { indicatorIdle = false; update(animation: .fade) }
            return
        }
        guard !indicatorIdle else { return }
        idleTimer = MediaTimers.shared.schedule(after: DeviceChrome.homeIndicatorAutoHideDelay) { [weak self] in
            guard let self else { return }
            self.indicatorIdle = true
            UIView.animate(withDuration: 0.25) { self.update(animation: .fade) }
        }
    }

    private func tearDown() {
        idleTimer?.invalidate()
        idleTimer = nil
        guard chrome != nil else { return }
        chrome = nil
        isStatusBarHidden = false
        window?.isHidden = true
        window = nil
        indicatorWindow?.isHidden = true
        indicatorWindow = nil
        for window in UIApplication.shared.windows { window.screenSafeAreaInsets = .zero }
    }
}
