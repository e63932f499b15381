import Testing
import UIKit
import UIKitTesting

/// Navigation in storyboards (uikit-controllers-facts.md §1.8): a navigation controller scene
/// gets its root through the relationship segue, its bar and toolbar from the scene; each
/// controller's navigation item, bar button items (with their actions) and toolbar items come
/// from its scene; a show segue pushes.
@Suite("Storyboard navigation", .freshContext) @MainActor
struct StoryboardNavigationTests {
    private func shown() throws -> (UITestHost, UINavigationController, NavigationListController) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let made = UIStoryboard(name: "Navigation", bundle: .module).instantiateInitialViewController()
        let navigation = try #require(made as? UINavigationController)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        let list = try #require(navigation.topViewController as? NavigationListController)
        return (host, navigation, list)
    }

    @Test("The navigation controller scene: root from the relationship segue, large titles and the shown toolbar from the scene")
    func scene() throws {
        let (host, navigation, list) = try shown()
        defer { withExtendedLifetime(host) {} }
        #expect(navigation.viewControllers == [list])
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(!navigation.isToolbarHidden)
        #expect(navigation.navigationBar.frame.height == 96)
    }

    @Test("A scene's navigation item: title, backButtonTitle, a system add item whose action reaches the controller; its toolbar items with theirs")
    func navigationItemAndActions() throws {
        let (host, navigation, list) = try shown()
        defer { withExtendedLifetime(host) {} }
        let item = list.navigationItem
        #expect(item.title == "Lists" && item.backButtonTitle == "All")
        let add = try #require(item.rightBarButtonItem)
        #expect(add.title == nil)
        let bar = navigation.navigationBar
        host.tap(at: CGPoint(x: 390 - 30, y: bar.frame.minY + 22))
        #expect(list.added == 1)
        let toolbarItems = try #require(list.toolbarItems)
        #expect(toolbarItems.count == 3 && toolbarItems[2].title == "Archive")
        host.tap(at: CGPoint(x: 30, y: navigation.toolbar.frame.midY))
        #expect(list.trashed == 1)
    }

    @Test("A show segue from a button pushes the detail, whose item never shows a large title and whose back button says the list's backButtonTitle")
    func showSeguePushes() throws {
        let (host, navigation, list) = try shown()
        defer { withExtendedLifetime(host) {} }
        list.performSegue(withIdentifier: "openDetail", sender: nil)
        host.advanceInFrames(0.6)
        let detail = try #require(navigation.topViewController)
        #expect(detail !== list && detail.navigationItem.title == "Detail")
        #expect(detail.navigationItem.rightBarButtonItem?.style == .done)
        #expect(navigation.navigationBar.frame.height == 44)
        navigation.popViewController(animated: false)
        #expect(navigation.viewControllers == [list])
    }

    @Test("A segue from a bar button item runs when the item is tapped (after shouldPerformSegue), from the controller whose item it is")
    func barButtonItemSegue() throws {
        let (host, navigation, list) = try shown()
        defer { withExtendedLifetime(host) {} }
        host.tap(at: CGPoint(x: 30, y: navigation.navigationBar.frame.minY + 22))
        host.advanceInFrames(0.6)
        #expect(navigation.viewControllers.count == 2 && navigation.viewControllers.first === list)
        #expect(navigation.topViewController?.navigationItem.title == "Detail")
    }
}
