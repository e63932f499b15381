import Foundation
import QuartzCore
internal import RuntimeSupport

/// Window bookkeeping: which windows are shown on which screen, in what order, and which one
/// is key. The notifications go out exactly when the change happens.
extension UIApplication {
    func windowDidShow(_ window: UIWindow) {
        if window.windowScene == nil { adoptIntoScene(window) }
        if !visibleWindows.contains(where: { $0 === window }) { visibleWindows.append(window) }
        updateRenderRoots()
        StatusBarSystem.current.windowDidChange(window)
    }

    func windowDidHide(_ window: UIWindow) {
        if _keyWindow === window { setKeyWindow(nil) }
        visibleWindows.removeAll { $0 === window }
        updateRenderRoots()
    }

    /// Tells the render server which windows each screen shows, back to front by level, and
    /// the backend that the set changed.
    func updateRenderRoots() {
        CATransaction.noteChange()          // the next commit composites the new arrangement
        let ordered = windows
        for screen in UIScreen.screens {
            guard let target = screen.renderTarget else { continue }
            RenderServer.setRoots(ordered.filter { $0.screen === screen }.map(\.layer), on: target)
        }
        Backend.current?.windowsDidChange()
    }

    /// Makes `window` the only key window: the old one resigns first (`resignKey()`, then
    /// `UIWindow.didResignKeyNotification`), then the new one becomes key (`becomeKey()`,
    /// then `UIWindow.didBecomeKeyNotification`).
    func setKeyWindow(_ window: UIWindow?) {
        guard window !== _keyWindow else { return }
        let old = _keyWindow
        _keyWindow = window
        if let old {
            old.resignKey()
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: old)
        }
        if let window {
            window.windowScene?.windowDidBecomeKey(window)
            window.becomeKey()
            NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: window)
        }
        keyboardDispatcher.keyWindowDidChange()
        StatusBarSystem.current.ownerMayHaveChanged()
    }

    /// Screens came, went or changed mode: windows are placed on the framebuffers again.
    package func screensDidChange() {
        updateRenderRoots()
        StatusBarSystem.current.ownerMayHaveChanged()
        Backend.current?.screensDidChange()
    }

    /// Windows still on `old` (a screen that went away) move to `new`, with a diagnostic.
    func moveWindows(from old: UIScreen, to new: UIScreen) {
        let stranded = visibleWindows.filter { $0.screen === old }
        for window in stranded {
            RuntimeIssue.report("UIWindow: \(window) was still shown on a disconnected screen; it moves to the main screen")
            window.screen = new
        }
    }
}
