import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// A split in compact width (uikit-controllers-facts.md §1.9): it collapses into one
/// navigation stack (the compact column's controller when there is one), asks its delegate as
/// Apple documents, and expands back with every controller in its column.
@Suite("Split view controller collapsing", .freshContext) @MainActor
struct SplitCollapseTests {
    static let phone = CGSize(width: 390, height: 844)
    static let pad = CGSize(width: 1180, height: 820)

    final class Delegate: UISplitViewControllerDelegate {
        var top: UISplitViewController.Column?
        var discardsSecondary = false
        var events: [String] = []
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            events.append("top(proposed: \(proposedTopColumn.rawValue))")
            return top ?? proposedTopColumn
        }
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool {
            events.append("collapseSecondary")
            return discardsSecondary
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("didCollapse") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("didExpand") }
    }

    private func columns(_ delegate: Delegate? = nil) -> (UISplitViewController, UIViewController, UIViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        let primary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        return (split, primary, secondary)
    }

    private func show(_ split: UISplitViewController, size: CGSize) -> UITestHost {
        let host = UITestHost(size: size, scale: 1)
        host.window.rootViewController = split
        host.runLoopTurn()
        return host
    }

    @Test("On a phone a column-style split collapses: the secondary is pushed on the primary's navigation stack (the proposed top column is .secondary)")
    func collapsesOnPhone() throws {
        let delegate = Delegate()
        let (split, primary, secondary) = columns(delegate)
        let host = show(split, size: Self.phone)
        defer { withExtendedLifetime(host) {} }
        #expect(split.isCollapsed)
        let stack = try #require(primary.navigationController)
        #expect(stack.viewControllers == [primary, secondary])
        #expect(secondary.navigationController === stack && secondary.view.window != nil)
        #expect(stack.view.frame == CGRect(origin: .zero, size: Self.phone))
        #expect(delegate.events == ["top(proposed: 2)", "didCollapse"])
        #expect(split.displayModeButtonItem.isHidden, "the display-mode button hides while collapsed")
        split.show(.primary)
        host.advanceInFrames(0.6)
        #expect(stack.viewControllers == [primary], "show(.primary) pops back to the primary")
    }

    @Test("The delegate choosing .primary as the top column keeps the secondary out of the collapsed stack")
    func topColumnPrimary() throws {
        let delegate = Delegate()
        delegate.top = .primary
        let (split, primary, secondary) = columns(delegate)
        let host = show(split, size: Self.phone)
        defer { withExtendedLifetime(host) {} }
        #expect(try #require(primary.navigationController).viewControllers == [primary])
        #expect(secondary.viewIfLoaded?.window == nil)
    }

    @Test("Narrowing an iPad window collapses the split, widening it expands it back: each controller returns to its column's navigation controller")
    func collapseAndExpand() throws {
        let delegate = Delegate()
        let (split, primary, secondary) = columns(delegate)
        let host = show(split, size: Self.pad)
        defer { withExtendedLifetime(host) {} }
        let primaryNav = try #require(primary.navigationController), secondaryNav = try #require(secondary.navigationController)
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        host.window.frame = CGRect(x: 0, y: 0, width: 500, height: 820)
        host.runLoopTurn()
        #expect(split.isCollapsed)
        #expect(primaryNav.viewControllers == [primary, secondary] && secondaryNav.viewControllers.isEmpty)
        host.window.frame = CGRect(origin: .zero, size: Self.pad)
        host.runLoopTurn()
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(primaryNav.viewControllers == [primary] && secondaryNav.viewControllers == [secondary])
        #expect(secondaryNav.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(delegate.events.suffix(2) == ["didCollapse", "didExpand"])
    }

    @Test("A classic split collapses its detail navigation controller onto the master's stack; viewControllers is the primary alone; expanding separates it again")
    func classicCollapse() throws {
        let master = UIViewController(), detail = UIViewController()
        let masterNav = UINavigationController(rootViewController: master), detailNav = UINavigationController(rootViewController: detail)
        let split = UISplitViewController()
        split.viewControllers = [masterNav, detailNav]
        let host = show(split, size: Self.pad)
        defer { withExtendedLifetime(host) {} }
        host.window.frame = CGRect(x: 0, y: 0, width: 500, height: 820)
        host.runLoopTurn()
        #expect(split.isCollapsed && split.viewControllers == [masterNav])
        #expect(masterNav.viewControllers == [master, detail])
        host.window.frame = CGRect(origin: .zero, size: Self.pad)
        host.runLoopTurn()
        #expect(split.viewControllers == [masterNav, detailNav])
        #expect(masterNav.viewControllers == [master] && detailNav.viewControllers == [detail])
    }

    @Test("collapseSecondary returning true discards the secondary from the collapsed interface (the master stays alone); it is back after expanding")
    func delegateDiscardsSecondary() throws {
        let delegate = Delegate()
        delegate.discardsSecondary = true
        let master = UIViewController(), detail = UIViewController()
        let masterNav = UINavigationController(rootViewController: master)
        let split = UISplitViewController()
        split.delegate = delegate
        split.viewControllers = [masterNav, detail]
        let host = show(split, size: Self.phone)
        defer { withExtendedLifetime(host) {} }
        #expect(delegate.events.contains("collapseSecondary"))
        #expect(masterNav.viewControllers == [master] && detail.viewIfLoaded?.window == nil)
    }

    @Test("Collapsed, showDetailViewController pushes on the stack (a navigation controller's controllers, which go back to it on expanding)")
    func showDetailCollapsed() throws {
        let master = UIViewController(), first = UIViewController(), second = UIViewController()
        let masterNav = UINavigationController(rootViewController: master)
        let split = UISplitViewController()
        split.viewControllers = [masterNav, UIViewController()]
        let delegate = Delegate()
        delegate.discardsSecondary = true
        split.delegate = delegate
        let host = UITestHost(size: Self.pad, scale: 1)
        host.window.frame = CGRect(x: 0, y: 0, width: 500, height: 820)
        host.window.rootViewController = split
        host.runLoopTurn()
        defer { withExtendedLifetime((host, delegate)) {} }
        #expect(split.isCollapsed && masterNav.viewControllers == [master])
        master.showDetailViewController(first, sender: nil)
        #expect(masterNav.viewControllers == [master, first])
        host.advanceInFrames(0.6)
        let detailNav = UINavigationController(rootViewController: second)
        master.showDetailViewController(detailNav, sender: nil)
        host.advanceInFrames(0.6)
        #expect(masterNav.viewControllers == [master, second], "the new detail replaces the old one above the master")
        host.window.frame = CGRect(origin: .zero, size: Self.pad)
        host.runLoopTurn()
        #expect(split.viewControllers == [masterNav, detailNav] && detailNav.viewControllers == [second])
    }

    @Test("The compact column's controller is what a collapsed column-style split shows; the columns' controllers stay where they are")
    func compactColumn() {
        let (split, primary, _) = columns()
        let compact = UINavigationController(rootViewController: UIViewController())
        split.setViewController(compact, for: .compact)
        let host = show(split, size: Self.phone)
        defer { withExtendedLifetime(host) {} }
        #expect(split.isCollapsed && compact.view.window != nil && split.isShowing(.compact))
        #expect(primary.viewIfLoaded?.window == nil && primary.navigationController?.viewControllers == [primary])
    }

    @Test("A collapsed split that presents full screen and is uncovered again stays collapsed: its delegate hears nothing while the presentation hides it, and its stack is as it was (presented by the split or by a child)", arguments: [false, true])
    func fullScreenPresentationKeepsTheCollapse(fromChild: Bool) throws {
        let delegate = Delegate()
        delegate.top = .primary
        let (split, primary, _) = columns(delegate)
        let host = show(split, size: Self.phone)
        defer { withExtendedLifetime(host) {} }
        let stack = try #require(primary.navigationController)
        delegate.events.removeAll()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        (fromChild ? primary : split).present(cover, animated: true)
        host.advanceInFrames(1)
        #expect(split.viewIfLoaded?.window == nil, "the full-screen presentation takes the split out of the window")
        cover.dismiss(animated: true)
        host.advanceInFrames(1)
        #expect(delegate.events.isEmpty, "\(delegate.events)")
        #expect(split.isCollapsed && stack.viewControllers == [primary])
        #expect(primary.view.window != nil)
    }

    @Test("A split presented full screen in a narrow window collapses once as it comes in, and its delegate is not asked again while it shows or when it is dismissed")
    func presentedSplitCollapsesOnce() throws {
        let delegate = Delegate()
        let (split, primary, secondary) = columns(delegate)
        split.modalPresentationStyle = .fullScreen
        let host = UITestHost(size: Self.phone, scale: 1)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runLoopTurn()
        root.present(split, animated: true)
        host.advanceInFrames(1)
        #expect(delegate.events == ["top(proposed: 2)", "didCollapse"])
        #expect(split.isCollapsed && primary.navigationController?.viewControllers == [primary, secondary])
        split.dismiss(animated: true)
        host.advanceInFrames(1)
        #expect(delegate.events == ["top(proposed: 2)", "didCollapse"])
    }
}
