// An app entry written as on iOS: `@main` on the app delegate. It proves that the entry
// compiles against this UIKit and launches; OPENUIKIT_EXAMPLE_SECONDS ends it (for tests).
import UIKit
import UIKitSDL

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var idleFrom = 0.0

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window!.rootViewController = UIViewController()
        window!.rootViewController!.view.backgroundColor = .systemTealOrWhite
        window!.makeKeyAndVisible()
        if let seconds = ProcessInfo.processInfo.environment["OPENUIKIT_EXAMPLE_SECONDS"].flatMap(Double.init) {
            // The second half of the run is idle: what the process spends then is what a still
            // window costs while the run loop waits for input.
            _ = Timer.scheduledTimer(withTimeInterval: seconds / 2, repeats: false) { _ in
                MainActor.assumeIsolated { self.idleFrom = processCPUSeconds() }
            }
            _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in
                MainActor.assumeIsolated {
                    let idle = processCPUSeconds() - self.idleFrom
                    print("launched: state \(application.applicationState.rawValue), key window \(application.keyWindow === self.window), "
                          + "screen \(Int(UIScreen.main.bounds.width))×\(Int(UIScreen.main.bounds.height)); "
                          + "idle CPU \(Int((idle * 1000).rounded())) ms in \(seconds / 2) s")
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

/// CPU time used by the whole process (every thread), in seconds.
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

extension UIColor {
    /// A calm background for the example.
    static var systemTealOrWhite: UIColor { UIColor(red: 0.85, green: 0.95, blue: 0.95, alpha: 1) }
}
