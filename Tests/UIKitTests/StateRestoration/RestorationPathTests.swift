import Foundation
import Testing
import UIKit
import UIKitTesting

/// A container whose child and presented controller are saved under paths that start with
/// its own identifier.
final class ContainerController: UIViewController {
    let draft = DraftViewController()
    override func viewDidLoad() {
        draft.restorationIdentifier = "draft"
        addChild(draft)
        view.addSubview(draft.view)
        draft.didMove(toParent: self)
    }
}

/// Makes the presented controller again at the next launch, recording the path it was asked for.
final class ModalRestorer: UIViewControllerRestoration {
    nonisolated(unsafe) static var paths: [[String]] = []
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        paths.append(identifierComponents)
        let controller = DraftViewController()
        controller.restorationIdentifier = identifierComponents.last
        return controller
    }
}

/// The app of `RestorationApp`, with the draft as a container's child and a presented
/// controller on top.
final class NestedRestorationApp: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var change: ((ContainerController) -> Void)?
    nonisolated(unsafe) static var container: ContainerController?
    var window: UIWindow?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let container = ContainerController()
        container.restorationIdentifier = "root"
        window!.rootViewController = container
        window!.makeKeyAndVisible()
        Self.container = container
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _ = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in
            MainActor.assumeIsolated {
                if let container = Self.container { Self.change?(container) }
                application.enterBackground()
                application.terminate()
            }
        }
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
}

extension StateRestorationTests {
    func runNested(_ change: ((ContainerController) -> Void)? = nil) -> ContainerController? {
        _ = UITestHost()
        NestedRestorationApp.change = change
        NestedRestorationApp.container = nil
        let watchdog = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in MainActor.assumeIsolated { UIApplication.shared.stop() } }
        defer { watchdog.invalidate() }
        _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil, delegateType: NestedRestorationApp.self)
        NestedRestorationApp.container?.view.window?.isHidden = true
        return NestedRestorationApp.container
    }

    @Test("Restoration paths hold every ancestor's identifier: a child is saved as root/draft and found again among the restored parent's children; a presented controller's restoration class is asked for root/modal")
    func multiComponentPaths() throws {
        try withStateDirectory { _ in
            ModalRestorer.paths = []
            _ = runNested { container in
                container.draft.draft = "in a child"
                container.draft.counter.count = 3
                let modal = DraftViewController()
                modal.restorationIdentifier = "modal"
                modal.restorationClass = ModalRestorer.self
                modal.draft = "presented"
                container.present(modal, animated: false)
            }
            let second = try #require(runNested())
            #expect(second.draft.draft == "in a child")
            #expect(second.draft.counter.count == 3)
            #expect(ModalRestorer.paths == [["root", "modal"]])
        }
    }

    @Test("A child under a parent without a restoration identifier is not saved, as UIKit skips the parent's whole branch")
    func brokenChain() throws {
        try withStateDirectory { _ in
            _ = runNested { container in
                container.restorationIdentifier = nil
                container.draft.draft = "lost"
            }
            let second = try #require(runNested())
            #expect(second.draft.draft == "")
        }
    }
}
