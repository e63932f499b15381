import Foundation
import Testing
@testable import UIKit
import RuntimeSupport
import UIKitTesting

/// The Info.plist's UIApplicationSceneManifest: what is read, and what bad input gets (a
/// report and UIKit's fallback, never a stop).
@Suite("Scene manifest", .freshContext) @MainActor
struct SceneManifestTests {
    @Test("The Xcode template's manifest: one scene, the 'Default Configuration' naming $(PRODUCT_MODULE_NAME).SceneDelegate and Main")
    func templateManifest() throws {
        let info = try #require(try SceneTestApp.templateBundle().infoDictionary)
        let manifest = try #require(UIApplicationSceneManifest(infoDictionary: info))
        #expect(!manifest.supportsMultipleScenes)
        let declared = try #require(manifest.configurations[.windowApplication])
        #expect(declared.count == 1)
        #expect(declared[0].name == "Default Configuration")
        #expect(declared[0].delegateClassName == "$(PRODUCT_MODULE_NAME).SceneDelegate")
        #expect(declared[0].storyboardName == "Main")
        #expect(declared[0].sceneClassName == nil)
    }

    @Test("No manifest: the app delegate hears of activation as before iOS 13, and the app still gets one window scene, without a delegate, that its windows join and that follows the app's state")
    func noManifest() throws {
        #expect(UIApplicationSceneManifest(infoDictionary: ["CFBundleIdentifier": "x"]) == nil)
        SceneTestApp.start(bundle: try SceneTestApp.bundle(info: ["CFBundleIdentifier": "test.noscenes"]))
        let delegate = LoggingAppDelegate()
        let notes = SceneNotificationLog()
        defer { notes.stop() }
        SceneTestApp.launch(delegate)
        #expect(delegate.log.entries == ["app.willFinishLaunching", "app.didFinishLaunching", "app.applicationDidBecomeActive"])
        #expect(notes.entries == ["App.DidFinishLaunching", "Scene.WillConnect", "App.DidBecomeActive",
                                  "Scene.WillEnterForeground", "Scene.DidActivate"])
        let app = UIApplication.shared
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        #expect(app.connectedScenes.count == 1 && scene.delegate == nil && scene.activationState == .foregroundActive)
        let window = UIWindow(frame: scene.screen.bounds)
        window.makeKeyAndVisible()
        #expect(window.windowScene === scene && scene.keyWindow === window)
        app.enterBackground()
        #expect(scene.activationState == .background)
        #expect(delegate.log.entries.suffix(2) == ["app.applicationWillResignActive", "app.applicationDidEnterBackground"])
        window.isHidden = true
    }

    @Test("$(PRODUCT_MODULE_NAME) stands for the app's module (its delegate's), as Xcode expands it at build time")
    func productModuleName() throws {
        SceneTestApp.start(bundle: try SceneTestApp.bundle(info: [:]))
        let delegate = LoggingAppDelegate()
        UIApplication.shared.delegate = delegate
        #expect(SceneClassLookup.lookUp("$(PRODUCT_MODULE_NAME).LoggingSceneDelegate") == LoggingSceneDelegate.self)
        #expect(SceneClassLookup.lookUp("UIKitTests.LoggingSceneDelegate") == LoggingSceneDelegate.self)
        // A module name from the iOS target that differs on Linux falls back to the app's module.
        #expect(SceneClassLookup.lookUp("MyiOSApp.LoggingSceneDelegate") == LoggingSceneDelegate.self)
        #expect(SceneClassLookup.lookUp("$(PRODUCT_MODULE_NAME).NoSuchDelegate") == nil)
    }

    @Test("Entries of the wrong type are reported and skipped; the rest of the manifest is used")
    func wrongTypes() throws {
        var manifest: UIApplicationSceneManifest?
        let issues = RuntimeIssue.capture {
            manifest = UIApplicationSceneManifest(infoDictionary: ["UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": "yes",
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [
                        "not a dictionary",
                        ["UISceneConfigurationName": "Good", "UISceneStoryboardFile": 3] as [String: Any],
                    ] as [Any],
                    "UIWindowSceneSessionRoleExternalDisplayNonInteractive": "not an array",
                ] as [String: Any],
            ] as [String: Any]])
        }
        let parsed = try #require(manifest)
        #expect(!parsed.supportsMultipleScenes)
        #expect(parsed.configurations[.windowApplication]?.map(\.name) == ["Good"])
        #expect(parsed.configurations[.windowApplication]?.first?.storyboardName == nil)
        #expect(parsed.configurations[.windowExternalDisplayNonInteractive] == nil)
        #expect(issues.count == 4, "\(issues)")
        #expect(issues.contains { $0.contains("UIApplicationSupportsMultipleScenes") })
        #expect(issues.contains { $0.contains("UISceneStoryboardFile must be a non-empty string") })
        let notADictionary = RuntimeIssue.capture { #expect(UIApplicationSceneManifest(infoDictionary: ["UIApplicationSceneManifest": 1]) == nil) }
        #expect(notADictionary.count == 1)
    }

    @Test("A delegate class that does not exist and a storyboard that is not there are reported; the scene still connects and becomes active")
    func missingClassAndStoryboard() throws {
        SceneTestApp.start(bundle: try SceneTestApp.bundle(info: SceneTestApp.info(configurations: [
            SceneTestApp.configuration(delegate: "$(PRODUCT_MODULE_NAME).NoSuchSceneDelegate", storyboard: "Missing"),
        ])))
        let delegate = LoggingAppDelegate()
        let issues = RuntimeIssue.capture { SceneTestApp.launch(delegate) }
        #expect(issues.contains { $0.contains("UISceneDelegateClassName: no class named $(PRODUCT_MODULE_NAME).NoSuchSceneDelegate") && $0.contains("UIKitTests.NoSuchSceneDelegate") }, "\(issues)")
        #expect(issues.contains { $0.contains("UISceneStoryboardFile: there is no storyboard named Missing") }, "\(issues)")
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        #expect(scene.delegate == nil && scene.activationState == .foregroundActive)
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test("A class that is not a scene delegate is reported and the scene gets no delegate")
    func notASceneDelegate() throws {
        SceneTestApp.start(bundle: try SceneTestApp.bundle(info: SceneTestApp.info(configurations: [
            SceneTestApp.configuration(delegate: "UIKitTests.LoggingAppDelegate"),
        ])))
        let delegate = LoggingAppDelegate()
        let issues = RuntimeIssue.capture { SceneTestApp.launch(delegate) }
        #expect(issues.contains { $0.contains("does not adopt UISceneDelegate") }, "\(issues)")
        #expect(UIApplication.shared.connectedScenes.first?.delegate == nil)
    }

    @Test("configurationForConnecting returning a name the Info.plist does not declare is reported; the scene connects bare")
    func unknownConfigurationName() throws {
        SceneTestApp.start(bundle: try SceneTestApp.bundle(info: SceneTestApp.info(configurations: [SceneTestApp.configuration()])))
        let delegate = LoggingAppDelegate()
        delegate.configurationName = "Other Configuration"
        let issues = RuntimeIssue.capture { SceneTestApp.launch(delegate) }
        #expect(issues.contains { $0.contains("declares no configuration named \"Other Configuration\"") }, "\(issues)")
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        #expect(scene.delegate == nil && scene.session.configuration.name == "Other Configuration")
    }
}
