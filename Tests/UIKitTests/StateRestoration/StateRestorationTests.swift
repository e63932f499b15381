import Testing
import UIKit
import UIKitTesting
import Foundation

/// A view whose state is a number, saved under its restoration identifier.
final class RestorableCounterView: UIView {
    var count = 0
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(count, forKey: "count")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        count = coder.decodeInteger(forKey: "count")
        RestorationApp.log.append("view decoded \(count)")
    }
}

/// A controller with a draft text and a selected segment, a restorable view of its own and a
/// scroll view (which saves its offset itself, as on iOS).
final class DraftViewController: UIViewController {
    var draft = ""
    let segments = UISegmentedControl(items: ["A", "B", "C"])
    let counter = RestorableCounterView()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// A view with an identifier that is never saved or restored under the same name twice.
    let unnamed = RestorableCounterView()

    override func viewDidLoad() {
        counter.restorationIdentifier = "counter"
        scroll.restorationIdentifier = "scroll"
        scroll.contentSize = CGSize(width: 100, height: 1000)
        view.addSubview(segments)
        view.addSubview(counter)
        view.addSubview(scroll)
        view.addSubview(unnamed)
    }
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(draft as NSString, forKey: "draft")
        coder.encode(segments.selectedSegmentIndex, forKey: "segment")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        draft = coder.decodeObject(of: NSString.self, forKey: "draft") as String? ?? ""
        segments.selectedSegmentIndex = coder.decodeInteger(forKey: "segment")
        RestorationApp.log.append("controller decoded \(draft)")
    }
    override func applicationFinishedRestoringState() { RestorationApp.log.append("finished restoring") }
}

/// An app that opts into state restoration and sets up its window in willFinishLaunching,
/// as UIKit requires; `change` runs once the app is up, then the app goes to the background
/// and ends.
final class RestorationApp: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var log: [String] = []
    nonisolated(unsafe) static var optsIn = true
    nonisolated(unsafe) static var change: ((DraftViewController) -> Void)?
    nonisolated(unsafe) static var restored: DraftViewController?
    var window: UIWindow?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let controller = DraftViewController()
        controller.restorationIdentifier = "draft"
        window!.rootViewController = controller
        window!.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.log.append("didFinishLaunching")
        let controller = window!.rootViewController as! DraftViewController
        Self.restored = controller
        _ = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in
            MainActor.assumeIsolated {
                Self.change?(controller)
                application.enterBackground()
                application.terminate()
            }
        }
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { Self.optsIn }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        Self.optsIn && coder.decodeObject(of: NSString.self, forKey: UIApplication.stateRestorationBundleVersionKey) != nil
    }
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        coder.encode("from the delegate" as NSString, forKey: "note")
    }
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        Self.log.append("delegate decoded \(coder.decodeObject(of: NSString.self, forKey: "note") as String? ?? "nothing")")
    }
}

@Suite("State restoration", .serialized, .freshContext) @MainActor
struct StateRestorationTests {
    /// Runs the app once with `UIApplicationMain`, from a clean application state.
    func run(_ change: ((DraftViewController) -> Void)? = nil) -> DraftViewController? {
        _ = UITestHost()
        RestorationApp.log = []
        RestorationApp.change = change
        RestorationApp.restored = nil
        let watchdog = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in MainActor.assumeIsolated { UIApplication.shared.stop() } }
        defer { watchdog.invalidate() }
        _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil, delegateType: RestorationApp.self)
        RestorationApp.restored?.view.window?.isHidden = true
        return RestorationApp.restored
    }

    /// A fresh saved-state directory for the test's runs.
    func withStateDirectory(_ body: (URL) throws -> Void) rethrows {
        let saved = UIApplication.savedStateDirectory
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("restoration-\(UUID().uuidString)")
        UIApplication.savedStateDirectory = directory
        defer {
            UIApplication.savedStateDirectory = saved
            try? FileManager.default.removeItem(at: directory)
        }
        try body(directory)
    }

    @Test("Run twice: the first run's controller and view state, saved on background and termination, is restored at the next launch before didFinishLaunching")
    func endToEnd() throws {
        try withStateDirectory { directory in
            RestorationApp.optsIn = true
            let first = try #require(run { controller in
                controller.draft = "half a letter"
                controller.segments.selectedSegmentIndex = 2
                controller.counter.count = 7
                controller.unnamed.count = 99
                controller.scroll.contentOffset = CGPoint(x: 0, y: 120)
            })
            #expect(first.draft == "half a letter")
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("data.data").path))
            #expect(!RestorationApp.log.contains { $0.hasPrefix("controller decoded") }, "nothing was saved before the first run")

            let second = try #require(run())
            #expect(second !== first)
            #expect(second.draft == "half a letter")
            #expect(second.segments.selectedSegmentIndex == 2)
            #expect(second.counter.count == 7)
            #expect(second.unnamed.count == 0, "a view without a restoration identifier is not saved")
            #expect(second.scroll.contentOffset == CGPoint(x: 0, y: 120))
            #expect(RestorationApp.log == ["controller decoded half a letter", "view decoded 7", "delegate decoded from the delegate",
                                           "finished restoring", "didFinishLaunching"])
        }
    }

    @Test("Without the delegate's opt-in nothing is written and nothing restored")
    func optIn() throws {
        try withStateDirectory { directory in
            RestorationApp.optsIn = false
            defer { RestorationApp.optsIn = true }
            _ = run { $0.draft = "secret" }
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("data.data").path))
            let second = try #require(run())
            #expect(second.draft == "")
            #expect(RestorationApp.log == ["didFinishLaunching"])
        }
    }

    @Test("A controller without a restoration identifier saves neither its state nor its views'")
    func controllerIdentifierRequired() throws {
        try withStateDirectory { _ in
            RestorationApp.optsIn = true
            _ = run { controller in
                controller.restorationIdentifier = nil
                controller.counter.count = 5
            }
            let second = try #require(run())
            #expect(second.counter.count == 0)
            #expect(!RestorationApp.log.contains("view decoded 5"))
        }
    }
}
