import Foundation

/// The keys the focus engine takes once the responder chain has passed on them, as on iPad
/// with a hardware keyboard: Tab and Shift-Tab move between focus groups, the arrow keys
/// within one, and Space or Return activate a focused control. A text field being edited
/// keeps its arrows (they move the caret) but lets Tab go, so Tab moves focus out of it; a
/// text view keeps Tab (it types a tab).
@MainActor
enum FocusKeyboardNavigation {
    static func handle(_ press: UIPress, in window: UIWindow) {
        guard let key = press.key else { return }
        let flags = key.modifierFlags
        guard flags.isDisjoint(with: [.command, .control, .alternate]) else { return }
        let system = UIFocusSystem.focusSystem(for: window)
        switch key.keyCode {
        case .keyboardTab: system?.moveFocus(flags.contains(.shift) ? .previous : .next)
        case .keyboardUpArrow: system?.moveFocus(.up)
        case .keyboardDownArrow: system?.moveFocus(.down)
        case .keyboardLeftArrow: system?.moveFocus(.left)
        case .keyboardRightArrow: system?.moveFocus(.right)
        case .keyboardSpacebar, .keyboardReturnOrEnter:
            if let control = system?.focusedItem as? UIControl, !(control is UIKeyInput) { activate(control) }
        default: break
        }
    }

    /// Selecting a focused control: a button sends what a tap would (`.touchUpInside` with
    /// `.primaryActionTriggered`); other controls send `.primaryActionTriggered`. // estimate
    private static func activate(_ control: UIControl) {
        control.sendActions(for: control.sendsPrimaryActionOnTouchUpInside ? [.touchUpInside, .primaryActionTriggered] : .primaryActionTriggered)
    }
}
