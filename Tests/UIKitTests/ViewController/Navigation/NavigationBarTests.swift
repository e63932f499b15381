import QuartzCore
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// UINavigationBar under a navigation controller (uikit-controllers-facts.md §1.6, §1.3, §5):
/// the back button's title rule, heights, large titles, the appearance resolution with its
/// transparent scroll-edge default, and the safe area it gives the content.
@Suite("Navigation bar", .freshContext) @MainActor
struct NavigationBarTests {
    private func stack(_ controllers: [UIViewController], size: CGSize = CGSize(width: 390, height: 844),
                       configure: (UINavigationController) -> Void = { _ in }) -> (UITestHost, UINavigationController) {
        let host = UITestHost(size: size, scale: 1)
        let navigation = UINavigationController()
        configure(navigation)
        navigation.setViewControllers(controllers, animated: false)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        return (host, navigation)
    }

    /// The texts of the labels shown in `view`, left to right (hidden or transparent ones left out).
    private func shownTexts(in view: UIView) -> [String] {
        labels(in: view).sorted { $0.convert($0.bounds, to: view).minX < $1.convert($1.bounds, to: view).minX }.compactMap(\.text)
    }

    private func labels(in view: UIView) -> [UILabel] {
        guard !view.isHidden, view.alpha > 0.01 else { return [] }
        var found: [UILabel] = []
        if let label = view as? UILabel, label.text?.isEmpty == false { found.append(label) }
        for subview in view.subviews { found += labels(in: subview) }
        return found
    }

    private func controller(_ title: String?) -> UIViewController {
        let c = UIViewController()
        c.title = title
        return c
    }

    @Test("The back button shows, in priority: the previous item's backBarButtonItem title, its backButtonTitle, its title")
    func backTitlePriority() {
        let a = controller("Inbox"), b = controller("Mail")
        let (host, navigation) = stack([a, b])
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        #expect(shownTexts(in: bar) == ["Inbox", "Mail"])
        a.navigationItem.backButtonTitle = "Mailboxes"
        bar.layoutIfNeeded()
        #expect(shownTexts(in: bar).contains("Mailboxes"))
        a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back to inbox", style: .plain)
        bar.layoutIfNeeded()
        #expect(shownTexts(in: bar).contains("Back to inbox"))
    }

    @Test("A previous title too long to fit beside the title becomes \"Back\"; with no title at all the button says \"Back\"")
    func longBackTitleBecomesBack() {
        let a = controller("A very long title for the previous screen indeed"), b = controller("Detail")
        let (host, navigation) = stack([a, b])
        defer { withExtendedLifetime(host) {} }
        #expect(shownTexts(in: navigation.navigationBar) == ["Back", "Detail"])
        let (host2, navigation2) = stack([controller(nil), controller("Detail")])
        defer { withExtendedLifetime(host2) {} }
        #expect(shownTexts(in: navigation2.navigationBar) == ["Back", "Detail"])
    }

    @Test("backButtonDisplayMode, read from the back item only: .generic says \"Back\" (ignoring backButtonTitle, not backBarButtonItem's title), .minimal shows only the chevron; a custom left item replaces the back button unless it supplements it")
    func displayModesAndLeftItems() {
        let a = controller("Inbox"), b = controller("Mail")
        let (host, navigation) = stack([a, b])
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        b.navigationItem.backButtonDisplayMode = .minimal
        bar.layoutIfNeeded()
        #expect(shownTexts(in: bar) == ["Inbox", "Mail"], "the top item's mode does not change the back button")
        b.navigationItem.backButtonDisplayMode = .default
        a.navigationItem.backButtonTitle = "Mailboxes"
        bar.layoutIfNeeded()
        #expect(shownTexts(in: bar) == ["Mailboxes", "Mail"])
        a.navigationItem.backButtonDisplayMode = .generic
        bar.layoutIfNeeded()
        #expect(shownTexts(in: bar) == ["Back", "Mail"])
        a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain)
        bar.layoutIfNeeded()
        #expect(shownTexts(in: bar) == ["Up", "Mail"])
        a.navigationItem.backBarButtonItem = nil
        a.navigationItem.backButtonDisplayMode = .minimal
        bar.layoutIfNeeded()
        #expect(shownTexts(in: bar) == ["Mail"])
        a.navigationItem.backButtonDisplayMode = .default
        a.navigationItem.backButtonTitle = nil
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel)
        bar.layoutIfNeeded()
        #expect(shownTexts(in: bar) == ["Cancel", "Mail"])
        b.navigationItem.leftItemsSupplementBackButton = true
        bar.layoutIfNeeded()
        #expect(shownTexts(in: bar) == ["Inbox", "Cancel", "Mail"])
        b.navigationItem.hidesBackButton = true
        b.navigationItem.leftBarButtonItem = nil
        bar.layoutIfNeeded()
        #expect(shownTexts(in: bar) == ["Mail"])
    }

    @Test("Tapping the back button pops the top controller")
    func backButtonPops() {
        let a = controller("Inbox"), b = controller("Mail")
        let (host, navigation) = stack([a, b])
        defer { withExtendedLifetime(host) {} }
        let y = navigation.navigationBar.frame.midY
        host.tap(at: CGPoint(x: 30, y: y))
        host.advanceInFrames(0.6)
        #expect(navigation.viewControllers == [a])
    }

    @Test("The bar is 44 points under the status bar; the content's safe area top is the bar's bottom, its view still fills the screen (translucent bar)")
    func barHeightAndSafeArea() {
        let host = UITestHost(size: CGSize(width: 393, height: 852), scale: 1)
        host.showsDeviceChrome = true
        let a = controller("Home")
        let navigation = UINavigationController(rootViewController: a)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        let statusBar = host.window.safeAreaInsets.top
        #expect(statusBar > 20)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: statusBar, width: 393, height: 44))
        #expect(a.view.frame == navigation.view.bounds)
        #expect(a.view.safeAreaInsets.top == statusBar + 44)
        #expect(a.view.safeAreaInsets.bottom == host.window.safeAreaInsets.bottom)
    }

    @Test("An opaque bar puts the content below it unless the controller extends its layout under opaque bars")
    func opaqueBarMovesContent() {
        let a = controller("Home"), b = controller("Other")
        b.extendedLayoutIncludesOpaqueBars = true
        let (host, navigation) = stack([a]) { $0.navigationBar.isTranslucent = false }
        defer { withExtendedLifetime(host) {} }
        #expect(a.view.frame.minY == 44)
        #expect(a.view.safeAreaInsets.top == 0)
        navigation.pushViewController(b, animated: false)
        host.runLoopTurn()
        #expect(b.view.frame.minY == 0)
        #expect(b.view.safeAreaInsets.top == 44)
    }

    @Test("Under the bar, the top controller's additionalSafeAreaInsets add to the bar's 44 points; its table's adjustedContentInset takes that safe area unless contentInsetAdjustmentBehavior is .never")
    func additionalInsetsAndScrollViews() {
        let table = UITableViewController(style: .plain)
        table.title = "List"
        table.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        let (host, _) = stack([table])
        defer { withExtendedLifetime(host) {} }
        #expect(table.view.safeAreaInsets.top == 54 && table.view.safeAreaInsets.bottom == 20)
        #expect(table.tableView.adjustedContentInset.top == 54 && table.tableView.adjustedContentInset.bottom == 20)
        table.tableView.contentInsetAdjustmentBehavior = .never
        host.runLoopTurn()
        #expect(table.tableView.adjustedContentInset == .zero)
    }

    @Test("Large titles: the root's bar is 96 points (44 + 52) with the title large; a pushed item with .never gets 44; .automatic inherits")
    func largeTitles() {
        let a = controller("Settings"), b = controller("General"), c = controller("About")
        b.navigationItem.largeTitleDisplayMode = .never
        let (host, navigation) = stack([a]) { $0.navigationBar.prefersLargeTitles = true }
        defer { withExtendedLifetime(host) {} }
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(a.view.safeAreaInsets.top == 96)
        navigation.pushViewController(b, animated: false)
        host.runLoopTurn()
        #expect(navigation.navigationBar.frame.height == 44)
        navigation.pushViewController(c, animated: false)
        host.runLoopTurn()
        #expect(navigation.navigationBar.frame.height == 44, ".automatic does what the item below does")
    }

    @Test("A large title collapses as the content scrolls up and the bar takes its standard look once collapsed")
    func largeTitleCollapses() {
        let table = UITableViewController(style: .plain)
        table.title = "Mail"
        let (host, navigation) = stack([table]) { $0.navigationBar.prefersLargeTitles = true }
        defer { withExtendedLifetime(host) {} }
        let scroll = table.tableView!
        scroll.contentSize = CGSize(width: 390, height: 5000)
        host.runLoopTurn()
        let top = scroll.adjustedContentInset.top
        #expect(top == 96)
        scroll.contentOffset = CGPoint(x: 0, y: -top + 26)
        host.runLoopTurn()
        #expect(navigation.navigationBar.frame.height == 70)
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        host.runLoopTurn()
        #expect(navigation.navigationBar.frame.height == 44)
    }

    @Test("With no scrollEdgeAppearance the bar is transparent at the scroll edge and takes the standard material once content scrolls under it (iOS 15)")
    func scrollEdgeDefault() {
        let table = UITableViewController(style: .plain)
        table.title = "List"
        let (host, navigation) = stack([table])
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        func hasMaterial() -> Bool { bar.subviews.first.map { background in background.subviews.contains { $0 is UIVisualEffectView && !$0.isHidden } } ?? false }
        #expect(!hasMaterial())
        table.tableView.contentSize = CGSize(width: 390, height: 5000)
        table.tableView.contentOffset = CGPoint(x: 0, y: 100)
        host.runLoopTurn()
        #expect(hasMaterial())
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        bar.scrollEdgeAppearance = opaque
        table.tableView.contentOffset = CGPoint(x: 0, y: -table.tableView.adjustedContentInset.top)
        host.runLoopTurn()
        #expect(!hasMaterial())
    }

    @Test("Hiding the bar gives the content the window's safe area; the toolbar (hidden by default) shows the top controller's toolbarItems and covers the bottom 44 points")
    func hidingBarsAndToolbar() {
        let a = controller("Home")
        a.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain), .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .add)]
        let (host, navigation) = stack([a])
        defer { withExtendedLifetime(host) {} }
        #expect(navigation.isToolbarHidden)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(a.view.safeAreaInsets.top == 0)
        navigation.setToolbarHidden(false, animated: false)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
        #expect(a.view.safeAreaInsets.bottom == 44)
        #expect(shownTexts(in: navigation.toolbar) == ["Edit"])
        let add = navigation.toolbar.subviews.last!
        #expect(abs(add.frame.maxX - (390 - 16)) < 1, "a flexible space pushes the last item to the trailing margin")
    }

    @Test("Setting a controller's title sets its navigation item's, and the bar shows the new title")
    func titleFollows() {
        let a = controller("One")
        let (host, navigation) = stack([a])
        defer { withExtendedLifetime(host) {} }
        a.title = "Two"
        navigation.navigationBar.layoutIfNeeded()
        #expect(a.navigationItem.title == "Two")
        #expect(shownTexts(in: navigation.navigationBar) == ["Two"])
    }

    @Test("A bar button item's action runs on a tap; a disabled item does nothing")
    func barButtonTap() {
        var taps = 0
        let a = controller("Home")
        let item = UIBarButtonItem(title: "Go", image: nil, primaryAction: UIAction { _ in taps += 1 })
        a.navigationItem.rightBarButtonItem = item
        let (host, navigation) = stack([a])
        defer { withExtendedLifetime(host) {} }
        let y = navigation.navigationBar.frame.midY
        host.tap(at: CGPoint(x: 390 - 20, y: y))
        #expect(taps == 1)
        item.isEnabled = false
        host.runLoopTurn()
        host.tap(at: CGPoint(x: 390 - 20, y: y))
        #expect(taps == 1)
    }
}
