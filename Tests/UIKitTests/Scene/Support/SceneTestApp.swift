import Foundation
import Testing
import UIKit
import UIKitTesting

/// App bundles and launches for scene tests: each test starts its own headless context
/// (`UITestHost`, its window hidden) whose app bundle holds the Info.plist under test.
@MainActor enum SceneTestApp {
    /// The Xcode template's app bundle (SceneTemplateExample's resources, laid out as an iOS
    /// app bundle for the test): its Info.plist and Main.storyboard.
    static func templateBundle() throws -> Bundle {
        let resources = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("OpenUIKit_SceneTemplateExample.resources")
        let directory = try TestScratch.folder("TemplateApp")
        try FileManager.default.copyItem(at: resources.appendingPathComponent("App/Info.plist"), to: directory.appendingPathComponent("Info.plist"))
        try FileManager.default.copyItem(at: resources.appendingPathComponent("Base.lproj/Main.storyboard"),
                                         to: directory.appendingPathComponent("Main.storyboard"))
        return try #require(Bundle(url: directory))
    }

    /// A bundle of its own whose Info.plist is `info`.
    static func bundle(info: [String: Any]) throws -> Bundle {
        let directory = try TestScratch.folder("SceneApp")
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
            .write(to: directory.appendingPathComponent("Info.plist"))
        return try #require(Bundle(url: directory))
    }

    /// An Info.plist with a scene manifest declaring `configurations` for the app role.
    static func info(multipleScenes: Bool = false, configurations: [[String: Any]]) -> [String: Any] {
        ["UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": multipleScenes,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": configurations],
        ] as [String: Any]]
    }

    /// One declared configuration.
    static func configuration(_ name: String = "Default Configuration",
                              delegate: String? = "$(PRODUCT_MODULE_NAME).LoggingSceneDelegate",
                              storyboard: String? = nil) -> [String: Any] {
        var entry: [String: Any] = ["UISceneConfigurationName": name]
        if let delegate { entry["UISceneDelegateClassName"] = delegate }
        if let storyboard { entry["UISceneStoryboardFile"] = storyboard }
        return entry
    }

    /// A fresh context with `bundle` as the app's bundle and nothing on screen.
    @discardableResult
    static func start(bundle: Bundle) -> UITestHost {
        let host = UITestHost()
        host.window.isHidden = true
        UIApplication.appBundle = bundle
        return host
    }

    /// Launches the app with `delegate`, kept for the app's life as `UIApplicationMain` keeps it.
    static func launch(_ delegate: any UIApplicationDelegate) {
        UIApplication.launchDelegate = delegate
        UIApplication.shared.delegate = delegate
        UIApplication.shared.launch()
    }
}

/// An app delegate that logs its callbacks (and its scene delegates', which find it through
/// `UIApplication.shared.delegate`); each test's application has its own.
final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    let log = CallbackLog()
    /// What `configurationForConnecting` returns by name; nil: the configuration UIKit offers.
    var configurationName: String?
    /// Scene delegates made so far, to name them `scene1`, `scene2` …
    var scenesMade = 0

    private func note(_ entry: String) { log.entries.append("app.\(entry)") }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        note("willFinishLaunching"); return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        note("didFinishLaunching"); return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        note("configurationForConnecting")
        guard let name = configurationName else { return connectingSceneSession.configuration }
        return UISceneConfiguration(name: name, sessionRole: connectingSceneSession.role)
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        note("didDiscardSceneSessions(\(sceneSessions.count))")
    }
    func applicationDidBecomeActive(_ application: UIApplication) { note("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { note("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { note("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { note("applicationWillEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { note("applicationWillTerminate") }
}

/// A scene delegate that logs its callbacks as `sceneN.callback` into the app delegate's log,
/// and its own deinit; without a storyboard it builds its window in code, as the programmatic
/// variant of the template does.
final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let name: String
    let log: CallbackLog?

    required override init() {
        let app = UIApplication.shared.delegate as? LoggingAppDelegate
        app?.scenesMade += 1
        name = "scene\(app?.scenesMade ?? 0)"
        log = app?.log
        super.init()
        log?.entries.append("\(name).init")
    }

    isolated deinit { log?.entries.append("\(name).deinit") }

    private func note(_ entry: String) { log?.entries.append("\(name).\(entry)") }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        note("willConnect(window: \(window == nil ? "nil" : "set"), state: \(scene.activationState))")
        guard let windowScene = scene as? UIWindowScene, window == nil else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { note("didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { note("didBecomeActive(\(scene.activationState))") }
    func sceneWillResignActive(_ scene: UIScene) { note("willResignActive(\(scene.activationState))") }
    func sceneWillEnterForeground(_ scene: UIScene) { note("willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { note("didEnterBackground(\(scene.activationState))") }
}

/// Records the scene and application notifications as `Scene.name` / `App.name` while a
/// test runs (only its own: another test's can be posted while this one turns the run loop).
@MainActor final class SceneNotificationLog {
    private(set) var entries: [String] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        let names: [NSNotification.Name] = [
            UIScene.willConnectNotification, UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
            UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification, UIScene.didDisconnectNotification,
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
        ]
        for name in names {
            tokens.append(NotificationCenter.default.addContextObserver(forName: name) { [weak self] note in
                let text = note.name.rawValue.replacingOccurrences(of: "Notification", with: "")
                    .replacingOccurrences(of: "UIApplication", with: "App.").replacingOccurrences(of: "UIScene", with: "Scene.")
                self?.entries.append(text)
            })
        }
    }

    func stop() {
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens = []
    }
}
