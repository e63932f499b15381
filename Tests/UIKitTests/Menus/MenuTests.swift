import Testing
import UIKit
import UIKitTesting

/// Menus (UIMenu, UIAction, UICommand, UIDeferredMenuElement) on buttons and bar button items:
/// what opens them, what their rows show, and what choosing a row does, as UIKit documents.
@Suite("Menus", .freshContext) @MainActor
struct MenuTests {
    private func host() -> UITestHost {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.rootViewController = UIViewController()
        host.runLoopTurn()
        return host
    }

    private func button(in host: UITestHost, menu: UIMenu) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 40, y: 120, width: 120, height: 44)
        button.menu = menu
        host.window.rootViewController!.view.addSubview(button)
        host.runLoopTurn()
        return button
    }

    private func rowLabels(_ host: UITestHost) -> [String] {
        host.accessibilityTree().compactMap(\.label)
    }

    @Test("UIMenu keeps its identifier and options when its children are replaced; selectedElements are the children that are on")
    func menuModel() {
        let a = UIAction(title: "A", state: .on) { _ in }, b = UIAction(title: "B") { _ in }
        let menu = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), options: [.singleSelection], children: [a, b])
        let replaced = menu.replacingChildren([b])
        #expect(replaced.identifier == menu.identifier && replaced.options == [.singleSelection] && replaced.title == "Sort")
        #expect(replaced.children.count == 1)
        #expect(menu.selectedElements.map(\.title) == ["A"])
        #expect(UIMenu().preferredElementSize == .automatic)
    }

    @Test("showsMenuAsPrimaryAction: a touch down opens the menu (menuActionTriggered, no touchUpInside); choosing an action closes it and runs it with the button as sender")
    func primaryActionMenu() throws {
        let host = host()
        defer { withExtendedLifetime(host) {} }
        var chosen: [String] = []
        var senders: [AnyObject?] = []
        let menu = UIMenu(children: [
            UIAction(title: "Name") { action in chosen.append(action.title); senders.append(action.sender) },
            UIAction(title: "Date") { action in chosen.append(action.title) },
        ])
        let button = button(in: host, menu: menu)
        button.showsMenuAsPrimaryAction = true
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        host.tap(at: CGPoint(x: 100, y: 142))
        host.advanceInFrames(0.4)
        #expect(events == ["menu"])
        #expect(rowLabels(host).contains("Name") && rowLabels(host).contains("Date"))
        let row = try #require(host.accessibilityElement(label: "Name") as? UIView)
        #expect(row.convert(row.bounds, to: host.window).minY >= 164, "the menu opens below the button")
        host.activateAccessibilityElement(label: "Name")
        #expect(chosen == ["Name"] && senders.first! === button)
        host.advanceInFrames(0.3)
        #expect(!rowLabels(host).contains("Date"), "the menu closed")
    }

    @Test("Without showsMenuAsPrimaryAction a tap sends the button's action and a long press opens its menu")
    func longPressMenu() {
        let host = host()
        defer { withExtendedLifetime(host) {} }
        let button = button(in: host, menu: UIMenu(children: [UIAction(title: "Rename") { _ in }]))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        host.tap(at: CGPoint(x: 100, y: 142))
        #expect(taps == 1 && !rowLabels(host).contains("Rename"))
        host.longPress(at: CGPoint(x: 100, y: 142))
        host.advanceInFrames(0.3)
        #expect(rowLabels(host).contains("Rename"))
    }

    @Test("A pop-up button (showsMenuAsPrimaryAction and changesSelectionAsPrimaryAction) shows its selected action's title and moves the selection to the action chosen")
    func popUpButton() {
        let host = host()
        defer { withExtendedLifetime(host) {} }
        let small = UIAction(title: "Small") { _ in }, large = UIAction(title: "Large") { _ in }
        let button = button(in: host, menu: UIMenu(children: [small, large]))
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        #expect(button.title(for: .normal) == "Small" && small.state == .on)
        host.tap(at: CGPoint(x: 100, y: 142))
        host.activateAccessibilityElement(label: "Large")
        #expect(button.title(for: .normal) == "Large")
        #expect(small.state == .off && large.state == .on)
    }

    @Test("Rows: hidden elements are left out, an inline menu is a section, a submenu opens in place with a row back; a single-selection menu moves the checkmark")
    func rowsAndSubmenus() throws {
        let host = host()
        defer { withExtendedLifetime(host) {} }
        let list = UIAction(title: "List", state: .on) { _ in }, grid = UIAction(title: "Grid") { _ in }
        let menu = UIMenu(children: [
            UIMenu(options: [.displayInline, .singleSelection], children: [list, grid]),
            UIAction(title: "Secret", attributes: .hidden) { _ in },
            UIAction(title: "Archived", attributes: .disabled) { _ in },
            UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in }]),
            UIAction(title: "Delete", attributes: .destructive) { _ in },
        ])
        let button = button(in: host, menu: menu)
        button.showsMenuAsPrimaryAction = true
        host.tap(at: CGPoint(x: 100, y: 142))
        let labels = rowLabels(host)
        #expect(labels.contains("List") && labels.contains("Share") && labels.contains("Delete") && !labels.contains("Secret"))
        let archived = try #require(host.accessibilityElement(label: "Archived"))
        #expect(archived.accessibilityTraits.contains(.notEnabled))
        #expect(host.accessibilityElement(label: "List")?.accessibilityTraits.contains(.selected) == true)
        host.activateAccessibilityElement(label: "Share")
        #expect(rowLabels(host).contains("Mail") && !rowLabels(host).contains("List"))
        host.activateAccessibilityElement(label: "Share")   // the back row carries the submenu's title
        #expect(rowLabels(host).contains("List"))
        host.activateAccessibilityElement(label: "Grid")
        #expect(grid.state == .on && list.state == .off)
    }

    @Test("A deferred element shows a loading row until its provider answers; cached, it is not asked again; uncached, every time")
    func deferredElements() {
        let host = host()
        defer { withExtendedLifetime(host) {} }
        var asks = 0
        var pending: (([UIMenuElement]) -> Void)?
        let cached = UIDeferredMenuElement { completion in
            asks += 1
            pending = completion
        }
        var uncachedAsks = 0
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedAsks += 1
            completion([UIAction(title: "Now") { _ in }])
        }
        let button = button(in: host, menu: UIMenu(children: [cached, uncached]))
        button.showsMenuAsPrimaryAction = true
        host.tap(at: CGPoint(x: 100, y: 142))
        #expect(rowLabels(host).contains("Loading…") && rowLabels(host).contains("Now"))
        pending?([UIAction(title: "Later") { _ in }])
        host.runLoopTurn()
        #expect(rowLabels(host).contains("Later") && !rowLabels(host).contains("Loading…"))
        host.tap(at: CGPoint(x: 380, y: 800))
        host.advanceInFrames(0.3)
        host.tap(at: CGPoint(x: 100, y: 142))
        #expect(asks == 1 && uncachedAsks == 2)
        #expect(rowLabels(host).contains("Later"))
    }

    @Test("A command goes up the responder chain from the menu's source: a method command to the first responder of its class, .copy to the one that can copy")
    func commands() {
        final class Editor: UIViewController {
            var bolded = 0, copied = 0
            func toggleBold(_ command: UICommand) { bolded += 1 }
            override func canPerformAction(_ action: UIEditAction, withSender sender: Any?) -> Bool { action == .copy }
            override func copy(_ sender: Any?) { copied += 1 }
        }
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        defer { withExtendedLifetime(host) {} }
        let editor = Editor()
        host.window.rootViewController = editor
        host.runLoopTurn()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 40, y: 120, width: 120, height: 44)
        button.menu = UIMenu(children: [UICommand(title: "Bold", action: Editor.toggleBold), UICommand(title: "Copy", action: .copy)])
        button.showsMenuAsPrimaryAction = true
        editor.view.addSubview(button)
        host.runLoopTurn()
        host.tap(at: CGPoint(x: 100, y: 142))
        host.activateAccessibilityElement(label: "Bold")
        host.advanceInFrames(0.3)
        host.tap(at: CGPoint(x: 100, y: 142))
        host.activateAccessibilityElement(label: "Copy")
        #expect(editor.bolded == 1 && editor.copied == 1)
    }

    @Test("A bar button item with a menu and no action opens the menu on a tap; with an action, the tap sends the action")
    func barButtonItemMenu() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        root.title = "Files"
        let more = UIBarButtonItem(title: "More")
        more.menu = UIMenu(children: [UIAction(title: "Select") { _ in }])
        var added = 0
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 })
        add.menu = UIMenu(children: [UIAction(title: "New Folder") { _ in }])
        root.navigationItem.rightBarButtonItems = [more, add]
        host.window.rootViewController = UINavigationController(rootViewController: root)
        host.runLoopTurn()
        let moreView = try #require(more.shownView), addView = try #require(add.shownView)
        host.tap(at: moreView.convert(CGPoint(x: moreView.bounds.midX, y: moreView.bounds.midY), to: host.window))
        #expect(rowLabels(host).contains("Select"))
        host.tap(at: CGPoint(x: 20, y: 800))
        host.advanceInFrames(0.3)
        host.tap(at: addView.convert(CGPoint(x: addView.bounds.midX, y: addView.bounds.midY), to: host.window))
        #expect(added == 1 && !rowLabels(host).contains("New Folder"))
    }
}
