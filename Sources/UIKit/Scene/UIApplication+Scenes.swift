import Foundation
internal import RuntimeSupport

/// The application's scenes (iOS 13+). An app whose Info.plist has a
/// `UIApplicationSceneManifest` connects a scene at launch, after `didFinishLaunching`: the
/// app delegate chooses its configuration, UIKit makes the scene, its delegate and (with a
/// storyboard) its window, and the scene comes to the foreground and becomes active. From
/// then on the scenes hear of activation and the background; the app delegate does not
/// (`applicationDidBecomeActive` and the rest are not called), while the application's own
/// state and notifications follow its scenes.
extension UIApplication {
    private var scenes: SceneRegistry { ApplicationContext.current.scenes }

    /// The app's bundle, where its Info.plist and storyboards are: the main bundle unless a
    /// test or host gives another before launching.
    package static var appBundle: Bundle {
        get { ApplicationContext.current.scenes.bundle }
        set { ApplicationContext.current.scenes.bundle = newValue }
    }

    /// The app's scene manifest, nil for an app without scenes.
    package static var sceneManifest: UIApplicationSceneManifest? { ApplicationContext.current.scenes.manifest }

    /// Whether the app uses scenes: its Info.plist has a scene manifest.
    var usesScenes: Bool { Self.sceneManifest != nil }

    /// The scenes connected to the app now, in the foreground or the background.
    public var connectedScenes: Set<UIScene> { Set(scenes.connected) }

    /// The sessions the app has open: those of the connected scenes and of scenes that
    /// disconnected without being discarded.
    public var openSessions: Set<UISceneSession> { Set(scenes.sessions) }

    /// Whether the app may show several scenes at once (`UIApplicationSupportsMultipleScenes`).
    public var supportsMultipleScenes: Bool { Self.sceneManifest?.supportsMultipleScenes ?? false }

    /// Asks for a scene: `sceneSession`'s (brought to the front, connected again if it had
    /// disconnected), or a new session's when nil. A new scene when one is already connected
    /// needs `supportsMultipleScenes`; otherwise `errorHandler` gets
    /// `UISceneError.multipleScenesNotSupported`. `userActivity` is accepted and not used
    /// (no handoff on Linux).
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: Any?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        MainThreadChecker.check("UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)")
        if let session = sceneSession {
            guard scenes.sessions.contains(where: { $0 === session }) else {
                errorHandler?(UISceneError(.requestDenied))
                return
            }
            if let scene = session.scene {
                scene.activate()
                return
            }
        }
        guard supportsMultipleScenes || scenes.connected.isEmpty else {
            errorHandler?(UISceneError(.multipleScenesNotSupported))
            return
        }
        if let session = sceneSession {
            connectScene(for: session, isNew: false).activate()
        } else {
            connectScene(for: makeSession(role: .windowApplication), isNew: true).activate()
        }
    }

    /// Closes `sceneSession` for good: its scene (if connected) goes to the background and
    /// disconnects, then the app delegate hears `application(_:didDiscardSceneSessions:)`.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        MainThreadChecker.check("UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)")
        guard scenes.sessions.contains(where: { $0 === sceneSession }) else {
            errorHandler?(UISceneError(.requestDenied))
            return
        }
        sceneSession.scene?.disconnect()
        scenes.sessions.removeAll { $0 === sceneSession }
        delegate?.application(self, didDiscardSceneSessions: [sceneSession])
    }

    /// Asks the platform to redraw the session's snapshot in its switcher: there is none here.
    public func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}

    // MARK: Connecting

    /// Launch with a scene manifest: the first scene connects and becomes active.
    func connectLaunchScene() {
        connectScene(for: makeSession(role: .windowApplication), isNew: true).activate()
    }

    /// Launch without a scene manifest: as on iOS 13 and later, the app still gets one window
    /// scene, without a delegate, that its windows join; it follows the application's state.
    func connectImplicitScene() {
        let scene = connectScene(for: makeSession(role: .windowApplication), isNew: false)
        for window in visibleWindows where window.windowScene == nil { window.windowScene = scene as? UIWindowScene }
    }

    /// A new open session of `role`, offered the Info.plist's first configuration for it.
    private func makeSession(role: UISceneSession.Role) -> UISceneSession {
        let configuration = Self.sceneManifest?.defaultConfiguration(for: role) ?? UISceneConfiguration(name: nil, role: role)
        let session = UISceneSession(role: role, configuration: configuration)
        scenes.sessions.append(session)
        return session
    }

    /// Connects a scene for `session`: the app delegate chooses the configuration of a new
    /// session (`application(_:configurationForConnecting:options:)`); the scene and its
    /// delegate are made from it; a storyboard's initial view controller goes into a
    /// `UIWindow(windowScene:)` set as the delegate's `window`; the delegate hears
    /// `scene(_:willConnectTo:options:)` (then `UIScene.willConnectNotification`); the
    /// delegate's window is made key and visible. The scene is still unattached: the caller
    /// brings it to the foreground.
    @discardableResult
    package func connectScene(for session: UISceneSession, isNew: Bool) -> UIScene {
        let options = UIScene.ConnectionOptions()
        if isNew, let delegate {
            let chosen = delegate.application(self, configurationForConnecting: session, options: options)
            if chosen.isEmpty, chosen !== session.configuration, let name = chosen.name {
                RuntimeIssue.report("UISceneConfiguration: the Info.plist declares no configuration named \"\(name)\" for \(session.role.rawValue); the scene gets no delegate and no storyboard")
            }
            session.configuration = chosen
        }
        let configuration = session.configuration
        let sceneType = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        scenes.connected.append(scene)
        scene.delegate = makeSceneDelegate(configuration, for: scene)
        let storyboardWindow = makeStoryboardWindow(configuration, for: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        if let storyboardWindow {
            ((scene.delegate as? any UIWindowSceneDelegate)?.window ?? storyboardWindow).makeKeyAndVisible()
        }
        return scene
    }

    /// The scene delegate the configuration names, made with `init()`; nil (reported) when
    /// its class is not a scene delegate.
    private func makeSceneDelegate(_ configuration: UISceneConfiguration, for scene: UIScene) -> (any UISceneDelegate)? {
        guard let named = configuration.delegateClass else { return nil }
        guard let type = named as? any UISceneDelegate.Type else {
            RuntimeIssue.report("UISceneConfiguration.delegateClass: \(NSStringFromClass(named)) does not adopt UISceneDelegate; the scene gets no delegate")
            return nil
        }
        if scene is UIWindowScene, !(type is any UIWindowSceneDelegate.Type) {
            RuntimeIssue.report("UISceneConfiguration.delegateClass: \(NSStringFromClass(named)) should adopt UIWindowSceneDelegate, as the delegate of a UIWindowScene")
        }
        return type.init()
    }

    /// With a storyboard: its initial view controller in a new window of the scene, stored as
    /// the delegate's `window` (reported when the delegate cannot keep it).
    private func makeStoryboardWindow(_ configuration: UISceneConfiguration, for scene: UIScene) -> UIWindow? {
        guard let storyboard = configuration.storyboard, let windowScene = scene as? UIWindowScene else { return nil }
        guard let controller = storyboard.instantiateInitialViewController() else {
            RuntimeIssue.report("UISceneStoryboardFile: the storyboard names no initial view controller; the scene starts without a window")
            return nil
        }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = controller
        if let delegate = scene.delegate as? any UIWindowSceneDelegate {
            delegate.window = window
            if delegate.window !== window {
                RuntimeIssue.report("UIWindowSceneDelegate.window: \(type(of: delegate)) does not keep the storyboard's window; declare `var window: UIWindow?`")
            }
        }
        return window
    }

    // MARK: The application's state follows its scenes

    /// A scene changed state: the application is active while a scene is, inactive while one
    /// is in the foreground, in the background otherwise. Each step posts the application's
    /// notification (the delegate is not told: the scene delegates were).
    func sceneStatesDidChange() {
        guard usesScenes else { return }
        let states = scenes.connected.map(\.activationState)
        let target: State = states.contains(.foregroundActive) ? .active
            : states.contains(.foregroundInactive) ? .inactive : .background
        while applicationState != target {
            switch (applicationState, target) {
            case (.background, _):
                NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
                applicationState = .inactive
            case (.inactive, .active):
                applicationState = .active
                NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
            case (.active, _):
                NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
                applicationState = .inactive
            case (.inactive, _):
                applicationState = .background
                NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
                preserveState()
            }
        }
    }

    /// A scene disconnected: the application lets it go.
    func sceneDidDisconnect(_ scene: UIScene) {
        scenes.connected.removeAll { $0 === scene }
        sceneStatesDidChange()
    }

    /// The app-wide moves of an app with scenes (the platform's focus, minimizing, ending):
    /// every connected scene makes the same move.
    func forEachConnectedScene(_ move: (UIScene) -> Void) {
        for scene in scenes.connected { move(scene) }
    }

    /// A scene whose windows the user closed on the desktop: with other scenes left, its
    /// session is closed for good; the last one ends the app.
    package func userDidCloseWindows(of scene: UIScene) {
        if scenes.connected.contains(where: { $0 !== scene }) {
            requestSceneSessionDestruction(scene.session, options: nil)
        } else {
            terminate()
        }
    }
}

extension UIApplication {
    /// A window shown without a scene joins the first connected window scene: in an app
    /// without a manifest, its implicit scene, as on iOS; in an app with scenes, where iOS
    /// would leave it off screen, so that ported code showing `UIWindow(frame:)` keeps working.
    func adoptIntoScene(_ window: UIWindow) {
        guard let scene = ApplicationContext.current.scenes.connected.lazy.compactMap({ $0 as? UIWindowScene }).first else { return }
        window.windowScene = scene
    }
}
