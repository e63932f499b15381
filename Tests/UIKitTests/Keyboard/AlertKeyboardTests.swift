import Testing
import UIKit
import UIKitTesting

/// An alert with a text field and the on-screen keyboard: the alert stays centred in the
/// part of the screen the keyboard leaves, moving with the keyboard, as on iOS.
@Suite("Alerts above the keyboard", .freshContext) @MainActor
struct AlertKeyboardTests {
    @Test("The alert's first field takes the keyboard once the alert has appeared; the alert moves up with it, centred above it, and back when it goes")
    func alertMovesAboveKeyboard() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.showsSoftwareKeyboard = true
        let root = UIViewController()
        host.window.rootViewController = root
        host.runLoopTurn()
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        host.advanceTime(by: 1)
        let keyboard = try #require(UIApplication.shared.softwareKeyboardFrame)
        #expect(abs(keyboard.minY - (844 - 336)) < 0.01)
        #expect(abs(alert.view.frame.midY - keyboard.minY / 2) <= 1)

        let fieldFrame = try #require(alert.textFields?.first).convert(try #require(alert.textFields?.first).bounds, to: nil)
        #expect(fieldFrame.maxY < keyboard.minY, "the field is not under the keyboard")

        alert.textFields?.first?.resignFirstResponder()
        host.advanceTime(by: 1)
        #expect(UIApplication.shared.softwareKeyboardFrame == nil)
        #expect(abs(alert.view.frame.midY - 422) <= 1)
    }
}
