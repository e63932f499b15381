import Testing
import UIKit
import UIKitTesting

/// Alerts and action sheets as iOS 17 draws them, over a striped presenter (so the blur and
/// the dimming show), on a 320 × 480 screen at 2×.
@Suite("Alert controller (reference images)", .serialized, .freshContext) @MainActor
struct AlertReferenceTests {
    /// Compares the screen once `alert` has appeared with the reference `name`.
    func expectScreen(with alert: UIAlertController, onPad: Bool = false, matches name: String) {
        let diff = ReferenceImage.compare(shown(alert, onPad: onPad), named: name)
        #expect(diff == nil, "\(diff!)")
    }

    /// The screen once `alert` has finished appearing (on a pad-sized screen at 1×, where an
    /// action sheet is a popover from a dark square).
    func shown(_ alert: UIAlertController, onPad: Bool = false) -> CGImage {
        let host = UITestHost(size: onPad ? CGSize(width: 700, height: 620) : CGSize(width: 320, height: 480), scale: onPad ? 1 : 2)
        let presenter = StripedController()
        host.window.rootViewController = presenter
        host.runLoopTurn()
        if onPad {
            let source = UIView(frame: CGRect(x: 460, y: 126, width: 44, height: 34))
            source.backgroundColor = UIColor(white: 0.15, alpha: 1)
            presenter.view.addSubview(source)
            alert.popoverPresentationController?.sourceView = source
        }
        presenter.present(alert, animated: true)
        host.runLoopTurn()
        host.advanceTime(by: 1)
        return host.renderScreen()
    }

    @Test("An alert with a title, a message and two actions side by side (Cancel left, OK bold as the preferred action)")
    func titleMessageTwoActions() {
        let alert = UIAlertController(title: "Delete Draft?", message: "This draft will be deleted from all your devices.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        alert.preferredAction = ok
        expectScreen(with: alert, matches: "alert-two-actions")
    }

    @Test("An alert with three stacked actions: a default one, a destructive one in red, and the cancel action last")
    func threeStackedActions() {
        let alert = UIAlertController(title: "Unsaved Changes", message: "Do you want to save your changes?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
        expectScreen(with: alert, matches: "alert-three-stacked")
    }

    @Test("An alert with a text field in a rounded box under the message, editing")
    func textField() {
        let alert = UIAlertController(title: "New Folder", message: "Enter a name for this folder.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        expectScreen(with: alert, matches: "alert-text-field")
    }

    @Test("An action sheet in compact width: title and message, two actions (one destructive), the cancel action in its own group")
    func actionSheet() {
        let sheet = UIAlertController(title: "Photo", message: "What do you want to do with this photo?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        expectScreen(with: sheet, matches: "action-sheet-compact")
    }

    @Test("An action sheet in regular width: a popover below its source with the arrow pointing up at it, without the cancel action")
    func actionSheetPopover() {
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        expectScreen(with: sheet, onPad: true, matches: "action-sheet-popover")
    }
}
