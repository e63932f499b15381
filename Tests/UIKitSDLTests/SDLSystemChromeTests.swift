import Foundation
import Testing
import UIKit
import UIKitSDL
import UIKitTesting

/// The device's status bar and the on-screen keyboard, which a Linux desktop lacks, in a real
/// SDL window (offscreen driver) when the app asks for them (`OPENUIKIT_DEVICE_CHROME=1`,
/// `OPENUIKIT_SOFTWARE_KEYBOARD=1`): they are drawn over the app's window in the pixels the
/// SDL window shows, and the app's safe area and keyboard notifications follow them.
@Suite("SDL2 backend: status bar and on-screen keyboard", .serialized, .freshContext) @MainActor
struct SDLSystemChromeTests {
    /// Turns the run loop on the real clock for `seconds`.
    private func run(for seconds: TimeInterval) {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            UIApplication.shared.runLoopTurn()
            usleep(5_000)
        }
    }

    private func luminance(_ pixel: [UInt8]) -> Int { (Int(pixel[0]) + Int(pixel[1]) + Int(pixel[2])) / 3 }

    @Test("With the device's chrome on, an iPhone-sized window's SDL pixels show the status bar's dark text over the white app, and its safe area starts below the status bar")
    func statusBar() throws {
        try withSDL { backend in
            UIApplication.shared.showsDeviceChrome = true
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            let root = UIViewController()
            root.view.backgroundColor = .white
            window.rootViewController = root
            window.makeKeyAndVisible()
            run(for: 0.2)
            #expect(window.safeAreaInsets.top >= 44)
            let image = try #require(backend.sdlWindow(for: window)?.surfaceImage())
            let top = Int(window.safeAreaInsets.top)
            let darkInBar = (0..<top).contains { y in (0..<image.width).contains { x in luminance(rgba(image, x, y)) < 100 } }
            #expect(darkInBar, "the status bar's time and icons are drawn in the SDL window")
            #expect(rgba(image, 196, top + 100) == [255, 255, 255, 255])
            UIApplication.shared.showsDeviceChrome = false
            window.isHidden = true
        }
    }

    @Test("With the on-screen keyboard on, a text field becoming first responder raises the keyboard at the bottom of the key window (the device's screen on a desktop), drawn in its SDL window, with keyboardWillShow carrying its frame")
    func keyboard() throws {
        try withSDL { backend in
            UIApplication.shared.showsSoftwareKeyboard = true
            let window = UIWindow(frame: CGRect(x: 100, y: 20, width: 393, height: 700))
            let root = UIViewController()
            root.view.backgroundColor = .white
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            root.view.addSubview(field)
            window.rootViewController = root
            window.makeKeyAndVisible()
            run(for: 0.1)
            var shown: CGRect?
            let observer = NotificationCenter.default.addContextObserver(forName: UIResponder.keyboardWillShowNotification, object: nil) { note in
                shown = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            let before = try #require(backend.sdlWindow(for: window)?.surfaceImage())
            #expect(rgba(before, 196, 690) == [255, 255, 255, 255])
            field.becomeFirstResponder()
            run(for: 1)
            let frame = try #require(shown)
            #expect(frame.minX == 100 && frame.maxY == 720 && frame.width == 393 && frame.height > 200)
            let image = try #require(backend.sdlWindow(for: window)?.surfaceImage())
            // The keyboard's grey shows between its white keys, in the app window's bottom only.
            let keyboardTop = Int(frame.minY) - 20
            let grey = (keyboardTop..<700).filter { y in rgba(image, 5, y) != [255, 255, 255, 255] }.count
            #expect(grey > 200, "the keyboard covers the window's bottom (\(grey) rows)")
            #expect(rgba(image, 196, Int(frame.minY) - 40) == [255, 255, 255, 255], "the app shows above it")
            field.resignFirstResponder()
            UIApplication.shared.showsSoftwareKeyboard = false
            window.isHidden = true
        }
    }
}
