import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Bad input to a tab bar controller and a tab bar: UIKit ignores an index out of range and
/// raises for the rest; here each keeps the state as it was (or drops the bad entry) and says
/// which rule was broken, without a crash.
@Suite("Tab bar bad input", .freshContext) @MainActor
struct TabBarBadInputTests {
    private func threeTabs() -> (UITabBarController, [UIViewController]) {
        let tabs = UITabBarController()
        let children = (0..<3).map { index -> UIViewController in
            let c = UIViewController()
            c.title = "T\(index)"
            return c
        }
        tabs.viewControllers = children
        return (tabs, children)
    }

    @Test("selectedIndex out of range (or negative) is ignored, as in UIKit, with a message")
    func indexOutOfRange() {
        let (tabs, _) = threeTabs()
        tabs.selectedIndex = 1
        let messages = RuntimeIssue.capture {
            tabs.selectedIndex = 3
            tabs.selectedIndex = -1
        }
        #expect(tabs.selectedIndex == 1)
        #expect(messages.count == 2 && messages.allSatisfy { $0.contains("not the index of a tab") })
    }

    @Test("Selecting a controller that is not a tab changes nothing and says only a tab can be selected")
    func foreignController() {
        let (tabs, children) = threeTabs()
        let messages = RuntimeIssue.capture { tabs.selectedViewController = UIViewController() }
        #expect(tabs.selectedViewController === children[0])
        #expect(messages.first?.contains("only a view controller in the tab bar controller's list") == true)
    }

    @Test("The same controller twice in viewControllers is kept once, with a message")
    func duplicateController() {
        let tabs = UITabBarController()
        let a = UIViewController(), b = UIViewController()
        let messages = RuntimeIssue.capture { tabs.viewControllers = [a, b, a] }
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.viewControllers?[0] === a && tabs.viewControllers?[1] === b)
        #expect(tabs.tabBar.items?.count == 2)
        #expect(messages.first?.contains("more than once") == true)
    }

    @Test("A tab bar controller given as a tab (another one, or itself) is left out with a message")
    func tabBarControllerAsTab() {
        let tabs = UITabBarController(), inner = UITabBarController(), plain = UIViewController()
        let messages = RuntimeIssue.capture { tabs.viewControllers = [inner, plain, tabs] }
        #expect(tabs.viewControllers?.count == 1 && tabs.viewControllers?.first === plain)
        #expect(inner.parent == nil)
        #expect(messages.count == 2 && messages.allSatisfy { $0.contains("cannot be a tab") })
    }

    @Test("Changing the delegate of a managed tab bar is refused; a bar's selectedItem must be one of its items")
    func managedBarDelegate() {
        let (tabs, _) = threeTabs()
        final class Other: UITabBarDelegate {}
        let other = Other()
        let messages = RuntimeIssue.capture {
            tabs.tabBar.delegate = other
            tabs.tabBar.selectedItem = UITabBarItem(title: "Stray", image: nil, tag: 0)
        }
        #expect(tabs.tabBar.delegate === tabs)
        #expect(tabs.tabBar.selectedItem === tabs.viewControllers?[0].tabBarItem)
        #expect(messages.count == 2)
    }

    @Test("viewControllers = nil removes every tab; an empty tab bar controller has no selection")
    func noTabs() {
        let (tabs, children) = threeTabs()
        _ = tabs.view
        tabs.viewControllers = nil
        #expect(tabs.viewControllers == nil)
        #expect(tabs.children.isEmpty)
        #expect(tabs.selectedViewController == nil && tabs.selectedIndex == NSNotFound)
        #expect(children[0].viewIfLoaded?.superview == nil)
        #expect(tabs.tabBar.items == nil)
    }
}
