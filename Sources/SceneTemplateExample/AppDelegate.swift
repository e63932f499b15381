// Xcode 16's iOS App template (storyboard, scenes) as a Linux executable. Linux edits:
// `final` on the delegates, `import UIKitSDL` (a window on the desktop when a display is
// there), the Info.plist in a copied folder (App/) and Main.storyboard in Base.lproj/, both
// listed as resources in Package.swift. The one added line, `ExampleExit.schedule()`, ends
// the example after OPENUIKIT_EXAMPLE_SECONDS (for tests).

import UIKit
import UIKitSDL

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {



    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        ExampleExit.schedule()
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Called when the user discards a scene session.
        // If any sessions were discarded while the application was not running, this will be called shortly after application:didFinishLaunchingWithOptions.
        // Use this method to release any resources that were specific to the discarded scenes, as they will not return.
    }


}
