import Foundation
import Testing
@testable import UIKit
import UIKitTesting
@testable import SceneTemplateExample

/// Xcode 16's iOS App template (SceneTemplateExample: AppDelegate, SceneDelegate,
/// ViewController, Info.plist with the scene manifest, Main.storyboard) runs headless with only
/// the Linux edits.
@Suite("Xcode app template with scenes", .serialized, .freshContext) @MainActor
struct SceneTemplateTests {
    @Test("The @main path runs the template: the storyboard's ViewController fills a key window of the connected scene, with UIKit's callback order")
    func templateRuns() throws {
        SceneTestApp.start(bundle: try SceneTestApp.templateBundle())
        let notes = SceneNotificationLog()
        defer { notes.stop() }
        var seen: (state: UIApplication.State, root: UIViewController?, window: UIWindow?, scene: UIScene?, windowScene: UIWindowScene?)?
        // Once the app runs, look, then end it as the platform would.
        _ = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in
            MainActor.assumeIsolated {
                let app = UIApplication.shared
                let window = app.keyWindow
                seen = (app.applicationState, window?.rootViewController, window, app.connectedScenes.first, window?.windowScene)
                app.terminate()
            }
        }
        let watchdog = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in MainActor.assumeIsolated { UIApplication.shared.stop() } }
        defer { watchdog.invalidate() }
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil, delegateType: AppDelegate.self)
        #expect(status == 0)
        let running = try #require(seen)
        #expect(running.state == .active)
        let scene = try #require(running.scene as? UIWindowScene)
        let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
        #expect(running.root is ViewController)
        #expect(running.window === sceneDelegate.window && running.windowScene === scene)
        // Disconnected at the end: its windows were hidden and left it.
        #expect(running.window?.isHidden == true && running.window?.windowScene == nil)
        #expect(running.root?.isViewLoaded == true && running.root?.view.window === running.window)
        #expect(notes.entries == [
            "App.DidFinishLaunching", "Scene.WillConnect", "Scene.WillEnterForeground", "Scene.DidActivate", "App.DidBecomeActive",
            "Scene.WillDeactivate", "App.WillResignActive", "Scene.DidEnterBackground", "App.DidEnterBackground",
            "Scene.DidDisconnect", "App.WillTerminate",
        ])
        #expect(UIApplication.shared.connectedScenes.isEmpty && UIApplication.shared.openSessions.count == 1)
    }

    @Test("The template's storyboard window is made before scene(_:willConnectTo:options:), set on the delegate's window, and shown after it")
    func storyboardWindowTiming() throws {
        SceneTestApp.start(bundle: try SceneTestApp.templateBundle())
        let app = UIApplication.shared
        let delegate = AppDelegate()
        var atConnect: (window: UIWindow?, hidden: Bool?)?
        let token = NotificationCenter.default.addContextObserver(forName: UIScene.willConnectNotification) { note in
            let window = ((note.object as? UIScene)?.delegate as? SceneDelegate)?.window
            atConnect = (window, window?.isHidden)
        }
        defer { NotificationCenter.default.removeObserver(token) }
        app.delegate = delegate
        app.launch()
        #expect(atConnect?.window != nil && atConnect?.hidden == true)
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        let window = try #require((scene.delegate as? SceneDelegate)?.window)
        #expect(window.isKeyWindow && !window.isHidden && window.rootViewController is ViewController)
        #expect(scene.keyWindow === window && scene.windows.map { $0 } == [window])
        // The storyboard's class was found in the app's module (customModuleProvider="target") although it names
        // "TemplateApp", the module of the Xcode project.
        #expect(type(of: window.rootViewController!) == ViewController.self)
    }
}
