import Foundation

/// One instance of the app's user interface (iOS 13+): UIKit connects it to a session, gives
/// it a delegate made from the session's configuration, and moves it through the activation
/// states as the user brings it forward, switches away or closes it.
///
/// The scene keeps its delegate strongly, as on iOS (the delegate is the scene's, made for it
/// by UIKit from the configuration); the scene delegate keeps the scene's windows; a window
/// points back to its scene weakly. The application keeps the connected scenes until they
/// disconnect.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Posted (object: the scene) when UIKit connects a scene, after the delegate's
    /// `scene(_:willConnectTo:options:)`.
    nonisolated public static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    /// Posted (object: the scene) when UIKit removed the scene, after `sceneDidDisconnect(_:)`.
    nonisolated public static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
    /// Posted (object: the scene) after `sceneDidBecomeActive(_:)`: the scene takes events.
    nonisolated public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    /// Posted (object: the scene) after `sceneWillResignActive(_:)`.
    nonisolated public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    /// Posted (object: the scene) after `sceneWillEnterForeground(_:)`.
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")
    /// Posted (object: the scene) after `sceneDidEnterBackground(_:)`.
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")

    /// The session the scene shows; it outlives the scene (the session's `scene` link is weak).
    public let session: UISceneSession

    /// The scene's delegate; strong, as on iOS: UIKit made it for this scene.
    open var delegate: (any UISceneDelegate)?

    /// Where the scene is in its life: unattached until connected, then foreground (active or
    /// not) or background.
    public internal(set) var activationState: ActivationState = .unattached

    /// The scene's title, shown by the platform where it lists scenes; empty unless set.
    open var title: String! = ""

    /// A scene for `session`. UIKit creates scenes itself (the configuration's `sceneClass`);
    /// a subclass overriding this initializer is created through it.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The application follows the scene in the responder chain.
    open override var next: UIResponder? { UIApplication.shared }
}
