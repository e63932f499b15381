import Testing
@testable import UIKit
import UIKitTesting

/// What a navigation item and the bar's classic properties put in the bar
/// (uikit-controllers-facts.md §1.6): a title view in place of the title, a prompt above the
/// row, the title text attributes, the bar tint and the tint of its buttons.
@Suite("Navigation item in the bar", .freshContext) @MainActor
struct NavigationItemTests {
    private func shown(_ root: UIViewController, configure: (UINavigationBar) -> Void = { _ in }) -> (UITestHost, UINavigationController) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let navigation = UINavigationController(rootViewController: root)
        configure(navigation.navigationBar)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        return (host, navigation)
    }

    private func controller(_ title: String) -> UIViewController {
        let c = UIViewController()
        c.title = title
        return c
    }

    /// The shown labels in `view` with `text` (hidden or transparent branches left out).
    private func labels(_ text: String, in view: UIView) -> [UILabel] {
        guard !view.isHidden, view.alpha > 0.01 else { return [] }
        var found: [UILabel] = []
        if let label = view as? UILabel, label.text == text { found.append(label) }
        for subview in view.subviews { found += labels(text, in: subview) }
        return found
    }

    @Test("A titleView takes the title's place: centered in the bar's row at its own size, and the title text is not shown")
    func titleViewReplacesTitle() {
        let a = controller("Inbox")
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        a.navigationItem.titleView = titleView
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        #expect(titleView.isDescendant(of: bar))
        let frame = titleView.convert(titleView.bounds, to: bar)
        #expect(frame.size == CGSize(width: 120, height: 30))
        #expect(abs(frame.midX - 195) <= 0.5 && abs(frame.midY - 22) <= 0.5)
        #expect(labels("Inbox", in: bar).isEmpty)
        a.navigationItem.titleView = nil
        bar.layoutIfNeeded()
        #expect(!titleView.isDescendant(of: bar) || titleView.isHidden, "the old title view is gone")
        #expect(labels("Inbox", in: bar).count == 1)
    }

    @Test("A prompt adds a 30-point line above the row: the bar is 74 points, the prompt's text above the title, and the content's safe area ends under it")
    func promptAddsALine() throws {
        let a = controller("Recipients")
        a.navigationItem.prompt = "Choose a contact"
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 74)
        #expect(a.view.safeAreaInsets.top == 74)
        bar.layoutIfNeeded()
        let prompt = try #require(labels("Choose a contact", in: bar).first)
        let title = try #require(labels("Recipients", in: bar).first)
        #expect(prompt.convert(prompt.bounds, to: bar).maxY <= 30.5)
        #expect(title.convert(title.bounds, to: bar).minY >= 30)
        a.navigationItem.prompt = nil
        host.runLoopTurn()
        #expect(bar.frame.height == 44)
        #expect(a.view.safeAreaInsets.top == 44)
    }

    @Test("The bar's titleTextAttributes set the title's color and font; largeTitleTextAttributes set the large title's")
    func titleTextAttributes() throws {
        let a = controller("Settings")
        let (host, navigation) = shown(a) { bar in
            bar.prefersLargeTitles = true
            bar.titleTextAttributes = [.foregroundColor: UIColor.systemRed, .font: UIFont.boldSystemFont(ofSize: 20)]
            bar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        }
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        let large = try #require(labels("Settings", in: bar).first)
        #expect(large.textColor == .systemGreen)
        #expect(large.font.pointSize > 30, "the large title keeps its large font")
        navigation.navigationBar.prefersLargeTitles = false
        host.runLoopTurn()
        let title = try #require(labels("Settings", in: bar).first)
        #expect(title.textColor == .systemRed)
        #expect(title.font.pointSize == 20)
    }

    @Test("An opaque bar with a barTintColor is filled with that color once content scrolls under it")
    func barTintColorFillsTheBar() {
        let table = UITableViewController(style: .plain)
        table.title = "List"
        let (host, navigation) = shown(table) { bar in
            bar.isTranslucent = false
            bar.barTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        defer { withExtendedLifetime(host) {} }
        table.tableView.contentSize = CGSize(width: 390, height: 5000)
        table.tableView.contentOffset = CGPoint(x: 0, y: 100)
        host.runLoopTurn()
        #expect(navigation.navigationBar.resolvedAppearance.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let pixel = host.renderScreen().pixel(x: 300, y: 6)
        #expect(pixel.r == 255 && pixel.g == 0 && pixel.b == 0)
    }

    @Test("The bar's tintColor colors its bar button items and the back button; an item's own tintColor wins")
    func tintColorReachesButtons() {
        let a = controller("Inbox"), b = controller("Mail")
        b.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reply", style: .plain)
        let (host, navigation) = shown(a) { $0.tintColor = .systemOrange }
        defer { withExtendedLifetime(host) {} }
        navigation.pushViewController(b, animated: false)
        host.runLoopTurn()
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        #expect(labels("Reply", in: bar).first?.textColor == .systemOrange)
        #expect(labels("Inbox", in: bar).first?.textColor == .systemOrange, "the back button's title")
        b.navigationItem.rightBarButtonItem?.tintColor = .systemPurple
        bar.layoutIfNeeded()
        #expect(labels("Reply", in: bar).first?.textColor == .systemPurple)
    }
}
