import Foundation
import Testing
import UIKit
import UIKitSDL

/// An app delegate whose scene delegates log into it (each test's application has its own).
final class SDLSceneAppDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    var scenesMade = 0
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        log.append("didDiscardSceneSessions(\(sceneSessions.count))")
    }
    func applicationWillTerminate(_ application: UIApplication) { log.append("applicationWillTerminate") }
}

/// A scene delegate that builds its window in code and logs its life as `sceneN.callback`.
final class SDLSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let name: String
    private weak var app: SDLSceneAppDelegate?

    required override init() {
        app = UIApplication.shared.delegate as? SDLSceneAppDelegate
        app?.scenesMade += 1
        name = "scene\(app?.scenesMade ?? 0)"
        super.init()
    }

    private func note(_ entry: String) { app?.log.append("\(name).\(entry)") }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { note("didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { note("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { note("willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { note("willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { note("didEnterBackground") }
}

@Suite("SDL2 backend: scenes", .serialized, .freshContext) @MainActor
struct SDLSceneTests {
    @Test("Each scene's window is an SDL window of its own: its focus activates and deactivates the scene, minimizing sends the scene to the background, closing it closes the scene's session; closing the last scene ends the app")
    func scenesAreSDLWindows() throws {
        try withSDL { backend in
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("SDLScenes-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let info: [String: Any] = ["UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": true,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SDLSceneDelegate",
                ]]],
            ] as [String: Any]]
            try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
                .write(to: directory.appendingPathComponent("Info.plist"))
            UIApplication.appBundle = try #require(Bundle(url: directory))
            let delegate = SDLSceneAppDelegate()
            UIApplication.launchDelegate = delegate
            let app = UIApplication.shared
            app.delegate = delegate
            app.launch()
            app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            app.runLoopTurn()
            let scenes = app.connectedScenes.compactMap { $0 as? UIWindowScene }
                .sorted { ($0.delegate as? SDLSceneDelegate)?.name ?? "" < ($1.delegate as? SDLSceneDelegate)?.name ?? "" }
            try #require(scenes.count == 2)
            let sdl1 = try #require(scenes[0].windows.first.flatMap(backend.sdlWindow(for:)))
            let sdl2 = try #require(scenes[1].windows.first.flatMap(backend.sdlWindow(for:)))
            #expect(sdl1.id != sdl2.id)
            delegate.log = []

            backend.injectFocus(sdl2, gained: false)
            app.runLoopTurn()
            #expect(scenes[1].activationState == .foregroundInactive && scenes[0].activationState == .foregroundActive)
            backend.injectFocus(sdl2, gained: true)
            app.runLoopTurn()
            #expect(scenes[1].activationState == .foregroundActive)
            backend.injectMinimize(sdl1, minimized: true)
            app.runLoopTurn()
            #expect(scenes[0].activationState == .background && app.applicationState == .active)
            backend.injectMinimize(sdl1, minimized: false)
            app.runLoopTurn()
            #expect(scenes[0].activationState == .foregroundActive)
            #expect(delegate.log == [
                "scene2.willResignActive", "scene2.didBecomeActive", "scene1.willResignActive", "scene1.didEnterBackground",
                "scene1.willEnterForeground", "scene1.didBecomeActive",
            ])

            delegate.log = []
            backend.injectClose(sdl2)
            app.runLoopTurn()
            #expect(delegate.log == ["scene2.willResignActive", "scene2.didEnterBackground", "scene2.didDisconnect", "didDiscardSceneSessions(1)"])
            #expect(app.connectedScenes.count == 1 && app.openSessions.count == 1 && !app.isStopping)

            delegate.log = []
            backend.injectClose(sdl1)
            app.runLoopTurn()
            #expect(delegate.log == ["scene1.willResignActive", "scene1.didEnterBackground", "scene1.didDisconnect", "applicationWillTerminate"])
            #expect(app.isStopping && app.connectedScenes.isEmpty)
        }
    }
}
