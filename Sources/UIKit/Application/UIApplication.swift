import Foundation
import QuartzCore

/// The app's single application object: it owns the visible windows, knows the key window,
/// ends the responder chain, and runs the main run loop whose every turn ends with the
/// `CATransaction` commit.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    private static var _shared: UIApplication?

    /// The application object, created on first use (with the headless backend unless a
    /// backend was installed before).
    open class var shared: UIApplication {
        if let app = _shared { return app }
        let app = UIApplication()
        _shared = app
        return app
    }

    private var visibleWindows: [UIWindow] = []
    private weak var _keyWindow: UIWindow?
    /// Fingers in progress and the event they make (Events/TouchDispatcher.swift).
    let touchDispatcher = TouchDispatcher()

    public override init() {
        precondition(UIApplication._shared == nil, "UIApplication: there is only one application object; use UIApplication.shared")
        super.init()
        if !Backend.isInstalled { HeadlessBackend.install() }
    }

    /// The visible windows, back to front by level (stable within a level).
    open var windows: [UIWindow] {
        visibleWindows.enumerated()
            .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
            .map(\.element)
    }

    /// The window that receives events without a location.
    open var keyWindow: UIWindow? { _keyWindow }

    /// The direction of the application's language: left to right unless set (tests and
    /// right-to-left locales set it).
    public package(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    // MARK: Window bookkeeping

    func windowDidShow(_ window: UIWindow) {
        if !visibleWindows.contains(where: { $0 === window }) { visibleWindows.append(window) }
        updateRenderRoots()
    }

    func windowDidHide(_ window: UIWindow) {
        if _keyWindow === window { setKeyWindow(nil) }
        visibleWindows.removeAll { $0 === window }
        updateRenderRoots()
    }

    /// Tells the render server which windows each screen shows, back to front by level.
    func updateRenderRoots() {
        let ordered = windows
        for screen in UIScreen.screens {
            guard let target = screen.renderTarget else { continue }
            RenderServer.setRoots(ordered.filter { $0.screen === screen }.map(\.layer), on: target)
        }
    }

    func setKeyWindow(_ window: UIWindow?) {
        guard window !== _keyWindow else { return }
        let old = _keyWindow
        _keyWindow = window
        old?.resignKey()
        window?.becomeKey()
    }

    // MARK: The run loop

    /// One turn of the main run loop: due timers and input sources run, then the implicit
    /// transaction commits (update constraints, layout, display, render). Returns without
    /// waiting when nothing is pending.
    ///
    /// The loop turned is the one of the thread running the main actor: `RunLoop.main` in an
    /// app; under `swift test` on Linux, main-actor tests run on another thread, whose own
    /// run loop then holds the timers they schedule.
    package func runLoopTurn() {
        _ = RunLoop.current.run(mode: .default, before: Date())
        MediaTimers.shared.fireDue()
        RenderServer.beginFrame()
        CATransaction.flush()
    }

    /// Forgets every window, for a test host that starts from a clean slate.
    package func resetWindowsForTesting() {
        for window in visibleWindows { window.layer.isHidden = true }
        visibleWindows.removeAll()
        _keyWindow = nil
        touchDispatcher.reset()
        MediaTimers.shared.reset()
        updateRenderRoots()
    }

    // MARK: Events

    /// Dispatches an event: touches go to the windows they are in (which deliver them to their
    /// views); events without a location go to the key window.
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches else {
            keyWindow?.sendEvent(event)
            return
        }
        var windows: [UIWindow] = []
        for touch in event.touchSet {
            if let w = touch.window, !windows.contains(where: { $0 === w }) { windows.append(w) }
        }
        // An event for a window that went away is ignored.
        for window in windows where visibleWindows.contains(where: { $0 === window }) { window.sendEvent(event) }
    }

    /// Stops delivering new touches until a matching `endIgnoringInteractionEvents()`.
    @available(*, deprecated, message: "Use isUserInteractionEnabled on views instead, as on iOS 13 and later")
    open func beginIgnoringInteractionEvents() { touchDispatcher.ignoreCount += 1 }

    /// Ends one `beginIgnoringInteractionEvents()`.
    @available(*, deprecated, message: "Use isUserInteractionEnabled on views instead, as on iOS 13 and later")
    open func endIgnoringInteractionEvents() { touchDispatcher.ignoreCount = max(0, touchDispatcher.ignoreCount - 1) }

    /// Whether new touches are being ignored.
    open var isIgnoringInteractionEvents: Bool { touchDispatcher.ignoreCount > 0 }

    /// A backend's (or test host's) finger reports, applied as one touch event.
    package func handleTouches(_ inputs: [TouchInput]) {
        touchDispatcher.handle(inputs, application: self)
    }

    /// Nothing follows the application in the responder chain.
    open override var next: UIResponder? { nil }
}
