import Foundation

/// The messages an app receives about its life: launching, becoming active and inactive,
/// moving to and from the background, terminating. Every method has a default that does
/// nothing (they are optional on iOS).
///
/// UIKit creates the delegate named in `UIApplicationMain` (or the `@main` type) with
/// `init()`, so its class is `final` or declares `required init()` — Swift on Linux has no
/// Objective-C runtime to create an object from a class name otherwise.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    init()
    /// The app's main window, for code that reaches it through the delegate.
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    // Scenes (defaults in Scene/UIApplicationDelegate+Scenes.swift)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    // State restoration (defaults in StateRestoration/UIApplicationDelegate+StateRestoration.swift)
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController?
}

extension UIApplicationDelegate {
    /// A delegate without a stored `window` has none; setting it keeps nothing.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    /// The `@main` entry: `@main final class AppDelegate: UIResponder, UIApplicationDelegate`
    /// launches the app with this delegate and runs the main run loop, as on iOS.
    public static func main() {
        let code = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil, delegateType: Self.self)
        exit(code)
    }
}
