import Testing
@testable import UIKit
import UIKitTesting

/// `UIBarButtonItem` as a model (its bars come with the navigation controller and toolbar) and
/// the controller's `editButtonItem` (UIViewController: "an Edit button that toggles its title
/// and associated state between Edit and Done").
@Suite("Bar button items and editButtonItem", .freshContext) @MainActor
struct BarButtonItemTests {
    @MainActor final class Target {
        var taps: [String] = []
        func save(_ sender: UIBarButtonItem) { taps.append(sender.title ?? "?") }
    }

    @Test("A target and method, held weakly, or a primary action runs on a tap; a disabled item does nothing")
    func actions() {
        var target: Target? = Target()
        let item = UIBarButtonItem(title: "Save", style: .done, target: target, action: Target.save)
        item.performPrimaryAction()
        #expect(target?.taps == ["Save"])
        item.isEnabled = false
        item.performPrimaryAction()
        #expect(target?.taps == ["Save"])
        weak let released = target
        target = nil
        #expect(released == nil, "the item holds its target weakly")
        item.isEnabled = true
        item.performPrimaryAction()   // no target any more: nothing happens

        var ran = 0
        let actionItem = UIBarButtonItem(primaryAction: UIAction(title: "Add") { _ in ran += 1 })
        #expect(actionItem.title == "Add")
        actionItem.performPrimaryAction()
        #expect(ran == 1)
    }

    @Test("System items carry their titles and styles; spaces have widths")
    func systemItems() {
        #expect(UIBarButtonItem(barButtonSystemItem: .done).title == "Done")
        #expect(UIBarButtonItem(barButtonSystemItem: .done).style == .done)
        #expect(UIBarButtonItem(systemItem: .cancel).title == "Cancel")
        #expect(UIBarButtonItem(systemItem: .add).title == nil)
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        #expect(UIBarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
    }

    @Test("editButtonItem is one item that shows Edit, then a bold Done while editing, and toggles editing when tapped")
    func editButton() {
        final class Recording: UIViewController {
            var calls: [(Bool, Bool)] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append((editing, animated))
            }
        }
        let controller = Recording()
        let item = controller.editButtonItem
        #expect(controller.editButtonItem === item)
        #expect(item.title == "Edit")
        #expect(item.style == .plain)
        item.performPrimaryAction()
        #expect(controller.isEditing)
        #expect(controller.calls.count == 1 && controller.calls[0] == (true, true))
        #expect(item.title == "Done")
        #expect(item.style == .done)
        controller.isEditing = false
        #expect(item.title == "Edit")
    }
}
