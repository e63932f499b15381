internal import CSDL2
import Foundation
import UIKit

/// The SDL2 backend: UIKit's screens are SDL's displays, each visible `UIWindow` is an SDL
/// window that shows its part of its screen's framebuffer, and SDL's mouse, touch, keyboard
/// and window events become UIKit events. Frames are paced by the display's refresh rate;
/// with nothing to do the run loop sleeps on the X connection.
///
/// UIKit never imports SDL: a program links this module and calls `SDLBackend.install()`
/// before `UIApplicationMain` (which also finds it by itself when linked).
@preconcurrency @MainActor
public final class SDLBackend: PlatformBackend {
    /// The installed SDL backend, if any: SDL is one per process, whichever context shows it.
    package private(set) static var current: SDLBackend?

    /// Points to pixels: SDL on X11 reports no scale, so it comes from the caller or
    /// `OPENUIKIT_SCALE` (1 by default).
    package let scale: CGFloat
    /// SDL's displays as UIKit screens, in SDL's order (the first is main).
    var displays: [SDLDisplay] = []
    /// One SDL window per visible UIKit window on a display.
    package private(set) var windows: [SDLWindow] = []
    /// Windows SDL could not create: tried once, then they stay headless.
    var failedWindows: [ObjectIdentifier] = []
    /// Touches in progress: SDL (touch device, finger) → UIKit finger number.
    var fingers: [SDLFingerKey: Int] = [:]
    var nextFinger = 1
    /// The left mouse button is down: the mouse is a finger.
    var mouseIsDown = false
    /// Sleeps on the X connection while idle (nil for drivers without one).
    var idleWait: SDLIdleWait?
    /// Ends the app on SIGINT and SIGTERM.
    private var termination: SDLTermination?
    /// What the last `present()` uploaded.
    package private(set) var lastPresent = PresentStatistics()

    /// The mouse's finger number, apart from touch fingers.
    static let mouseFinger = 1_000_000

    /// Pixels copied to SDL windows and how, for tests and the benchmarks.
    package struct PresentStatistics: Sendable {
        package var uploadedPixels = 0
        package var rects = 0
        package var windows = 0
        package var seconds: Double = 0
    }

    private init(scale: CGFloat) {
        self.scale = scale
    }

    /// Opens SDL's video subsystem and makes it UIKit's backend: screens from SDL's displays,
    /// the host's clock. Returns false, with a log line, when no display can be opened (the
    /// app then stays headless). `scale` defaults to `OPENUIKIT_SCALE`, else 1.
    @discardableResult
    public static func install(scale: CGFloat? = nil) -> Bool {
        if let current { Backend.install(current); return true }
        let requested = scale ?? ProcessInfo.processInfo.environment["OPENUIKIT_SCALE"].flatMap { Double($0) }.map { CGFloat($0) } ?? 1
        let scale = requested.isFinite && requested > 0 ? requested : 1
        let env = ProcessInfo.processInfo.environment
        let requestedDriver = env["SDL_VIDEODRIVER"].flatMap { $0.isEmpty ? nil : $0 }
        let hasDisplay = [env["DISPLAY"], env["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        guard requestedDriver != nil || hasDisplay else {
            SDLLog.info("no display (DISPLAY and WAYLAND_DISPLAY are not set); running headless")
            return false
        }
        SDL_SetMainReady()
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")       // SDLTermination handles them
        // The window surface goes straight to the display server (X11: shared-memory images of
        // the updated rectangles), not through an OpenGL texture redrawn whole every frame.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else {
            SDLLog.error("SDL could not open a display (\(SDLLog.lastError)); running headless")
            return false
        }
        // SDL falls back to its offscreen or dummy driver when no display answers; UIKit's
        // own headless backend is the better fallback, so those are used only when asked for.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "?"
        if driver == "offscreen" || driver == "dummy", requestedDriver != driver {
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            SDLLog.error("no display could be opened (SDL fell back to its \(driver) driver); running headless")
            return false
        }
        let backend = SDLBackend(scale: scale)
        guard backend.scanDisplays(initial: true) else {
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            SDLLog.error("SDL reports no display; running headless")
            return false
        }
        backend.termination = SDLTermination()
        current = backend
        MediaClock.current.useHostTime()
        Backend.install(backend)
        UIPasteboard.system = SDLClipboard()
        // SDL 2 delivers typed text (SDL_TEXTINPUT, composed by the input method) from video
        // start on desktops; asking again makes that independent of the SDL build's default.
        SDL_StartTextInput()
        UIApplication.existing?.screensDidChange()
        SDLLog.info("SDL video driver \(driver), \(backend.displays.count) display(s), scale \(String(format: "%g", Double(scale)))")
        return true
    }

    /// Closes every SDL window and SDL's video subsystem; UIKit goes back to the headless
    /// backend in the state it starts in (default screen, virtual time). Tests and the
    /// benchmarks end with it; an app simply exits.
    package static func shutdown() {
        guard let backend = current else { return }
        for window in backend.windows { window.destroy() }
        backend.windows.removeAll()
        backend.idleWait = nil
        backend.termination = nil
        current = nil
        SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
        HeadlessBackend.install()
    }

    /// The SDL window showing `window`, if it has one.
    package func sdlWindow(for window: UIWindow) -> SDLWindow? {
        windows.first { $0.window === window }
    }

    // MARK: PlatformBackend

    package func deliverPendingInput() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { handle(event) }
    }

    package func waitForInput(until deadline: CFTimeInterval?) {
        if let idleWait {
            SDL_PumpEvents()
            if SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE { return }
            idleWait.arm()
            waitOnRunLoop(until: deadline)
            return
        }
        // No connection to sleep on (offscreen, dummy): SDL waits, waking for run-loop timers
        // and at least every 100 ms for main-queue work.
        var limit = deadline.map { $0 - CACurrentMediaTime() } ?? 0.1
        let timers = fireDueRunLoopTimers()
        guard !timers.turnNeeded else { return }
        if let timer = timers.next { limit = min(limit, timer.timeIntervalSinceNow) }
        let ms = Int32(max(0, min(0.1, limit)) * 1000)
        if ms > 0 { _ = SDL_WaitEventTimeout(nil, ms) }
    }

    package func windowsDidChange() { syncWindows() }

    package func screensDidChange() { syncWindows() }

    /// Uploads what the commit composited: for each SDL window, the damaged part of its
    /// screen's framebuffer under it (the whole window when it is new, resized or exposed).
    package func present() {
        let start = CACurrentMediaTime()
        syncWindows()
        var damage: [ObjectIdentifier: (CGRect, RenderServer.Screen)] = [:]
        for screen in UIScreen.screens {
            guard let target = screen.renderTarget else { continue }
            damage[ObjectIdentifier(screen)] = (target.takePresentationDamage(), target)
        }
        var stats = PresentStatistics()
        for window in windows {
            guard let uiWindow = window.window, let (area, target) = damage[ObjectIdentifier(uiWindow.screen)] else { continue }
            let uploaded = window.present(from: target.buffer, damage: area, scale: uiWindow.screen.scale)
            if uploaded > 0 {
                stats.uploadedPixels += uploaded
                stats.rects += 1
                stats.windows += 1
            }
        }
        stats.seconds = CACurrentMediaTime() - start
        if stats.rects > 0 || lastPresent.rects > 0 { lastPresent = stats }
    }

    // MARK: Windows

    /// Makes the SDL windows match the visible UIKit windows on displays: new ones are
    /// created, hidden ones destroyed, moved or resized ones follow their frames.
    func syncWindows() {
        guard let app = UIApplication.existing else { return }
        let visible = app.windows.filter { w in
            w.screen.isConnected && displays.contains { $0.screen === w.screen } && !failedWindows.contains(ObjectIdentifier(w))
        }
        for window in windows where !visible.contains(where: { $0 === window.window && $0.screen === window.screen }) {
            window.destroy()
        }
        windows.removeAll { $0.isDestroyed }
        for uiWindow in visible {
            if let existing = sdlWindow(for: uiWindow) {
                existing.follow(uiWindow.frame, display: display(for: uiWindow.screen), scale: uiWindow.screen.scale)
                continue
            }
            guard let display = display(for: uiWindow.screen),
                  let created = SDLWindow(for: uiWindow, display: display, scale: uiWindow.screen.scale) else {
                failedWindows.append(ObjectIdentifier(uiWindow))
                continue
            }
            windows.append(created)
            if idleWait == nil { idleWait = SDLIdleWait(window: created) }
        }
    }

    func display(for screen: UIScreen) -> SDLDisplay? {
        displays.first { $0.screen === screen }
    }
}

/// A touch device and finger as SDL names them.
struct SDLFingerKey: Hashable {
    let touch: Int64
    let finger: Int64
}

/// The backend's log lines (standard error), each said once.
enum SDLLog {
    nonisolated(unsafe) private static var said: Set<String> = []

    static func error(_ message: String) { say("error: \(message)") }
    static func info(_ message: String) { say(message) }

    private static func say(_ line: String) {
        guard said.insert(line).inserted else { return }
        FileHandle.standardError.write(Data("UIKitSDL: \(line)\n".utf8))
    }

    static var lastError: String { String(cString: SDL_GetError()) }
}
