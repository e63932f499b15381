import Testing
import UIKit
import UIKitTesting

/// A popover from a bar button item (uikit-controllers-facts.md §1.4): `barButtonItem`, or the
/// item as `sourceItem`, points the arrow at the item's button in its bar.
@Suite("Popover from a bar button item", .freshContext) @MainActor
struct PopoverBarButtonItemTests {
    @Test("barButtonItem and sourceItem both place the popover under the item with its arrow up at the button")
    func fromBarButtonItem() throws {
        for useSourceItem in [false, true] {
            let host = UITestHost(size: CGSize(width: 1024, height: 768), scale: 1)
            let root = UIViewController()
            let share = UIBarButtonItem(barButtonSystemItem: .action)
            root.navigationItem.rightBarButtonItem = share
            let navigation = UINavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            host.runLoopTurn()
            let content = UIViewController()
            content.preferredContentSize = CGSize(width: 300, height: 200)
            content.modalPresentationStyle = .popover
            let popover = try #require(content.popoverPresentationController)
            if useSourceItem { popover.sourceItem = share } else { popover.barButtonItem = share }
            root.present(content, animated: false)
            host.runLoopTurn()
            let button = try #require(share.shownView)
            let buttonFrame = button.convert(button.bounds, to: host.window)
            let frame = content.view.convert(content.view.bounds, to: host.window)
            #expect(popover.arrowDirection == .up)
            #expect(frame.minY >= buttonFrame.maxY, "the popover hangs below the item")
            #expect(frame.minX <= buttonFrame.midX && frame.maxX >= buttonFrame.midX, "the arrow points at the button")
            withExtendedLifetime(host) {}
        }
    }
}
