import QuartzCore
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// UISplitViewController in regular width (uikit-controllers-facts.md §1.9): the display mode
/// the split chooses for its shape, column widths, tiles, overlays and displacement, the
/// display-mode button and the edge swipe, the column-style API, and the callbacks.
@Suite("Split view controller", .freshContext) @MainActor
struct SplitViewControllerTests {
    static let landscape = CGSize(width: 1180, height: 820)
    static let portrait = CGSize(width: 820, height: 1180)

    private func shown(_ split: UISplitViewController, size: CGSize = landscape) -> UITestHost {
        let host = UITestHost(size: size, scale: 1)
        host.window.rootViewController = split
        host.runLoopTurn()
        return host
    }

    @Test("A classic split on a landscape iPad tiles the primary (320 pt, compact width) beside the secondary; both appear")
    func classicLandscape() {
        let log = CallbackLog()
        let primary = LoggingController("P", log: log), secondary = LoggingController("S", log: log)
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let host = shown(split)
        defer { withExtendedLifetime(host) {} }
        #expect(split.style == .unspecified)
        #expect(split.displayMode == .oneBesideSecondary && split.splitBehavior == .tile && !split.isCollapsed)
        #expect(split.viewControllers == [primary, secondary])
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(split.primaryColumnWidth == 320)
        #expect(primary.traitCollection.horizontalSizeClass == .compact)
        #expect(secondary.traitCollection.horizontalSizeClass == .regular)
        #expect(primary.splitViewController === split && secondary.splitViewController === split)
        #expect(log.appearance.contains("P.viewDidAppear") && log.appearance.contains("S.viewDidAppear"))
    }

    @Test("Portrait: the secondary alone; the display-mode button slides the primary over it (will- then didAppear) and dims it; a tap on the dimming puts it away")
    func portraitOverlay() throws {
        let log = CallbackLog()
        let primary = LoggingController("P", log: log), secondary = LoggingController("S", log: log)
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let host = shown(split, size: Self.portrait)
        defer { withExtendedLifetime(host) {} }
        #expect(split.displayMode == .secondaryOnly && split.splitBehavior == .overlay)
        #expect(primary.viewIfLoaded?.window == nil)
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
        log.clear()
        let button = split.displayModeButtonItem
        #expect(!button.isHidden)
        button.performPrimaryAction()
        #expect(split.displayMode == .oneOverSecondary)
        #expect(log.appearance == ["P.viewWillAppear", "P.viewIsAppearing"])
        host.advanceInFrames(0.1)
        let moving = primary.view.layer.presentation()?.frame ?? .zero
        #expect(moving.minX < 0 && moving.minX > -320, "the primary slides in from the leading edge")
        host.advanceInFrames(0.6)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 820, height: 1180), "an overlay leaves the secondary where it is")
        #expect(Array(log.appearance.filter { $0.hasPrefix("P.") }) == ["P.viewWillAppear", "P.viewIsAppearing", "P.viewDidAppear"])
        #expect(!log.appearance.contains { $0.hasPrefix("S.") }, "the secondary stays on screen")
        host.tap(at: CGPoint(x: 600, y: 600))
        #expect(split.displayMode == .secondaryOnly)
        host.advanceInFrames(0.6)
        #expect(primary.viewIfLoaded?.window == nil)
        #expect(log.appearance.suffix(2) == ["P.viewWillDisappear", "P.viewDidDisappear"])
    }

    @Test("preferredDisplayMode .oneBesideSecondary tiles in portrait too; .secondaryOnly hides the primary in landscape; the delegate hears willChangeTo")
    func preferredDisplayMode() {
        final class Delegate: UISplitViewControllerDelegate {
            var modes: [UISplitViewController.DisplayMode] = []
            func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
                modes.append(displayMode)
            }
        }
        let delegate = Delegate()
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController()
        split.delegate = delegate
        split.viewControllers = [primary, secondary]
        split.preferredDisplayMode = .oneBesideSecondary
        let host = shown(split, size: Self.portrait)
        defer { withExtendedLifetime(host) {} }
        #expect(split.displayMode == .oneBesideSecondary && split.splitBehavior == .tile)
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 500, height: 1180))
        split.preferredDisplayMode = .secondaryOnly
        #expect(split.displayMode == .secondaryOnly)
        host.runLoopTurn()
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
        #expect(primary.view.window == nil)
        #expect(delegate.modes == [.secondaryOnly])
    }

    @Test("Column widths: the fraction is capped at the 320 pt automatic maximum unless the maximum is raised; preferred points win over the fraction")
    func columnWidths() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let host = shown(split)
        defer { withExtendedLifetime(host) {} }
        split.preferredPrimaryColumnWidthFraction = 0.5
        #expect(split.primaryColumnWidth == 320)
        split.maximumPrimaryColumnWidth = 700
        #expect(split.primaryColumnWidth == 590)
        split.preferredPrimaryColumnWidth = 400
        #expect(split.primaryColumnWidth == 400)
        split.minimumPrimaryColumnWidth = 450
        #expect(split.primaryColumnWidth == 450)
        host.runLoopTurn()
        #expect(split.viewController(for: .secondary)?.navigationController?.view.frame.minX == 450)
    }

    @Test("Column style: each column's controller is wrapped in a navigation controller; viewController(for:) returns it, viewControllers the wrappers")
    func columnWrapping() throws {
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let host = shown(split)
        defer { withExtendedLifetime(host) {} }
        let primaryNav = try #require(primary.navigationController)
        let secondaryNav = try #require(secondary.navigationController)
        #expect(split.viewController(for: .primary) === primary && split.viewController(for: .secondary) === secondary)
        #expect(split.viewControllers == [primaryNav, secondaryNav])
        #expect(primaryNav.parent === split && primary.splitViewController === split)
        // A replacement reuses the column's navigation controller.
        let other = UIViewController()
        split.setViewController(other, for: .secondary)
        #expect(other.navigationController === secondaryNav && secondaryNav.viewControllers == [other])
        // A navigation controller goes in as it is.
        let own = UINavigationController(rootViewController: UIViewController())
        split.setViewController(own, for: .primary)
        #expect(split.viewControllers.first === own && primaryNav.parent == nil)
    }

    @Test("Column style puts the display-mode button in the leading shown column's bar: the secondary's in portrait, the primary's once it is shown")
    func displayModeButtonPlacement() throws {
        let primary = UIViewController(), secondary = UIViewController()
        primary.title = "Folders"
        secondary.title = "Note"
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let host = shown(split, size: Self.portrait)
        defer { withExtendedLifetime(host) {} }
        let secondaryBar = try #require(secondary.navigationController?.navigationBar)
        let button = split.displayModeButtonItem
        #expect(button.shownView?.isDescendant(of: secondaryBar) == true)
        split.show(.primary)
        host.advanceInFrames(0.6)
        #expect(split.isShowing(.primary))
        #expect(button.shownView?.isDescendant(of: primary.navigationController!.navigationBar) == true)
        split.hide(.primary)
        host.advanceInFrames(0.6)
        #expect(!split.isShowing(.primary) && button.shownView?.isDescendant(of: secondaryBar) == true)
    }

    @Test("A triple-column split on a landscape iPad shows the supplementary beside the secondary; showing the primary displaces the dimmed secondary")
    func tripleColumnDisplace() {
        final class Delegate: UISplitViewControllerDelegate {
            var events: [String] = []
            func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { events.append("show \(column.rawValue)") }
            func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { events.append("hide \(column.rawValue)") }
        }
        let delegate = Delegate()
        let split = UISplitViewController(style: .tripleColumn)
        split.delegate = delegate
        let primary = UIViewController(), supplementary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        let host = shown(split)
        defer { withExtendedLifetime(host) {} }
        #expect(split.splitBehavior == .displace && split.displayMode == .oneBesideSecondary)
        #expect(supplementary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(secondary.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(primary.viewIfLoaded?.window == nil)
        split.show(.primary)
        host.advanceInFrames(0.6)
        #expect(split.displayMode == .twoDisplaceSecondary)
        #expect(delegate.events == ["show 0"])
        #expect(primary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(supplementary.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 320, height: 820))
        #expect(secondary.navigationController?.view.frame == CGRect(x: 640, y: 0, width: 860, height: 820),
                "the secondary keeps its width and moves partly off screen")
        split.hide(.supplementary)
        host.advanceInFrames(0.6)
        #expect(split.displayMode == .secondaryOnly)
        #expect(delegate.events == ["show 0", "hide 0", "hide 1"])
    }

    @Test("presentsWithGesture: a swipe from the leading edge drags the primary in under the finger and, released past half, settles it over the secondary")
    func edgeSwipe() {
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let host = shown(split, size: Self.portrait)
        defer { withExtendedLifetime(host) {} }
        let primaryView: UIView = primary.navigationController!.view
        host.touchDown(at: CGPoint(x: 2, y: 600))
        for x in stride(from: 12, through: 202, by: 10) {
            host.touchMove(to: CGPoint(x: CGFloat(x), y: 600))
            host.advanceTime(by: 1.0 / 60)
        }
        #expect(primaryView.window != nil)
        #expect(abs(primaryView.frame.minX - (-320 + 200)) < 25, "the primary follows the finger")
        host.touchUp()
        host.advanceInFrames(0.6)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(primaryView.frame == CGRect(x: 0, y: 0, width: 320, height: 1180))
    }

    @Test("showDetailViewController in an expanded split replaces the secondary and puts an overlaid primary away")
    func showDetailExpanded() {
        let primary = UIViewController(), secondary = UIViewController(), detail = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: primary), secondary]
        let host = shown(split, size: Self.portrait)
        defer { withExtendedLifetime(host) {} }
        split.show(.primary)
        host.advanceInFrames(0.6)
        #expect(split.displayMode == .oneOverSecondary)
        primary.showDetailViewController(detail, sender: nil)
        #expect(split.viewControllers.last === detail && secondary.parent == nil)
        host.advanceInFrames(0.6)
        #expect(split.displayMode == .secondaryOnly)
        #expect(detail.view.window != nil && secondary.viewIfLoaded?.window == nil)
    }

    @Test("Misuse: setViewController(_:for:) on a classic split and a supplementary in a double-column split report UIKit's message and change nothing")
    func misuse() {
        let classic = UISplitViewController()
        var messages = RuntimeIssue.capture { classic.setViewController(UIViewController(), for: .primary) }
        #expect(messages.count == 1 && classic.viewControllers.isEmpty)
        let double = UISplitViewController(style: .doubleColumn)
        messages = RuntimeIssue.capture { double.setViewController(UIViewController(), for: .supplementary) }
        #expect(messages.count == 1 && double.viewController(for: .supplementary) == nil)
    }

    @Test("A split and its columns are released with the window's root (no cycles through the bar buttons or the swipe)")
    func released() {
        weak var weakSplit: UISplitViewController?
        weak var weakPrimary: UIViewController?
        let host = UITestHost(size: Self.landscape, scale: 1)
        do {
            let split = UISplitViewController(style: .doubleColumn)
            let primary = UIViewController()
            split.setViewController(primary, for: .primary)
            split.setViewController(UIViewController(), for: .secondary)
            _ = split.displayModeButtonItem
            host.window.rootViewController = split
            host.runLoopTurn()
            weakSplit = split
            weakPrimary = primary
        }
        host.window.rootViewController = UIViewController()
        host.runLoopTurn()
        #expect(weakSplit == nil && weakPrimary == nil)
    }

    /// layoutSubviews runs when a view's bounds or subviews change, not again because it ran:
    /// the split's container keeps its columns, dimming view and hairlines in order without
    /// moving them when they already are, so one layout settles it.
    @Test("A split's layout settles in one pass: laying its view out again runs its layoutSubviews once and reports no feedback loop",
          arguments: [UISplitViewController.Style.unspecified, .doubleColumn, .tripleColumn])
    func layoutSettles(style: UISplitViewController.Style) {
        let split = UISplitViewController(style: style)
        if style == .unspecified {
            split.viewControllers = [UIViewController(), UIViewController()]
        } else {
            for column in [UISplitViewController.Column.primary, .supplementary, .secondary] where column != .supplementary || style == .tripleColumn {
                split.setViewController(UIViewController(), for: column)
            }
        }
        var host: UITestHost?
        var messages = RuntimeIssue.capture { host = shown(split) }
        defer { withExtendedLifetime(host) {} }
        split.view.setNeedsLayout()
        let before = LayoutPass.layoutCount
        messages += RuntimeIssue.capture { split.view.layoutIfNeeded() }
        #expect(LayoutPass.layoutCount - before == 1)
        #expect(!messages.contains { $0.contains("feedback loop") }, "\(messages)")
    }
}

@Suite("Split view controller show detail", .freshContext) @MainActor
struct SplitShowDetailTests {
    @Test("A column-style split's primary child calling showDetailViewController replaces the secondary column's controller (in its navigation controller)")
    func columnStyleShowDetail() throws {
        let host = UITestHost(size: CGSize(width: 1180, height: 820), scale: 1)
        defer { withExtendedLifetime(host) {} }
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController(), detail = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        host.window.rootViewController = split
        host.runLoopTurn()
        let secondaryNav = try #require(secondary.navigationController)
        primary.showDetailViewController(detail, sender: nil)
        host.runLoopTurn()
        #expect(split.viewController(for: .secondary) === detail)
        #expect(secondaryNav.viewControllers == [detail] && detail.view.window != nil)
        #expect(primary.navigationController?.viewControllers == [primary])
    }
}
