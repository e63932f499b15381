import Testing
import UIKit
import UIKitTesting

/// Records the four window notifications, in order, for the windows given.
@MainActor
final class WindowNotificationLog {
    private(set) var entries: [String] = []
    private var tokens: [NSObjectProtocol] = []

    init(_ windows: [String: UIWindow]) {
        let names: [(NSNotification.Name, String)] = [
            (UIWindow.didBecomeVisibleNotification, "visible"), (UIWindow.didBecomeHiddenNotification, "hidden"),
            (UIWindow.didBecomeKeyNotification, "key"), (UIWindow.didResignKeyNotification, "resignKey"),
        ]
        for (name, label) in names {
            for (windowName, window) in windows {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: window, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.entries.append("\(windowName) \(label)") }
                })
            }
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens.removeAll()
    }
}

@Suite("Window notifications", .serialized, .freshContext) @MainActor
struct WindowNotificationTests {
    @Test("Showing a hidden window posts didBecomeVisible once; hiding it posts didBecomeHidden once; no change posts nothing")
    func visibleAndHidden() {
        _ = UITestHost()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let log = WindowNotificationLog(["w": w])
        defer { log.stop() }
        w.isHidden = true                 // already hidden: nothing
        w.isHidden = false
        w.isHidden = false                // already visible: nothing
        w.isHidden = true
        #expect(log.entries == ["w visible", "w hidden"])
    }

    @Test("makeKeyAndVisible posts didBecomeVisible, then didBecomeKey after becomeKey()")
    func makeKeyAndVisible() {
        let host = UITestHost()
        final class W: UIWindow {
            var calls: [String] = []
            override func becomeKey() { calls.append("becomeKey") }
        }
        let w = W(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let log = WindowNotificationLog(["w": w, "main": host.window])
        defer { log.stop(); w.isHidden = true }
        w.makeKeyAndVisible()
        #expect(log.entries == ["w visible", "main resignKey", "w key"])
        #expect(w.calls == ["becomeKey"])
        w.makeKey()                       // already key: nothing more
        #expect(log.entries.count == 3)
    }

    @Test("Only one window is key: making another key posts didResignKey for the old one before didBecomeKey for the new one")
    func keyChange() {
        let host = UITestHost()
        let a = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        a.isHidden = false
        let log = WindowNotificationLog(["a": a, "main": host.window])
        defer { log.stop(); a.isHidden = true }
        a.makeKey()
        #expect(log.entries == ["main resignKey", "a key"])
        #expect(UIApplication.shared.windows.filter(\.isKeyWindow).count == 1)
        host.window.makeKey()
        #expect(log.entries == ["main resignKey", "a key", "a resignKey", "main key"])
        #expect(UIApplication.shared.keyWindow === host.window && !a.isKeyWindow)
    }

    @Test("Hiding the key window makes it resign key first (didResignKey), then didBecomeHidden")
    func hidingKeyWindow() {
        let host = UITestHost()
        let log = WindowNotificationLog(["main": host.window])
        defer { log.stop() }
        host.window.isHidden = true
        #expect(log.entries == ["main resignKey", "main hidden"])
        #expect(UIApplication.shared.keyWindow == nil)
    }
}
