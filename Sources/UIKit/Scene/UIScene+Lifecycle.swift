import Foundation

/// A scene's moves between its states. Each tells the delegate, then posts the scene's
/// notification, then lets the application bring its own state along (the app is active while
/// a scene is, in the background once none is in the foreground), as UIKit does from iOS 13.
///
/// The state changes where UIKit changes it: after `sceneWillEnterForeground` and
/// `sceneWillResignActive`, before `sceneDidBecomeActive`, `sceneDidEnterBackground` and
/// `sceneDidDisconnect`.
extension UIScene {
    /// Unattached or in the background → foreground, inactive.
    package func enterForeground() {
        guard activationState == .unattached || activationState == .background else { return }
        announce({ $0.sceneWillEnterForeground($1) }, Self.willEnterForegroundNotification)
        activationState = .foregroundInactive
        UIApplication.shared.sceneStatesDidChange()
    }

    /// Foreground → active, entering the foreground first if needed.
    package func activate() {
        enterForeground()
        guard activationState == .foregroundInactive else { return }
        activationState = .foregroundActive
        announce({ $0.sceneDidBecomeActive($1) }, Self.didActivateNotification)
        UIApplication.shared.sceneStatesDidChange()
    }

    /// Active → foreground, inactive.
    package func deactivate() {
        guard activationState == .foregroundActive else { return }
        announce({ $0.sceneWillResignActive($1) }, Self.willDeactivateNotification)
        activationState = .foregroundInactive
        UIApplication.shared.sceneStatesDidChange()
    }

    /// Foreground → background, resigning active first.
    package func enterBackground() {
        deactivate()
        guard activationState == .foregroundInactive else { return }
        activationState = .background
        announce({ $0.sceneDidEnterBackground($1) }, Self.didEnterBackgroundNotification)
        UIApplication.shared.sceneStatesDidChange()
    }

    /// Removed from the app: it goes to the background first, then hears
    /// `sceneDidDisconnect`; its windows are hidden and leave it, and the application lets
    /// it go. Its session stays open.
    package func disconnect() {
        guard activationState != .unattached else { return }
        enterBackground()
        activationState = .unattached
        announce({ $0.sceneDidDisconnect($1) }, Self.didDisconnectNotification)
        if let windowScene = self as? UIWindowScene {
            for window in windowScene.windows {
                window.isHidden = true
                window.windowScene = nil
            }
        }
        if session.scene === self { session.scene = nil }
        UIApplication.shared.sceneDidDisconnect(self)
    }

    /// Tells the delegate, then posts the scene's notification.
    private func announce(_ tell: (any UISceneDelegate, UIScene) -> Void, _ name: NSNotification.Name) {
        if let delegate { tell(delegate, self) }
        NotificationCenter.default.post(name: name, object: self)
    }
}
