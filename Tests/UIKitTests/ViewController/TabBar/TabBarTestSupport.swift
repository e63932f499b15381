import UIKit
import UIKitTesting

/// A delegate that records what a tab bar controller asks and tells it, and may refuse tabs.
@MainActor final class TabDelegateLog: UITabBarControllerDelegate {
    var entries: [String] = []
    /// Titles of the tabs `shouldSelect` refuses.
    var refused: Set<String> = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        entries.append("shouldSelect(\(viewController.title ?? "?"))")
        return !refused.contains(viewController.title ?? "")
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        entries.append("didSelect(\(viewController.title ?? "?"))")
    }
}

@MainActor
enum TabBarFixture {
    /// `count` logging controllers titled "T0", "T1" … as tabs of a tab bar controller at the
    /// root of a shown 390 × 844 window at 1×.
    static func shown(_ count: Int, log: CallbackLog, chrome: Bool = false) -> (UITestHost, UITabBarController, [LoggingController]) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        if chrome { host.showsDeviceChrome = true }
        let tabs = UITabBarController()
        let children = (0..<count).map { index -> LoggingController in
            let child = LoggingController("T\(index)", log: log)
            child.title = "T\(index)"
            return child
        }
        tabs.viewControllers = children
        host.window.rootViewController = tabs
        host.runLoopTurn()
        log.clear()
        return (host, tabs, children)
    }

    /// Taps the middle of the bar's item at `index`.
    static func tapItem(_ index: Int, of tabs: UITabBarController, in host: UITestHost) {
        let bar = tabs.tabBar
        let count = CGFloat(bar.items?.count ?? 1)
        let width = bar.bounds.width / count
        let point = bar.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: 24), to: nil)
        host.tap(at: point)
    }
}
