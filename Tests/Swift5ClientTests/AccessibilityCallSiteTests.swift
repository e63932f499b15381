// iOS accessibility code as apps write it (Swift 5 mode): overrides of the informal protocol
// in views and controllers, and posting from a plain helper function.
import Testing
import UIKit
import UIKitTesting

final class ContactCell: UITableViewCell {
    var name = "Ada"
    var isFavorite = false

    override var accessibilityLabel: String? {
        get { isFavorite ? "\(name), favorite" : name }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.button) }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { [UIAccessibilityCustomAction(name: "Favorite", target: self, selector: ContactCell.toggleFavorite)] }
        set { super.accessibilityCustomActions = newValue }
    }

    func toggleFavorite() -> Bool {
        isFavorite.toggle()
        return true
    }
}

final class SheetController: UIViewController {
    var closed = false
    override func accessibilityPerformEscape() -> Bool {
        closed = true
        return true
    }
}

func announceSaved() {
    UIAccessibility.post(notification: .announcement, argument: "Saved")
}

@Suite("Accessibility call sites in Swift 5 mode", .freshContext)
struct AccessibilityCallSiteTests {
    @Test("Overrides of the informal protocol compile as on iOS and are what assistive apps read")
    @MainActor func overrides() {
        let host = UITestHost(size: CGSize(width: 320, height: 200), scale: 1)
        let cell = ContactCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        host.window.addSubview(cell)
        #expect(host.accessibilityDescription() == #"Button "Ada" frame:(0,0,320,44)"#)
        #expect(host.performAccessibilityCustomAction("Favorite", on: "Ada"))
        #expect(cell.accessibilityLabel == "Ada, favorite")
        #expect(!UIAccessibility.isVoiceOverRunning)
        host.recordAccessibilityNotifications()
        announceSaved()
        #expect(host.postedAccessibilityNotifications.map { $0.argument as? String } == ["Saved"])
        let sheet = SheetController()
        #expect(sheet.accessibilityPerformEscape() && sheet.closed)
    }
}
