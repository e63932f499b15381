import Testing
import UIKit
import UIKitTesting

/// No retain cycles: a tab bar controller, its children, its bar and items are freed once
/// the app lets go (the bar's links to its controller and items' links to their bar are weak).
@Suite("Tab bar memory", .freshContext) @MainActor
struct TabBarMemoryTests {
    final class Counted: UITabBarController {
        var onDeinit: (() -> Void)?
        isolated deinit { onDeinit?() }
    }

    @Test("A shown tab bar controller with a delegate, badges and switched tabs is freed with all its children when its window goes")
    func freedWithChildren() {
        var freed: [String] = []
        let log = CallbackLog()
        do {
            let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
            let tabs = Counted()
            tabs.onDeinit = { freed.append("tabs") }
            let delegate = TabDelegateLog()
            tabs.delegate = delegate
            let children = (0..<3).map { index -> LoggingController in
                let child = LoggingController("C\(index)", log: log)
                child.onDeinit = { freed.append("C\(index)") }
                child.tabBarItem.badgeValue = "\(index)"
                return child
            }
            tabs.viewControllers = children
            host.window.rootViewController = tabs
            host.runLoopTurn()
            TabBarFixture.tapItem(2, of: tabs, in: host)
            tabs.selectedIndex = 1
            host.runLoopTurn()
            host.window.rootViewController = nil
            host.window.isHidden = true
            host.runLoopTurn()
        }
        #expect(Set(freed) == ["tabs", "C0", "C1", "C2"])
    }

    @Test("A tab bar item outlives no bar: dropping the bar frees it, and the item no longer points at it")
    func itemDoesNotKeepBar() {
        let item = UITabBarItem(title: "A", image: nil, tag: 0)
        weak var weakBar: UITabBar?
        do {
            let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
            bar.items = [item]
            weakBar = bar
        }
        #expect(weakBar == nil)
        item.badgeValue = "1"  // must not reach a freed bar
        #expect(item.badgeValue == "1")
    }
}
