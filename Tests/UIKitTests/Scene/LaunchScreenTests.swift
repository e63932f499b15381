import Foundation
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// An app delegate that notes what the screen showed when launching began, then sets up
/// its own UI: a window filled with green.
final class LaunchScreenProbe: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var screenAtWillFinish: CGImage?
    var windowsAtWillFinish: [UIWindow] = []

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        screenAtWillFinish = UIScreen.main.renderTarget.map { CGImage(buffer: $0.buffer.copy()) }
        windowsAtWillFinish = application.windows
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        root.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The launch screen (`UILaunchStoryboardName`, `UILaunchScreen`): iOS shows it from the
/// start until the app's first frame, so the app's own UI replaces it and nothing of it
/// stays behind.
@Suite(.freshContext) @MainActor struct LaunchScreenTests {
    static func pixel(_ image: CGImage?, _ x: Int = 100, _ y: Int = 400) -> [Int] {
        guard let p = image?.pixel(x: x, y: y) else { return [] }
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// A fresh app whose Info.plist is `info`, with the fixture launch storyboard beside it.
    static func launch(info: [String: Any]) throws -> (UITestHost, LaunchScreenProbe, [String]) {
        let bundle = try SceneTestApp.bundle(info: info)
        let source = try #require(Bundle.module.url(forResource: "LaunchScreen", withExtension: "storyboard"))
        try FileManager.default.copyItem(at: source, to: bundle.bundleURL.appendingPathComponent("LaunchScreen.storyboard"))
        let host = SceneTestApp.start(bundle: bundle)
        host.runLoopTurn()
        let probe = LaunchScreenProbe()
        let issues = RuntimeIssue.capture { SceneTestApp.launch(probe) }
        return (host, probe, issues)
    }

    @Test("The launch storyboard's initial view is the frame on screen while launching, and the app's first frame replaces it")
    func launchStoryboard() throws {
        let (host, probe, issues) = try Self.launch(info: ["UILaunchStoryboardName": "LaunchScreen"])
        #expect(issues.isEmpty, "\(issues)")
        #expect(Self.pixel(probe.screenAtWillFinish) == [255, 0, 0])
        #expect(Self.pixel(host.renderScreen(), 100 * 3, 400 * 3) == [0, 255, 0])
        #expect(!UIApplication.shared.windows.contains { $0.windowLevel == UIApplication.launchScreenLevel })
    }

    @Test("A UILaunchScreen dictionary shows the system background while launching")
    func launchScreenDictionary() throws {
        let (host, probe, _) = try Self.launch(info: ["UILaunchScreen": [String: Any]()])
        #expect(Self.pixel(probe.screenAtWillFinish) == [255, 255, 255])
        #expect(Self.pixel(host.renderScreen(), 100 * 3, 400 * 3) == [0, 255, 0])
    }

    @Test("An app whose Info.plist names no launch screen launches with nothing shown before its own UI")
    func noLaunchScreen() throws {
        let (host, probe, _) = try Self.launch(info: [:])
        #expect(probe.windowsAtWillFinish.allSatisfy { $0.windowLevel != UIApplication.launchScreenLevel })
        #expect(Self.pixel(host.renderScreen(), 100 * 3, 400 * 3) == [0, 255, 0])
    }

    @Test("A launch storyboard that is not in the bundle is reported and the app launches without it")
    func missingLaunchStoryboard() throws {
        let (host, probe, issues) = try Self.launch(info: ["UILaunchStoryboardName": "Nowhere"])
        #expect(issues.contains { $0.contains("UILaunchStoryboardName") && $0.contains("Nowhere") })
        #expect(probe.windowsAtWillFinish.allSatisfy { $0.windowLevel != UIApplication.launchScreenLevel })
        #expect(Self.pixel(host.renderScreen(), 100 * 3, 400 * 3) == [0, 255, 0])
    }
}
