import Testing
import UIKit
import UIKitTesting

/// UIBarButtonItemGroup (iOS 9, 16) in a navigation bar: an item belongs to one group, the
/// navigation item's groups and its left/right items replace each other, and a group with a
/// representative item collapses to it when the bar lacks room; the representative item with
/// no action of its own shows the group's items as a menu.
@Suite("Bar button item groups", .freshContext) @MainActor
struct BarButtonItemGroupTests {
    private func show(_ controller: UIViewController, width: CGFloat = 390) -> UITestHost {
        let host = UITestHost(size: CGSize(width: width, height: 844), scale: 1)
        host.window.rootViewController = UINavigationController(rootViewController: controller)
        host.runLoopTurn()
        return host
    }

    private func center(of view: UIView, in host: UITestHost) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: host.window)
    }

    private func labels(_ host: UITestHost) -> [String] { host.accessibilityTree().compactMap(\.label) }

    /// Four text items and a representative "Format" item, in an editor's trailing side.
    private func formatGroup(_ chosen: @escaping (String) -> Void) -> (UIBarButtonItemGroup, UIBarButtonItem) {
        let items = ["Bold", "Italic", "Underline", "Strikethrough"].map { title in
            UIBarButtonItem(title: title, primaryAction: UIAction(title: title) { _ in chosen(title) })
        }
        let format = UIBarButtonItem(title: "Format")
        return (UIBarButtonItemGroup(barButtonItems: items, representativeItem: format), format)
    }

    @Test("buttonGroup links an item to its group (items and representative); an item put in another group leaves the first")
    func oneGroupPerItem() {
        let a = UIBarButtonItem(title: "A"), b = UIBarButtonItem(title: "B"), r = UIBarButtonItem(title: "R")
        let first = UIBarButtonItemGroup(barButtonItems: [a, b], representativeItem: r)
        #expect(a.buttonGroup === first && b.buttonGroup === first && r.buttonGroup === first)
        let second = b.creatingFixedGroup()
        #expect(b.buttonGroup === second && second.barButtonItems == [b])
        #expect(first.barButtonItems == [a], "b left the first group")
        let third = UIBarButtonItemGroup.movableGroup(customizationIdentifier: "r", items: [r])
        #expect(first.representativeItem == nil && r.buttonGroup === third)
        first.barButtonItems = []
        #expect(a.buttonGroup == nil)
        #expect(!first.isDisplayingRepresentativeItem && !first.isHidden && first.menuRepresentation == nil)
    }

    @Test("Setting leadingItemGroups replaces leftBarButtonItems (read back as the groups' items), and setting rightBarButtonItems replaces trailingItemGroups with one group holding them")
    func groupsAndItemsReplaceEachOther() {
        let item = UINavigationItem(title: "Notes")
        #expect(item.leftBarButtonItems == nil && item.leadingItemGroups.isEmpty)
        let a = UIBarButtonItem(title: "A"), b = UIBarButtonItem(title: "B"), c = UIBarButtonItem(title: "C")
        item.leftBarButtonItems = [a]
        item.leadingItemGroups = [b.creatingFixedGroup(), c.creatingOptionalGroup(customizationIdentifier: "c")]
        #expect(item.leftBarButtonItems == [b, c] && item.leftBarButtonItem === b)
        item.rightBarButtonItems = [a, b]
        #expect(item.trailingItemGroups.count == 1 && item.trailingItemGroups[0].barButtonItems == [a, b])
        #expect(a.buttonGroup === item.trailingItemGroups[0])
        #expect(item.leftBarButtonItems == [c], "b moved to the trailing group")
        item.rightBarButtonItems = nil
        #expect(item.trailingItemGroups.isEmpty && item.rightBarButtonItems == nil)
        item.centerItemGroups = [UIBarButtonItem(title: "D").creatingFixedGroup()]
        #expect(item.centerItemGroups.count == 1 && item.rightBarButtonItems == nil)
    }

    @Test("A bar too narrow for a group's items shows its representative item (isDisplayingRepresentativeItem); a wide one shows the items")
    func collapsesWhenNarrow() throws {
        let controller = UIViewController()
        controller.title = "Document"
        let (group, format) = formatGroup { _ in }
        controller.navigationItem.trailingItemGroups = [group]
        let narrow = show(controller)
        defer { withExtendedLifetime(narrow) {} }
        #expect(group.isDisplayingRepresentativeItem)
        let formatView = try #require(format.shownView)
        #expect(!formatView.isHidden && formatView.frame.width > 0)
        #expect(group.barButtonItems.allSatisfy { $0.shownView?.isHidden != false })

        let wideController = UIViewController()
        wideController.title = "Document"
        let (wideGroup, _) = formatGroup { _ in }
        wideController.navigationItem.trailingItemGroups = [wideGroup]
        let wide = show(wideController, width: 900)
        defer { withExtendedLifetime(wide) {} }
        #expect(!wideGroup.isDisplayingRepresentativeItem)
        let bold = try #require(wideGroup.barButtonItems.first?.shownView)
        #expect(!bold.isHidden && bold.frame.width > 0)
    }

    @Test("Tapping a representative item with no action shows the group's items as a menu; choosing one does what tapping it does")
    func representativeMenu() throws {
        let controller = UIViewController()
        controller.title = "Document"
        var chosen: [String] = []
        let (group, format) = formatGroup { chosen.append($0) }
        controller.navigationItem.trailingItemGroups = [group]
        let host = show(controller)
        defer { withExtendedLifetime(host) {} }
        host.tap(at: center(of: try #require(format.shownView), in: host))
        host.advanceInFrames(0.4)
        #expect(["Bold", "Italic", "Underline", "Strikethrough"].allSatisfy(labels(host).contains))
        host.activateAccessibilityElement(label: "Italic")
        #expect(chosen == ["Italic"])
    }

    @Test("A representative item with its own action runs it and shows no menu")
    func representativeWithAction() throws {
        let controller = UIViewController()
        controller.title = "Document"
        let (group, format) = formatGroup { _ in }
        var taps = 0
        format.primaryAction = UIAction { _ in taps += 1 }
        controller.navigationItem.trailingItemGroups = [group]
        let host = show(controller)
        defer { withExtendedLifetime(host) {} }
        host.tap(at: center(of: try #require(format.shownView), in: host))
        host.advanceInFrames(0.4)
        #expect(taps == 1 && !labels(host).contains("Italic"))
    }

    @Test("A hidden group, and an optional group not in the default customization, are left out of the bar; a group without a representative item never collapses")
    func hiddenAndOptionalGroups() {
        let controller = UIViewController()
        controller.title = "Document"
        let share = UIBarButtonItem(title: "Share"), extra = UIBarButtonItem(title: "Extra")
        let shareGroup = share.creatingFixedGroup()
        let optional = extra.creatingOptionalGroup(customizationIdentifier: "extra", isInDefaultCustomization: false)
        controller.navigationItem.trailingItemGroups = [shareGroup, optional]
        let host = show(controller)
        defer { withExtendedLifetime(host) {} }
        #expect(share.shownView != nil && extra.shownView == nil)
        shareGroup.isHidden = true
        host.runLoopTurn()
        #expect(share.shownView == nil)
        shareGroup.isHidden = false
        host.runLoopTurn()
        #expect(share.shownView != nil && !shareGroup.isDisplayingRepresentativeItem)
    }

    @Test("Changing a shown group's items updates the bar without setting the groups again")
    func groupChangesReachTheBar() {
        let controller = UIViewController()
        let a = UIBarButtonItem(title: "A"), b = UIBarButtonItem(title: "B")
        let group = a.creatingFixedGroup()
        controller.navigationItem.leadingItemGroups = [group]
        let host = show(controller)
        defer { withExtendedLifetime(host) {} }
        group.barButtonItems = [a, b]
        host.runLoopTurn()
        #expect(b.shownView != nil && controller.navigationItem.leftBarButtonItems == [a, b])
    }

    @Test("Reference: a narrow bar with Cancel leading, the format group collapsed to \"Format\" and Done trailing")
    func collapsedReference() {
        let controller = UIViewController()
        controller.title = "Document"
        controller.view.backgroundColor = .systemBackground
        let (group, _) = formatGroup { _ in }
        controller.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        controller.navigationItem.trailingItemGroups = [UIBarButtonItem(systemItem: .done).creatingFixedGroup(), group]
        let host = UITestHost(size: CGSize(width: 390, height: 160), scale: 2)
        host.window.rootViewController = UINavigationController(rootViewController: controller)
        host.runLoopTurn()
        defer { withExtendedLifetime(host) {} }
        #expect(group.isDisplayingRepresentativeItem)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "navigation-collapsed-group")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("inputAssistantItem is one object per responder that keeps its shortcut groups")
    func inputAssistantItem() {
        let field = UITextField()
        let group = UIBarButtonItem(title: "Insert").creatingFixedGroup()
        field.inputAssistantItem.leadingBarButtonGroups = [group]
        #expect(field.inputAssistantItem === field.inputAssistantItem)
        #expect(field.inputAssistantItem.leadingBarButtonGroups.first === group && field.inputAssistantItem.allowsHidingShortcuts)
        #expect(field.inputAssistantItem.trailingBarButtonGroups.isEmpty)
    }
}
