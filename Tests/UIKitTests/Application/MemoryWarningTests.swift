import Foundation
import Testing
import UIKit
import UIKitTesting

/// A memory warning (UIApplicationDelegate's `applicationDidReceiveMemoryWarning`, the
/// `didReceiveMemoryWarningNotification`, UIViewController's `didReceiveMemoryWarning()`):
/// the delegate hears first, then the notification's observers, then every controller in
/// the windows, parents before children and presenters before what they present.
@Suite("Memory warnings", .freshContext) @MainActor
struct MemoryWarningTests {
    final class Log { var entries: [String] = [] }

    final class Controller: UIViewController {
        let name: String, log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            log.entries.append(name)
        }
    }

    final class Delegate: UIApplicationDelegate {
        var window: UIWindow?
        var log: Log?
        init() {}
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log?.entries.append("delegate") }
    }

    @Test("The delegate, the notification, then every controller: root, its children, then what it presents; the views stay loaded")
    func order() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let log = Log()
        let delegate = Delegate()
        delegate.log = log
        UIApplication.shared.delegate = delegate
        let root = Controller("root", log: log), child = Controller("child", log: log), presented = Controller("presented", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        host.window.rootViewController = root
        host.runLoopTurn()
        root.present(presented, animated: false)
        host.runLoopTurn()
        let observer = NotificationCenter.default.addContextObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil) { _ in
            log.entries.append("notification")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.simulateMemoryWarning()
        #expect(log.entries == ["delegate", "notification", "root", "child", "presented"])
        #expect(root.isViewLoaded && child.isViewLoaded)
        withExtendedLifetime(delegate) {}
    }
}
