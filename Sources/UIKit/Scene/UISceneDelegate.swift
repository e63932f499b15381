import Foundation

/// The messages a scene receives about its life (iOS 13+): connecting, coming to the
/// foreground, becoming active, resigning, going to the background, disconnecting. Every
/// method has a default that does nothing (they are optional on iOS).
///
/// UIKit creates the delegate named by the scene's configuration (`UISceneDelegateClassName`)
/// with `init()`, as it creates the app delegate: without the Objective-C runtime Swift needs
/// an initializer it can call through the type, so the class is `final` or declares
/// `required init()`.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    init()
    /// The scene is being added to the app; `session` holds its configuration. Set up the
    /// scene's windows here (a storyboard's window is already made and set on
    /// `UIWindowSceneDelegate.window`, and is shown when this returns).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app (closed, or the app is ending); its session may
    /// connect a new scene later.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is on screen and takes events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop taking events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene is no longer on screen.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
