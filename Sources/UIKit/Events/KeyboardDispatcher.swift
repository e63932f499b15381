import Foundation
import QuartzCore

/// One key's report from a backend: which key (HID usage), down or up, what it types.
package struct KeyInput: Sendable {
    package var keyCode: Int
    package var isDown: Bool
    package var characters: String
    package var charactersIgnoringModifiers: String
    package var modifierFlags: UIKeyModifierFlags

    package init(keyCode: Int, isDown: Bool, characters: String = "", charactersIgnoringModifiers: String = "",
                 modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.isDown = isDown
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
    }
}

/// Turns key reports into `UIPress`es and `UIPressesEvent`s for the key window's first
/// responder (the key window itself when it has none), and typed text into `UIKeyInput`
/// calls on that responder. A press keeps its responder until the key comes up; when the
/// key window changes, presses in progress are cancelled.
@MainActor
final class KeyboardDispatcher {
    private var active: [Int: UIPress] = [:]
    private let event = UIPressesEvent()

    /// The responder keys and text go to now.
    private func target(_ application: UIApplication) -> (UIResponder, UIWindow)? {
        guard let window = application.keyWindow else { return nil }
        return (window.firstResponder ?? window, window)
    }

    /// Applies one key report: a press begins or ends; Backspace and Return also edit a
    /// first responder that takes text.
    func handle(_ input: KeyInput, application: UIApplication) {
        let now = CACurrentMediaTime()
        if input.isDown {
            if active[input.keyCode] != nil { return }            // key repeat: the press goes on
            guard let (responder, window) = target(application) else { return }
            let press = UIPress()
            press.timestamp = now
            press.responder = responder
            press.window = window
            press.key = UIKey(keyCode: UIKeyboardHIDUsage(rawValue: input.keyCode), characters: input.characters,
                              charactersIgnoringModifiers: input.charactersIgnoringModifiers, modifierFlags: input.modifierFlags)
            press.type = Self.pressType(input.keyCode)
            active[input.keyCode] = press
            send(press, phase: .began, at: now, application: application)
            if press.reachedEndOfResponderChain { FocusKeyboardNavigation.handle(press, in: window) }
            if let text = responder as? UIKeyInput {
                switch UIKeyboardHIDUsage(rawValue: input.keyCode) {
                case .keyboardDeleteOrBackspace: text.deleteBackward()
                case .keyboardReturnOrEnter: text.insertText("\n")
                default: break
                }
            }
        } else if let press = active.removeValue(forKey: input.keyCode) {
            send(press, phase: .ended, at: now, application: application)
        }
    }

    /// Typed text (after the platform's keyboard layout and input method) goes to the first
    /// responder when it takes text.
    func handleText(_ text: String, application: UIApplication) {
        guard !text.isEmpty, let (responder, _) = target(application), let input = responder as? UIKeyInput else { return }
        input.insertText(text)
    }

    private func send(_ press: UIPress, phase: UIPress.Phase, at now: TimeInterval, application: UIApplication) {
        press.phase = phase
        press.timestamp = now
        event.timestamp = now
        event.pressSet = [press]
        application.sendEvent(event)
        event.pressSet = []
    }

    /// Presses in progress are cancelled when the key window changes.
    func keyWindowDidChange() {
        let presses = active.values
        active.removeAll()
        for press in presses {
            press.phase = .cancelled
            event.pressSet = [press]
            press.responder?.pressesCancelled([press], with: event)
        }
        event.pressSet = []
    }

    private static func pressType(_ code: Int) -> UIPress.PressType {
        switch UIKeyboardHIDUsage(rawValue: code) {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardEscape: .menu
        default: .select
        }
    }
}

extension UIApplication {
    /// A backend's (or test host's) key report.
    package func handleKey(_ input: KeyInput) { keyboardDispatcher.handle(input, application: self) }

    /// A backend's typed text.
    package func handleText(_ text: String) { keyboardDispatcher.handleText(text, application: self) }

    /// A backend's (or test host's) finger reports, applied as one touch event.
    package func handleTouches(_ inputs: [TouchInput]) {
        touchDispatcher.handle(inputs, application: self)
    }
}
