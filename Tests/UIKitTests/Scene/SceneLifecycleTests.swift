import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The iOS 13+ scene life cycle: the order of the app delegate's and the scene delegate's
/// callbacks at launch, in the background, at the end, and for several scenes.
@Suite("Scene life cycle", .freshContext) @MainActor
struct SceneLifecycleTests {
    /// A launched app with one declared configuration whose delegate logs.
    private func launch(multipleScenes: Bool = false, configurationName: String? = nil) throws -> LoggingAppDelegate {
        SceneTestApp.start(bundle: try SceneTestApp.bundle(info: SceneTestApp.info(multipleScenes: multipleScenes,
                                                                                  configurations: [SceneTestApp.configuration()])))
        let delegate = LoggingAppDelegate()
        delegate.configurationName = configurationName
        SceneTestApp.launch(delegate)
        return delegate
    }

    @Test("Launch with a scene manifest (UIKit's 'Managing your app's life cycle'): willFinish, didFinish, configurationForConnecting, the scene delegate is made, willConnect (still unattached), willEnterForeground, didBecomeActive; the app delegate's activation methods are not called")
    func launchOrder() throws {
        let notes = SceneNotificationLog()
        defer { notes.stop() }
        let delegate = try launch(configurationName: "Default Configuration")
        #expect(delegate.log.entries == [
            "app.willFinishLaunching", "app.didFinishLaunching", "app.configurationForConnecting", "scene1.init",
            "scene1.willConnect(window: nil, state: unattached)", "scene1.willEnterForeground", "scene1.didBecomeActive(foregroundActive)",
        ])
        // The application's notifications still go out (Apple: "UIKit posts a didBecomeActiveNotification regardless of
        // whether your app uses scenes"), after the scene's.
        #expect(notes.entries == ["App.DidFinishLaunching", "Scene.WillConnect", "Scene.WillEnterForeground",
                                  "Scene.DidActivate", "App.DidBecomeActive"])
        let app = UIApplication.shared
        #expect(app.applicationState == .active)
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        #expect(app.connectedScenes.count == 1 && app.openSessions.count == 1)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.role == .windowApplication && scene.session.scene === scene)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.delegate is LoggingSceneDelegate)
        #expect(!app.supportsMultipleScenes)
    }

    @Test("Without configurationForConnecting's choice, the Info.plist's first configuration for the role is used")
    func defaultConfiguration() throws {
        _ = try launch()
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.configuration.delegateClass == LoggingSceneDelegate.self)
    }

    @Test("Programmatic variant: the scene delegate makes UIWindow(windowScene:), sets the root and makes it key and visible")
    func programmaticWindow() throws {
        _ = try launch()
        let app = UIApplication.shared
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        let delegate = try #require(scene.delegate as? LoggingSceneDelegate)
        let window = try #require(delegate.window)
        #expect(window.windowScene === scene && scene.windows.map { $0 } == [window])
        #expect(window.isKeyWindow && !window.isHidden && scene.keyWindow === window)
        #expect(window.screen === scene.screen && window.frame == scene.screen.bounds)
        #expect(window.rootViewController?.view.window?.windowScene === scene)
        // The responder chain: window → its scene → the application.
        #expect(window.next === scene && scene.next === app)
    }

    @Test("Background and foreground: willResignActive, didEnterBackground; willEnterForeground, didBecomeActive — the app's state and notifications follow its scene")
    func backgroundAndForeground() throws {
        let delegate = try launch()
        let notes = SceneNotificationLog()
        defer { notes.stop() }
        delegate.log.clear()
        let app = UIApplication.shared
        app.enterBackground()
        #expect(app.applicationState == .background)
        app.becomeActive()
        #expect(app.applicationState == .active)
        #expect(delegate.log.entries == [
            "scene1.willResignActive(foregroundActive)", "scene1.didEnterBackground(background)",
            "scene1.willEnterForeground", "scene1.didBecomeActive(foregroundActive)",
        ])
        #expect(notes.entries == [
            "Scene.WillDeactivate", "App.WillResignActive", "Scene.DidEnterBackground", "App.DidEnterBackground",
            "Scene.WillEnterForeground", "App.WillEnterForeground", "Scene.DidActivate", "App.DidBecomeActive",
        ])
    }

    @Test("Termination: the scene resigns, enters the background and disconnects, then applicationWillTerminate; its session stays open")
    func termination() throws {
        let delegate = try launch()
        delegate.log.clear()
        let app = UIApplication.shared
        app.terminate()
        #expect(delegate.log.entries == [
            "scene1.willResignActive(foregroundActive)", "scene1.didEnterBackground(background)", "scene1.didDisconnect",
            "scene1.deinit", "app.applicationWillTerminate",
        ])
        #expect(app.connectedScenes.isEmpty && app.openSessions.count == 1)
        #expect(app.openSessions.first?.scene == nil)
        #expect(app.windows.isEmpty)
    }

    @Test("Several scenes: requestSceneSessionActivation connects a second scene with its own window; each scene has its own windows and key window")
    func severalScenes() throws {
        let delegate = try launch(multipleScenes: true)
        let app = UIApplication.shared
        #expect(app.supportsMultipleScenes)
        let first = try #require(app.connectedScenes.first as? UIWindowScene)
        delegate.log.clear()
        var failure: (any Error)?
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { failure = $0 }
        #expect(failure == nil)
        #expect(delegate.log.entries == [
            "app.configurationForConnecting", "scene2.init", "scene2.willConnect(window: nil, state: unattached)",
            "scene2.willEnterForeground", "scene2.didBecomeActive(foregroundActive)",
        ])
        let second = try #require(app.connectedScenes.first { $0 !== first } as? UIWindowScene)
        #expect(app.connectedScenes.count == 2 && app.openSessions.count == 2)
        #expect(first.windows.count == 1 && second.windows.count == 1 && first.windows[0] !== second.windows[0])
        #expect(second.keyWindow === second.windows[0] && first.keyWindow === first.windows[0])
        #expect(second.windows[0].isKeyWindow && !first.windows[0].isKeyWindow)
        // Deactivating one scene leaves the app active while the other is.
        first.deactivate()
        #expect(app.applicationState == .active)
        second.deactivate()
        #expect(app.applicationState == .inactive)
        // Asking an existing session again brings its scene back; nothing new connects.
        delegate.log.clear()
        app.requestSceneSessionActivation(first.session, userActivity: nil, options: nil)
        #expect(delegate.log.entries == ["scene1.didBecomeActive(foregroundActive)"])
    }

    @Test("Without UIApplicationSupportsMultipleScenes a second scene is refused with UISceneError.multipleScenesNotSupported")
    func secondSceneRefused() throws {
        let delegate = try launch()
        delegate.log.clear()
        var failure: (any Error)?
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { failure = $0 }
        #expect((failure as? UISceneError)?.code == .multipleScenesNotSupported)
        #expect(delegate.log.entries.isEmpty && UIApplication.shared.connectedScenes.count == 1)
    }

    @Test("Destroying a session: the scene disconnects and goes, with its delegate, window and root controller (no leaks); then didDiscardSceneSessions")
    func destruction() throws {
        let delegate = try launch(multipleScenes: true)
        let app = UIApplication.shared
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        let session: UISceneSession
        weak var scene: UIScene?
        weak var window: UIWindow?
        weak var root: UIViewController?
        do {
            let second = try #require(app.connectedScenes.first { ($0.delegate as? LoggingSceneDelegate)?.name == "scene2" })
            session = second.session
            scene = second
            window = (second.delegate as? LoggingSceneDelegate)?.window
            root = window?.rootViewController
        }
        delegate.log.clear()
        app.requestSceneSessionDestruction(session, options: nil)
        #expect(delegate.log.entries == [
            "scene2.willResignActive(foregroundActive)", "scene2.didEnterBackground(background)", "scene2.didDisconnect",
            "scene2.deinit", "app.didDiscardSceneSessions(1)",
        ])
        #expect(scene == nil && window == nil && root == nil)
        #expect(!app.openSessions.contains(session) && app.connectedScenes.count == 1)
        #expect(app.applicationState == .active)
    }

    @Test("UIWindow.windowScene is settable: a window moves between scenes (and to the scene's screen), and is weak")
    func movingWindows() throws {
        _ = try launch(multipleScenes: true)
        let app = UIApplication.shared
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        let scenes = app.connectedScenes.compactMap { $0 as? UIWindowScene }
        #expect(scenes.count == 2)
        let window = UIWindow(windowScene: scenes[0])
        #expect(scenes[0].windows.contains(window))
        window.windowScene = scenes[1]
        #expect(!scenes[0].windows.contains(window) && scenes[1].windows.contains(window))
        window.windowScene = nil
        #expect(!scenes[1].windows.contains(window) && window.next === app)
        weak var gone: UIWindow?
        do {
            let temporary = UIWindow(windowScene: scenes[0])
            gone = temporary
        }
        #expect(gone == nil)
        #expect(scenes[0].windows.count == 1)
    }

    @Test("A UIWindow(frame:) shown in an app with scenes joins the first connected window scene")
    func sceneLessWindowJoins() throws {
        _ = try launch()
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        #expect(window.windowScene === scene)
        window.isHidden = true
    }
}
