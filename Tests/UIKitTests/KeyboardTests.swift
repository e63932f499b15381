import Testing
import UIKit
import UIKitTesting

/// A responder that takes text and records presses.
final class TextField: UIView, UIKeyInput {
    var text = ""
    var presses: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { self.presses.append("began \(p.key?.keyCode.rawValue ?? -1) \(p.key?.characters ?? "")") }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { self.presses.append("ended \(p.key?.keyCode.rawValue ?? -1)") }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { self.presses.append("cancelled \(p.key?.keyCode.rawValue ?? -1)") }
    }
}

@Suite("Keyboard: presses and text to the key window's first responder", .serialized, .freshContext) @MainActor
struct KeyboardTests {
    @Test("Keys go to the key window's first responder as presses (began, ended) with the key's code and characters")
    func pressesToFirstResponder() {
        let host = UITestHost()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        host.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        host.pressKey(.keyboardA, characters: "a")
        #expect(field.presses == ["began 4 a", "ended 4"])
    }

    @Test("Events without a location go to the key window only: a first responder in another window hears nothing")
    func onlyKeyWindow() {
        let host = UITestHost()
        let inKey = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(inKey)
        inKey.becomeFirstResponder()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let inOther = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        other.addSubview(inOther)
        other.isHidden = false                  // visible but not key
        defer { other.isHidden = true }
        inOther.becomeFirstResponder()
        host.typeText("hi")
        host.pressKey(.keyboardB, characters: "b")
        #expect(inKey.text == "hi" && inKey.presses.count == 2)
        #expect(inOther.text.isEmpty && inOther.presses.isEmpty)
        other.makeKey()
        host.typeText("!")
        #expect(inOther.text == "!")
    }

    @Test("Typed text is inserted into a first responder that takes text; Backspace deletes backward, Return inserts a newline")
    func textEditing() {
        let host = UITestHost()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.typeText("héllo")
        host.pressKey(.keyboardDeleteOrBackspace)
        host.pressKey(.keyboardReturnOrEnter)
        #expect(field.text == "héll\n")
    }

    @Test("A press is cancelled when the key window changes before the key comes up")
    func cancelledOnKeyChange() {
        let host = UITestHost()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        UIApplication.shared.handleKey(KeyInput(keyCode: UIKeyboardHIDUsage.keyboardA.rawValue, isDown: true, characters: "a"))
        let other = UIWindow(frame: .zero)
        other.makeKeyAndVisible()
        defer { other.isHidden = true }
        UIApplication.shared.handleKey(KeyInput(keyCode: UIKeyboardHIDUsage.keyboardA.rawValue, isDown: false))
        #expect(field.presses == ["began 4 a", "cancelled 4"])
    }

    @Test("Without a first responder, presses go to the key window and up the chain to the application")
    func unhandledPressesTravelUp() {
        let host = UITestHost()
        final class Sink: UIResponder, UIApplicationDelegate {
            var began = 0
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { began += 1 }
        }
        let sink = Sink()
        UIApplication.shared.delegate = sink
        host.pressKey(.keyboardEscape)
        #expect(sink.began == 1)
    }
}
