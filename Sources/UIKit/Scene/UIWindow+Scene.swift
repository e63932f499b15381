import Foundation
internal import RuntimeSupport

extension UIWindow {
    /// The scene the window belongs to; weak, as on iOS. Setting it moves the window to
    /// another scene (and to that scene's screen); nil detaches it. In an app with scenes, a
    /// window shown without one joins the app's first connected window scene, where iOS would
    /// not show it at all.
    public var windowScene: UIWindowScene? {
        get { _windowScene }
        set {
            MainThreadChecker.check("UIWindow.windowScene setter")
            guard newValue !== _windowScene else { return }
            let old = _windowScene
            old?.detach(self)
            _windowScene = newValue
            guard let scene = newValue else { return }
            scene.attach(self)
            if screen !== scene.screen { screen = scene.screen }
            if isKeyWindow { scene.windowDidBecomeKey(self) }
        }
    }
}
