import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// The inspector column (iOS 26's `UISplitViewController.Column.inspector`): "by default, the
/// split view controller hides the inspector column; to show it, call `show(_:)`" (Apple). It
/// is a trailing column whose width follows `preferred`/`minimum`/`maximumInspectorColumnWidth`;
/// in compact width, where no column fits beside the content, it is shown as a sheet.
@Suite("Split view inspector column", .freshContext) @MainActor
struct SplitInspectorTests {
    static let pad = CGSize(width: 1180, height: 820)

    final class Delegate: UISplitViewControllerDelegate {
        var events: [String] = []
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
            events.append("willShow(\(column.rawValue))")
        }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
            events.append("willHide(\(column.rawValue))")
        }
    }

    private func split(log: CallbackLog, delegate: Delegate? = nil) -> (UISplitViewController, LoggingController, LoggingController) {
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(UIViewController(), for: .primary)
        let secondary = LoggingController("S", log: log), inspector = LoggingController("I", log: log)
        split.setViewController(secondary, for: .secondary)
        split.setViewController(inspector, for: .inspector)
        return (split, secondary, inspector)
    }

    private func show(_ split: UISplitViewController, size: CGSize = pad) -> UITestHost {
        let host = UITestHost(size: size, scale: 1)
        host.window.rootViewController = split
        host.runLoopTurn()
        return host
    }

    @Test("Hidden by default: setting an inspector shows nothing and isShowing(.inspector) is false; the inspector sits in a navigation controller, as the other columns' controllers do")
    func hiddenByDefault() throws {
        let log = CallbackLog()
        let (split, secondary, inspector) = split(log: log)
        let host = show(split)
        defer { withExtendedLifetime(host) {} }
        #expect(!split.isShowing(.inspector))
        #expect(inspector.viewIfLoaded?.window == nil)
        #expect(split.viewController(for: .inspector) === inspector)
        #expect(inspector.navigationController != nil)
        #expect(try #require(secondary.navigationController).view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(!log.appearance.contains { $0.hasPrefix("I.") })
    }

    @Test("show(.inspector) slides the inspector in at the trailing edge (320 points, compact width) and narrows the secondary beside it, with the appearance callbacks; hide(.inspector) slides it out")
    func showAndHide() throws {
        let log = CallbackLog()
        let delegate = Delegate()
        let (split, secondary, inspector) = split(log: log, delegate: delegate)
        let host = show(split)
        defer { withExtendedLifetime(host) {} }
        let secondaryNav = try #require(secondary.navigationController), inspectorNav = try #require(inspector.navigationController)
        log.clear()
        split.show(.inspector)
        #expect(delegate.events == ["willShow(4)"])
        #expect(split.isShowing(.inspector))
        #expect(log.appearance.prefix(1) == ["I.viewWillAppear"])
        host.advanceInFrames(0.1)
        let moving = inspectorNav.view.layer.presentation()?.frame ?? .zero
        #expect(moving.minX > 860 && moving.minX < 1180, "it slides in from the trailing edge")
        host.advanceInFrames(0.6)
        #expect(inspectorNav.view.frame == CGRect(x: 860, y: 0, width: 320, height: 820))
        #expect(secondaryNav.view.frame == CGRect(x: 320, y: 0, width: 540, height: 820))
        #expect(split.inspectorColumnWidth == 320)
        #expect(inspector.traitCollection.horizontalSizeClass == .compact)
        #expect(log.appearance.filter { $0.hasPrefix("I.") }.last == "I.viewDidAppear")
        log.clear()
        split.hide(.inspector)
        #expect(delegate.events == ["willShow(4)", "willHide(4)"])
        #expect(!split.isShowing(.inspector))
        host.advanceInFrames(0.7)
        #expect(inspector.viewIfLoaded?.window == nil)
        #expect(secondaryNav.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(log.appearance.filter { $0.hasPrefix("I.") } == ["I.viewWillDisappear", "I.viewDidDisappear"])
    }

    @Test("The inspector's width: preferred points first, then the fraction of the split's width, kept between the minimum and maximum")
    func widths() throws {
        let log = CallbackLog()
        let (split, secondary, inspector) = split(log: log)
        split.preferredInspectorColumnWidthFraction = 0.25
        split.maximumInspectorColumnWidth = 400
        let host = show(split)
        defer { withExtendedLifetime(host) {} }
        split.show(.inspector)
        host.advanceInFrames(0.7)
        #expect(split.inspectorColumnWidth == 295)
        #expect(try #require(inspector.navigationController).view.frame == CGRect(x: 885, y: 0, width: 295, height: 820))
        split.preferredInspectorColumnWidth = 500
        host.runLoopTurn()
        #expect(split.inspectorColumnWidth == 400)
        #expect(try #require(secondary.navigationController).view.frame == CGRect(x: 320, y: 0, width: 460, height: 820))
    }

    @Test("In a right-to-left layout the inspector is at the left edge, across from the primary")
    func rightToLeft() throws {
        let log = CallbackLog()
        let (split, _, inspector) = split(log: log)
        split.view.semanticContentAttribute = .forceRightToLeft
        let host = show(split)
        defer { withExtendedLifetime(host) {} }
        split.show(.inspector)
        host.advanceInFrames(0.7)
        #expect(try #require(inspector.navigationController).view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
    }

    @Test("Collapsed, the inspector shows as a sheet over the split; when the split expands the sheet becomes the column again")
    func collapsedSheet() throws {
        let log = CallbackLog()
        let (split, _, inspector) = split(log: log)
        let host = show(split)
        defer { withExtendedLifetime(host) {} }
        split.show(.inspector)
        host.advanceInFrames(0.7)
        host.window.frame = CGRect(x: 0, y: 0, width: 500, height: 820)
        host.runLoopTurn()
        #expect(split.isCollapsed)
        let inspectorNav = try #require(inspector.navigationController)
        #expect(inspectorNav.presentingViewController === split)
        #expect(inspectorNav.sheetPresentationController != nil)
        #expect(split.isShowing(.inspector))
        host.advanceInFrames(0.7)
        host.window.frame = CGRect(origin: .zero, size: Self.pad)
        host.runLoopTurn()
        host.advanceInFrames(0.7)
        #expect(!split.isCollapsed)
        #expect(inspectorNav.presentingViewController == nil)
        #expect(inspectorNav.parent === split)
        #expect(inspectorNav.view.frame == CGRect(x: 860, y: 0, width: 320, height: 820))
    }

    @Test("On a phone show(.inspector) presents the inspector as a sheet and hide(.inspector) dismisses it; closed by the user, it stays hidden when the split expands")
    func phoneSheet() throws {
        let log = CallbackLog()
        let (split, _, inspector) = split(log: log)
        let host = show(split, size: CGSize(width: 390, height: 844))
        defer { withExtendedLifetime(host) {} }
        #expect(split.isCollapsed)
        split.show(.inspector)
        host.advanceInFrames(0.7)
        let inspectorNav = try #require(inspector.navigationController)
        #expect(inspectorNav.presentingViewController === split)
        #expect(inspectorNav.sheetPresentationController != nil)
        split.hide(.inspector)
        host.advanceInFrames(0.7)
        #expect(inspectorNav.presentingViewController == nil)
        #expect(inspectorNav.parent === split)
        #expect(!split.isShowing(.inspector))
        // Shown again, then closed by the user: expanding leaves it hidden.
        split.show(.inspector)
        host.advanceInFrames(0.7)
        inspectorNav.dismiss(animated: false)
        host.window.frame = CGRect(origin: .zero, size: Self.pad)
        host.runLoopTurn()
        #expect(!split.isCollapsed)
        #expect(!split.isShowing(.inspector))
        #expect(inspectorNav.parent === split)
        #expect(inspectorNav.viewIfLoaded?.window == nil)
    }
}
