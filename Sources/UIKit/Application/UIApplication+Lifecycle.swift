import Foundation

/// The app's life: launch, active and inactive, background and foreground, termination.
/// Each change tells the delegate, then posts the matching notification, as UIKit does.
extension UIApplication {
    nonisolated public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Launches the app: its `UIAppFonts` are registered, then `willFinishLaunching`, the
    /// saved state is restored (StateRestoration/), `didFinishLaunching` (then its
    /// notification), and the app becomes active — with a scene manifest, by connecting its
    /// first scene (Scene/UIApplication+Scenes.swift). Entering the background and ending save it.
    ///
    /// In an app with scenes the moves below are made by every connected scene, whose
    /// delegates hear of them; the application's state and notifications follow the scenes.
    /// In an app without, the delegate hears of them and the app's one implicit scene follows.
    package func launch(options: [LaunchOptionsKey: Any]? = nil) {
        registerAppFonts()
        let launchScreen = showLaunchScreen()
        // The app's first frame replaces it, as on iOS.
        defer { launchScreen?.isHidden = true }
        _ = delegate?.application(self, willFinishLaunchingWithOptions: options)
        restoreState()
        _ = delegate?.application(self, didFinishLaunchingWithOptions: options)
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        if usesScenes {
            connectLaunchScene()
        } else {
            connectImplicitScene()
            becomeActive()
        }
    }

    /// The app comes to the front and takes events (the platform focused one of its windows).
    package func becomeActive() {
        if usesScenes { return forEachConnectedScene { $0.activate() } }
        if applicationState == .background { enterForeground() }
        guard applicationState != .active else { return }
        applicationState = .active
        delegate?.applicationDidBecomeActive(self)
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
        forEachConnectedScene { $0.activate() }
    }

    /// The app stops taking events for a while (its windows lost the focus).
    package func resignActive() {
        if usesScenes { return forEachConnectedScene { $0.deactivate() } }
        guard applicationState == .active else { return }
        delegate?.applicationWillResignActive(self)
        NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
        applicationState = .inactive
        forEachConnectedScene { $0.deactivate() }
    }

    /// The app is no longer seen (its windows were minimized); it resigns active first.
    package func enterBackground() {
        if usesScenes { return forEachConnectedScene { $0.enterBackground() } }
        resignActive()
        guard applicationState != .background else { return }
        applicationState = .background
        delegate?.applicationDidEnterBackground(self)
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
        forEachConnectedScene { $0.enterBackground() }
        preserveState()
    }

    /// The app is about to be seen again.
    package func enterForeground() {
        if usesScenes { return forEachConnectedScene { $0.enterForeground() } }
        guard applicationState == .background else { return }
        delegate?.applicationWillEnterForeground(self)
        NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
        applicationState = .inactive
        forEachConnectedScene { $0.enterForeground() }
    }

    /// The app is ending (the last window was closed, or the platform asked it to quit): the
    /// delegate hears `applicationWillTerminate`, then the run loop stops. Connected scenes
    /// resign, go to the background and disconnect first (their sessions stay open).
    package func terminate() {
        // An app without a manifest keeps its implicit scene, and so its windows, to the end.
        if usesScenes { forEachConnectedScene { $0.disconnect() } }
        resignActive()
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
        preserveState()
        stop()
    }
}
