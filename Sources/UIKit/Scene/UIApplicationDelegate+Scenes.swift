import Foundation

extension UIApplicationDelegate {
    /// The configuration for a new scene session: by default the one UIKit offers with the
    /// session, the first the Info.plist declares for its role (as when an iOS delegate does
    /// not implement the method).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }

    /// Sessions the user closed for good; by default nothing is done.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
