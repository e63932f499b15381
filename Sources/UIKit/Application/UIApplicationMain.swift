import Foundation

/// Creates the application object and its delegate, launches the app and runs the main run
/// loop until the app ends (its last window closed or the platform asked it to quit).
///
/// `principalClassName` names a `UIApplication` subclass (nil: `UIApplication`);
/// `delegateClassName` names the delegate's class (`NSStringFromClass(AppDelegate.self)`).
/// A windowing backend linked into the program (`UIKitSDL`) is used when it can open a
/// display; otherwise the app runs headless. Returns the exit status on Linux, where the app
/// can end; on iOS it never returns.
@MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    UIApplicationMain(argc, argv, principalClassName, delegateClassName, delegateType: nil)
}

/// The same, with the delegate given as a type (the `@main` entry).
@MainActor
package func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                               _ principalClassName: String?, _ delegateClassName: String?,
                               delegateType: (any UIApplicationDelegate.Type)?) -> Int32 {
    if !Backend.isInstalled { BackendLoader.installLinkedBackend() }

    let application: UIApplication
    if let name = principalClassName {
        guard let appClass = NSClassFromString(name) as? UIApplication.Type else {
            preconditionFailure("UIApplicationMain: no UIApplication subclass named \(name)")
        }
        if let existing = UIApplication.existing {
            precondition(Swift.type(of: existing) == appClass, "UIApplicationMain: the application object already exists as \(Swift.type(of: existing))")
            application = existing
        } else {
            application = appClass.init()
        }
    } else {
        application = UIApplication.shared
    }

    var delegateClass = delegateType
    if delegateClass == nil, let name = delegateClassName {
        guard let found = NSClassFromString(name) as? any UIApplicationDelegate.Type else {
            preconditionFailure("UIApplicationMain: no UIApplicationDelegate class named \(name)")
        }
        delegateClass = found
    }
    if let delegateClass {
        let delegate = delegateClass.init()
        UIApplication.launchDelegate = delegate
        application.delegate = delegate
    }
    application.launch()
    application.run()
    return 0
}

extension UIApplication {
    /// The delegate `UIApplicationMain` created; the application keeps it for the app's life
    /// (its `delegate` link is weak).
    package static var launchDelegate: (any UIApplicationDelegate)? {
        get { ApplicationContext.current.launchDelegate }
        set { ApplicationContext.current.launchDelegate = newValue }
    }
}

/// A windowing backend module registers a class of this shape, found by name when a program
/// that links it calls `UIApplicationMain`.
@MainActor
package protocol PlatformBackendLoader: AnyObject {
    /// Installs the backend if it can open a display; false (with a log line) otherwise.
    static func installIfAvailable() -> Bool
}

@MainActor
enum BackendLoader {
    /// The windowing backends known by name, tried in order.
    static let candidates = ["UIKitSDL.SDLBackendLoader"]

    /// Installs the first linked windowing backend that can open a display, unless
    /// `OPENUIKIT_BACKEND=headless`; the headless backend otherwise.
    static func installLinkedBackend() {
        if ProcessInfo.processInfo.environment["OPENUIKIT_BACKEND"] != "headless" {
            for name in candidates {
                if let loader = NSClassFromString(name) as? any PlatformBackendLoader.Type, loader.installIfAvailable() { return }
            }
        }
        HeadlessBackend.install(time: nil)
    }
}
