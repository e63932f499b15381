// An app entry written as on iOS: `@main` on the app delegate. It proves that the entry
// compiles against this UIKit and launches; OPENUIKIT_EXAMPLE_SECONDS ends it (for tests).
import UIKit
import UIKitSDL

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window!.rootViewController = UIViewController()
        window!.rootViewController!.view.backgroundColor = .systemTealOrWhite
        window!.makeKeyAndVisible()
        if let seconds = ProcessInfo.processInfo.environment["OPENUIKIT_EXAMPLE_SECONDS"].flatMap(Double.init) {
            _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in
                MainActor.assumeIsolated {
                    print("launched: state \(application.applicationState.rawValue), key window \(application.keyWindow === self.window), "
                          + "screen \(Int(UIScreen.main.bounds.width))×\(Int(UIScreen.main.bounds.height))")
                    exit(0)
                }
            }
        }
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("terminated")
    }
}

extension UIColor {
    /// A calm background for the example.
    static var systemTealOrWhite: UIColor { UIColor(red: 0.85, green: 0.95, blue: 0.95, alpha: 1) }
}
