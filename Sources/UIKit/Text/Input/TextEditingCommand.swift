import Foundation

/// What a key press asks a text input to do. Both the Mac's shortcuts (Command, Option) and
/// the PC's (Control, Home/End) map here, so either keyboard edits as expected.
enum TextEditingCommand: Equatable {
    enum Unit: Equatable { case character, word, line, document }
    enum Direction: Equatable { case backward, forward, up, down }

    /// Moves the caret, or with `extending` one end of the selection.
    case move(Direction, Unit, extending: Bool)
    case deleteBackward(Unit)
    case deleteForward(Unit)
    case selectAll, copy, cut, paste
    /// Return: a new line in a text view, the return action in a field.
    case insertNewline
    /// Tab: a tab character in a text view; a field lets it go up the responder chain.
    case insertTab

    /// The command for a key with its modifiers; nil for keys text inputs leave alone.
    init?(key: UIKey) {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        let command = flags.contains(.command) || flags.contains(.control)
        let option = flags.contains(.alternate)
        let shortcut = key.charactersIgnoringModifiers.lowercased()
        switch key.keyCode {
        case .keyboardLeftArrow:
            self = .move(.backward, command ? .line : option ? .word : .character, extending: shift)
        case .keyboardRightArrow:
            self = .move(.forward, command ? .line : option ? .word : .character, extending: shift)
        case .keyboardUpArrow:
            self = .move(command ? .backward : .up, command ? .document : .line, extending: shift)
        case .keyboardDownArrow:
            self = .move(command ? .forward : .down, command ? .document : .line, extending: shift)
        case .keyboardHome:
            self = .move(.backward, command ? .document : .line, extending: shift)
        case .keyboardEnd:
            self = .move(.forward, command ? .document : .line, extending: shift)
        case .keyboardPageUp:
            self = .move(.backward, .document, extending: shift)
        case .keyboardPageDown:
            self = .move(.forward, .document, extending: shift)
        case .keyboardDeleteForward:
            self = .deleteForward(option ? .word : .character)
        case .keyboardTab where !command && !option:
            self = .insertTab
        default:
            guard command, !option else { return nil }
            switch shortcut {
            case "a": self = .selectAll
            case "c": self = .copy
            case "x": self = .cut
            case "v": self = .paste
            default: return nil
            }
        }
    }
}
