import UIKit
import UIKitTesting

@MainActor
enum NavigationFixture {
    /// A navigation controller with `root` at the root of a shown 390 × 844 window at 1×.
    static func shown(_ root: UIViewController) -> (UITestHost, UINavigationController) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        return (host, navigation)
    }
}
